import { ZDrawDraftResponse, type TDrawFinals } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showNewDraft } from './get-draft';

/**
 * POST /api/admin/divisions/:id/finals: a draft of the division's finals from its ladder (its
 * finals format), on free slots from the first date. Refused (409) while regular games are unplayed.
 */
export const drawFinals = async ({ divisionId, ...body }: TDrawFinals & { divisionId: number }) =>
  (await apiPost(`/api/admin/divisions/${divisionId}/finals`, body, ZDrawDraftResponse)).data;

export function useDrawFinals() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: drawFinals, onSuccess: (draft) => showNewDraft(queryClient, draft) });
}

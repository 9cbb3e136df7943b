import { ZDrawDraftResponse, type TDrawRepair } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showNewDraft } from './get-draft';

/**
 * POST /api/admin/seasons/:id/draw/repair: a draft that re-places what a washout, withdrawn teams
 * or new blackouts and closures displace, moving as few games as it can (played ones never).
 */
export const repairDraft = async ({ seasonId, ...body }: TDrawRepair & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/draw/repair`, body, ZDrawDraftResponse)).data;

export function useRepairDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: repairDraft, onSuccess: (draft) => showNewDraft(queryClient, draft) });
}

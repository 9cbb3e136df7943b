import { ZDrawDraftResponse, type TDraftCatchUp } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showNewDraft } from './get-draft';

/**
 * POST /api/admin/draw-drafts/:id/catch-up: places an unplaced game of the draft on a catch-up
 * date (the date's first free slot both teams can take); answers the draft as it is now.
 */
export const placeCatchUp = async ({ draftId, ...body }: TDraftCatchUp & { draftId: number }) =>
  (await apiPost(`/api/admin/draw-drafts/${draftId}/catch-up`, body, ZDrawDraftResponse)).data;

export function usePlaceCatchUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeCatchUp, onSuccess: (draft) => showNewDraft(queryClient, draft) });
}

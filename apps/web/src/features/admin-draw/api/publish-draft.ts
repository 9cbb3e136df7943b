import { ZDrawPublished } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/admin/draw-drafts/:id/publish: the draft's games become the public draw and the
 * managers of changed teams are emailed. 422 while games are unplaced and `leave_unplaced` is not
 * set; 409 when the draft was decided already or the published draw moved on since it was made.
 */
export const publishDraft = async ({ id, leaveUnplaced }: { id: number; leaveUnplaced: boolean }) =>
  (await apiPost(`/api/admin/draw-drafts/${id}/publish`, { leave_unplaced: leaveUnplaced }, ZDrawPublished))
    .data;

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

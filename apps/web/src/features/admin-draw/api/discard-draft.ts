import { ZDrawPublished } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/draw-drafts/:id/discard: the draft is kept (audited) but can no longer be published. */
export const discardDraft = async (id: number) =>
  (await apiPost(`/api/admin/draw-drafts/${id}/discard`, {}, ZDrawPublished)).data;

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

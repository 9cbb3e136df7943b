import { ZSeasonResponse, type TSeasonCopy } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/seasons/:id/copy: a new season with every division of this one (no teams). */
export const copySeason = async ({ id, ...body }: TSeasonCopy & { id: number }) =>
  (await apiPost(`/api/admin/seasons/${id}/copy`, body, ZSeasonResponse)).data;

export function useCopySeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copySeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

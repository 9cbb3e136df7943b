import { ZDivisionDeleted } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';

/** DELETE /api/admin/divisions/:id: only a division no team or game belongs to (409 otherwise). */
export const deleteDivision = async (id: number) =>
  (await apiDelete(`/api/admin/divisions/${id}`, ZDivisionDeleted)).data;

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

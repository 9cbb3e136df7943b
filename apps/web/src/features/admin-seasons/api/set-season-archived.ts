import { ZSeasonResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/seasons/:id/archived: archive (closes nominations) or bring back. */
export const setSeasonArchived = async ({ id, archived }: { id: number; archived: boolean }) =>
  (await apiPut(`/api/admin/seasons/${id}/archived`, { archived }, ZSeasonResponse)).data;

export function useSetSeasonArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeasonArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { ZSeasonResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/seasons/:id/nominations: open (needs an active division) or close team entries. */
export const setSeasonNominations = async ({ id, open }: { id: number; open: boolean }) =>
  (await apiPut(`/api/admin/seasons/${id}/nominations`, { open }, ZSeasonResponse)).data;

export function useSetSeasonNominations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeasonNominations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

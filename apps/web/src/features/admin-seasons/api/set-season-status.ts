import { ZSeasonResponse, type TActiveStatus } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/seasons/:id/status: active (played, in the public draw) or back to preparation. */
export const setSeasonStatus = async ({ id, status }: { id: number; status: TActiveStatus }) =>
  (await apiPut(`/api/admin/seasons/${id}/status`, { status }, ZSeasonResponse)).data;

export function useSetSeasonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeasonStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

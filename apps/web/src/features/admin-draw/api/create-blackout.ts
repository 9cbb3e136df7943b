import { ZBlackoutResponse, type TBlackoutInput } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/seasons/:id/draw/blackouts: dates with no games, at every venue or one; audited. */
export const createBlackout = async ({ seasonId, ...body }: TBlackoutInput & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/draw/blackouts`, body, ZBlackoutResponse)).data;

export function useCreateBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlackout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

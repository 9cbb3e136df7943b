import { ZDivisionResponse, type TDivisionCreate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/seasons/:id/divisions: a new division in the season. */
export const createDivision = async ({ seasonId, ...body }: TDivisionCreate & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/divisions`, body, ZDivisionResponse)).data;

export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

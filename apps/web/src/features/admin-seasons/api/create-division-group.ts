import { ZDivisionGroupResponse, type TDivisionGroupCreate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/division-groups: a new division group in a grade. */
export const createDivisionGroup = async (body: TDivisionGroupCreate) =>
  (await apiPost('/api/admin/division-groups', body, ZDivisionGroupResponse)).data;

export function useCreateDivisionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivisionGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { ZDivisionResponse, type TDivisionUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';

/** PATCH /api/admin/divisions/:id: the settings given change. */
export const updateDivision = async ({ id, ...body }: TDivisionUpdate & { id: number }) =>
  (await apiPatch(`/api/admin/divisions/${id}`, body, ZDivisionResponse)).data;

export function useUpdateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

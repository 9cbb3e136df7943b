import { ZSeasonResponse, type TSeasonUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';

/** PATCH /api/admin/seasons/:id: name, sport or start date. */
export const updateSeason = async ({ id, ...body }: TSeasonUpdate & { id: number }) =>
  (await apiPatch(`/api/admin/seasons/${id}`, body, ZSeasonResponse)).data;

export function useUpdateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

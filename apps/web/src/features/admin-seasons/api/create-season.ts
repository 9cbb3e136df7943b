import { ZSeasonResponse, type TSeasonCreate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/seasons: a new season, inactive with nominations closed; audited. */
export const createSeason = async (body: TSeasonCreate) =>
  (await apiPost('/api/admin/seasons', body, ZSeasonResponse)).data;

export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { ZSeasonResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/**
 * PUT /api/admin/seasons/:id/status with status active: the season's draw becomes public, so a
 * draft published after it reaches the managers. (The seasons area has the same call; features
 * keep their own.)
 */
export const activateSeason = async (id: number) =>
  (await apiPut(`/api/admin/seasons/${id}/status`, { status: 'active' }, ZSeasonResponse)).data;

export function useActivateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

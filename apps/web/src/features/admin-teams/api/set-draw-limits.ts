import { ZTeamDrawLimitsResponse, type TTeamDrawLimits } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { drawLimitsQueryKey } from './get-draw-limits';

/** PUT /api/admin/teams/:team_id/draw-limits: replaces every limit; answers them as saved; audited. */
export const setDrawLimits = async ({ teamId, limits }: { teamId: number; limits: TTeamDrawLimits }) =>
  (await apiPut(`/api/admin/teams/${teamId}/draw-limits`, limits, ZTeamDrawLimitsResponse)).data;

export function useSetDrawLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDrawLimits,
    // The page shows the answer at once; the audit log is asked again when next shown.
    onSuccess: async (saved) => {
      queryClient.setQueryData(drawLimitsQueryKey(saved.team_id), saved);
      await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    },
  });
}

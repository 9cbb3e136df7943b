import { ZAdminTeamResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { showChangedTeam } from './get-team';

/** DELETE /api/admin/teams/:team_id/positions/:position_id: the position is taken away; answers the team. */
export const removePosition = async ({ teamId, positionId }: { teamId: number; positionId: number }) =>
  (await apiDelete(`/api/admin/teams/${teamId}/positions/${positionId}`, ZAdminTeamResponse)).data;

export function useRemovePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePosition, onSuccess: (team) => showChangedTeam(queryClient, team) });
}

import { ZAdminTeamResponse, type TPositionCreate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showChangedTeam } from './get-team';

/** POST /api/admin/teams/:team_id/positions: a member takes a position; answers the team. */
export const addPosition = async ({ teamId, position }: { teamId: number; position: TPositionCreate }) =>
  (await apiPost(`/api/admin/teams/${teamId}/positions`, position, ZAdminTeamResponse)).data;

export function useAddPosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPosition, onSuccess: (team) => showChangedTeam(queryClient, team) });
}

import { ZAdminTeamResponse, type TPositionEdit } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';
import { showChangedTeam } from './get-team';

/** PATCH /api/admin/teams/:team_id/positions/:position_id: a new role or number; answers the team. */
export const editPosition = async ({
  teamId,
  positionId,
  edit,
}: {
  teamId: number;
  positionId: number;
  edit: TPositionEdit;
}) => (await apiPatch(`/api/admin/teams/${teamId}/positions/${positionId}`, edit, ZAdminTeamResponse)).data;

export function useEditPosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editPosition, onSuccess: (team) => showChangedTeam(queryClient, team) });
}

import { ZAdminTeamResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showChangedTeam } from './get-team';

/** POST /api/admin/forfeits/:id/confirm: the game's result becomes a forfeit loss; answers the team. */
export const confirmForfeit = async (forfeitId: number) =>
  (await apiPost(`/api/admin/forfeits/${forfeitId}/confirm`, {}, ZAdminTeamResponse)).data;

export function useConfirmForfeit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmForfeit, onSuccess: (team) => showChangedTeam(queryClient, team) });
}

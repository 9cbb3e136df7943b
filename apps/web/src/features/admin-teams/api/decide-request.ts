import { ZAdminTeamResponse, type TRequestDecision } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showChangedTeam } from './get-team';

/**
 * POST /api/admin/team-requests/:id/approve or /decline, with an optional reason (kept in the
 * audit log). Approving a new member puts them on the roster; answers the team.
 */
export const decideRequest = async ({
  requestId,
  approve,
  body,
}: {
  requestId: number;
  approve: boolean;
  body: TRequestDecision;
}) =>
  (
    await apiPost(
      `/api/admin/team-requests/${requestId}/${approve ? 'approve' : 'decline'}`,
      body,
      ZAdminTeamResponse,
    )
  ).data;

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideRequest, onSuccess: (team) => showChangedTeam(queryClient, team) });
}

// POST /api/admin/nominations/:team_id/{accept,decline,waitlist,regrade}: the four decisions share
// one path shape and one answer (what became of the nomination, what was refunded, which
// waitlisted team was offered a freed place), so one call serves them, typed per decision.
import {
  ZNominationOutcome,
  type TNominationDecision,
  type TNominationDecline,
  type TNominationOutcome,
  type TNominationRegrade,
} from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type DecisionRequest =
  | { decision: 'accept' | 'waitlist'; body: TNominationDecision }
  | { decision: 'decline'; body: TNominationDecline }
  | { decision: 'regrade'; body: TNominationRegrade };

export const decideNomination = async (
  teamId: number,
  { decision, body }: DecisionRequest,
): Promise<TNominationOutcome> =>
  (await apiPost(`/api/admin/nominations/${teamId}/${decision}`, body, ZNominationOutcome)).data;

export function useDecideNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, request }: { teamId: number; request: DecisionRequest }) =>
      decideNomination(teamId, request),
    // The list, the seasons' team counts and the audit log (which holds the decision) are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// Withdrawing from the team page: the nomination (its nominator or manager, before the association
// decides it) or a pending member request (the member who made it). The page asks first; the
// question lives above the team screen, which starts again on every reload of the team.
import { TEAM_MSG, type TTeamDetail, type TTeamMemberRequest } from '@courtside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { OverlayMessage } from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { useWithdrawNomination } from '../api/withdraw-nomination';
import { useWithdrawRequest } from '../api/withdraw-request';
import { ConfirmDialog } from './ConfirmDialog';

export type Withdrawal = { kind: 'nomination' } | { kind: 'request'; request: TTeamMemberRequest };

const nameOf = (r: TTeamMemberRequest) => `${r.firstname} ${r.lastname}`;

/** The accessible name of the button that asks to withdraw a request. */
export const withdrawRequestLabel = (r: TTeamMemberRequest) => `Withdraw the request for ${nameOf(r)}`;

export function WithdrawDialog({
  team,
  withdrawal,
  onClose,
  show,
}: {
  team: TTeamDetail;
  withdrawal: Withdrawal | null;
  onClose: () => void;
  show: (message: OverlayMessage) => void;
}) {
  const queryClient = useQueryClient();
  const nomination = useWithdrawNomination();
  const request = useWithdrawRequest();
  const confirm = async () => {
    if (!withdrawal) return;
    try {
      const answer =
        withdrawal.kind === 'nomination'
          ? await nomination.mutateAsync({ teamTid: team.t_id })
          : await request.mutateAsync({ teamTid: team.t_id, requestId: withdrawal.request.id });
      show({ text: answer.message, severity: 'success' });
    } catch (err) {
      const fallback =
        withdrawal.kind === 'nomination' ? TEAM_MSG.nominationNotWithdrawn : TEAM_MSG.requestNotWithdrawn;
      show({ text: err instanceof ApiError ? err.message : fallback, severity: 'error' });
    }
    onClose();
    void queryClient.invalidateQueries({ queryKey: ['teams'] });
  };
  return (
    <ConfirmDialog
      open={withdrawal !== null}
      title={withdrawal?.kind === 'request' ? 'Withdraw Request' : 'Withdraw Nomination'}
      question={
        withdrawal?.kind === 'request'
          ? `Withdraw the request for ${nameOf(withdrawal.request)}?`
          : `Withdraw the nomination of ${team.t_name}? Its place goes to the next team waiting, and a card payment for it is refunded.`
      }
      action="Withdraw"
      busy={nomination.isPending || request.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

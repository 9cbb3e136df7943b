import { ZMessage, type TTeamRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/withdrawnomination: the team's nomination, before the association decides it. */
export const withdrawNomination = (body: TTeamRequest) =>
  apiPost('/api/member/teams/withdrawnomination', body, ZMessage);

export const useWithdrawNomination = () => useMutation({ mutationFn: withdrawNomination });

import { ZMessage, type TWithdrawMemberRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/withdrawrequest: a pending new or temporary member request the member made. */
export const withdrawRequest = (body: TWithdrawMemberRequest) =>
  apiPost('/api/member/teams/withdrawrequest', body, ZMessage);

export const useWithdrawRequest = () => useMutation({ mutationFn: withdrawRequest });

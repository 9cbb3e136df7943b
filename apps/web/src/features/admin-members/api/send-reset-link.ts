import { ZMemberResetLinkResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

/** POST /api/admin/members/:mid/reset-link: emails the member a reset link; answers the address. */
export const sendResetLink = async (mid: number) =>
  (await apiPost(`/api/admin/members/${mid}/reset-link`, {}, ZMemberResetLinkResponse)).data.sent_to;

export function useSendResetLink(mid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendResetLink(mid),
    // The audit trail on the member's page now holds the link sent.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryKey(mid) }),
  });
}

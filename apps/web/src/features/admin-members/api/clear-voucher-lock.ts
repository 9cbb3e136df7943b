import { ZMessage } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

/**
 * POST /api/admin/members/:mid/voucher-lock/clear, with the reason: lifts the member's voucher
 * lock-out (too many wrong voucher numbers or PINs); audited. Answers what was done.
 */
export const clearVoucherLock = async ({ mid, reason }: { mid: number; reason: string }) =>
  (await apiPost(`/api/admin/members/${mid}/voucher-lock/clear`, { reason }, ZMessage)).message;

export function useClearVoucherLock(mid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => clearVoucherLock({ mid, reason }),
    // The audit trail on the member's page now holds the lift.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryKey(mid) }),
  });
}

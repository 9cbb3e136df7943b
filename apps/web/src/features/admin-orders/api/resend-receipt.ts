import { ZReceiptResent } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/orders/:id/receipt: emails the receipt to the member again; answers the address. */
export const resendReceipt = async (id: number) =>
  (await apiPost(`/api/admin/orders/${id}/receipt`, {}, ZReceiptResent)).data;

export function useResendReceipt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendReceipt(id),
    // The audit log now holds the receipt sent.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'], refetchType: 'none' }),
  });
}

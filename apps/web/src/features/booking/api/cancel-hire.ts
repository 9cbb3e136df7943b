import { ZHireCancelled, type THireCancelled } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { myBookingsQueryKey } from './get-my-bookings';

/** POST /api/booking/mybookings/{id}/cancel {refund_cents}: the refund the member was shown. */
export const cancelHire = async (v: { id: number; refundCents: number }): Promise<THireCancelled> =>
  (await apiPost(`/api/booking/mybookings/${v.id}/cancel`, { refund_cents: v.refundCents }, ZHireCancelled))
    .data;

export function useCancelHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHire,
    // Refused or not, the history is asked again: the hire may have changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}

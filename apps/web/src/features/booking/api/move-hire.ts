import { ZHireMoved, type THireMoved } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { myBookingsQueryKey } from './get-my-bookings';

/** POST /api/booking/mybookings/{id}/move {day, start}: the same court and length from the new start. */
export const moveHire = async (v: { id: number; day: string; start: string }): Promise<THireMoved> =>
  (await apiPost(`/api/booking/mybookings/${v.id}/move`, { day: v.day, start: v.start }, ZHireMoved)).data;

export function useMoveHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveHire,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}

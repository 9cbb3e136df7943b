import { ZPayBookingResponse, type TPayBookingResponse, type ZPayBookingRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type PayBookingBody = z.input<typeof ZPayBookingRequest>;

/** POST /api/booking/paybooking {cardData, couponCart, bookingCart, donationCart}: the server prices the booking again. */
export const payBooking = async (body: PayBookingBody): Promise<TPayBookingResponse['data']> =>
  (await apiPost('/api/booking/paybooking', body, ZPayBookingResponse)).data;

export const usePayBooking = () => useMutation({ mutationFn: payBooking });

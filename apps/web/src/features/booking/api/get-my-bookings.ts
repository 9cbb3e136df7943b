import { ZMyBookingsResponse, type TMyBooking } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/mybookings: Court Hire History, the member's own bookings. */
export const getMyBookings = async (signal?: AbortSignal): Promise<TMyBooking[]> =>
  (await apiGet('/api/booking/mybookings', ZMyBookingsResponse, signal)).data;

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'mine'],
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 0,
  });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());

import { ZMyHiresResponse, type TMyHire } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/mybookings: Court Hire History, the member's own bookings and what each allows now. */
export const getMyBookings = async (signal?: AbortSignal): Promise<TMyHire[]> =>
  (await apiGet('/api/booking/mybookings', ZMyHiresResponse, signal)).data;

export const myBookingsQueryKey = ['booking', 'mine'] as const;

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: myBookingsQueryKey,
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 0,
  });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());

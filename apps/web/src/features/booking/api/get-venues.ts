import { ZBookingVenuesResponse, type TBookingVenue } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/venues: venues with courts for hire (public). */
export const getBookingVenues = async (signal?: AbortSignal): Promise<TBookingVenue[]> =>
  (await apiGet('/api/booking/venues', ZBookingVenuesResponse, signal)).data;

export const bookingVenuesQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'venues'],
    queryFn: ({ signal }) => getBookingVenues(signal),
    staleTime: 60_000,
  });

export const useBookingVenues = () => useQuery(bookingVenuesQueryOptions());

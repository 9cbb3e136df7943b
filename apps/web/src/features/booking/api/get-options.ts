import { ZBookingOptionsResponse, type TBookingOption } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/options/venue/{venueId}: booking options offered by the venue's courts (public). */
export const getBookingOptions = async (venueId: number, signal?: AbortSignal): Promise<TBookingOption[]> =>
  (await apiGet(`/api/booking/options/venue/${venueId}`, ZBookingOptionsResponse, signal)).data;

export const bookingOptionsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: ['booking', 'options', venueId],
    queryFn: ({ signal }) => getBookingOptions(venueId, signal),
    staleTime: 60_000,
  });

/** Waits while no venue is chosen (0). */
export const useBookingOptions = (venueId: number) =>
  useQuery({ ...bookingOptionsQueryOptions(venueId), enabled: venueId > 0 });

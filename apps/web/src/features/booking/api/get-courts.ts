import { ZBookingCourtsResponse, type TBookingCourt } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/courts/venue/{venueId}: courts for hire at a venue; parent_id is the full court of a half (public). */
export const getBookingCourts = async (venueId: number, signal?: AbortSignal): Promise<TBookingCourt[]> =>
  (await apiGet(`/api/booking/courts/venue/${venueId}`, ZBookingCourtsResponse, signal)).data;

export const bookingCourtsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: ['booking', 'courts', venueId],
    queryFn: ({ signal }) => getBookingCourts(venueId, signal),
    staleTime: 60_000,
  });

/** Waits while no venue is chosen (0). */
export const useBookingCourts = (venueId: number) =>
  useQuery({ ...bookingCourtsQueryOptions(venueId), enabled: venueId > 0 });

import { ZBookingSportsResponse, type TBookingSport } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/sports/venue/{venueId}: sports that can be booked at a venue (public). */
export const getBookingSports = async (venueId: number, signal?: AbortSignal): Promise<TBookingSport[]> =>
  (await apiGet(`/api/booking/sports/venue/${venueId}`, ZBookingSportsResponse, signal)).data;

export const bookingSportsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: ['booking', 'sports', venueId],
    queryFn: ({ signal }) => getBookingSports(venueId, signal),
    staleTime: 60_000,
  });

/** Waits while no venue is chosen (0). */
export const useBookingSports = (venueId: number) =>
  useQuery({ ...bookingSportsQueryOptions(venueId), enabled: venueId > 0 });

import { ZBookingTypesResponse, type TBookingType } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/types/venue/{venueId}: booking types offered by the venue's courts (public). */
export const getBookingTypes = async (venueId: number, signal?: AbortSignal): Promise<TBookingType[]> =>
  (await apiGet(`/api/booking/types/venue/${venueId}`, ZBookingTypesResponse, signal)).data;

export const bookingTypesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: ['booking', 'types', venueId],
    queryFn: ({ signal }) => getBookingTypes(venueId, signal),
    staleTime: 60_000,
  });

/** Waits while no venue is chosen (0). */
export const useBookingTypes = (venueId: number) =>
  useQuery({ ...bookingTypesQueryOptions(venueId), enabled: venueId > 0 });

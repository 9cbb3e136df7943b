import { ZAdminVenuePage, type TAdminVenuePage } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { venuesKey } from './get-venues';

/**
 * GET /api/admin/venues/:id: the venue, its courts (halves, hours), sports and rate rules, and the
 * booking types and options every venue shares: the catalogue a hire is booked from.
 */
export const getVenue = async (id: number, signal?: AbortSignal): Promise<TAdminVenuePage> =>
  (await apiGet(`/api/admin/venues/${id}`, ZAdminVenuePage, signal)).data;

export const venueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...venuesKey, 'detail', id],
    queryFn: ({ signal }) => getVenue(id, signal),
    staleTime: 0,
  });

export const useVenue = (id: number | null) =>
  useQuery({ ...venueQueryOptions(id ?? 0), enabled: id !== null });

import { ZAdminVenueList, type TAdminVenue } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storeKey } from './get-categories';

/** GET /api/admin/venues: the venues a product may be held at (facilities staff reach them too). */
export const getVenues = async (signal?: AbortSignal): Promise<TAdminVenue[]> =>
  (await apiGet('/api/admin/venues', ZAdminVenueList, signal)).data.venues;

export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'venues'],
    queryFn: ({ signal }) => getVenues(signal),
    // Venues change rarely: the editor opened twice asks once.
    staleTime: 60_000,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

import { ZAdminVenueList, type TAdminVenue } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { hpcKey } from './get-classes';

/** GET /api/admin/venues: the venues a class may be held at (facilities staff reach them). */
export const getVenues = async (signal?: AbortSignal): Promise<TAdminVenue[]> =>
  (await apiGet('/api/admin/venues', ZAdminVenueList, signal)).data.venues;

export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...hpcKey, 'venues'],
    queryFn: ({ signal }) => getVenues(signal),
    staleTime: 60_000,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

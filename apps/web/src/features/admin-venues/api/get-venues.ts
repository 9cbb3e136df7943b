import { ZAdminVenueList, type TAdminVenue } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Every read of the Venues and Court hire areas sits under this key: a change asks them again. */
export const venuesKey = ['admin', 'venues'] as const;

/** GET /api/admin/venues: every venue with how many courts it has and how many are hired out. */
export const getVenues = async (signal?: AbortSignal): Promise<TAdminVenue[]> =>
  (await apiGet('/api/admin/venues', ZAdminVenueList, signal)).data.venues;

export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...venuesKey, 'list'],
    queryFn: ({ signal }) => getVenues(signal),
    staleTime: 0,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

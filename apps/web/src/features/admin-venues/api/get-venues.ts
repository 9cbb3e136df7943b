import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVenues } from '../../../components/console/venues';

/** Every read of the Venues and Court hire areas sits under this key: a change asks them again. */
export const venuesKey = ['admin', 'venues'] as const;

export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...venuesKey, 'list'],
    queryFn: ({ signal }) => getVenues(signal),
    staleTime: 0,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

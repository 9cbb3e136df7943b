import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVenues } from '../../../components/console/venues';
import { storeKey } from './get-categories';

/** The venues a product may be held at (facilities staff reach them too). */
export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'venues'],
    queryFn: ({ signal }) => getVenues(signal),
    // Venues change rarely: the editor opened twice asks once.
    staleTime: 60_000,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

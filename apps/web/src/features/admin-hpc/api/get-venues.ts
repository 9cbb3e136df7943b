import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVenues } from '../../../components/console/venues';
import { hpcKey } from './get-classes';

/** The venues a class may be held at (facilities staff reach them). */
export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: [...hpcKey, 'venues'],
    queryFn: ({ signal }) => getVenues(signal),
    staleTime: 60_000,
  });

export const useVenues = () => useQuery(venuesQueryOptions());

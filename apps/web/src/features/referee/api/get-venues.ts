import { ZRefereeVenuesResponse, type TRefereeVenue } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/referee/venues: venues where the competition plays. */
export const getRefereeVenues = async (signal?: AbortSignal): Promise<TRefereeVenue[]> =>
  (await apiGet('/api/referee/venues', ZRefereeVenuesResponse, signal)).data;

export const refereeVenuesQueryOptions = () =>
  queryOptions({
    queryKey: ['referee', 'venues'],
    queryFn: ({ signal }) => getRefereeVenues(signal),
    staleTime: 5 * 60_000,
  });

export const useRefereeVenues = () => useQuery(refereeVenuesQueryOptions());

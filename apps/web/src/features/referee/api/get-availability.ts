import { ZRefereeAvailabilityResponse, type TRefereeAvailability } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/referee/availability/{season}/{venue?}: the member's time slots and unavailable dates. */
export const getAvailability = async (
  season: string,
  venue: string,
  signal?: AbortSignal,
): Promise<TRefereeAvailability> => {
  const path = `/api/referee/availability/${encodeURIComponent(season)}${venue ? `/${encodeURIComponent(venue)}` : ''}`;
  return (await apiGet(path, ZRefereeAvailabilityResponse, signal)).data;
};

export const availabilityQueryKey = (season: string, venue: string) =>
  ['referee', 'availability', season, venue] as const;

export const availabilityQueryOptions = (season: string, venue: string) =>
  queryOptions({
    queryKey: availabilityQueryKey(season, venue),
    queryFn: ({ signal }) => getAvailability(season, venue, signal),
    enabled: season !== '',
    // What is on screen is being edited: never refetch it behind the member's back.
    staleTime: Infinity,
  });

export const useAvailability = (season: string, venue: string) =>
  useQuery(availabilityQueryOptions(season, venue));

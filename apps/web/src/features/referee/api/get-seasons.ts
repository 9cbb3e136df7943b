import { ZRefereeSeasonsResponse, type TRefereeSeason } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/referee/seasons: seasons for the roster and availability pickers. */
export const getRefereeSeasons = async (signal?: AbortSignal): Promise<TRefereeSeason[]> =>
  (await apiGet('/api/referee/seasons', ZRefereeSeasonsResponse, signal)).data;

export const refereeSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['referee', 'seasons'],
    queryFn: ({ signal }) => getRefereeSeasons(signal),
    staleTime: 5 * 60_000,
  });

export const useRefereeSeasons = () => useQuery(refereeSeasonsQueryOptions());

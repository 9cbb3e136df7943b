import { ZSeasonList, type TSeason } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/seasons */
export const getStatsSeasons = async (signal?: AbortSignal): Promise<TSeason[]> =>
  (await apiGet('/api/draw/stats/seasons', ZSeasonList, signal)).data;

export const statsSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'seasons'],
    queryFn: ({ signal }) => getStatsSeasons(signal),
    staleTime: 5 * 60_000,
  });

export const useStatsSeasons = () => useQuery(statsSeasonsQueryOptions());

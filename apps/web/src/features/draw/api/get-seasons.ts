import { ZSeasonList, type TSeason } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/seasons: current seasons first, then archived ones. */
export const getDrawSeasons = async (signal?: AbortSignal): Promise<TSeason[]> =>
  (await apiGet('/api/draw/seasons', ZSeasonList, signal)).data;

export const drawSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['draw', 'seasons'],
    queryFn: ({ signal }) => getDrawSeasons(signal),
    staleTime: 5 * 60_000,
  });

export const useDrawSeasons = () => useQuery(drawSeasonsQueryOptions());

import { ZSeasonList, type TSeason } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/seasons: every season, newest first (the Seasons area owns them; listed here to choose one). */
export const getSeasons = async (signal?: AbortSignal): Promise<TSeason[]> =>
  (await apiGet('/api/admin/seasons', ZSeasonList, signal)).data.seasons;

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'seasons'], queryFn: ({ signal }) => getSeasons(signal), staleTime: 0 });

export const useSeasons = () => useQuery(seasonsQueryOptions());

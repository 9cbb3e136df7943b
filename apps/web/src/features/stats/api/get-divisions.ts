import { ZDivisionList, type TDivision } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/season/{id}/divisions */
export const getStatsDivisions = async (seasonId: string, signal?: AbortSignal): Promise<TDivision[]> =>
  (await apiGet(`/api/draw/stats/season/${encodeURIComponent(seasonId)}/divisions`, ZDivisionList, signal))
    .data;

export const statsDivisionsQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: ['stats', 'divisions', seasonId],
    queryFn: ({ signal }) => getStatsDivisions(seasonId, signal),
    enabled: seasonId !== '',
    staleTime: 5 * 60_000,
  });

export const useStatsDivisions = (seasonId: string) => useQuery(statsDivisionsQueryOptions(seasonId));

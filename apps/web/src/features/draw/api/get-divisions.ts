import { ZDivisionList, type TDivision } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/seasons/{id}/divisions */
export const getDrawDivisions = async (seasonId: string, signal?: AbortSignal): Promise<TDivision[]> =>
  (await apiGet(`/api/draw/seasons/${encodeURIComponent(seasonId)}/divisions`, ZDivisionList, signal)).data;

export const drawDivisionsQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: ['draw', 'divisions', seasonId],
    queryFn: ({ signal }) => getDrawDivisions(seasonId, signal),
    enabled: seasonId !== '',
    staleTime: 5 * 60_000,
  });

export const useDrawDivisions = (seasonId: string) => useQuery(drawDivisionsQueryOptions(seasonId));

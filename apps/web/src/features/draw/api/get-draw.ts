import { ZDrawResponse, type TDrawResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/draw?season=&division=: the division's rounds grouped by day, and its finals. */
export const getDraw = (seasonId: string, divisionId: string, signal?: AbortSignal): Promise<TDrawResponse> =>
  apiGet(
    `/api/draw/draw?${new URLSearchParams({ season: seasonId, division: divisionId }).toString()}`,
    ZDrawResponse,
    signal,
  );

export const drawQueryOptions = (seasonId: string, divisionId: string) =>
  queryOptions({
    queryKey: ['draw', 'draw', seasonId, divisionId],
    queryFn: ({ signal }) => getDraw(seasonId, divisionId, signal),
    enabled: seasonId !== '' && divisionId !== '',
    // Game day: scores change; the server caches briefly and answers 304 on an unchanged ETag.
    staleTime: 30_000,
  });

export const useDraw = (seasonId: string, divisionId: string) =>
  useQuery(drawQueryOptions(seasonId, divisionId));

import { ZDrawResponse, type TDrawResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/draw/draw?season=&division=: the division's games by round with their results, as the
 * public draw shows them (the console has no games list of its own). 404 while the season is
 * not in the public draw. Browsers may keep a public draw answer for 30 s: staff, who have just
 * saved a result, ask the server again each time (a 304 when nothing changed).
 */
export const getDivisionDraw = (
  seasonId: number,
  divisionId: number,
  signal?: AbortSignal,
): Promise<TDrawResponse> =>
  apiRequest(
    `/api/draw/draw?${new URLSearchParams({ season: String(seasonId), division: String(divisionId) }).toString()}`,
    { schema: ZDrawResponse, signal, cache: 'no-cache' },
  );

export const divisionDrawQueryOptions = (seasonId: number, divisionId: number) =>
  queryOptions({
    queryKey: ['admin', 'results', 'draw', seasonId, divisionId],
    queryFn: ({ signal }) => getDivisionDraw(seasonId, divisionId, signal),
    staleTime: 0,
  });

/** Nothing is asked until the division's season is known. */
export const useDivisionDraw = (seasonId: number | undefined, divisionId: number) =>
  useQuery({ ...divisionDrawQueryOptions(seasonId ?? 0, divisionId), enabled: seasonId !== undefined });

import { ZDrawResponse, type TDrawResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /api/draw/draw?season=&division=: a division's published games by round with their
 * results, as the public draw shows them (the console has no games list of its own: Results
 * scores them, the Draw screen moves them). 404 while the season is not in the public draw.
 * Browsers may keep a public draw answer for 30 s: staff, who have just saved a result or moved a
 * game, ask the server again each time (a 304 when nothing changed).
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

/** The key of every division draw the console holds, or of one season's. */
export const divisionDrawKey = (seasonId?: number) =>
  seasonId === undefined ? ['admin', 'division-draw'] : ['admin', 'division-draw', seasonId];

/** Nothing is asked until the season and the division are known. */
export const useDivisionDraw = (seasonId: number | undefined, divisionId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...divisionDrawKey(seasonId ?? 0), divisionId],
      queryFn: ({ signal }) => getDivisionDraw(seasonId ?? 0, divisionId ?? 0, signal),
      enabled: seasonId !== undefined && divisionId !== null,
      staleTime: 0,
    }),
  );

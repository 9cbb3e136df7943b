import { ZDrawResponse, type TDrawResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/draw/draw?season=&division=: the division's published games by round, as the public
 * draw shows them (the console's Draw screen lists them to move one). Staff ask the server again
 * each time (a 304 when nothing changed), so a game just moved shows where it went.
 */
export const getPublishedGames = (
  seasonId: number,
  divisionId: number,
  signal?: AbortSignal,
): Promise<TDrawResponse> =>
  apiRequest(
    `/api/draw/draw?${new URLSearchParams({ season: String(seasonId), division: String(divisionId) }).toString()}`,
    { schema: ZDrawResponse, signal, cache: 'no-cache' },
  );

export const publishedGamesKey = (seasonId: number) => ['admin', 'draw', 'published-games', seasonId];

export const usePublishedGames = (seasonId: number, divisionId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...publishedGamesKey(seasonId), divisionId],
      queryFn: ({ signal }) => getPublishedGames(seasonId, divisionId ?? 0, signal),
      enabled: divisionId !== null,
      staleTime: 0,
    }),
  );

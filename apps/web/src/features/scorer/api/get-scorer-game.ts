import { ZScoresheetResponse, type TScoresheet } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/scorer/games/:id: the game's scoresheet, for its named scorer on game day (403, 422 otherwise). */
export const getScorerGame = async (gameId: number, signal?: AbortSignal): Promise<TScoresheet> =>
  (await apiGet(`/api/scorer/games/${gameId}`, ZScoresheetResponse, signal)).data;

export const scorerGameQueryKey = (gameId: number) => ['scorer', 'games', 'one', gameId] as const;

export const scorerGameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: scorerGameQueryKey(gameId),
    queryFn: ({ signal }) => getScorerGame(gameId, signal),
    staleTime: 0,
  });

export const useScorerGame = (gameId: number) => useQuery(scorerGameQueryOptions(gameId));

import { ZScoresheet, type TScoresheet } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';

const ZScorerGames = z.object({ data: z.object({ games: z.array(ZScoresheet) }) });

/** GET /api/scorer/games: the games the member is named scorer of today, with their scoresheets. */
export const getScorerGames = async (signal?: AbortSignal): Promise<TScoresheet[]> =>
  (await apiGet('/api/scorer/games', ZScorerGames, signal)).data.games;

export const scorerGamesQueryKey = ['scorer', 'games', 'today'] as const;

export const scorerGamesQueryOptions = () =>
  queryOptions({
    queryKey: scorerGamesQueryKey,
    queryFn: ({ signal }) => getScorerGames(signal),
    staleTime: 0,
  });

export const useScorerGames = () => useQuery(scorerGamesQueryOptions());

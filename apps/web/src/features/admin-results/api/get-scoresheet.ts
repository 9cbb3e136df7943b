import { ZScoresheetResponse, type TScoresheet } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/games/:id/scoresheet: the game, its result and both teams' players with their lines. */
export const getScoresheet = async (gameId: number, signal?: AbortSignal): Promise<TScoresheet> =>
  (await apiGet(`/api/admin/games/${gameId}/scoresheet`, ZScoresheetResponse, signal)).data;

export const scoresheetQueryKey = (gameId: number) => ['admin', 'results', 'scoresheet', gameId] as const;

export const scoresheetQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: scoresheetQueryKey(gameId),
    queryFn: ({ signal }) => getScoresheet(gameId, signal),
    staleTime: 0,
  });

export const useScoresheet = (gameId: number) => useQuery(scoresheetQueryOptions(gameId));

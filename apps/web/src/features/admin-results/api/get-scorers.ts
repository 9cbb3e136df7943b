import { ZScorers } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type Scorer = { member_id: number; name: string };

/** GET /api/admin/games/:id/scorers: the members who may enter the game's result on game day. */
export const getScorers = async (gameId: number, signal?: AbortSignal): Promise<Scorer[]> =>
  (await apiGet(`/api/admin/games/${gameId}/scorers`, ZScorers, signal)).data.scorers;

export const scorersQueryKey = (gameId: number) => ['admin', 'results', 'scorers', gameId] as const;

export const scorersQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: scorersQueryKey(gameId),
    queryFn: ({ signal }) => getScorers(gameId, signal),
    staleTime: 0,
  });

export const useScorers = (gameId: number) => useQuery(scorersQueryOptions(gameId));

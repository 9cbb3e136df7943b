import { ZStatRowList, type TStatRow } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/division/{id}/team/{id}/game/{id}/stats: the team's player lines of one game. */
export const getGameStats = async (
  divisionId: string,
  teamId: string,
  gameId: string,
  signal?: AbortSignal,
): Promise<TStatRow[]> =>
  (
    await apiGet(
      `/api/draw/stats/division/${encodeURIComponent(divisionId)}/team/${encodeURIComponent(teamId)}/game/${encodeURIComponent(gameId)}/stats`,
      ZStatRowList,
      signal,
    )
  ).data;

export const gameStatsQueryOptions = (divisionId: string, teamId: string, gameId: string) =>
  queryOptions({
    queryKey: ['stats', 'game', divisionId, teamId, gameId],
    queryFn: ({ signal }) => getGameStats(divisionId, teamId, gameId, signal),
    enabled: divisionId !== '' && teamId !== '' && gameId !== '',
  });

export const useGameStats = (divisionId: string, teamId: string, gameId: string) =>
  useQuery(gameStatsQueryOptions(divisionId, teamId, gameId));

import { ZStatsGameList, type TStatsGame } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/division/{id}/team/{id}/games: the team's games that have player stats. */
export const getStatsGames = async (
  divisionId: string,
  teamId: string,
  signal?: AbortSignal,
): Promise<TStatsGame[]> =>
  (
    await apiGet(
      `/api/draw/stats/division/${encodeURIComponent(divisionId)}/team/${encodeURIComponent(teamId)}/games`,
      ZStatsGameList,
      signal,
    )
  ).data;

export const statsGamesQueryOptions = (divisionId: string, teamId: string) =>
  queryOptions({
    queryKey: ['stats', 'games', divisionId, teamId],
    queryFn: ({ signal }) => getStatsGames(divisionId, teamId, signal),
    enabled: divisionId !== '' && teamId !== '',
  });

export const useStatsGames = (divisionId: string, teamId: string) =>
  useQuery(statsGamesQueryOptions(divisionId, teamId));

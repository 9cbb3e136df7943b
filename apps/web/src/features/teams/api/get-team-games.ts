import { ZTeamGamesResponse, type TTeamGame } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/games: the team's future games (forfeit and temporary-member choices). */
export const getTeamGames = async (teamTid: number): Promise<TTeamGame[]> =>
  (await apiPost('/api/member/teams/games', { teamTid }, ZTeamGamesResponse)).data;

export const teamGamesQueryOptions = (teamTid: number) =>
  queryOptions({ queryKey: ['teams', 'games', teamTid], queryFn: () => getTeamGames(teamTid), staleTime: 0 });

/** Asked only while a dialog that needs the games is open. */
export const useTeamGames = (teamTid: number, enabled: boolean) =>
  useQuery({ ...teamGamesQueryOptions(teamTid), enabled });

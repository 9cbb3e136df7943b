import { ZTeamsResponse, type TTeamListItem } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/member/teams: the teams the member holds a position in. */
export const getTeams = async (signal?: AbortSignal): Promise<TTeamListItem[]> =>
  (await apiGet('/api/member/teams', ZTeamsResponse, signal)).data.teams;

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: ['teams', 'list'], queryFn: ({ signal }) => getTeams(signal), staleTime: 0 });

export const useTeams = () => useQuery(teamsQueryOptions());

import { ZTeamDetailResponse, type TTeamDetail } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/member/teams/{team_id}: one of the member's teams (404 when they hold no position in it). */
export const getTeam = async (teamId: string, signal?: AbortSignal): Promise<TTeamDetail> =>
  (await apiGet(`/api/member/teams/${encodeURIComponent(teamId)}`, ZTeamDetailResponse, signal)).data;

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', 'one', teamId],
    queryFn: ({ signal }) => getTeam(teamId, signal),
    staleTime: 0,
  });

export const useTeam = (teamId: string) => useQuery(teamQueryOptions(teamId));

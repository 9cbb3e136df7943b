import { ZAdminTeamResponse, type TAdminTeam } from '@courtside/contracts/admin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/teams/:team_id: the team, its positions, requests and forfeit notices. */
export const getTeam = async (teamId: number, signal?: AbortSignal): Promise<TAdminTeam> =>
  (await apiGet(`/api/admin/teams/${teamId}`, ZAdminTeamResponse, signal)).data;

export const teamQueryKey = (teamId: number) => ['admin', 'teams', 'detail', teamId] as const;

export const teamQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: teamQueryKey(teamId),
    queryFn: ({ signal }) => getTeam(teamId, signal),
    staleTime: 0,
  });

export const useTeam = (teamId: number) => useQuery(teamQueryOptions(teamId));

/**
 * Every change answers the whole team: the page shows it at once. The teams list (manager) and
 * the audit log are asked again when next shown.
 */
export async function showChangedTeam(queryClient: QueryClient, team: TAdminTeam) {
  queryClient.setQueryData(teamQueryKey(team.id), team);
  await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
}

import { ZTeamList, type TTeam } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/division/{id}/teams */
export const getStatsTeams = async (divisionId: string, signal?: AbortSignal): Promise<TTeam[]> =>
  (await apiGet(`/api/draw/stats/division/${encodeURIComponent(divisionId)}/teams`, ZTeamList, signal)).data;

export const statsTeamsQueryOptions = (divisionId: string) =>
  queryOptions({
    queryKey: ['stats', 'teams', divisionId],
    queryFn: ({ signal }) => getStatsTeams(divisionId, signal),
    enabled: divisionId !== '',
    staleTime: 5 * 60_000,
  });

export const useStatsTeams = (divisionId: string) => useQuery(statsTeamsQueryOptions(divisionId));

import { ZTeamList, type TTeam } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/seasons/divisions/{id}/teams */
export const getDrawTeams = async (divisionId: string, signal?: AbortSignal): Promise<TTeam[]> =>
  (await apiGet(`/api/draw/seasons/divisions/${encodeURIComponent(divisionId)}/teams`, ZTeamList, signal))
    .data;

export const drawTeamsQueryOptions = (divisionId: string) =>
  queryOptions({
    queryKey: ['draw', 'teams', divisionId],
    queryFn: ({ signal }) => getDrawTeams(divisionId, signal),
    enabled: divisionId !== '',
    staleTime: 5 * 60_000,
  });

export const useDrawTeams = (divisionId: string) => useQuery(drawTeamsQueryOptions(divisionId));

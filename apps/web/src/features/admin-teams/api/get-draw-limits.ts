import { ZTeamDrawLimitsResponse, type TTeamDrawLimitsView } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/teams/:team_id/draw-limits: the team's earliest and latest start, the dates it
 * cannot play and the teams it must never play at the same time as.
 */
export const getDrawLimits = async (teamId: number, signal?: AbortSignal): Promise<TTeamDrawLimitsView> =>
  (await apiGet(`/api/admin/teams/${teamId}/draw-limits`, ZTeamDrawLimitsResponse, signal)).data;

export const drawLimitsQueryKey = (teamId: number) =>
  ['admin', 'teams', 'detail', teamId, 'draw-limits'] as const;

export const drawLimitsQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: drawLimitsQueryKey(teamId),
    queryFn: ({ signal }) => getDrawLimits(teamId, signal),
    staleTime: 0,
  });

export const useDrawLimits = (teamId: number) => useQuery(drawLimitsQueryOptions(teamId));

import { ZNominationPage, type TNominationRow } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/teams?season_id=&q=: the first accepted teams of the season whose name holds the
 * words (the Teams area's list), to pick the teams a repair withdraws.
 */
export const findTeams = async (
  seasonId: number,
  q: string,
  signal?: AbortSignal,
): Promise<TNominationRow[]> =>
  (
    await apiGet(
      `/api/admin/teams?${new URLSearchParams({
        season_id: String(seasonId),
        status: 'accepted',
        q: q.trim(),
        sort: 'team',
        page_size: '20',
      }).toString()}`,
      ZNominationPage,
      signal,
    )
  ).data.nominations;

export const teamMatchesQueryOptions = (seasonId: number, q: string) =>
  queryOptions({
    queryKey: ['admin', 'teams', 'list', 'draw-pick', seasonId, q.trim()],
    queryFn: ({ signal }) => findTeams(seasonId, q, signal),
    staleTime: 30_000,
  });

/** The season's teams by name: the first twenty before anything is typed. */
export const useTeamMatches = (seasonId: number, q: string) => useQuery(teamMatchesQueryOptions(seasonId, q));

import { ZNominationPage, type TNominationRow } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/teams?division_id=: the division's teams (a division has far fewer than 100), by
 * name. Each row names the division and its season, which the public draw is asked by.
 */
export const getDivisionTeams = async (divisionId: number, signal?: AbortSignal): Promise<TNominationRow[]> =>
  (
    await apiGet(
      `/api/admin/teams?${new URLSearchParams({ division_id: String(divisionId), page_size: '100', sort: 'team' }).toString()}`,
      ZNominationPage,
      signal,
    )
  ).data.nominations;

export const divisionTeamsQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: ['admin', 'results', 'teams', divisionId],
    queryFn: ({ signal }) => getDivisionTeams(divisionId, signal),
    staleTime: 0,
  });

export const useDivisionTeams = (divisionId: number) => useQuery(divisionTeamsQueryOptions(divisionId));

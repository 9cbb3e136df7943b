import { ZNominationPage, type TNominationPage, type TNominationQuery } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiQueryOf } from '../teams';

/** GET /api/admin/teams: one page of a season's teams with their nomination, sorted by the server. */
export const getTeams = async (query: TNominationQuery, signal?: AbortSignal): Promise<TNominationPage> =>
  (await apiGet(`/api/admin/teams?${apiQueryOf(query)}`, ZNominationPage, signal)).data;

export const teamsQueryOptions = (query: TNominationQuery) =>
  queryOptions({
    queryKey: ['admin', 'teams', 'list', query],
    queryFn: ({ signal }) => getTeams(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Nothing is asked until a season is known (the list is always of one season). */
export const useTeams = (query: TNominationQuery, enabled: boolean) =>
  useQuery({ ...teamsQueryOptions(query), enabled });

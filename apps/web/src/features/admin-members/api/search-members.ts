import {
  ZMemberSearchPage,
  type TMemberSearchPage,
  type TMemberSearchQuery,
} from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiQueryOf } from '../search';

/** GET /api/admin/members: one page of the members matching the words and status, sorted by the server. */
export const searchMembers = async (
  query: TMemberSearchQuery,
  signal?: AbortSignal,
): Promise<TMemberSearchPage> =>
  (await apiGet(`/api/admin/members?${apiQueryOf(query)}`, ZMemberSearchPage, signal)).data;

export const membersQueryOptions = (query: TMemberSearchQuery) =>
  queryOptions({
    queryKey: ['admin', 'members', 'search', query],
    queryFn: ({ signal }) => searchMembers(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: TMemberSearchQuery) => useQuery(membersQueryOptions(query));

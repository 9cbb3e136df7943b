import { ZMemberSearchPage, type TMemberRow } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/members?q=: the first members matching the words, to pick one for a position.
 * Admins only: competition staff get 403 and type a member id instead.
 */
export const findMembers = async (q: string, signal?: AbortSignal): Promise<TMemberRow[]> =>
  (
    await apiGet(
      `/api/admin/members?${new URLSearchParams({ q, status: 'active', page_size: '10' }).toString()}`,
      ZMemberSearchPage,
      signal,
    )
  ).data.members;

export const memberMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'members', 'search', 'pick', q],
    queryFn: ({ signal }) => findMembers(q, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asked from two characters on. */
export const useMemberMatches = (q: string, enabled: boolean) =>
  useQuery({ ...memberMatchesQueryOptions(q), enabled: enabled && q.trim().length >= 2 });

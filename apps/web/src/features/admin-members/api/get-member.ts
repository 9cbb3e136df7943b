import { ZMemberDetailResponse, type TMemberDetail } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/members/:mid: the member's whole page. */
export const getMember = async (mid: number, signal?: AbortSignal): Promise<TMemberDetail> =>
  (await apiGet(`/api/admin/members/${mid}`, ZMemberDetailResponse, signal)).data;

export const memberQueryKey = (mid: number) => ['admin', 'members', 'detail', mid] as const;

export const memberQueryOptions = (mid: number) =>
  queryOptions({
    queryKey: memberQueryKey(mid),
    queryFn: ({ signal }) => getMember(mid, signal),
    staleTime: 0,
  });

export const useMember = (mid: number) => useQuery(memberQueryOptions(mid));

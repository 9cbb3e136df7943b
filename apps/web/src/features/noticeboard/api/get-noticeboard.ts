import { ZNoticeboardResponse, type TNoticeboardResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /member/noticeboard (no /api prefix: the published path). The same path is this
 * page's address: the API answers JSON because apiGet sends Accept: application/json.
 */
export const getNoticeboard = (signal?: AbortSignal): Promise<TNoticeboardResponse> =>
  apiGet('/member/noticeboard', ZNoticeboardResponse, signal);

export const noticeboardQueryOptions = () =>
  queryOptions({ queryKey: ['noticeboard'], queryFn: ({ signal }) => getNoticeboard(signal) });

export const useNoticeboard = () => useQuery(noticeboardQueryOptions());

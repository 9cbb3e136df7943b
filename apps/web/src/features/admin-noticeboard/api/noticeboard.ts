// The console's noticeboard (API /api/admin/noticeboard, /notices, /noticeboard-rows): notices
// written in the rich text editor (the server sanitises their HTML) and people listed per
// section, as managers read them. Every change asks for the list again.
import {
  ZAdminNoticeboard,
  ZAdminNoticeboardRowResponse,
  ZAdminNoticeResponse,
  ZNoticeboardDeleted,
  type TAdminNoticeboard,
  type TNoticeboardRowWrite,
  type TNoticeWrite,
} from '@courtside/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';

const noticeboardKey = ['admin', 'noticeboard'] as const;

export const getNoticeboard = async (signal?: AbortSignal): Promise<TAdminNoticeboard> =>
  (await apiGet('/api/admin/noticeboard', ZAdminNoticeboard, signal)).data;

export const useNoticeboard = () =>
  useQuery({ queryKey: noticeboardKey, queryFn: ({ signal }) => getNoticeboard(signal), staleTime: 0 });

/** POST /api/admin/notices, or PUT /api/admin/notices/:id with an id. */
export const saveNotice = async ({ id, ...body }: TNoticeWrite & { id?: number }) =>
  (
    await (id === undefined
      ? apiPost('/api/admin/notices', body, ZAdminNoticeResponse)
      : apiPut(`/api/admin/notices/${id}`, body, ZAdminNoticeResponse))
  ).data;

/** POST /api/admin/noticeboard-rows, or PUT /api/admin/noticeboard-rows/:id with an id. */
export const saveRow = async ({ id, ...body }: TNoticeboardRowWrite & { id?: number }) =>
  (
    await (id === undefined
      ? apiPost('/api/admin/noticeboard-rows', body, ZAdminNoticeboardRowResponse)
      : apiPut(`/api/admin/noticeboard-rows/${id}`, body, ZAdminNoticeboardRowResponse))
  ).data;

export const deleteNotice = async (id: number) =>
  (await apiDelete(`/api/admin/notices/${id}`, ZNoticeboardDeleted)).data;
export const deleteRow = async (id: number) =>
  (await apiDelete(`/api/admin/noticeboard-rows/${id}`, ZNoticeboardDeleted)).data;

/** A change to the noticeboard; the list (and the audit log, when next shown) is asked again. */
export const useNoticeboardChange = <A, R>(change: (arg: A) => Promise<R>) =>
  useConsoleChange(noticeboardKey, change);

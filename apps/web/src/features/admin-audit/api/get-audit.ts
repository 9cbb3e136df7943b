import { ZAuditPage, type TAuditPage, type TAuditQuery } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The query string of a filter set (empty filters left out). */
export function auditSearch(query: Partial<Record<keyof TAuditQuery, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET /api/admin/audit: one page of the filtered log, paged and sorted by the server. */
export const getAudit = async (query: TAuditQuery, signal?: AbortSignal): Promise<TAuditPage> =>
  (await apiGet(`/api/admin/audit?${auditSearch(query)}`, ZAuditPage, signal)).data;

/** GET /api/admin/audit.csv: every entry the filters keep, as a file (a link, not a fetch). */
export const auditCsvUrl = (query: TAuditQuery) => {
  const { page: _page, page_size: _size, ...filters } = query;
  return `/api/admin/audit.csv?${auditSearch(filters)}`;
};

export const auditQueryOptions = (query: TAuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: TAuditQuery) => useQuery(auditQueryOptions(query));

// The treasurer's reports (API /api/admin/reports/*): one query per report and period; each report
// is also a CSV file, downloaded by a plain link (the session cookie authorises it).
import { ZActivity, ZGst, ZOwing, ZTakings } from '@courtside/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Period } from '../../../components/console/periods';
import { queryStringOf } from '../../../lib/query-string';

const reportsKey = ['admin', 'reports'] as const;

export const useTakings = (period: Period) =>
  useQuery({
    queryKey: [...reportsKey, 'takings', period],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/reports/takings?${queryStringOf({ ...period })}`, ZTakings, signal)).data,
    staleTime: 0,
  });

export const useGst = (period: Period) =>
  useQuery({
    queryKey: [...reportsKey, 'gst', period],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/reports/gst?${queryStringOf({ ...period })}`, ZGst, signal)).data,
    staleTime: 0,
  });

export const useOwing = (asAt: string | undefined) =>
  useQuery({
    queryKey: [...reportsKey, 'owing', asAt ?? 'today'],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/reports/owing?${queryStringOf({ as_at: asAt })}`, ZOwing, signal)).data,
    staleTime: 0,
  });

export const useActivity = (period: Period) =>
  useQuery({
    queryKey: [...reportsKey, 'activity', period],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/reports/activity?${queryStringOf({ ...period })}`, ZActivity, signal)).data,
    staleTime: 0,
  });

/** The address of a report's CSV file. */
export const csvUrl = (
  report: 'takings' | 'gst' | 'owing' | 'activity',
  params: Record<string, string | undefined>,
) => {
  const query = queryStringOf(params);
  return `/api/admin/reports/${report}.csv${query ? `?${query}` : ''}`;
};

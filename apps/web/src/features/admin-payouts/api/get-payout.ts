import { ZPayoutPage, type TPayoutPage } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { payoutsKey } from './get-payouts';

/** GET /api/admin/payouts/:id: the payout with every movement it carries, oldest first. */
export const getPayout = async (id: number, signal?: AbortSignal): Promise<TPayoutPage> =>
  (await apiGet(`/api/admin/payouts/${id}`, ZPayoutPage, signal)).data;

export const payoutQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...payoutsKey, 'detail', id],
    queryFn: ({ signal }) => getPayout(id, signal),
    staleTime: 0,
  });

export const usePayout = (id: number) => useQuery(payoutQueryOptions(id));

/** The payout's movements as a CSV file, downloaded by a plain link (the session cookie authorises it). */
export const payoutCsvUrl = (id: number) => `/api/admin/payouts/${id}/items.csv`;

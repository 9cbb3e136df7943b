import { ZPayoutList, type TPayoutList } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Period } from '../../../components/console/periods';
import { queryStringOf } from '../../../lib/query-string';

/** Every read of the Reconciliation area sits under this key. */
export const payoutsKey = ['admin', 'payouts'] as const;

/**
 * GET /api/admin/payouts?from=&to=: the payouts arriving in the period (local dates, both
 * included), newest first, with their totals, and the card payments no payout has carried.
 */
export const getPayouts = async (period: Period, signal?: AbortSignal): Promise<TPayoutList> =>
  (await apiGet(`/api/admin/payouts?${queryStringOf({ ...period })}`, ZPayoutList, signal)).data;

export const payoutsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...payoutsKey, 'list', period],
    queryFn: ({ signal }) => getPayouts(period, signal),
    staleTime: 0,
  });

export const usePayouts = (period: Period) => useQuery(payoutsQueryOptions(period));

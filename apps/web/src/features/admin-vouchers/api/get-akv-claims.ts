import { ZAkvClaims, type TAkvClaims } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Period } from '../../../components/console/periods';
import { queryStringOf } from '../../../lib/query-string';
import { vouchersKey } from './search-vouchers';

/**
 * GET /api/admin/vouchers/akv-claims?from=&to=: each Active & Creative Kids voucher redeemed in the
 * period (local dates of the payment, both included), oldest first, with the total to claim.
 */
export const getAkvClaims = async (period: Period, signal?: AbortSignal): Promise<TAkvClaims> =>
  (await apiGet(`/api/admin/vouchers/akv-claims?${queryStringOf({ ...period })}`, ZAkvClaims, signal)).data;

export const akvClaimsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...vouchersKey, 'akv-claims', period],
    queryFn: ({ signal }) => getAkvClaims(period, signal),
    staleTime: 0,
  });

export const useAkvClaims = (period: Period) => useQuery(akvClaimsQueryOptions(period));

/** The claim as a CSV file, downloaded by a plain link (the session cookie authorises it). */
export const akvClaimsCsvUrl = (period: Period) =>
  `/api/admin/vouchers/akv-claims.csv?${queryStringOf({ ...period })}`;

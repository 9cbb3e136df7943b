import {
  ZVoucherSearchPage,
  type TVoucherSearchPage,
  type TVoucherSearchQuery,
} from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';

/** Every read of the Vouchers area sits under this key: a change asks them again. */
export const vouchersKey = ['admin', 'vouchers'] as const;

/** GET /api/admin/vouchers: one page of the vouchers matching part of a number, a kind and a status, newest first. */
export const searchVouchers = async (
  query: TVoucherSearchQuery,
  signal?: AbortSignal,
): Promise<TVoucherSearchPage> =>
  (await apiGet(`/api/admin/vouchers?${queryStringOf(query)}`, ZVoucherSearchPage, signal)).data;

export const vouchersQueryOptions = (query: TVoucherSearchQuery) =>
  queryOptions({
    queryKey: [...vouchersKey, 'search', query],
    queryFn: ({ signal }) => searchVouchers(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useVouchers = (query: TVoucherSearchQuery) => useQuery(vouchersQueryOptions(query));

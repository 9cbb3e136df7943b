import { ZOrderSearchPage, type TOrderSearchPage, type TOrderSearchQuery } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';

/** GET /api/admin/orders: one page of the orders matching the search, sorted by the server. */
export const searchOrders = async (
  query: TOrderSearchQuery,
  signal?: AbortSignal,
): Promise<TOrderSearchPage> =>
  (await apiGet(`/api/admin/orders?${queryStringOf(query)}`, ZOrderSearchPage, signal)).data;

export const ordersQueryOptions = (query: TOrderSearchQuery) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'search', query],
    queryFn: ({ signal }) => searchOrders(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: TOrderSearchQuery) => useQuery(ordersQueryOptions(query));

import { ZOrdersResponse, type ORDER_FILTERS, type TOrderSummary } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type OrderOrigin = (typeof ORDER_FILTERS)[number];

/** GET /api/ecommerce/orders?orig=: the member's orders, newest first ('hpc' = high performance centre only). */
export const getOrders = async (
  orig: OrderOrigin,
  signal?: AbortSignal,
): Promise<{ orders: TOrderSummary[]; orders_count: number }> =>
  (await apiGet(`/api/ecommerce/orders${orig ? `?orig=${orig}` : ''}`, ZOrdersResponse, signal)).data;

export const ordersQueryOptions = (orig: OrderOrigin) =>
  queryOptions({
    queryKey: ['orders', 'list', orig],
    queryFn: ({ signal }) => getOrders(orig, signal),
    staleTime: 0,
  });

export const useOrders = (orig: OrderOrigin) => useQuery(ordersQueryOptions(orig));

import { ZOrderPageResponse, type TOrderPage } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/orders/:id: the order's whole page. */
export const getOrder = async (id: number, signal?: AbortSignal): Promise<TOrderPage> =>
  (await apiGet(`/api/admin/orders/${id}`, ZOrderPageResponse, signal)).data;

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

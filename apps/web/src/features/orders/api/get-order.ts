import { ZOrderDetailResponse, type TOrderDetail } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/order/{id}: lines, payments and bookings of one order (another member's answers 404). */
export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<TOrderDetail> =>
  (await apiGet(`/api/ecommerce/order/${encodeURIComponent(orderId)}`, ZOrderDetailResponse, signal)).data;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'one', orderId], queryFn: ({ signal }) => getOrder(orderId, signal) });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));

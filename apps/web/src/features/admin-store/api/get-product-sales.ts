import { ZProductSales, type TProductSales } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storeKey } from './get-categories';

/** GET /api/admin/store/products/:id/sales: every paid order line of the product, oldest first, and the totals. */
export const getProductSales = async (id: number, signal?: AbortSignal): Promise<TProductSales> =>
  (await apiGet(`/api/admin/store/products/${id}/sales`, ZProductSales, signal)).data;

export const productSalesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...storeKey, 'product', id, 'sales'],
    queryFn: ({ signal }) => getProductSales(id, signal),
    staleTime: 0,
  });

export const useProductSales = (id: number) => useQuery(productSalesQueryOptions(id));

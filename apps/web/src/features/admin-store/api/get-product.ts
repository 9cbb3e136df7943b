import { ZStoreProductResponse, type TAdminStoreProduct } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storeKey } from './get-categories';

/** GET /api/admin/store/products/:id: the product with every field the member store reads. */
export const getProduct = async (id: number, signal?: AbortSignal): Promise<TAdminStoreProduct> =>
  (await apiGet(`/api/admin/store/products/${id}`, ZStoreProductResponse, signal)).data;

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...storeKey, 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));

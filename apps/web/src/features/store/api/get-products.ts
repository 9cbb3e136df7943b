import { ZProductsResponse, type TProduct } from '@courtside/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { StoreOrigin } from '../paths';

export interface ProductFilters {
  origin: StoreOrigin;
  category?: string;
  venue?: string;
}

const queryString = ({ origin, category, venue }: ProductFilters) => {
  const q = new URLSearchParams();
  if (origin === 'hpc') q.set('orig', 'hpc');
  if (category) q.set('category', category);
  if (venue) q.set('venue', venue);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** GET /api/ecommerce/store/products?orig=&category=&venue=: products on offer (public). */
export const getProducts = async (filters: ProductFilters, signal?: AbortSignal): Promise<TProduct[]> =>
  (await apiGet(`/api/ecommerce/store/products${queryString(filters)}`, ZProductsResponse, signal)).data;

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['store', 'products', filters.origin, filters.category ?? '', filters.venue ?? ''],
    queryFn: ({ signal }) => getProducts(filters, signal),
    staleTime: 15_000,
    // Changing a picker keeps the cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });

export const useProducts = (filters: ProductFilters) => useQuery(productsQueryOptions(filters));

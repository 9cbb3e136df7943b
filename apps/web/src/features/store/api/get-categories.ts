import { ZStoreCategoriesResponse, type TStoreCategory } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { StoreOrigin } from '../paths';

/** GET /api/ecommerce/store/categories?orig=: categories with products on offer (the category picker). */
export const getCategories = async (origin: StoreOrigin, signal?: AbortSignal): Promise<TStoreCategory[]> =>
  (
    await apiGet(
      `/api/ecommerce/store/categories${origin === 'hpc' ? '?orig=hpc' : ''}`,
      ZStoreCategoriesResponse,
      signal,
    )
  ).data;

export const categoriesQueryOptions = (origin: StoreOrigin) =>
  queryOptions({
    queryKey: ['store', 'categories', origin],
    queryFn: ({ signal }) => getCategories(origin, signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = (origin: StoreOrigin) => useQuery(categoriesQueryOptions(origin));

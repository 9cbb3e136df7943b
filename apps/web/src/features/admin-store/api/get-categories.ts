import { ZStoreCategoryTree, type TStoreCategoryTree } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Every read of the Store area sits under this key: a change asks them again. */
export const storeKey = ['admin', 'store'] as const;

/** GET /api/admin/store/categories: every category as a tree, depth first, with its counts. */
export const getCategories = async (signal?: AbortSignal): Promise<TStoreCategoryTree> =>
  (await apiGet('/api/admin/store/categories', ZStoreCategoryTree, signal)).data;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 0,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

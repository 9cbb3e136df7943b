import {
  ZStoreProductSearchPage,
  type TStoreProductSearchPage,
  type TStoreProductSearchQuery,
} from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';
import { storeKey } from './get-categories';

/** GET /api/admin/store/products: one page of the products matching words, a category (with its sub-categories) and a status. */
export const searchProducts = async (
  query: TStoreProductSearchQuery,
  signal?: AbortSignal,
): Promise<TStoreProductSearchPage> =>
  (await apiGet(`/api/admin/store/products?${queryStringOf(query)}`, ZStoreProductSearchPage, signal)).data;

export const productsQueryOptions = (query: TStoreProductSearchQuery) =>
  queryOptions({
    queryKey: [...storeKey, 'products', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: TStoreProductSearchQuery) => useQuery(productsQueryOptions(query));

import {
  ZInvoiceSearchPage,
  type TInvoiceSearchPage,
  type TInvoiceSearchQuery,
} from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';

/** Every read of the Invoices area sits under this key: a change asks them again. */
export const invoicesKey = ['admin', 'invoices'] as const;

/** GET /api/admin/invoices: one page of the invoices matching the words and status, newest first. */
export const searchInvoices = async (
  query: TInvoiceSearchQuery,
  signal?: AbortSignal,
): Promise<TInvoiceSearchPage> =>
  (await apiGet(`/api/admin/invoices?${queryStringOf(query)}`, ZInvoiceSearchPage, signal)).data;

export const invoicesQueryOptions = (query: TInvoiceSearchQuery) =>
  queryOptions({
    queryKey: [...invoicesKey, 'search', query],
    queryFn: ({ signal }) => searchInvoices(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: TInvoiceSearchQuery) => useQuery(invoicesQueryOptions(query));

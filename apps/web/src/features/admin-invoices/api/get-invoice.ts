import { ZAdminInvoiceResponse, type TAdminInvoice } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { invoicesKey } from './search-invoices';

/** GET /api/admin/invoices/:id: the invoice with its lines, payments and any void. */
export const getInvoice = async (id: number, signal?: AbortSignal): Promise<TAdminInvoice> =>
  (await apiGet(`/api/admin/invoices/${id}`, ZAdminInvoiceResponse, signal)).data;

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesKey, 'detail', id],
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
  });

export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id));

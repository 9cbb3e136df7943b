import { ZInvoiceResponse, type TInvoiceDetail } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/invoice/{id}: one invoice (another member's answers 404). */
export const getInvoice = async (invoiceId: string, signal?: AbortSignal): Promise<TInvoiceDetail> =>
  (await apiGet(`/api/ecommerce/invoice/${encodeURIComponent(invoiceId)}`, ZInvoiceResponse, signal)).data;

export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', 'one', invoiceId],
    queryFn: ({ signal }) => getInvoice(invoiceId, signal),
    staleTime: 0,
  });

export const useInvoice = (invoiceId: string) => useQuery(invoiceQueryOptions(invoiceId));

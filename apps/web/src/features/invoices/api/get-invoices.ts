import { ZInvoicesResponse, type TInvoice } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/invoices: the member's invoices and their teams' (manager or admin). */
export const getInvoices = async (
  signal?: AbortSignal,
): Promise<{ invoices: TInvoice[]; invoices_count: number }> =>
  (await apiGet('/api/ecommerce/invoices', ZInvoicesResponse, signal)).data;

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'list'],
    queryFn: ({ signal }) => getInvoices(signal),
    staleTime: 0,
  });

export const useInvoices = () => useQuery(invoicesQueryOptions());

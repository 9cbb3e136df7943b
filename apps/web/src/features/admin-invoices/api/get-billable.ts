import { ZBillable, type TBillable } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { invoicesKey } from './search-invoices';

/** GET /api/admin/invoices/billable?q=: the members and teams matching the words, to bill one. */
export const getBillable = async (q: string, signal?: AbortSignal): Promise<TBillable> =>
  (await apiGet(`/api/admin/invoices/billable?${new URLSearchParams({ q }).toString()}`, ZBillable, signal))
    .data;

export const billableQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...invoicesKey, 'billable', q],
    queryFn: ({ signal }) => getBillable(q, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asked from two characters on (the API's least). */
export const useBillable = (q: string) =>
  useQuery({ ...billableQueryOptions(q.trim()), enabled: q.trim().length >= 2 });

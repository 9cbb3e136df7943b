import { ZVoucherPage, type TVoucherPage } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { vouchersKey } from './search-vouchers';

/** GET /api/admin/vouchers/:id: the voucher with every paid order that used it, newest first. */
export const getVoucher = async (id: number, signal?: AbortSignal): Promise<TVoucherPage> =>
  (await apiGet(`/api/admin/vouchers/${id}`, ZVoucherPage, signal)).data;

export const voucherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...vouchersKey, 'detail', id],
    queryFn: ({ signal }) => getVoucher(id, signal),
    staleTime: 0,
  });

export const useVoucher = (id: number) => useQuery(voucherQueryOptions(id));

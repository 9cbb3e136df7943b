import { ZVoucherPage, type TVoucherCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { vouchersKey } from './search-vouchers';

/**
 * POST /api/admin/vouchers: a new client voucher; answers it (201). Refused (422, under the field)
 * for a number already used, a PIN that is not the member's birthday or a last day in the past.
 */
export const createVoucher = async (body: TVoucherCreate) =>
  (await apiPost('/api/admin/vouchers', body, ZVoucherPage)).data;

export const useCreateVoucher = () => useConsoleChange(vouchersKey, createVoucher);

import { ZVoucherPage, type TVoucherChange } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { vouchersKey } from './search-vouchers';

/**
 * POST /api/admin/vouchers/:id: withdraw or restore the voucher (`active`), or change its last day;
 * answers it. Refused (409) when changing an Active & Creative Kids voucher's last day.
 */
export const changeVoucher = async ({ id, ...body }: TVoucherChange & { id: number }) =>
  (await apiPost(`/api/admin/vouchers/${id}`, body, ZVoucherPage)).data;

export const useChangeVoucher = () => useConsoleChange(vouchersKey, changeVoucher);

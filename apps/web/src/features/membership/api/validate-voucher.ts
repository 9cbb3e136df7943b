import { ZVoucherCart, type TVoucherCart } from '@courtside/contracts';
import { apiPost } from '../../../lib/api-client';
import type { VoucherInput } from '../../../domains/payment/api/validate-voucher';

/** POST /api/ecommerce/membership/voucher/validate {voucherNumber, voucherPin, akv}: the membership page's own form. */
export const validateMembershipVoucher = (input: VoucherInput): Promise<TVoucherCart> =>
  apiPost('/api/ecommerce/membership/voucher/validate', input, ZVoucherCart);

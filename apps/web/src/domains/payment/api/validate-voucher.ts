import { ZVoucherCart, type TVoucherCart } from '@courtside/contracts';
import { apiPost } from '../../../lib/api-client';

export interface VoucherInput {
  voucherNumber: string;
  voucherPin: string;
  /** Active & Creative Kids voucher (else a client voucher). */
  akv: boolean;
}

/** POST /api/ecommerce/voucher/validate (the snake_case form every area but membership uses). */
export const validateVoucher = (input: VoucherInput): Promise<TVoucherCart> =>
  apiPost(
    '/api/ecommerce/voucher/validate',
    { voucher_number: input.voucherNumber, voucher_pin: input.voucherPin, akv: input.akv },
    ZVoucherCart,
  );

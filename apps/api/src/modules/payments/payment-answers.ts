// How the payment endpoints of every area answer: the outcome body and the
// voucher forms' field texts.
import { PAY_MSG } from '@courtside/contracts';
import { requestFieldErrors } from '../../plugins/errors.js';
import { paymentError } from './payment-errors.js';
import type { PaymentOutcome } from './order-core.js';

/** The answer shape of every payment endpoint. */
export const outcomeBody = (o: PaymentOutcome) => ({
  o_id: o.orderId,
  o_paid: o.paid,
  status: o.status,
  client_secret: o.clientSecret,
  message: o.message,
  test_mode: o.testMode,
});

/** Voucher forms answer their own field texts ('Voucher Number is required', ...). */
export function voucherFieldErrors(err: Error) {
  const fieldErrors = requestFieldErrors(err);
  const first = Object.values(fieldErrors)[0]?.[0] ?? PAY_MSG.voucherInvalid;
  return paymentError('error_validation', first, fieldErrors);
}

// Payment answers carry the spec's error keys so each screen can pick its text:
// error_payment and error_response are shown as sent, error_validation shows the
// area's own text ('Membership Data Invalid', ...), error_auth and error_paid as sent.
import type { TPaymentErrorKey } from '@courtside/contracts';
import { AppError } from '../../lib/app-error.js';

const STATUS: Record<TPaymentErrorKey, number> = {
  error_payment: 402,
  error_validation: 422,
  error_response: 422,
  error_auth: 403,
  error_paid: 409,
};

export function paymentError(
  key: TPaymentErrorKey,
  message: string,
  fieldErrors?: Record<string, string[]>,
  status = STATUS[key],
): AppError {
  return new AppError(status, key, message, fieldErrors);
}

/** A failure on the gateway's side (unreachable, misconfigured): error_response, 502. */
export const gatewayUnavailable = (message: string) =>
  paymentError('error_response', message, undefined, 502);

// Payment answers carry the keys the payment screens know, so each screen can pick its
// text: error_payment and error_response are shown as sent, error_validation shows the
// area's own text ('Membership Data Invalid', ...), error_auth and error_paid as sent.
// lib/app-error.ts gives each its status; the codes after the keys are situations
// that answer error_response with a status of their own.
import type { TPaymentErrorKey } from '@courtside/contracts';
import { AppError } from '../../lib/app-error.js';

type PaymentErrorCode =
  | TPaymentErrorKey
  | 'payment_not_allowed'
  | 'sold_out'
  | 'idempotency_key_reused'
  | 'voucher_tries_used_up'
  | 'gateway_unavailable';

export function paymentError(
  code: PaymentErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): AppError {
  return new AppError(code, message, fieldErrors);
}

/** A failure on the gateway's side (unreachable, misconfigured): error_response, 502. */
export const gatewayUnavailable = (message: string) => paymentError('gateway_unavailable', message);

// Which text a failed payment shows (the membership and invoice payment keys). Other areas (store, booking, nomination, HPC) pass their
// own invalidText, e.g. 'Attendee / Assign Data Invalid'.
import { PAY_MSG } from '@courtside/contracts';
import { ApiError } from '../../lib/api-client';

export interface PaymentErrorTexts {
  /** Shown for error_validation: 'Membership Data Invalid', 'Invoice Data Invalid', ... */
  invalidText: string;
  /** error_paid only means something on invoices and HPC plans; elsewhere it falls to the other text. */
  allowPaid?: boolean;
  /** error_auth is shown as sent on membership, invoices and HPC; the store and nominations say 'Payment Invalid'. */
  allowAuth?: boolean;
  /** Any other failure (default 'Payment Invalid'; HPC plans say 'Plan Invalid'). */
  otherText?: string;
  /** More keys whose server message is shown as sent (court hire: error_avail, error_collision, error_rule, error_rate). */
  messageKeys?: readonly string[];
}

export function paymentErrorText(err: unknown, texts: PaymentErrorTexts): string {
  if (!(err instanceof ApiError)) return texts.otherText ?? PAY_MSG.paymentInvalid;
  if (texts.messageKeys?.includes(err.error)) return err.message;
  switch (err.error) {
    case 'error_response':
    case 'error_payment':
      return err.message;
    case 'error_auth':
      return texts.allowAuth ? err.message : (texts.otherText ?? PAY_MSG.paymentInvalid);
    case 'error_validation':
      return texts.invalidText;
    case 'error_paid':
      return texts.allowPaid ? err.message : (texts.otherText ?? PAY_MSG.paymentInvalid);
    // Not an answer of the server at all: say so rather than blame the payment.
    case 'network_error':
      return err.message;
    default:
      return texts.otherText ?? PAY_MSG.paymentInvalid;
  }
}

/**
 * Whether the next try must be a new payment attempt with a new idempotency key.
 * A definitive answer (a decline, a refusal, a validation error: any 4xx) ends the
 * attempt. No answer (network failure) or a 5xx (gateway unreachable) may have
 * charged or not: the retry reuses the key so it can never charge twice.
 */
export function endsAttempt(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}

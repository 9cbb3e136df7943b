// Services throw an AppError with a typed code; this one table turns each code into
// the HTTP status and the `error` key of the answer { error, message, errors? }
// (plugins/errors.ts sends it). Most codes are their own key. Where the member screens
// expect one key for several situations (the payment answers' error_response, the
// class answers' not_enrolled), each situation has its own code here and names the key.
import type { TBookingErrorKey, TPaymentErrorKey } from '@courtside/contracts';

interface ErrorKind {
  status: number;
  /** The `error` key of the answer when it is not the code itself. */
  key?: string;
}

const kinds = {
  bad_request: { status: 400 },
  invalid_signature: { status: 400 },
  unauthenticated: { status: 401 },
  invalid_credentials: { status: 401 },
  forbidden: { status: 403 },
  forbidden_roster_type: { status: 403 },
  // A staff session without a second factor where the console requires one.
  second_factor_required: { status: 403 },
  not_found: { status: 404 },
  not_enrolled: { status: 404 },
  conflict: { status: 409 },
  already_booked: { status: 409 },
  already_waitlisted: { status: 409 },
  class_full: { status: 409 },
  class_clash: { status: 409 },
  ladder_not_final: { status: 409 },
  validation_failed: { status: 422 },
  attendee_info_required: { status: 422 },
  booking_not_open: { status: 422 },
  check_player: { status: 422 },
  class_not_full: { status: 422 },
  class_started: { status: 422 },
  enrolment_cancelled: { status: 422, key: 'not_enrolled' },
  error_division: { status: 422 },
  invalid_username: { status: 422 },
  invalid_reset_link: { status: 422 },
  no_active_subscription: { status: 422 },
  outside_plan: { status: 422 },
  roster_published: { status: 422 },
  already_forfeited: { status: 409, key: 'validation_failed' },
  too_many_requests: { status: 429 },
  // File storage (S3 or the uploads folder) does not answer: try again later; the database may be fine.
  storage_unavailable: { status: 503 },
  renewal_not_due: { status: 409 },

  // The payment answers' keys, which each payment screen turns into its own text.
  error_payment: { status: 402 },
  error_validation: { status: 422 },
  error_response: { status: 422 },
  error_auth: { status: 403 },
  error_paid: { status: 409 },
  payment_not_allowed: { status: 403, key: 'error_response' },
  idempotency_key_reused: { status: 409, key: 'error_response' },
  sold_out: { status: 409, key: 'error_response' },
  voucher_tries_used_up: { status: 429, key: 'error_response' },
  gateway_unavailable: { status: 502, key: 'error_response' },

  // The booking stepper's keys.
  error_avail: { status: 409 },
  error_collision: { status: 409 },
  error_rule: { status: 422 },
  error_rate: { status: 422 },
} as const satisfies Record<string, ErrorKind>;

export type ErrorCode = keyof typeof kinds;

// Every key the payment and booking screens know is a code of its own.
type MissingKeys = Exclude<TPaymentErrorKey | TBookingErrorKey, ErrorCode>;
const allKeysHaveCodes: MissingKeys extends never ? true : MissingKeys = true;
void allKeysHaveCodes;

export class AppError extends Error {
  readonly statusCode: number;
  /** What the answer's `error` says. */
  readonly key: string;
  /** Seconds until a refused attempt may succeed (a 429's Retry-After); see withRetryAfter. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    const kind: ErrorKind = kinds[code];
    this.statusCode = kind.status;
    this.key = kind.key ?? code;
  }
}

/** The error, saying when to try again (sent as the answer's Retry-After). */
export function withRetryAfter(err: AppError, seconds: number): AppError {
  err.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return err;
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(fieldErrors ? 'validation_failed' : 'bad_request', message, fieldErrors);
export const fieldError = (field: string, message: string, summary = message) =>
  new AppError('validation_failed', summary, { [field]: [message] });
export const forbidden = (message = 'You do not have access to this page') =>
  new AppError('forbidden', message);
export const unauthorized = (message = 'Please sign in') => new AppError('unauthenticated', message);

// Payment requests and answers shared by every area that takes money
// (membership, invoices, nomination, store, court hire, HPC).
import { z } from 'zod/mini';
import { preprocess } from '../common/fields.js';
import { DISCOUNT_METHODS } from '../common/money.js';

/** Error keys of payment answers. */
export const PAYMENT_ERROR_KEYS = [
  'error_payment',
  'error_validation',
  'error_response',
  'error_auth',
  'error_paid',
] as const;
export type TPaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** Texts of the money area, compared exactly by the tests; the ones marked as ours had no given wording. */
export const PAY_MSG = {
  cardInvalid: 'Credit Card fields invalid.',
  paymentSuccess: 'Payment was successful.',
  noPaymentRequired: 'No Payment required. Click button below to complete process.',
  paymentInvalid: 'Payment Invalid',
  membershipInvalid: 'Membership Data Invalid',
  invoiceInvalid: 'Invoice Data Invalid',
  amountTooHigh: 'Amount to pay cannot be greater than the amount owing',
  amountTooLow: 'Amount to pay must be at least $1.00',
  invoicePaid: 'This invoice has already been paid in full.',
  invoicePaymentWaiting:
    'A card payment for this invoice is waiting to be confirmed. Please finish it, or try again in 30 minutes.',
  invoiceOverpaid:
    'This invoice was paid while your card payment was waiting, so your card payment has been cancelled and refunded.',
  voucherNumberRequired: 'Voucher Number is required',
  voucherNumberTooLong: 'Voucher Number must be at most 50 characters',
  voucherPinRequired: 'Voucher Pin is required',
  voucherPinDigits: 'Voucher Pin must be 4 digits',
  voucherInvalid: 'The voucher number or PIN is not valid.',
  voucherTooManyTries:
    'Too many wrong voucher numbers or PINs. Please try again tomorrow or ask the association.',
  voucherRedeemed: 'This voucher has already been redeemed.',
  voucherExpired: 'This voucher has expired.',
  voucherNotRecipient: 'This voucher must be used from the dashboard of its recipient.',
  voucherNotEligible: 'This voucher cannot be used for this purchase.',
  voucherApplied: 'Voucher applied',
  voucherPartialUse:
    'You have nominated to use less than the full value of this voucher. Please note that it does not provide a refund of remaining value. Do you wish to proceed?',
  receiptSent: 'Receipt sent successfully',
  receiptNoPayment: 'This order has no payment to send a receipt for.',
  receiptNoEmail: 'There is no email address on your profile to send the receipt to.',
  receiptSentTooOften:
    'This receipt has already been emailed several times in the last hour. Please check your inbox and spam folder, or try again in an hour.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  gatewayUnavailable: 'The payment service could not be reached. Please try again.',
  keyReused:
    'This payment was already submitted with different details. Please reload the page and try again.',
  nothingToConfirm: 'There is no payment waiting for confirmation on this order.',
  nonPl: 'This profile does not require registration. Please contact us for further details.',
  membershipUnavailable:
    'Membership is not available for this sport at the moment. Please contact us for further details.',
  notYetRenewable: (date: string) => `You do not need to renew your membership before ${date}.`,
  renewalInProgress:
    'A payment for this membership is already in progress. Please finish it, or try again in 30 minutes.',
  donationsOff: 'Donations are not being accepted at the moment.',
  donationOneLine: 'Only one donation can be added.',
  donationUnknown: 'The donation is not available.',
  testMode: 'Test mode',
} as const;

const cardField = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * Card payload. With Stripe the browser sends only `paymentMethodId` (the pm_...
 * id Stripe Elements created; card data never reaches our server). In test mode
 * (sandbox gateway) the card form sends the four fields instead.
 */
export const ZCardData = z
  .object({
    paymentMethodId: cardField(255).check(z.describe('Stripe: PaymentMethod id from Stripe Elements')),
    cardNumber: cardField(40).check(z.describe('Sandbox only: digits, spaces allowed')),
    cardName: cardField(100).check(z.describe('Sandbox only')),
    cardExpiry: cardField(10).check(z.describe('Sandbox only: MM/YY')),
    cardCVC: cardField(10).check(z.describe('Sandbox only: 3 or 4 digits')),
  })
  .check(
    z.describe('Either {paymentMethodId} (Stripe) or {cardNumber, cardName, cardExpiry, cardCVC} (sandbox)'),
  );
export type TCardData = z.infer<typeof ZCardData>;

const voucherNumber = z.pipe(
  z.pipe(
    z.pipe(
      preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z.string({ error: 'Voucher Number is required' }),
      ),
      z.transform((v: string) => v.trim()),
    ),
    z.string().check(z.minLength(1, 'Voucher Number is required')),
  ),
  z.string().check(z.maxLength(50, 'Voucher Number must be at most 50 characters')),
);
const voucherPin = z.pipe(
  z.pipe(
    z.pipe(
      preprocess(
        (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v).padStart(4, '0') : v),
        z.string({ error: 'Voucher Pin is required' }),
      ),
      z.transform((v: string) => v.trim()),
    ),
    z.string().check(z.minLength(1, 'Voucher Pin is required')),
  ),
  z.string().check(z.regex(/^\d{4}$/, 'Voucher Pin must be 4 digits')),
);
const akvFlag = preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean());

/** POST /api/ecommerce/membership/voucher/validate and .../membership/coupon/validate. */
export const ZVoucherValidateRequest = z.object({
  voucherNumber,
  voucherPin,
  akv: z._default(akvFlag, false),
});
export type TVoucherValidateRequest = z.infer<typeof ZVoucherValidateRequest>;

/** POST /api/ecommerce/voucher/validate (the dashboard's voucher form). */
export const ZVoucherValidateSnakeRequest = z.object({
  voucher_number: voucherNumber,
  voucher_pin: voucherPin,
  akv: z._default(akvFlag, false),
});
export type TVoucherValidateSnakeRequest = z.infer<typeof ZVoucherValidateSnakeRequest>;

/** A valid, unredeemed voucher: c_value is dollars for fixed, percent for percent. */
export const ZVoucherCart = z.object({
  c_value: z.number(),
  c_method: z.enum(DISCOUNT_METHODS),
  akv: z.boolean(),
  voucher_number: z.string(),
  message: z.string(),
});
export type TVoucherCart = z.infer<typeof ZVoucherCart>;

/**
 * The voucher applied to a payment. Only the number and PIN are used: the server
 * validates the voucher again and computes the discount itself. Accepts the
 * camelCase or snake_case names, an object or a one-item list; null/[]/{} = none.
 */
export const ZCouponCart = preprocess((v) => {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  if (!first || typeof first !== 'object') return null;
  const o = first as Record<string, unknown>;
  const number = o.voucherNumber ?? o.voucher_number;
  if (number === undefined || number === null || number === '') return null;
  return { voucherNumber: number, voucherPin: o.voucherPin ?? o.voucher_pin, akv: o.akv };
}, z.nullable(ZVoucherValidateRequest));
export type TCouponCart = z.infer<typeof ZCouponCart>;

/** Donation lines of the cart; at most one. Only product_id is read: the price comes from the database. */
export const ZDonationCart = z.pipe(
  z.nullish(
    z
      .array(
        z.looseObject({ product_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
      )
      .check(z.maxLength(1, PAY_MSG.donationOneLine)),
  ),
  z.transform((v) => v ?? []),
);
export type TDonationCart = z.infer<typeof ZDonationCart>;

/** A cart line as the API names it (membership, nomination and invoice carts). Prices from the browser are ignored. */
export const ZSimpleCartLine = z.looseObject({
  p_name: z.optional(z.string()),
  p_price: z.optional(z.coerce.number()),
});

export const ZIdempotencyKey = z
  .optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[A-Za-z0-9_\-:.]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits, - _ : or .'),
      ),
  )
  .check(
    z.describe(
      'A fresh random id per payment attempt (e.g. crypto.randomUUID()), reused on retries so a double-click charges once',
    ),
  );

/** The answer of every payment endpoint once the gateway has answered. */
export const ZPaymentOutcome = z.object({
  o_id: z.int(),
  o_paid: z.boolean(),
  status: z.enum(['succeeded', 'requires_action']),
  /** Stripe: PaymentIntent client secret for stripe.handleNextAction(); sandbox: a placeholder. Null unless requires_action. */
  client_secret: z.nullable(z.string()),
  message: z.string(),
  test_mode: z.boolean(),
});
export type TPaymentOutcome = z.infer<typeof ZPaymentOutcome>;

/** POST /api/payments/confirm: finish a payment after the 3-D Secure step. */
export const ZPaymentConfirmRequest = z.object({
  o_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type TPaymentConfirmRequest = z.infer<typeof ZPaymentConfirmRequest>;

/** GET /api/ecommerce/store/productDonation. */
export const ZDonationProduct = z.object({
  product_id: z.int(),
  product_name: z.string(),
  product_price: z.number(),
});
export type TDonationProduct = z.infer<typeof ZDonationProduct>;

/** A payment row. Amounts in dollars; p_date is an ISO instant. */
/** Money given back of a payment, as the member sees it: when, how much (dollars) and why. */
export const ZPaymentRefund = z.object({
  r_id: z.int(),
  r_date: z.string(),
  r_date_formatted: z.string().check(z.describe('DD/MM/YYYY h:mm a in the association time zone')),
  r_amount: z.number(),
  r_reason: z.string(),
});
export type TPaymentRefund = z.infer<typeof ZPaymentRefund>;

export const ZPayment = z.object({
  p_id: z.int(),
  pid: z.int(),
  p_date: z.string(),
  p_date_formatted: z.string().check(z.describe('DD/MM/YYYY h:mm a in the association time zone')),
  p_amount: z.number(),
  p_discount: z.number(),
  p_discount_orig: z
    .number()
    .check(z.describe('full value of the voucher used (fixed: dollars; percent: the discount given)')),
  p_refunded: z.number(),
  p_origin: z.string(),
  p_member: z.string(),
  p_description: z.string(),
  p_status: z.string(),
  p_method: z.string(),
  o_id: z.int(),
  /** Each refund of this payment, oldest first (p_refunded is their sum). */
  p_refunds: z.array(ZPaymentRefund),
});
export type TPayment = z.infer<typeof ZPayment>;

/** Booking row shown on invoices and booking receipts. b_from/b_to are ISO instants. */
export const ZBookingRow = z.object({
  b_id: z.int(),
  b_from: z.string(),
  b_to: z.string(),
  b_from_formatted: z.string(),
  b_to_formatted: z.string(),
  b_venue: z.string(),
  b_sport: z.string(),
  b_space: z.string(),
  b_type: z.string(),
  b_option: z.string(),
});
export type TBookingRow = z.infer<typeof ZBookingRow>;

import { z } from 'zod/mini';
import { SPORTS } from '../common/fields.js';
import {
  ZCardData,
  ZCouponCart,
  ZDonationCart,
  ZIdempotencyKey,
  ZPaymentOutcome,
  ZSimpleCartLine,
} from '../payments/payments.js';

/** Days before expiry from which renewal is open. */
export const RENEWAL_WINDOW_DAYS = 31;

/** A sport option of the membership page (text, value, expiry_date, memb_renewal, prev_expiry_date). */
export const ZMembershipSportOption = z.object({
  text: z.string(),
  value: z.enum(SPORTS),
  expiry_date: z.nullable(z.string()).check(z.describe('DD/MM/YYYY')),
  memb_renewal: z.boolean(),
  prev_expiry_date: z
    .nullable(z.string())
    .check(z.describe('DD/MM/YYYY: the expiry before the last paid renewal, else the current expiry')),
  renewal_open: z.boolean(),
  not_needed_until: z
    .nullable(z.string())
    .check(z.describe('DD/MM/YYYY = expiry minus 31 days, when renewal is not open yet')),
});
export type TMembershipSportOption = z.infer<typeof ZMembershipSportOption>;

export const ZMembershipCartLine = z.object({ product_id: z.int(), p_name: z.string(), p_price: z.number() });

/** GET /api/ecommerce/membership/{sport} -> { data }. */
export const ZMembershipData = z.object({
  sport: z.enum(SPORTS),
  /** The membership product of the sport as one cart line; empty when none is on offer. */
  membershipCart: z.array(ZMembershipCartLine),
  sports: z.array(ZMembershipSportOption),
  selected: ZMembershipSportOption,
  renewal_open: z.boolean(),
  not_needed_until: z.nullable(z.string()),
  non_pl: z.boolean(),
  profile_complete: z.boolean(),
  voucher_eligible: z.boolean().check(z.describe('client vouchers accepted')),
  akv_eligible: z.boolean().check(z.describe('Active & Creative Kids vouchers accepted')),
  membership_months: z.int(),
  donations: z.boolean(),
  tax_rate: z.number(),
});
export type TMembershipData = z.infer<typeof ZMembershipData>;
export const ZMembershipDataResponse = z.object({ data: ZMembershipData });

/** POST /api/ecommerce/membership/{sport}. */
export const ZMembershipPaymentRequest = z.object({
  cardData: z.nullish(ZCardData),
  couponCart: z.optional(ZCouponCart),
  donationCart: ZDonationCart,
  membershipCart: z
    .nullish(z.union([z.array(ZSimpleCartLine), ZSimpleCartLine]))
    .check(z.describe('ignored: the price comes from the database')),
  sport: z.optional(z.enum(SPORTS)).check(z.describe('must match the path when given')),
  idempotencyKey: ZIdempotencyKey,
});
export type TMembershipPaymentRequest = z.infer<typeof ZMembershipPaymentRequest>;
export const ZMembershipPaymentResponse = z.object({ data: ZPaymentOutcome });

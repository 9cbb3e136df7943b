// The console's Vouchers area (finance staff, API /api/admin/vouchers): the association's own
// (client) vouchers, made and withdrawn here, and the Active & Creative Kids (akv) vouchers members
// redeemed, each with every order that used it; and the Active & Creative Kids claim report, one
// line per redemption in the columns the association's claim takes, also as CSV. A fixed voucher's
// value is cents; a percent one's is basis points (1000 = 10%). Which products a voucher applies to
// is the product's own flag (voucher eligible, Active Kids eligible).
import { z } from 'zod/mini';
import { id, isoDate, periodQuery } from './fields.js';

export const VOUCHER_KINDS = ['client', 'akv'] as const;
export const VOUCHER_METHODS = ['fixed', 'percent'] as const;
/** usable: active, not expired, not used up; used: a single-use voucher redeemed. */
export const VOUCHER_STATUSES = ['usable', 'used', 'expired', 'withdrawn'] as const;
export type TVoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** GET /api/admin/vouchers: every part may be left out. */
export const ZVoucherSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(50))),
  kind: z.optional(z.enum(VOUCHER_KINDS)),
  status: z.optional(z.enum(VOUCHER_STATUSES)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TVoucherSearchQuery = z.infer<typeof ZVoucherSearchQuery>;

export const ZAdminVoucher = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  method: z.enum(VOUCHER_METHODS),
  value: z.number().check(z.describe('fixed: cents; percent: basis points')),
  pin_ddmm: z.string(),
  recipient: z.nullable(z.object({ id: z.number(), name: z.string() })),
  single_use: z.boolean(),
  expires_on: z.nullable(z.string().check(z.describe('YYYY-MM-DD, the last day it may be used'))),
  status: z.enum(VOUCHER_STATUSES),
  /** Paid orders that used it, and the discount they took in all. */
  redemptions: z.number(),
  discount_cents: z.number(),
});
export type TAdminVoucher = z.infer<typeof ZAdminVoucher>;

export const ZVoucherSearchPage = z.object({
  data: z.object({
    vouchers: z.array(ZAdminVoucher),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TVoucherSearchPage = z.infer<typeof ZVoucherSearchPage>['data'];

export const ZVoucherRedemption = z.object({
  order_id: z.number(),
  paid_at_formatted: z.string(),
  member: z.object({ id: z.number(), name: z.string() }),
  items: z.string(),
  discount_cents: z.number(),
  total_cents: z.number(),
});
export type TVoucherRedemption = z.infer<typeof ZVoucherRedemption>;

export const ZVoucherPage = z.object({
  data: z.extend(ZAdminVoucher, { orders: z.array(ZVoucherRedemption) }),
});
export type TVoucherPage = z.infer<typeof ZVoucherPage>['data'];

const DDMM = /^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])$/;
/** Days in each month of a leap year: a birthday of 29 February is a PIN too. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isBirthday = (ddmm: string) =>
  DDMM.test(ddmm) && Number(ddmm.slice(0, 2)) <= MONTH_DAYS[Number(ddmm.slice(2)) - 1]!;

/**
 * POST /api/admin/vouchers: a client voucher. The PIN is the recipient's birthday as DDMM (the
 * member side checks it against the member's date of birth); with a recipient it is theirs.
 */
export const ZVoucherCreate = z
  .object({
    number: z
      .string()
      .check(
        z.trim(),
        z.regex(/^[A-Za-z0-9 -]{4,50}$/, 'Use 4 to 50 letters and digits (spaces and - are dropped)'),
      ),
    method: z.enum(VOUCHER_METHODS),
    value: z.int().check(z.minimum(1), z.maximum(100_000_000)),
    pin_ddmm: z.optional(
      z.nullable(z.string().check(z.refine(isBirthday, 'A birthday as DDMM, such as 0209'))),
    ),
    recipient_member_id: z.optional(z.nullable(id)),
    single_use: z.boolean(),
    expires_on: z.optional(z.nullable(isoDate)),
  })
  .check(
    z.refine((v) => v.method !== 'percent' || v.value <= 10_000, {
      message: 'A percentage is at most 100%',
      path: ['value'],
    }),
    z.refine((v) => (v.recipient_member_id ?? null) !== null || (v.pin_ddmm ?? null) !== null, {
      message: 'Give the PIN (the birthday it is for) or the member it is for',
      path: ['pin_ddmm'],
    }),
  );
export type TVoucherCreate = z.infer<typeof ZVoucherCreate>;

/** POST /api/admin/vouchers/{id}: withdraw or restore it, or change its last day. */
export const ZVoucherChange = z.object({
  active: z.optional(z.boolean()),
  expires_on: z.optional(z.nullable(isoDate)),
});
export type TVoucherChange = z.infer<typeof ZVoucherChange>;

/** GET /api/admin/vouchers/akv-claims?from=&to= (local dates of the redemptions, both included). */
export const ZAkvClaimQuery = periodQuery;

export const ZAkvClaim = z.object({
  voucher_number: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.describe('YYYY-MM-DD')),
  activity: z.string(),
  redeemed_on: z.string().check(z.describe('YYYY-MM-DD, local')),
  order_id: z.number(),
  claimed_cents: z.number(),
});
export type TAkvClaim = z.infer<typeof ZAkvClaim>;

export const ZAkvClaims = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    claims: z.array(ZAkvClaim),
    total_cents: z.number(),
  }),
});
export type TAkvClaims = z.infer<typeof ZAkvClaims>['data'];

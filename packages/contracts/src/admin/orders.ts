// The console's Orders area (finance staff, API /api/admin/orders): find orders by member, local
// date, status, origin and amount; an order's page with its lines, attendees, bookings, HPC
// subscription and classes, and payments; re-send its receipt. Money is whole cents.
import { z } from 'zod/mini';
import { ORDER_ORIGINS } from '../orders/orders.js';
import { isoDate } from './fields.js';

/**
 * What became of an order: paid (nothing given back), part_refunded, refunded (all it received
 * given back), failed (every payment attempt failed), pending (not paid, not failed).
 */
export const ORDER_STATUSES = ['paid', 'part_refunded', 'refunded', 'pending', 'failed'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_SORTS = ['date', '-date', 'total', '-total', 'id', '-id'] as const;

const cents = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));

/** GET /api/admin/orders: every part may be left out; dates are local, both included. */
export const ZOrderSearchQuery = z
  .object({
    q: z.optional(z.string().check(z.maxLength(100))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    status: z.optional(z.enum(ORDER_STATUSES)),
    origin: z.optional(z.enum(ORDER_ORIGINS)),
    min_cents: z.optional(cents),
    max_cents: z.optional(cents),
    sort: z.optional(z.enum(ORDER_SORTS)),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
    page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'From must be on or before to',
      path: ['to'],
    }),
    z.refine((q) => q.min_cents === undefined || q.max_cents === undefined || q.min_cents <= q.max_cents, {
      message: 'The least amount must not be above the most',
      path: ['max_cents'],
    }),
  );
export type TOrderSearchQuery = z.infer<typeof ZOrderSearchQuery>;

export const ZOrderRow = z.object({
  id: z.number(),
  member_id: z.number(),
  member: z.string(),
  created_at: z.string().check(z.describe('ISO instant')),
  created_at_formatted: z.string().check(z.describe("DD/MM/YYYY h:mm a in the association's zone")),
  description: z.string(),
  origin: z.enum(ORDER_ORIGINS),
  status: z.enum(ORDER_STATUSES),
  total_cents: z.number(),
  refunded_cents: z.number(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

export const ZOrderSearchPage = z.object({
  data: z.object({
    orders: z.array(ZOrderRow),
    total: z.number().check(z.describe('orders found, counted up to 10,000')),
    total_capped: z.boolean(),
    members_capped: z.boolean().check(z.describe('the words matched more than 1,000 members: add words')),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TOrderSearchPage = z.infer<typeof ZOrderSearchPage>['data'];

export const ZOrderAttendee = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.describe('YYYY-MM-DD')),
  member_id: z.nullable(z.number()),
});
export type TOrderAttendee = z.infer<typeof ZOrderAttendee>;

export const ZOrderLine = z.object({
  id: z.number(),
  product_id: z.nullable(z.number()),
  name: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number(),
  total_cents: z.number(),
  /** What refunds of this line gave back; at its total, its stock was given back. */
  refunded_cents: z.number(),
  attendees: z.array(ZOrderAttendee),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderBooking = z.object({
  id: z.number(),
  from_formatted: z.string(),
  to_formatted: z.string(),
  venue: z.string(),
  court: z.string(),
  sport: z.string(),
  type: z.string(),
  option: z.nullable(z.string()),
  price_cents: z.number(),
  status: z.string(),
});
export type TOrderBooking = z.infer<typeof ZOrderBooking>;

export const ZOrderSubscription = z.object({
  id: z.number(),
  plan: z.string(),
  status: z.string(),
  price_cents: z.number(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
});

export const ZOrderClass = z.object({
  id: z.number(),
  name: z.string(),
  starts_formatted: z.string(),
  status: z.string(),
});
export type TOrderClass = z.infer<typeof ZOrderClass>;

export const ZOrderPayment = z.object({
  id: z.number(),
  created_at_formatted: z.string(),
  amount_cents: z.number(),
  discount_cents: z.number(),
  refunded_cents: z.number(),
  method: z.string(),
  gateway: z.string(),
  gateway_ref: z.nullable(z.string()),
  status: z.string(),
  description: z.nullable(z.string()),
});
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

export const ZOrderRefund = z.object({
  id: z.number(),
  created_at_formatted: z.string(),
  payment_id: z.number(),
  amount_cents: z.number(),
  reason: z.string(),
  /** Paid back outside the gateway (cash, transfer): only recorded here. */
  by_hand: z.boolean(),
  gateway_ref: z.nullable(z.string()),
  /** The line it gave back, when one line was refunded. */
  line: z.nullable(z.string()),
  /** Who gave it back: 'Automatic' for a payment refused at settling. */
  staff: z.string(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** Why a refund's reason is asked: it is on the audit log and the treasurer's records. */
export const REFUND_REASON_MAX = 500;

/**
 * POST /api/admin/orders/{id}/refunds: gives back `amount_cents` of what the order received (of
 * one line with `line_id`). Card payments are refunded through the gateway, others recorded as
 * paid back by hand. A line refunded in full gives back its stock; the order refunded in full
 * gives back every line's stock, frees its court bookings and ends what it paid for (see
 * `end_entitlement`). The member is emailed the refund. The same `idempotency_key` again
 * answers the refund already made and refunds nothing more.
 */
export const ZRefundRequest = z.object({
  amount_cents: z.int().check(z.minimum(1), z.maximum(100_000_000)),
  reason: z.string().check(z.trim(), z.minLength(1, 'Give a reason'), z.maxLength(REFUND_REASON_MAX)),
  line_id: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(2_147_483_647)))),
  idempotency_key: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'A key of 8 to 100 letters, digits, - or _')),
  /**
   * A partial refund ends what the order paid for (membership, subscription, team entry) only
   * when staff choose so; a full refund always ends it.
   */
  end_entitlement: z.optional(z.boolean()),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZOrderPage = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  origin: z.enum(ORDER_ORIGINS),
  description: z.string(),
  created_at_formatted: z.string(),
  paid_at_formatted: z.nullable(z.string()),
  member: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.nullable(z.string()),
  }),
  invoice_id: z.nullable(z.number()),
  team_id: z.nullable(z.number()),
  voucher: z.nullable(z.string()),
  subtotal_cents: z.number(),
  discount_cents: z.number(),
  donation_cents: z.number(),
  total_cents: z.number(),
  gst_cents: z.number().check(z.describe('GST included in the total')),
  received_cents: z.number(),
  refunded_cents: z.number(),
  /** What a refund may still give back: received less refunded, of money (not vouchers). */
  refundable_cents: z.number(),
  lines: z.array(ZOrderLine),
  bookings: z.array(ZOrderBooking),
  subscription: z.nullable(ZOrderSubscription),
  classes: z.array(ZOrderClass),
  payments: z.array(ZOrderPayment),
  refunds: z.array(ZOrderRefund),
  /** The member's own page of this receipt (what the receipt email links to). */
  receipt_link: z.string(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;
export const ZOrderPageResponse = z.object({ data: ZOrderPage });

export const ZReceiptResent = z.object({ data: z.object({ id: z.number(), to: z.string() }) });
export type TReceiptResent = z.infer<typeof ZReceiptResent>['data'];

// The treasurer's reconciliation (finance staff, API /api/admin/payouts): each transfer the card
// gateway made to the association's bank account (a Stripe payout, read from its webhooks and
// balance transactions; the sandbox makes one a day), with every movement it contains matched to
// the payment or refund it came from. What matches nothing is shown: a movement of the gateway's
// with no payment of ours, and card payments of ours that no payout has carried yet.
// Money is cents (a payout's refunds and fees are negative); dates are the association's.
import { z } from 'zod/mini';
import { periodQuery } from './fields.js';

/** GET /api/admin/payouts?from=&to= (local arrival dates, both included). */
export const ZPayoutListQuery = periodQuery;
export type TPayoutListQuery = z.infer<typeof ZPayoutListQuery>;

/** paid: in the bank; pending and in_transit: on the way; failed and canceled: did not arrive. */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** charge: a payment taken; refund: money given back; fee: the gateway's own charges; other: anything else (adjustments, disputes). */
export const PAYOUT_ITEM_KINDS = ['charge', 'refund', 'fee', 'other'] as const;
export type TPayoutItemKind = (typeof PAYOUT_ITEM_KINDS)[number];

export const ZPayoutSummary = z.object({
  id: z.number(),
  /** stripe or sandbox. */
  gateway: z.string(),
  /** The gateway's payout id (po_... at Stripe). */
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** Local date it reaches (or reached) the bank. */
  arrival_date: z.string(),
  /** What reaches the bank. */
  amount_cents: z.number(),
  /** Payments taken, before fees. */
  charges_cents: z.number(),
  /** Given back (negative). */
  refunds_cents: z.number(),
  /** The gateway's fees (negative). */
  fees_cents: z.number(),
  /** Anything else (adjustments, disputes). */
  other_cents: z.number(),
  items: z.number(),
  /** Movements matched to no payment or refund of ours. */
  unmatched: z.number(),
  /** amount - the sum of its movements: not 0 when the gateway's list did not explain the payout. */
  difference_cents: z.number(),
});
export type TPayoutSummary = z.infer<typeof ZPayoutSummary>;

/** A card payment of ours that no payout has carried. */
export const ZNotPaidOut = z.object({
  payment_id: z.number(),
  order_id: z.number(),
  member_name: z.string(),
  /** Local date and time it was received. */
  received_at: z.string(),
  amount_cents: z.number(),
  refunded_cents: z.number(),
  gateway: z.string(),
});
export type TNotPaidOut = z.infer<typeof ZNotPaidOut>;

/** GET /api/admin/payouts. */
export const ZPayoutList = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    payouts: z.array(ZPayoutSummary),
    total: z.object({ amount_cents: z.number(), unmatched: z.number() }),
    /** Card payments received in the period, up to the day before yesterday, in no payout (at most 200). */
    not_paid_out: z.array(ZNotPaidOut),
    not_paid_out_total: z.number(),
  }),
});
export type TPayoutList = z.infer<typeof ZPayoutList>['data'];

export const ZPayoutItem = z.object({
  id: z.number(),
  /** The gateway's balance transaction id (txn_... at Stripe). */
  reference: z.string(),
  kind: z.enum(PAYOUT_ITEM_KINDS),
  /** The gateway's own word for it (charge, refund, adjustment, ...). */
  type: z.string(),
  description: z.string(),
  /** Local date and time of the movement. */
  created_at: z.string(),
  amount_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  /** The payment it is, or gives back; null when unmatched (fees match nothing and are not unmatched). */
  payment: z.nullable(
    z.object({ id: z.number(), order_id: z.number(), member_name: z.string(), method: z.string() }),
  ),
  /** The staff or automatic refund it is. */
  refund_id: z.nullable(z.number()),
  matched: z.boolean(),
});
export type TPayoutItem = z.infer<typeof ZPayoutItem>;

/** GET /api/admin/payouts/:id (its movements also as CSV at /api/admin/payouts/:id/items.csv). */
export const ZPayoutPage = z.object({
  data: z.object({ payout: ZPayoutSummary, items: z.array(ZPayoutItem) }),
});
export type TPayoutPage = z.infer<typeof ZPayoutPage>['data'];

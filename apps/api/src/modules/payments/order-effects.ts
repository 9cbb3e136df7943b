// What a paid (or finally failed) order does beyond the payment itself: a
// membership extends the sport profile, a booking turns booked, a nomination
// team becomes official, ... Each area registers its effect for its order origin.
// Effects run inside the transaction that marks the order paid, whether that
// happens at once, after the 3-D Secure step, or from the Stripe webhook.
import type { OrderOrigin } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';

import type { Tx } from '../../db/tx.js';
export type OrderEffect = (tx: Tx, order: { id: number; memberId: number }, deps: Deps) => Promise<void>;

/** Why an order may not be settled as paid now (a message for the member), or null when it may. */
export type SettleCheck = (tx: Tx, order: { id: number; memberId: number }) => Promise<string | null>;

const paidEffects = new Map<OrderOrigin, OrderEffect>();
const settleChecks = new Map<OrderOrigin, SettleCheck>();

/**
 * Registers a last check before a pending payment of this origin is settled as paid (inside
 * the settling transaction): an invoice paid meanwhile must not be overpaid.
 */
export function onOrderSettling(origin: OrderOrigin, check: SettleCheck): void {
  settleChecks.set(origin, check);
}

export async function settleRefusal(
  tx: Tx,
  order: { id: number; memberId: number; origin: OrderOrigin },
): Promise<string | null> {
  return (await settleChecks.get(order.origin)?.(tx, order)) ?? null;
}
const failedEffects = new Map<OrderOrigin, OrderEffect>();

/** Lines an area adds to the receipt of a paid order of its origin: what the payment gave the member. */
export type ReceiptNotes = (db: Deps['db'], orderId: number) => Promise<string[]>;
const receiptNotes = new Map<OrderOrigin, ReceiptNotes>();

/** Registers what the receipts of this origin say besides the items (a membership's new expiry date). */
export function onReceipt(origin: OrderOrigin, notes: ReceiptNotes): void {
  receiptNotes.set(origin, notes);
}

export async function receiptNotesOf(db: Deps['db'], order: { id: number; origin: OrderOrigin }) {
  return (await receiptNotes.get(order.origin)?.(db, order.id)) ?? [];
}

/** Registers what a paid order of this origin does (one effect per origin). */
export function onOrderPaid(origin: OrderOrigin, effect: OrderEffect): void {
  paidEffects.set(origin, effect);
}

/** Registers how an order of this origin releases what it held when its payment finally fails. */
export function onOrderFailed(origin: OrderOrigin, effect: OrderEffect): void {
  failedEffects.set(origin, effect);
}

export async function runPaidEffect(
  tx: Tx,
  order: { id: number; memberId: number; origin: OrderOrigin },
  deps: Deps,
): Promise<void> {
  await paidEffects.get(order.origin)?.(tx, order, deps);
}

export async function runFailedEffect(
  tx: Tx,
  order: { id: number; memberId: number; origin: OrderOrigin },
  deps: Deps,
): Promise<void> {
  await failedEffects.get(order.origin)?.(tx, order, deps);
}

/**
 * What a refund gives back: these lines (each refunded in full), and with `whole` the whole
 * order (refunded in full: its bookings are freed too); `amountCents` is what this refund returned.
 * With `endEntitlement` (always on a full refund, by staff's choice on a partial one) what the
 * order paid for ends: a membership's expiry is put back, a subscription cancelled, a team's
 * nomination withdrawn. `actorId` and `reason` are the refund's, for the area's audit entries.
 */
export interface GiveBackWhat {
  lineIds: number[];
  whole: boolean;
  amountCents: number;
  endEntitlement: boolean;
  actorId: number;
  reason: string;
  /** Runs `act` once the refund has committed (mail that must not go if it rolls back). */
  afterCommit: (act: () => Promise<void>) => void;
}

/** The refunded order: what it paid for is found by its invoice, team or subscription. */
export interface RefundedOrder {
  id: number;
  memberId: number;
  invoiceId: number | null;
  teamId: number | null;
  subscriptionId: number | null;
}

export type GiveBack = (tx: Tx, order: RefundedOrder, what: GiveBackWhat, deps: Deps) => Promise<void>;

const giveBacks = new Map<OrderOrigin, GiveBack>();

/** Registers what a refund of an order of this origin gives back (stock, a court slot, a void invoice's credit). */
export function onOrderRefunded(origin: OrderOrigin, giveBack: GiveBack): void {
  giveBacks.set(origin, giveBack);
}

export async function runGiveBack(
  tx: Tx,
  order: RefundedOrder & { origin: OrderOrigin },
  what: GiveBackWhat,
  deps: Deps,
): Promise<void> {
  await giveBacks.get(order.origin)?.(tx, order, what, deps);
}

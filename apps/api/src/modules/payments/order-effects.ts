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
 */
export type GiveBack = (
  tx: Tx,
  order: { id: number; memberId: number; invoiceId: number | null },
  what: { lineIds: number[]; whole: boolean; amountCents: number },
) => Promise<void>;

const giveBacks = new Map<OrderOrigin, GiveBack>();

/** Registers what a refund of an order of this origin gives back (stock, a court slot, a void invoice's credit). */
export function onOrderRefunded(origin: OrderOrigin, giveBack: GiveBack): void {
  giveBacks.set(origin, giveBack);
}

export async function runGiveBack(
  tx: Tx,
  order: { id: number; memberId: number; invoiceId: number | null; origin: OrderOrigin },
  what: { lineIds: number[]; whole: boolean; amountCents: number },
): Promise<void> {
  await giveBacks.get(order.origin)?.(tx, order, what);
}

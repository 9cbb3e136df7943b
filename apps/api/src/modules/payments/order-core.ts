// What each step of taking a payment shares (charging it in payments.service.ts, settling
// it later in settle-order.service.ts): the answer to the member, the transaction's limits,
// the key the gateway sees and what marking an order paid does.
import type { OrderOrigin } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { runPaidEffect } from './order-effects.js';

export interface PaymentOutcome {
  orderId: number;
  paid: boolean;
  status: 'succeeded' | 'requires_action';
  clientSecret: string | null;
  message: string;
  testMode: boolean;
}

export { TX_OPTIONS } from '../../db/tx.js';

/** The gateway's idempotency key of a member's payment attempt. */
export const gatewayKey = (memberId: number, key: string) => `m${memberId}-${key}`;

/** Marks the order paid and runs what its area registered for a paid order (order-effects.ts). */
export async function markPaid(
  tx: Tx,
  deps: Deps,
  order: { id: number; memberId: number; origin: OrderOrigin },
  now: Date,
) {
  await tx.order.update({ where: { id: order.id }, data: { paid: true, paidAt: now } });
  await runPaidEffect(tx, order, deps);
}

// A card payment waiting for its 3-D Secure step holds what it pays for: the court slot,
// the last items in stock, a class spot, a single-use voucher. A member who closes the
// challenge and never comes back would hold them for good. Past PENDING_PAYMENT_MINUTES
// the payment is cancelled at the gateway and its order failed, which gives everything
// back (settleOrderFailed: each area's failed-order effect, the voucher). A payment that
// succeeded meanwhile (its webhook lost) is settled as paid instead.
//
// Runs every minute on the job queue (lib/jobs.ts), once across all app processes; tests
// call expireAbandonedPayments with a controlled clock. A run repeated after a timeout is
// safe: settling is conditional on the payment still being pending, so an order is settled once.
import type { Deps } from '../../lib/deps.js';
import type { JobSpec } from '../../lib/jobs.js';
import { GatewayUnavailableError } from './gateway.js';
import { settleOrderFailed, settleOrderPaid } from './settle-order.service.js';

/** Long enough for any real 3-D Secure challenge (Stripe's own last about 10 minutes). */
export const PENDING_PAYMENT_MINUTES = 30;
const BATCH = 50;

export interface AbandonedSummary {
  failed: number;
  paid: number;
  stillPending: number;
}

export async function expireAbandonedPayments(deps: Deps): Promise<AbandonedSummary> {
  const cutoff = new Date(deps.now().getTime() - PENDING_PAYMENT_MINUTES * 60_000);
  const stale = await deps.db.payment.findMany({
    where: {
      status: 'pending',
      gatewayRef: { not: null },
      createdAt: { lt: cutoff },
      order: { paid: false },
    },
    select: { orderId: true, gatewayRef: true },
    orderBy: { id: 'asc' },
    take: BATCH,
  });
  const summary: AbandonedSummary = { failed: 0, paid: 0, stillPending: 0 };
  const seen = new Set<number>();
  for (const payment of stale) {
    if (seen.has(payment.orderId) || !payment.gatewayRef) continue;
    seen.add(payment.orderId);
    let outcome;
    try {
      outcome = await deps.gateway.abandon(payment.gatewayRef);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) {
        summary.stillPending++;
        continue; // asked again on the next run
      }
      throw err;
    }
    if (outcome.status === 'succeeded') {
      if (await settleOrderPaid(deps, payment.orderId)) summary.paid++;
    } else if (outcome.status === 'declined') {
      if (await settleOrderFailed(deps, payment.orderId)) summary.failed++;
    } else {
      summary.stillPending++;
    }
  }
  return summary;
}

export const abandonedPaymentsJob: JobSpec = {
  name: 'payments-abandoned',
  cron: '* * * * *',
  run: async (deps) => ({ ...(await expireAbandonedPayments(deps)) }),
};

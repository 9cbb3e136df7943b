// The HPC subscription job, run every few minutes by renewal-job.ts (and directly by
// tests with a controlled clock). In order, for each subscription:
//  1. a pause or cancel request whose effective day has come is applied (paused /
//     cancelled), and a Stripe subscription is stopped at Stripe too;
//  2. a subscription past its last day (plan end, expiry period) becomes expired;
//  3. an active subscription whose paid period has ended, and which no Stripe
//     Subscription renews, is renewed here: no auto renewal -> expired; otherwise
//     the saved card is charged: paid -> a renewal order and the next period;
//     declined -> suspended (lastPaymentFailedAt) until the member updates the card.
// Every step is a conditional write or runs under a row lock, so two servers (or
// two overlapping runs) change each subscription once.
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { dbDate, isoOfDbDate, localIsoDate } from '../../lib/local-dates.js';
import {
  pendingRequestEffective,
  renewSubscription,
  subscriptionSelect,
  suspendForFailedPayment,
  todayIsoOf,
} from './subscriptions.service.js';

export interface RenewalRunSummary {
  renewed: number;
  failed: number;
  expired: number;
  paused: number;
  cancelled: number;
}

export async function runDueRenewals(deps: Deps, now: Date = deps.now()): Promise<RenewalRunSummary> {
  const summary: RenewalRunSummary = { renewed: 0, failed: 0, expired: 0, paused: 0, cancelled: 0 };
  const tz = deps.settings.current().timeZone;
  const today = todayIsoOf(deps, now);

  // 1. Pause and cancel requests that are due.
  const requested = await deps.db.subscription.findMany({
    where: {
      status: { in: ['active', 'suspended'] },
      OR: [{ pauseRequestedAt: { not: null } }, { cancelRequestedAt: { not: null } }],
    },
    select: subscriptionSelect,
  });
  for (const s of requested) {
    const pending = pendingRequestEffective(s, tz);
    if (!pending || pending.effectiveIso > today) continue;
    const status = pending.action === 'cancel' ? 'cancelled' : 'paused';
    const { count } = await deps.db.subscription.updateMany({
      where: { id: s.id, status: { in: ['active', 'suspended'] } },
      data: { status, ...(status === 'paused' && { pausedAt: now }) },
    });
    if (count === 0) continue;
    summary[pending.action === 'cancel' ? 'cancelled' : 'paused'] += 1;
    if (s.stripeSubscriptionId) {
      await deps.gateway.stopSubscription(s.stripeSubscriptionId, pending.action).catch((err: unknown) => {
        deps.log.error(
          { err, subscriptionId: s.id },
          'could not stop the Stripe subscription; stop it in the Stripe dashboard',
        );
      });
    }
  }

  // 2. Past their last day.
  const expired = await deps.db.subscription.updateMany({
    where: { status: { in: ['active', 'suspended'] }, endDate: { lt: dbDate(today) } },
    data: { status: 'expired' },
  });
  summary.expired += expired.count;

  // 3. Renewals that are ours to run.
  const due = await deps.db.subscription.findMany({
    where: { status: 'active', stripeSubscriptionId: null, currentPeriodEnd: { lte: now } },
    select: subscriptionSelect,
    orderBy: { currentPeriodEnd: 'asc' },
  });
  for (const s of due) {
    // The paid period already reaches the last day: nothing more to charge; step 2 ends it.
    if (s.endDate && localIsoDate(s.currentPeriodEnd, tz) >= isoOfDbDate(s.endDate)) continue;
    if (!s.plan.autoRenewal) {
      const { count } = await deps.db.subscription.updateMany({
        where: { id: s.id, status: 'active', currentPeriodEnd: s.currentPeriodEnd },
        data: { status: 'expired' },
      });
      summary.expired += count;
      continue;
    }
    try {
      const outcome = await renewSubscription(
        deps,
        s.id,
        { kind: 'due', periodEnd: s.currentPeriodEnd },
        `renewal-s${s.id}-${s.currentPeriodEnd.getTime()}`,
      );
      if (outcome?.paid) summary.renewed += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'error_payment') {
        if (await suspendForFailedPayment(deps, s.id, now, err.message)) summary.failed += 1;
      } else {
        // The gateway could not be reached: the subscription stays due and the next run tries again.
        deps.log.error({ err, subscriptionId: s.id }, 'HPC renewal could not be charged');
      }
    }
  }
  return summary;
}

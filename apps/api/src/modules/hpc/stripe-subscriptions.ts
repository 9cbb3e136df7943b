// What Stripe reports about HPC subscriptions it renews, through verified webhooks
// (payments/stripe-webhook.ts checks the signature and records each event once).
// They make the same state changes as the sandbox renewal job:
//   invoice.paid                    -> a renewal order, the next period, active
//   invoice.payment_failed          -> suspended (lastPaymentFailedAt)
//   customer.subscription.updated   -> status and period end follow Stripe's
//   customer.subscription.deleted   -> cancelled (or expired when it ran to its end)
import type Stripe from 'stripe';
import { PAY_MSG } from '@courtside/contracts';
import type { SubscriptionStatus } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { isoOfDbDate } from '../../lib/local-dates.js';
import { createPaidOrder, onStripeEvent, orderIdOfGatewayRef } from '../payments/index.js';
import { suspendForFailedPayment, todayIsoOf, withClosureDays } from './subscriptions.service.js';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The Stripe subscription an invoice belongs to (API 2025-03 and later: invoice.parent.subscription_details). */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy);
}

async function findOurs(deps: Deps, stripeSubscriptionId: string | null) {
  if (!stripeSubscriptionId) return null;
  return deps.db.subscription.findUnique({
    where: { stripeSubscriptionId },
    select: {
      id: true,
      memberId: true,
      status: true,
      endDate: true,
      cancelRequestedAt: true,
      plan: { select: { name: true, autoRenewal: true } },
    },
  });
}

const TERMINAL: SubscriptionStatus[] = ['cancelled', 'expired'];

onStripeEvent('invoice.paid', async (deps, event) => {
  const invoice = event.data.object as Stripe.Invoice;
  const stripeSubscriptionId = subscriptionIdOfInvoice(invoice);
  const ours = await findOurs(deps, stripeSubscriptionId);
  if (!ours || !invoice.id) return false;
  // The first invoice is recorded by the sign-up payment itself (its gatewayRef).
  if ((await orderIdOfGatewayRef(deps, invoice.id)) !== null) return true;
  if (invoice.billing_reason === 'subscription_create') return false;
  await createPaidOrder(deps, {
    memberId: ours.memberId,
    origin: 'hpc_subscription',
    isHpc: true,
    subscriptionId: ours.id,
    description: `HPC subscription renewal - ${ours.plan.name}`,
    lines: [
      {
        productId: null,
        name: `${ours.plan.name} (Subscription #${ours.id} renewal)`,
        quantity: 1,
        unitPriceCents: invoice.amount_paid,
      },
    ],
    card: null,
    idempotencyKey: `stripe-${invoice.id}`,
    // Stripe has already taken the money: record it under the invoice id.
    charge: async () => ({ status: 'succeeded', gatewayRef: invoice.id, message: PAY_MSG.paymentSuccess }),
  });
  const periodEnd = invoice.lines?.data?.[0]?.period?.end;
  if (periodEnd) {
    const stripeEnd = new Date(periodEnd * 1000);
    // A closure of the centre falling in this period: Stripe's next charge moves on by its days.
    await deps.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Subscription" WHERE id = ${ours.id} FOR UPDATE`;
      const moved = await withClosureDays(tx, ours.id, stripeEnd, deps.settings.current().timeZone);
      if (moved.getTime() !== stripeEnd.getTime() && stripeSubscriptionId)
        await deps.gateway.moveNextCharge(stripeSubscriptionId, moved, false);
      await tx.subscription.update({ where: { id: ours.id }, data: { currentPeriodEnd: moved } });
    });
  }
  return true;
});

onStripeEvent('invoice.payment_failed', async (deps, event) => {
  const invoice = event.data.object as Stripe.Invoice;
  const ours = await findOurs(deps, subscriptionIdOfInvoice(invoice));
  if (!ours) return false;
  await suspendForFailedPayment(
    deps,
    ours.id,
    new Date(event.created * 1000),
    invoice.last_finalization_error?.message ?? 'the card was declined',
  );
  return true;
});

onStripeEvent('customer.subscription.updated', async (deps, event) => {
  const sub = event.data.object as Stripe.Subscription;
  const ours = await findOurs(deps, sub.id);
  if (!ours) return false;
  if (TERMINAL.includes(ours.status)) return true;
  let status: SubscriptionStatus | null = null;
  if (sub.pause_collection || sub.status === 'paused') status = 'paused';
  else if (sub.status === 'past_due' || sub.status === 'unpaid') status = 'suspended';
  else if (sub.status === 'active' || sub.status === 'trialing')
    status = ours.status === 'paused' ? null : 'active';
  else if (sub.status === 'canceled') status = ours.cancelRequestedAt ? 'cancelled' : 'expired';
  const periodEnd = sub.items?.data?.[0]?.current_period_end;
  await deps.db.subscription.update({
    where: { id: ours.id },
    data: {
      ...(status ? { status } : {}),
      ...(status === 'active' ? { lastPaymentFailedAt: null } : {}),
      ...(periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}),
    },
  });
  return true;
});

onStripeEvent('customer.subscription.deleted', async (deps, event) => {
  const sub = event.data.object as Stripe.Subscription;
  const ours = await findOurs(deps, sub.id);
  if (!ours) return false;
  if (TERMINAL.includes(ours.status)) return true;
  // Ran to its planned end (plan end date, or no auto renewal) -> expired; otherwise cancelled.
  const reachedEnd =
    (ours.endDate && isoOfDbDate(ours.endDate) <= todayIsoOf(deps)) || !ours.plan.autoRenewal;
  const status: SubscriptionStatus = ours.cancelRequestedAt || !reachedEnd ? 'cancelled' : 'expired';
  await deps.db.subscription.updateMany({
    where: { id: ours.id, status: { notIn: TERMINAL } },
    data: { status },
  });
  return true;
});

// Stripe payouts: each payout.* webhook fetches the payout afresh and lists its balance
// transactions (with their sources: the charge or refund each one is), then records them
// (payouts.service). Fetching afresh makes the order of events harmless: whichever arrives, the
// payout's status and movements are Stripe's latest. Stripe lists a payout's transactions only for
// automatic payouts, which is what an association's account uses.
import type Stripe from 'stripe';
import type { TPayoutItemKind } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { GatewayUnavailableError } from './gateway.js';
import { recordPayout, type GatewayPayout, type GatewayPayoutItem } from './payouts.service.js';
import { createStripeClient } from './stripe-gateway.js';
import { onStripeEvent } from './stripe-webhook.js';
import { TX_OPTIONS } from './order-core.js';

/** Stripe's balance transaction types, as the reconciliation groups them; any other is 'other'. */
const KINDS: Record<string, TPayoutItemKind> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  payment_failure_refund: 'refund',
  stripe_fee: 'fee',
  stripe_fx_fee: 'fee',
  tax_fee: 'fee',
};

const idOf = (ref: string | { id: string } | null | undefined) =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/** One balance transaction as a payout item; the references say which payment or refund it is. */
export function itemOfTransaction(txn: Stripe.BalanceTransaction): GatewayPayoutItem {
  const source = txn.source !== null && typeof txn.source === 'object' ? txn.source : null;
  let paymentRefs: string[] = [];
  let refundRef: string | null = null;
  if (source?.object === 'charge') {
    const intent = idOf(source.payment_intent);
    if (intent) paymentRefs = [intent];
  } else if (source?.object === 'refund') {
    refundRef = source.id;
    const intent = idOf(source.payment_intent);
    if (intent) paymentRefs = [intent];
  }
  return {
    gatewayRef: txn.id,
    kind: KINDS[txn.type] ?? 'other',
    type: txn.type,
    description: txn.description ?? txn.type,
    amountCents: txn.amount,
    feeCents: txn.fee,
    netCents: txn.net,
    occurredAt: new Date(txn.created * 1000),
    paymentRefs,
    refundRef,
  };
}

/** The payout and every transaction it carries (the payout's own transaction left out). */
export async function fetchStripePayout(stripe: Stripe, payoutId: string): Promise<GatewayPayout> {
  const payout = await stripe.payouts.retrieve(payoutId);
  const items: GatewayPayoutItem[] = [];
  for await (const txn of stripe.balanceTransactions.list({
    payout: payoutId,
    expand: ['data.source'],
    limit: 100,
  })) {
    if (txn.type !== 'payout') items.push(itemOfTransaction(txn));
  }
  return {
    gateway: 'stripe',
    gatewayRef: payout.id,
    status: payout.status,
    amountCents: payout.amount,
    // Stripe gives the arrival day as midnight UTC of that date.
    arrivalDate: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
    items,
  };
}

/**
 * A subscription's payments are recorded by their Stripe invoice (the first period's payment and
 * each renewal): for charges whose PaymentIntent is no payment of ours, the invoice it paid is
 * looked up too. Only those, so a payout of ordinary payments costs no extra calls.
 */
async function addInvoiceRefs(deps: Deps, stripe: Stripe, items: GatewayPayoutItem[]) {
  const intents = items.filter((i) => i.kind === 'charge').flatMap((i) => i.paymentRefs);
  if (intents.length === 0) return;
  const known = new Set(
    (
      await deps.db.payment.findMany({
        where: { gatewayRef: { in: intents } },
        select: { gatewayRef: true },
      })
    ).map((p) => p.gatewayRef),
  );
  for (const item of items) {
    const intent = item.kind === 'charge' ? item.paymentRefs[0] : undefined;
    if (!intent || known.has(intent)) continue;
    const paid = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intent },
      limit: 10,
    });
    item.paymentRefs.push(...paid.data.flatMap((p) => (idOf(p.invoice) ? [idOf(p.invoice) as string] : [])));
  }
}

let client: { key: string; stripe: Stripe } | undefined;
function stripeOf(deps: Deps): Stripe {
  const secretKey = deps.env.STRIPE_SECRET_KEY;
  if (!secretKey) throw new GatewayUnavailableError('Stripe is not configured (STRIPE_SECRET_KEY)');
  const key = `${secretKey} ${deps.env.STRIPE_API_URL ?? ''}`;
  if (client?.key !== key)
    client = { key, stripe: createStripeClient({ secretKey, apiUrl: deps.env.STRIPE_API_URL }) };
  return client.stripe;
}

/** Fetches a Stripe payout with its transactions and records it (again, up to date). */
export async function recordStripePayout(deps: Deps, payoutId: string): Promise<number> {
  const stripe = stripeOf(deps);
  const payout = await fetchStripePayout(stripe, payoutId);
  await addInvoiceRefs(deps, stripe, payout.items);
  return deps.db.$transaction((tx) => recordPayout(tx, payout), TX_OPTIONS);
}

for (const type of [
  'payout.created',
  'payout.updated',
  'payout.paid',
  'payout.failed',
  'payout.canceled',
] as const) {
  onStripeEvent(type, async (deps, event) => {
    await recordStripePayout(deps, (event.data.object as Stripe.Payout).id);
    return true;
  });
}

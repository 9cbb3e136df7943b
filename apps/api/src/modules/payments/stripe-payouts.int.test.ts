// Stripe payouts reconciled, with the real `stripe` SDK pointed at the local recorder
// (test/stripe-mock.ts): a signed payout webhook makes the portal fetch the payout and page through
// its balance transactions (sources expanded); each is matched to the payment it took, the staff
// refund it gave back or a subscription's invoice, and what matches nothing is counted. Later
// events bring the same payout up to date without repeating its movements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { todayIn, toIsoDate } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice } from '../../../test/money-factories.js';
import { startStripeMock, type StripeCall, type StripeMock } from '../../../test/stripe-mock.js';

const WEBHOOK_SECRET = 'whsec_test_courtside';
let ctx: TestContext;
let stripeApi: StripeMock;
let finance: { id: number };
let member: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const signer = new Stripe('sk_test_for_signing_only');
const today = () => toIsoDate(todayIn('Australia/Sydney'));
let events = 0;

function webhook(type: string, payoutId: string) {
  const payload = JSON.stringify({
    id: `evt_payout_${++events}`,
    object: 'event',
    type,
    data: { object: { id: payoutId, object: 'payout' } },
  });
  return ctx
    .api()
    .post('/api/payments/stripe/webhook')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
    .send(payload);
}

/** Stripe's side of one payout: its status, and its balance transactions in two pages. */
const stripeSide = {
  status: 'in_transit',
  transactions: [] as Array<Record<string, unknown>>,
  invoiceOfIntent: new Map<string, string>(),
};
const arrival = () => Date.parse(`${today()}T00:00:00Z`) / 1000;
const txn = (id: string, type: string, amount: number, fee: number, source: unknown) => ({
  id,
  object: 'balance_transaction',
  type,
  amount,
  fee,
  net: amount - fee,
  created: Math.floor(Date.now() / 1000),
  currency: 'aud',
  description: `${type} ${id}`,
  source,
});

function routeStripe(call: StripeCall) {
  if (call.method === 'GET' && call.path === '/v1/payouts/po_test_1') {
    const amount = stripeSide.transactions
      .filter((t) => t.type !== 'payout')
      .reduce((sum, t) => sum + (t.net as number), 0);
    return {
      status: 200,
      body: { id: 'po_test_1', object: 'payout', amount, arrival_date: arrival(), status: stripeSide.status },
    };
  }
  if (call.method === 'GET' && call.path === '/v1/balance_transactions') {
    const all = stripeSide.transactions;
    const after = call.query.starting_after;
    const from = after ? all.findIndex((t) => t.id === after) + 1 : 0;
    const page = all.slice(from, from + 3);
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/balance_transactions',
        data: page,
        has_more: from + 3 < all.length,
      },
    };
  }
  if (call.method === 'GET' && call.path === '/v1/invoice_payments') {
    const invoice = stripeSide.invoiceOfIntent.get(call.query['payment[payment_intent]'] ?? '');
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/invoice_payments',
        data: invoice ? [{ id: 'inpay_1', object: 'invoice_payment', invoice, status: 'paid' }] : [],
        has_more: false,
      },
    };
  }
  return undefined;
}

beforeAll(async () => {
  stripeApi = await startStripeMock();
  stripeApi.route = routeStripe;
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});

describe('Stripe payouts', () => {
  it('matches a payout’s charges, refunds and subscription payments, and shows what matches nothing', async () => {
    // A card payment of an invoice, part of it refunded by finance: both through Stripe.
    const inv = await createInvoice(ctx.db, { memberId: member.id, amountCents: 20_000 });
    const paid = await ctx
      .api()
      .post(`/api/ecommerce/invoice/${inv.id}/payment`)
      .set('authorization', bearer(member.id))
      .send({
        cardData: { paymentMethodId: 'pm_card_visa' },
        couponCart: [],
        donationCart: [],
        team: null,
        invoice: inv.id,
        invoiceCart: { amount: 200 },
        idempotencyKey: 'payout-invoice-pay-1',
      });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: paid.body.o_id } });
    const refunded = await ctx
      .api()
      .post(`/api/admin/orders/${payment.orderId}/refunds`)
      .set('authorization', bearer(finance.id))
      .send({ amount_cents: 5_000, reason: 'Charged twice', idempotency_key: 'payout-refund-1' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refund = await ctx.db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });

    // A subscription's renewal, recorded by its Stripe invoice (as the HPC webhooks record it).
    const renewal = await ctx.db.order.create({
      data: {
        memberId: member.id,
        origin: 'hpc_subscription',
        subtotalCents: 4_000,
        taxCents: 364,
        totalCents: 4_000,
        paid: true,
        payments: {
          create: {
            memberId: member.id,
            amountCents: 4_000,
            method: 'card',
            gateway: 'stripe',
            gatewayRef: 'in_renewal_1',
            status: 'succeeded',
          },
        },
      },
      include: { payments: true },
    });
    stripeSide.invoiceOfIntent.set('pi_renewal_1', 'in_renewal_1');

    stripeSide.transactions = [
      txn('txn_charge', 'charge', 20_000, 370, {
        id: 'ch_1',
        object: 'charge',
        payment_intent: payment.gatewayRef,
      }),
      txn('txn_refund', 'refund', -5_000, 0, {
        id: refund.gatewayRef,
        object: 'refund',
        payment_intent: payment.gatewayRef,
      }),
      txn('txn_renewal', 'charge', 4_000, 98, {
        id: 'ch_2',
        object: 'charge',
        payment_intent: 'pi_renewal_1',
      }),
      txn('txn_dispute', 'adjustment', -1_500, 0, { id: 'du_1', object: 'dispute' }),
      txn('txn_fee', 'stripe_fee', -200, 0, null),
      txn('txn_payout', 'payout', -17_000, 0, 'po_test_1'),
    ];

    stripeApi.calls.length = 0;
    const created = await webhook('payout.created', 'po_test_1');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // The SDK asked for the payout's own transactions with their sources, and paged through them.
    const lists = stripeApi.calls.filter((c) => c.path === '/v1/balance_transactions');
    expect(lists.map((c) => c.query)).toMatchObject([
      { payout: 'po_test_1', 'expand[0]': 'data.source' },
      { payout: 'po_test_1', starting_after: 'txn_renewal' },
    ]);
    // Only the charge that is no payment of ours by its PaymentIntent is looked up by invoice.
    expect(
      stripeApi.calls.filter((c) => c.path === '/v1/invoice_payments').map((c) => c.query),
    ).toMatchObject([{ 'payment[type]': 'payment_intent', 'payment[payment_intent]': 'pi_renewal_1' }]);

    // Paid: the same payout brought up to date, its movements not repeated; a redelivery changes nothing.
    stripeSide.status = 'paid';
    expect((await webhook('payout.paid', 'po_test_1')).status).toBe(200);
    const payout = await ctx.db.payout.findUniqueOrThrow({ where: { gatewayRef: 'po_test_1' } });
    expect(payout).toMatchObject({
      gateway: 'stripe',
      status: 'paid',
      amountCents: 20_000 - 370 - 5_000 + 3_902 - 1_500 - 200,
    });
    expect(await ctx.db.payoutItem.count({ where: { payoutId: payout.id } })).toBe(5);

    const list = await ctx
      .api()
      .get(`/api/admin/payouts?from=${today()}&to=${today()}`)
      .set('authorization', bearer(finance.id));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.payouts).toEqual([
      {
        id: payout.id,
        gateway: 'stripe',
        reference: 'po_test_1',
        status: 'paid',
        arrival_date: today(),
        amount_cents: payout.amountCents,
        charges_cents: 24_000,
        refunds_cents: -5_000,
        fees_cents: -370 - 98 - 200,
        other_cents: -1_500,
        items: 5,
        unmatched: 1,
        difference_cents: 0,
      },
    ]);
    expect(list.body.data.total).toEqual({ amount_cents: payout.amountCents, unmatched: 1 });

    const page = await ctx
      .api()
      .get(`/api/admin/payouts/${payout.id}`)
      .set('authorization', bearer(finance.id));
    expect(page.status).toBe(200);
    const byRef = Object.fromEntries(
      (page.body.data.items as Array<{ reference: string }>).map((i) => [i.reference, i]),
    );
    expect(byRef).toMatchObject({
      txn_charge: {
        kind: 'charge',
        payment: { id: payment.id, order_id: payment.orderId },
        refund_id: null,
        matched: true,
      },
      txn_refund: {
        kind: 'refund',
        amount_cents: -5_000,
        payment: { id: payment.id },
        refund_id: refund.id,
        matched: true,
      },
      txn_renewal: { kind: 'charge', payment: { id: renewal.payments[0]!.id }, matched: true },
      txn_dispute: { kind: 'other', type: 'adjustment', payment: null, matched: false },
      txn_fee: { kind: 'fee', payment: null, matched: true },
    });
  });

  it('is the treasurer’s: other staff and members are refused', async () => {
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    for (const as of [competition.id, member.id]) {
      const res = await ctx
        .api()
        .get(`/api/admin/payouts?from=${today()}&to=${today()}`)
        .set('authorization', bearer(as));
      expect(res.status).toBe(403);
    }
    expect((await ctx.api().get(`/api/admin/payouts/1`)).status).toBe(401);
  });
});

// HPC subscriptions with Stripe: the real `stripe` SDK pointed at a local recorder
// (test/stripe-mock.ts) that answers customers, PaymentMethods, products,
// subscriptions and invoices; renewals and failures arrive as signed webhooks.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { HPC_MSG, PAY_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { VISA } from '../../../test/money-factories.js';
import { createMember } from '../../../test/factories.js';
import { createHpcMember, createPlan, TZ } from '../../../test/hpc-factories.js';
import { startStripeMock, type StripeCall, type StripeMock } from '../../../test/stripe-mock.js';
import { addDaysIso, dbDate, startOfLocalDay, todayIso } from '../../lib/local-dates.js';
import { runDueRenewals } from './renewals.service.js';
import { addLocalDays } from './hpc-rules.js';

const WEBHOOK_SECRET = 'whsec_test_courtside_hpc';
const signer = new Stripe('sk_test_for_signing_only');
let ctx: TestContext;
let stripeApi: StripeMock;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let plan: { id: number; priceCents: number };

/** A tiny Stripe: what the HPC flows call, with the state they need. */
function fakeStripe() {
  let n = 0;
  const products = new Set<string>();
  const subscriptions = new Map<string, { id: string; status: string; openInvoice: string | null }>();
  const cardError = (message: string) => ({
    status: 402,
    body: { error: { type: 'card_error', code: 'card_declined', message } },
  });
  const subscriptionBody = (
    s: { id: string; status: string; openInvoice: string | null },
    invoiceId: string,
    invoiceStatus: string,
  ) => ({
    id: s.id,
    object: 'subscription',
    status: s.status,
    latest_invoice: { id: invoiceId, object: 'invoice', status: invoiceStatus },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  });
  return {
    subscriptions,
    route(call: StripeCall) {
      const { method, path, form } = call;
      if (method === 'POST' && path === '/v1/customers')
        return { status: 200, body: { id: `cus_mock_${++n}`, object: 'customer', email: form.email } };
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
      if (method === 'POST' && attach) {
        const pm = attach[1] as string;
        if (pm === 'pm_card_chargeDeclined') return cardError('Your card was declined.');
        return {
          status: 200,
          body: {
            id: pm,
            object: 'payment_method',
            customer: form.customer,
            card: {
              brand: pm.includes('mastercard') ? 'mastercard' : 'visa',
              last4: pm.includes('mastercard') ? '4444' : '4242',
            },
          },
        };
      }
      if (method === 'POST' && path === '/v1/products') {
        if (products.has(form.id as string))
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_already_exists',
                message: 'Product already exists.',
              },
            },
          };
        products.add(form.id as string);
        return { status: 200, body: { id: form.id, object: 'product', name: form.name } };
      }
      if (method === 'POST' && path === '/v1/subscriptions') {
        if (form.default_payment_method === 'pm_card_chargeCustomerFail')
          return cardError('Your card was declined.');
        const s = { id: `sub_mock_${++n}`, status: 'active', openInvoice: null };
        subscriptions.set(s.id, s);
        return { status: 200, body: subscriptionBody(s, `in_first_${s.id}`, 'paid') };
      }
      const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      const s = one ? subscriptions.get(one[1] as string) : undefined;
      if (s && method === 'POST')
        return {
          status: 200,
          body: subscriptionBody(s, s.openInvoice ?? `in_paid_${s.id}`, s.openInvoice ? 'open' : 'paid'),
        };
      if (s && method === 'DELETE') {
        s.status = 'canceled';
        return { status: 200, body: subscriptionBody(s, `in_paid_${s.id}`, 'paid') };
      }
      const pay = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path);
      if (method === 'POST' && pay) {
        for (const sub of subscriptions.values())
          if (sub.openInvoice === pay[1]) Object.assign(sub, { openInvoice: null, status: 'active' });
        return { status: 200, body: { id: pay[1], object: 'invoice', status: 'paid' } };
      }
      return undefined;
    },
  };
}
let stripeState: ReturnType<typeof fakeStripe>;

beforeAll(async () => {
  stripeApi = await startStripeMock();
  ctx = await createTestContext({
    TIME_ZONE: TZ,
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  plan = await createPlan(ctx.db, { name: 'Development Squad' });
  stripeState = fakeStripe();
  stripeApi.route = (call) => stripeState.route(call);
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  stripeApi.calls.length = 0;
});
afterEach(() => {
  ctx.clock.offsetMs = 0;
});

const subscribe = (
  memberId: number,
  cardData: unknown = { paymentMethodId: 'pm_card_visa' },
  idempotencyKey?: string,
) =>
  ctx
    .api()
    .post(`/api/hpc/plans/${plan.id}/payment`)
    .set('authorization', bearer(memberId))
    .send({ cardData, agreed: true, idempotencyKey });
const callsTo = (method: string, path: string | RegExp) =>
  stripeApi.calls.filter(
    (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
  );

function webhook(event: Record<string, unknown>) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return ctx
    .api()
    .post('/api/payments/stripe/webhook')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', header)
    .send(payload);
}

const invoiceEvent = (
  eventId: string,
  type: string,
  invoice: {
    id: string;
    subscription: string;
    billing_reason?: string;
    amount_paid?: number;
    periodEnd?: number;
  },
) => ({
  id: eventId,
  type,
  data: {
    object: {
      id: invoice.id,
      object: 'invoice',
      billing_reason: invoice.billing_reason ?? 'subscription_cycle',
      amount_paid: invoice.amount_paid ?? 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
      lines: {
        object: 'list',
        data: invoice.periodEnd
          ? [{ id: 'il_1', object: 'line_item', period: { start: 0, end: invoice.periodEnd } }]
          : [],
      },
    },
  },
});

async function subscribedMember(key?: string) {
  const m = await createHpcMember(ctx.db);
  const res = await subscribe(m.id, { paymentMethodId: 'pm_card_visa' }, key);
  expect(res.status).toBe(200);
  const sub = await ctx.db.subscription.findUniqueOrThrow({ where: { id: res.body.data.subscription_id } });
  return { m, sub, res };
}

describe('subscribing with Stripe', () => {
  it("creates the member's Customer, attaches the Elements card and starts a Stripe Subscription in AUD at the plan price", async () => {
    const { m, sub, res } = await subscribedMember('stripe-plan-0001');
    expect(res.body.data).toMatchObject({
      o_paid: true,
      message: HPC_MSG.subscriptionActivated,
      test_mode: false,
    });

    const [customer] = callsTo('POST', '/v1/customers');
    expect(customer?.idempotencyKey).toBe(`courtside:customer:m${m.id}`);
    expect(customer?.form).toMatchObject({ email: m.email, 'metadata[member_id]': String(m.id) });
    const member = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(member.stripeCustomerId).toMatch(/^cus_mock_/);
    expect(callsTo('POST', '/v1/payment_methods/pm_card_visa/attach')[0]?.form).toEqual({
      customer: member.stripeCustomerId,
    });

    const [create] = callsTo('POST', '/v1/subscriptions');
    expect(create?.form).toMatchObject({
      customer: member.stripeCustomerId,
      default_payment_method: 'pm_card_visa',
      'items[0][price_data][currency]': 'aud',
      'items[0][price_data][product]': `courtside_plan_${plan.id}`,
      'items[0][price_data][unit_amount]': '12000',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][recurring][interval_count]': '1',
      payment_behavior: 'error_if_incomplete',
      'metadata[subscription_id]': String(sub.id),
    });
    expect(create?.idempotencyKey).toBe(`courtside:m${m.id}-stripe-plan-0001:subscription`);
    expect(sub).toMatchObject({
      status: 'active',
      stripeSubscriptionId: expect.stringMatching(/^sub_mock_/),
      paymentMethodRef: 'pm_card_visa',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.data.o_id } });
    expect(payment).toMatchObject({
      gateway: 'stripe',
      gatewayRef: `in_first_${sub.stripeSubscriptionId}`,
      amountCents: 12_000,
      status: 'succeeded',
    });
    // No one-off PaymentIntent: the subscription's first invoice is the payment.
    expect(callsTo('POST', '/v1/payment_intents')).toHaveLength(0);

    // The member's second subscription (another plan) reuses the Customer.
    const other = await createPlan(ctx.db, {
      name: 'Elite Pathway',
      priceCents: 18_000,
      billingCycle: 'quarterly',
    });
    stripeApi.calls.length = 0;
    expect(
      (
        await ctx
          .api()
          .post(`/api/hpc/plans/${other.id}/payment`)
          .set('authorization', bearer(m.id))
          .send({ cardData: { paymentMethodId: 'pm_card_visa' }, agreed: true })
      ).status,
    ).toBe(200);
    expect(callsTo('POST', '/v1/customers')).toHaveLength(0);
    expect(callsTo('POST', '/v1/subscriptions')[0]?.form).toMatchObject({
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][recurring][interval_count]': '3',
    });
  });

  it('pays a block bought ahead now, and lets Stripe bill the next period only from the end of the first one (a trial until then)', async () => {
    const start = addDaysIso(todayIso(TZ, new Date()), 21);
    const term = await createPlan(ctx.db, {
      name: 'Winter Term',
      priceCents: 5_000,
      billingCycle: 'weekly',
      slidingDate: true,
      startDate: dbDate(start),
      endDate: dbDate(addDaysIso(start, 20)),
    });
    const m = await createHpcMember(ctx.db);
    const res = await ctx
      .api()
      .post(`/api/hpc/plans/${term.id}/payment`)
      .set('authorization', bearer(m.id))
      .send({ cardData: { paymentMethodId: 'pm_card_visa' }, agreed: true });
    expect(res.status).toBe(200);
    const sub = await ctx.db.subscription.findUniqueOrThrow({ where: { id: res.body.data.subscription_id } });
    const firstPeriodEnd = startOfLocalDay(addDaysIso(start, 7), TZ);
    expect(sub).toMatchObject({
      status: 'active',
      startDate: dbDate(start),
      currentPeriodEnd: firstPeriodEnd,
      stripeSubscriptionId: expect.stringMatching(/^sub_mock_/),
    });
    // The first period: one off-session charge of the saved card now.
    const [intent] = callsTo('POST', '/v1/payment_intents');
    expect(intent?.form).toMatchObject({
      amount: '5000',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
    });
    // The subscription charges nothing until the first period ends, and stops at the block's end.
    const [create] = callsTo('POST', '/v1/subscriptions');
    expect(create?.form).toMatchObject({
      trial_end: String(firstPeriodEnd.getTime() / 1000),
      cancel_at: String(startOfLocalDay(addDaysIso(start, 21), TZ).getTime() / 1000),
    });
    expect(create?.form.payment_behavior).toBeUndefined();
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.data.o_id } });
    expect(payment).toMatchObject({
      gateway: 'stripe',
      gatewayRef: expect.stringMatching(/^pi_mock_/),
      amountCents: 5_000,
      status: 'succeeded',
    });
  });

  it('refuses raw card numbers, and cards Stripe declines, recording nothing', async () => {
    const m = await createHpcMember(ctx.db);
    expect((await subscribe(m.id, VISA)).body).toEqual({
      error: 'error_payment',
      message: PAY_MSG.cardInvalid,
    });
    expect(stripeApi.calls).toHaveLength(0);
    expect((await subscribe(m.id, { paymentMethodId: 'pm_card_chargeDeclined' })).body).toEqual({
      error: 'error_payment',
      message: 'Your card was declined.',
    });
    expect((await subscribe(m.id, { paymentMethodId: 'pm_card_chargeCustomerFail' })).body).toEqual({
      error: 'error_payment',
      message: 'Your card was declined.',
    });
    expect(await ctx.db.subscription.count({ where: { memberId: m.id } })).toBe(0);
  });
});

describe('Stripe subscription webhooks', () => {
  it('records a renewal once from invoice.paid, and ignores the first invoice it already recorded', async () => {
    const { sub } = await subscribedMember();
    const first = await webhook(
      invoiceEvent(`evt_first_${sub.id}`, 'invoice.paid', {
        id: `in_first_${sub.stripeSubscriptionId}`,
        subscription: sub.stripeSubscriptionId as string,
        billing_reason: 'subscription_create',
        amount_paid: 12_000,
      }),
    );
    expect(first.status).toBe(200);
    expect(await ctx.db.order.count({ where: { subscriptionId: sub.id } })).toBe(1);

    const periodEnd = Math.floor(Date.now() / 1000) + 61 * 86_400;
    const renewal = invoiceEvent(`evt_renew_${sub.id}`, 'invoice.paid', {
      id: `in_renew_${sub.id}`,
      subscription: sub.stripeSubscriptionId as string,
      amount_paid: 12_000,
      periodEnd,
    });
    expect((await webhook(renewal)).body).toEqual({ received: true, duplicate: false });
    expect((await webhook(renewal)).body).toEqual({ received: true, duplicate: true });
    const orders = await ctx.db.order.findMany({
      where: { subscriptionId: sub.id, origin: 'hpc_subscription' },
      include: { payments: true },
    });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paid: true, isHpc: true, totalCents: 12_000 });
    expect(orders[0]?.payments[0]).toMatchObject({
      gateway: 'stripe',
      gatewayRef: `in_renew_${sub.id}`,
      status: 'succeeded',
    });
    expect(
      (await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).currentPeriodEnd.getTime(),
    ).toBe(periodEnd * 1000);
  });

  it('suspends on invoice.payment_failed; a card update pays the open invoice and makes it active again', async () => {
    const { m, sub } = await subscribedMember();
    const failed = await webhook(
      invoiceEvent(`evt_fail_${sub.id}`, 'invoice.payment_failed', {
        id: `in_due_${sub.id}`,
        subscription: sub.stripeSubscriptionId as string,
      }),
    );
    expect(failed.status).toBe(200);
    const suspended = await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(suspended.status).toBe('suspended');
    expect(suspended.lastPaymentFailedAt).not.toBeNull();
    await ctx.mail.waitFor((x) => x.to === m.email && x.subject.includes('payment failed'));
    expect(
      (await ctx.api().get('/api/member/user').set('authorization', bearer(m.id))).body.data.active_hpc_sub,
    ).toBe(0);

    const state = stripeState.subscriptions.get(sub.stripeSubscriptionId as string);
    if (state) Object.assign(state, { status: 'past_due', openInvoice: `in_due_${sub.id}` });
    stripeApi.calls.length = 0;
    const res = await ctx
      .api()
      .post(`/api/hpc/subscriptions/${sub.id}/updatecard`)
      .set('authorization', bearer(m.id))
      .send({ cardData: { paymentMethodId: 'pm_card_mastercard' }, action: 'updatecard', sub_id: sub.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: HPC_MSG.cardUpdated,
      data: { status: 'active', card_brand: 'mastercard', card_last4: '4444' },
    });
    expect(callsTo('POST', `/v1/subscriptions/${sub.stripeSubscriptionId}`)[0]?.form).toMatchObject({
      default_payment_method: 'pm_card_mastercard',
    });
    expect(callsTo('POST', `/v1/invoices/in_due_${sub.id}/pay`)[0]?.form).toEqual({
      payment_method: 'pm_card_mastercard',
    });
  });

  it('follows customer.subscription.updated and .deleted', async () => {
    const { sub } = await subscribedMember();
    const stripeSub = (status: string) => ({
      id: sub.stripeSubscriptionId,
      object: 'subscription',
      status,
      pause_collection: null,
      items: { object: 'list', data: [] },
    });
    await webhook({
      id: `evt_upd_${sub.id}`,
      type: 'customer.subscription.updated',
      data: { object: stripeSub('past_due') },
    });
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('suspended');
    await webhook({
      id: `evt_upd2_${sub.id}`,
      type: 'customer.subscription.updated',
      data: { object: stripeSub('active') },
    });
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('active');
    await webhook({
      id: `evt_del_${sub.id}`,
      type: 'customer.subscription.deleted',
      data: { object: stripeSub('canceled') },
    });
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('cancelled');
  });

  it('refuses an unsigned event', async () => {
    const res = await ctx
      .api()
      .post('/api/payments/stripe/webhook')
      .set('content-type', 'application/json')
      .send(
        JSON.stringify(
          invoiceEvent('evt_forged', 'invoice.payment_failed', { id: 'in_x', subscription: 'sub_x' }),
        ),
      );
    expect(res.status).toBe(400);
  });
});

describe('the subscription job with Stripe', () => {
  it('leaves renewals to Stripe, and stops the Stripe subscription when a pause takes effect', async () => {
    const { m, sub } = await subscribedMember();
    expect(
      (
        await ctx
          .api()
          .post('/api/hpc/subscriptions/sendaction')
          .set('authorization', bearer(m.id))
          .send({ id: sub.id, action: 'pause' })
      ).status,
    ).toBe(200);
    stripeApi.calls.length = 0;
    ctx.clock.offsetMs = 40 * 86_400_000;
    await runDueRenewals(ctx.app.deps);
    expect(callsTo('POST', '/v1/payment_intents')).toHaveLength(0);
    expect(await ctx.db.order.count({ where: { subscriptionId: sub.id } })).toBe(1);

    ctx.clock.offsetMs = 95 * 86_400_000;
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('paused');
    expect(callsTo('POST', `/v1/subscriptions/${sub.stripeSubscriptionId}`)[0]?.form).toMatchObject({
      'pause_collection[behavior]': 'void',
    });
  });
});

describe('closures and resuming with Stripe', () => {
  it("moves Stripe's next charge past a closure at once, or when the period holding it is paid, and on resuming", async () => {
    const { sub } = await subscribedMember();
    const staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
    const admin = (path: string, body: object) =>
      ctx.api().post(`/api/admin${path}`).set('authorization', bearer(staff.id)).send(body);
    const trialEnds = () =>
      callsTo('POST', `/v1/subscriptions/${sub.stripeSubscriptionId}`).map((c) => c.form);
    const days = (n: number) => n * 86_400_000;
    const unix = (d: Date) => String(Math.floor(d.getTime() / 1000));
    const today = todayIso(TZ, new Date());

    // Billed in 30 days: a 5-day closure starting in 5 days moves that charge on 5 days, at Stripe too.
    const first = await admin('/hpc/closures', {
      name: 'Easter',
      first_day: addDaysIso(today, 5),
      last_day: addDaysIso(today, 9),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const moved = await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(moved.currentPeriodEnd).toEqual(addLocalDays(sub.currentPeriodEnd, 5, TZ));
    expect(trialEnds()).toEqual([{ trial_end: unix(moved.currentPeriodEnd), proration_behavior: 'none' }]);

    // A closure after the next charge: the period paid then (it holds the closure) is lengthened.
    stripeApi.calls.length = 0;
    const later = await admin('/hpc/closures', {
      name: 'Winter break',
      first_day: addDaysIso(today, 50),
      last_day: addDaysIso(today, 56),
    });
    expect(later.body.data).toMatchObject({ days: 7 });
    expect(trialEnds()).toEqual([]);
    const periodEnd = Math.floor((Date.now() + days(65)) / 1000);
    const paid = await webhook(
      invoiceEvent('evt_closure_renewal', 'invoice.paid', {
        id: 'in_closure_renewal',
        subscription: sub.stripeSubscriptionId as string,
        amount_paid: 12_000,
        periodEnd,
      }),
    );
    expect(paid.status).toBe(200);
    const renewed = await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(renewed.currentPeriodEnd).toEqual(addLocalDays(new Date(periodEnd * 1000), 7, TZ));
    expect(trialEnds()).toEqual([{ trial_end: unix(renewed.currentPeriodEnd), proration_behavior: 'none' }]);

    // Paused by staff, resumed ten days later: Stripe's pause lifted and its charge ten days on.
    stripeApi.calls.length = 0;
    expect((await admin(`/hpc/subscriptions/${sub.id}/actions`, { action: 'pause' })).status).toBe(200);
    expect(trialEnds()).toEqual([{ 'pause_collection[behavior]': 'void' }]);
    ctx.clock.offsetMs = days(10);
    expect((await admin(`/hpc/subscriptions/${sub.id}/actions`, { action: 'resume' })).status).toBe(200);
    const resumed = await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(resumed.currentPeriodEnd).toEqual(addLocalDays(renewed.currentPeriodEnd, 10, TZ));
    expect(trialEnds()[1]).toEqual({
      trial_end: unix(resumed.currentPeriodEnd),
      proration_behavior: 'none',
      pause_collection: '',
    });
  });
});

// The Stripe gateway with the real `stripe` SDK, pointed at a local HTTP endpoint
// (test/stripe-mock.ts) that records what the SDK sends.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { PAY_MSG, todayIn, toIsoDate } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  VISA,
  createInvoice,
  createMembershipProduct,
  createVoucher,
  pinOf,
} from '../../../test/money-factories.js';
import { startStripeMock, type StripeMock } from '../../../test/stripe-mock.js';
import { expireAbandonedPayments, PENDING_PAYMENT_MINUTES } from './abandoned-payments.js';

const WEBHOOK_SECRET = 'whsec_test_courtside';
let ctx: TestContext;
let stripeApi: StripeMock;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const stripe = new Stripe('sk_test_for_signing_only');

const today = () => toIsoDate(todayIn('Australia/Sydney'));
const soon = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 5 * 86_400_000);

beforeAll(async () => {
  stripeApi = await startStripeMock();
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  await createMembershipProduct(ctx.db, 'basketball');
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  stripeApi.calls.length = 0;
  stripeApi.failNext = 0;
  stripeApi.down = false;
});

async function renewingMember() {
  const m = await createMember(ctx.db);
  await ctx.db.sportProfile.create({
    data: { memberId: m.id, sport: 'basketball', expiryDate: soon(), membRenewal: true },
  });
  return m;
}

const pay = (memberId: number, body: Record<string, unknown> = {}) =>
  ctx
    .api()
    .post('/api/ecommerce/membership/basketball')
    .set('authorization', bearer(memberId))
    .send({
      cardData: { paymentMethodId: 'pm_card_visa' },
      couponCart: null,
      donationCart: [],
      membershipCart: [{ p_name: 'x', p_price: 0.01 }],
      sport: 'basketball',
      ...body,
    });

function signedWebhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  // Stripe sends this exact content type.
  return ctx
    .api()
    .post('/api/payments/stripe/webhook')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', header)
    .send(payload);
}

const intentEvent = (id: string, type: string, intentId: string) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: intentId,
      object: 'payment_intent',
      status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
    },
  },
});

describe('Stripe PaymentIntents', () => {
  it('creates a confirmed PaymentIntent in AUD cents with an idempotency key, and records its id', async () => {
    const m = await renewingMember();
    const res = await pay(m.id, { idempotencyKey: 'first-attempt-0001' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      test_mode: false,
      client_secret: null,
    });

    const [create] = stripeApi.creates();
    expect(stripeApi.creates()).toHaveLength(1);
    expect(create?.form).toMatchObject({
      amount: '12000',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[member_id]': String(m.id),
      'metadata[order_id]': String(res.body.data.o_id),
    });
    expect(create?.idempotencyKey).toBe(`courtside:m${m.id}-first-attempt-0001:create`);
    const intent = [...stripeApi.intents.values()].find(
      (i) => i.metadata.order_id === String(res.body.data.o_id),
    );
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.data.o_id } });
    expect(payment).toMatchObject({
      gateway: 'stripe',
      gatewayRef: intent?.id,
      amountCents: 12_000,
      status: 'succeeded',
    });
  });

  it('sends the same idempotency key when the SDK retries a failed request, and charges once', async () => {
    const m = await renewingMember();
    stripeApi.failNext = 1;
    const res = await pay(m.id, { idempotencyKey: 'retry-attempt-0001' });
    expect(res.status).toBe(200);
    const creates = stripeApi.creates();
    expect(creates).toHaveLength(2);
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('keeps the key stable when the member retries after a decline, so Stripe answers the same decline', async () => {
    const m = await renewingMember();
    const body = {
      idempotencyKey: 'declined-attempt-01',
      cardData: { paymentMethodId: 'pm_card_chargeDeclined' },
    };
    const first = await pay(m.id, body);
    expect(first.status).toBe(402);
    expect(first.body).toEqual({ error: 'error_payment', message: 'Your card was declined.' });
    const second = await pay(m.id, body);
    expect(second.body.error).toBe('error_payment');
    const [a, b] = stripeApi.creates();
    expect(a?.idempotencyKey).toBeDefined();
    expect(b?.idempotencyKey).toBe(a?.idempotencyKey);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('makes exactly one order and one charge from 20 concurrent requests with one idempotency key', async () => {
    const m = await renewingMember();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(m.id, { idempotencyKey: 'double-click-0001' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data.o_id)).size).toBe(1);
    expect(stripeApi.creates()).toHaveLength(1);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(1);
    expect(await ctx.db.payment.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('never takes raw card numbers when Stripe is configured', async () => {
    const m = await renewingMember();
    const res = await pay(m.id, { cardData: VISA });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardInvalid });
    expect(stripeApi.calls).toHaveLength(0);
  });

  it('answers error_response 502 when Stripe cannot be reached, and records nothing', async () => {
    const m = await renewingMember();
    stripeApi.down = true;
    const res = await pay(m.id);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'error_response', message: PAY_MSG.gatewayUnavailable });
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('hands back the client secret for 3-D Secure, then confirms after the browser step', async () => {
    const m = await renewingMember();
    const res = await pay(m.id, {
      idempotencyKey: 'three-d-secure-01',
      cardData: { paymentMethodId: 'pm_card_threeDSecure2Required' },
    });
    expect(res.status).toBe(200);
    const intentId = [...stripeApi.intents.values()].find(
      (i) => i.metadata.order_id === String(res.body.data.o_id),
    )?.id;
    expect(res.body.data).toMatchObject({
      o_paid: false,
      status: 'requires_action',
      client_secret: `${intentId}_secret_mock`,
    });

    // The browser's stripe.handleNextAction() leaves the intent waiting for our confirmation.
    const intent = stripeApi.intents.get(intentId as string);
    if (intent) intent.status = 'requires_confirmation';
    const confirm = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.data.o_id });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ o_paid: true, status: 'succeeded' });
    const confirmCall = stripeApi.calls.find((c) => c.path === `/v1/payment_intents/${intentId}/confirm`);
    expect(confirmCall?.idempotencyKey).toBe(`courtside:m${m.id}-three-d-secure-01:confirm`);
    expect((await ctx.db.sportProfile.findFirstOrThrow({ where: { memberId: m.id } })).membRenewal).toBe(
      false,
    );
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  async function pendingOrder(voucher = false) {
    const m = await renewingMember();
    const v = voucher ? await createVoucher(ctx.db, m, { value: 1_000 }) : null;
    const res = await pay(m.id, {
      idempotencyKey: `webhook-${m.id}`,
      cardData: { paymentMethodId: 'pm_card_threeDSecure2Required' },
      couponCart: v ? { voucherNumber: v.number, voucherPin: pinOf(m), akv: true } : null,
    });
    expect(res.body.data.status).toBe('requires_action');
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.data.o_id } });
    return { m, v, orderId: res.body.data.o_id as number, intentId: payment.gatewayRef as string };
  }

  it('refunds at Stripe an invoice payment whose confirmation would overpay (paid meanwhile), with an idempotency key', async () => {
    const m = await renewingMember();
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 15_000 });
    const res = await ctx
      .api()
      .post(`/api/ecommerce/invoice/${inv.id}/payment`)
      .set('authorization', bearer(m.id))
      .send({
        cardData: { paymentMethodId: 'pm_card_threeDSecure2Required' },
        couponCart: [],
        donationCart: [],
        team: null,
        invoice: inv.id,
        invoiceCart: [{ p_name: 'x', p_price: 150 }],
        idempotencyKey: 'overpay-stripe-1',
      });
    expect(res.body).toMatchObject({ o_paid: false, status: 'requires_action' });
    const intentId = [...stripeApi.intents.values()].find(
      (i) => i.metadata.order_id === String(res.body.o_id),
    )?.id as string;
    // The whole amount is recorded paid in cash meanwhile; the browser then finishes 3-D Secure.
    const cash = await ctx.db.order.create({
      data: {
        memberId: m.id,
        origin: 'invoice',
        invoiceId: inv.id,
        subtotalCents: 15_000,
        taxCents: 0,
        totalCents: 15_000,
        paid: true,
      },
    });
    await ctx.db.payment.create({
      data: {
        orderId: cash.id,
        memberId: m.id,
        invoiceId: inv.id,
        description: 'Cash',
        amountCents: 15_000,
        method: 'cash',
        gateway: 'manual',
        status: 'succeeded',
      },
    });
    const intent = stripeApi.intents.get(intentId);
    if (intent) intent.status = 'requires_confirmation';
    const confirm = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.o_id });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toEqual({ error: 'error_paid', message: PAY_MSG.invoiceOverpaid });
    const refund = stripeApi.calls.find((c) => c.method === 'POST' && c.path === '/v1/refunds');
    expect(refund?.form).toMatchObject({ payment_intent: intentId, amount: '15000' });
    expect(refund?.idempotencyKey).toMatch(/^courtside:m\d+-overpay-stripe-1-\d+:refund$/);
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.o_id } });
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 15_000 });
    // Recorded as an automatic refund with Stripe's id: dated, and matched when a payout carries it.
    expect(await ctx.db.refund.findMany({ where: { paymentId: payment.id } })).toMatchObject([
      {
        amountCents: 15_000,
        byHand: false,
        staffMemberId: null,
        gatewayRef: expect.stringMatching(/^re_mock_/),
        reason: `Refused at settling: ${PAY_MSG.invoiceOverpaid}`,
      },
    ]);
  });

  it('settles a pending payment once, however often the event is delivered', async () => {
    const { m, orderId, intentId } = await pendingOrder();
    const first = await signedWebhook(intentEvent(`evt_${orderId}_a`, 'payment_intent.succeeded', intentId));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paid: true });
    const renewed = await ctx.db.sportProfile.findFirstOrThrow({ where: { memberId: m.id } });
    expect(renewed.membRenewal).toBe(false);

    const again = await signedWebhook(intentEvent(`evt_${orderId}_a`, 'payment_intent.succeeded', intentId));
    expect(again.body).toEqual({ received: true, duplicate: true });
    // A different event about the same payment (or the browser's confirm) changes nothing either.
    await signedWebhook(intentEvent(`evt_${orderId}_b`, 'payment_intent.succeeded', intentId));
    await ctx.api().post('/api/payments/confirm').set('authorization', bearer(m.id)).send({ o_id: orderId });
    expect((await ctx.db.sportProfile.findFirstOrThrow({ where: { memberId: m.id } })).expiryDate).toEqual(
      renewed.expiryDate,
    );
    expect(
      await ctx.db.gatewayEvent.count({
        where: { id: { in: [`evt_${orderId}_a`, `evt_${orderId}_b`] }, processedAt: { not: null } },
      }),
    ).toBe(2);
    await ctx.mail.waitFor((x) => x.to === m.email);
    expect(ctx.mail.messages.filter((x) => x.to === m.email)).toHaveLength(1);
  });

  it('cancels at Stripe a payment left waiting for 3-D Secure past the limit, and settles one that succeeded meanwhile', async () => {
    const abandoned = await pendingOrder(true);
    const succeeded = await pendingOrder();
    const intent = stripeApi.intents.get(succeeded.intentId);
    if (intent) intent.status = 'succeeded'; // the member finished, but the webhook never came
    const longAgo = new Date(ctx.app.deps.now().getTime() - (PENDING_PAYMENT_MINUTES + 1) * 60_000);
    await ctx.db.payment.updateMany({
      where: { orderId: { in: [abandoned.orderId, succeeded.orderId] } },
      data: { createdAt: longAgo },
    });

    expect(await expireAbandonedPayments(ctx.app.deps)).toEqual({ failed: 1, paid: 1, stillPending: 0 });
    expect(
      stripeApi.calls.filter((c) => c.path === `/v1/payment_intents/${abandoned.intentId}/cancel`),
    ).toHaveLength(1);
    expect(
      stripeApi.calls.filter((c) => c.path === `/v1/payment_intents/${succeeded.intentId}/cancel`),
    ).toHaveLength(0);
    expect(stripeApi.intents.get(abandoned.intentId)?.status).toBe('canceled');
    expect(
      (await ctx.db.voucher.findUniqueOrThrow({ where: { id: abandoned.v?.id } })).redeemedAt,
    ).toBeNull();
    expect(await ctx.db.payment.findFirstOrThrow({ where: { orderId: abandoned.orderId } })).toMatchObject({
      status: 'failed',
    });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: succeeded.orderId } })).paid).toBe(true);
  });

  it('gives the voucher back when Stripe reports the payment failed', async () => {
    const { v, orderId, intentId } = await pendingOrder(true);
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v?.id } })).redeemedOrderId).toBe(orderId);
    const res = await signedWebhook(
      intentEvent(`evt_${orderId}_fail`, 'payment_intent.payment_failed', intentId),
    );
    expect(res.status).toBe(200);
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v?.id } })).redeemedAt).toBeNull();
    expect(await ctx.db.payment.findFirstOrThrow({ where: { orderId } })).toMatchObject({ status: 'failed' });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).paid).toBe(false);
  });

  it('refuses a body whose signature does not verify', async () => {
    const { orderId, intentId } = await pendingOrder();
    const wrongSecret = await signedWebhook(
      intentEvent(`evt_${orderId}_forged`, 'payment_intent.succeeded', intentId),
      'whsec_someone_else',
    );
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error).toBe('invalid_signature');
    const unsigned = await ctx
      .api()
      .post('/api/payments/stripe/webhook')
      .set('content-type', 'application/json')
      .send(JSON.stringify(intentEvent('evt_x', 'payment_intent.succeeded', intentId)));
    expect(unsigned.status).toBe(400);
    // A signed body that was altered afterwards.
    const payload = JSON.stringify(
      intentEvent(`evt_${orderId}_tamper`, 'payment_intent.payment_failed', intentId),
    );
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await ctx
      .api()
      .post('/api/payments/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload.replace('payment_failed', 'succeeded'));
    expect(tampered.status).toBe(400);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).paid).toBe(false);
    expect(await ctx.db.gatewayEvent.count({ where: { id: { startsWith: `evt_${orderId}` } } })).toBe(0);
  });
});

describe('settings', () => {
  it('tells the web app to use Stripe Elements with the publishable key', async () => {
    const res = await ctx.api().get('/api/settings');
    expect(res.body).toMatchObject({ gateway: 'stripe', gateway_public_key: 'pk_test_courtside' });
  });
});

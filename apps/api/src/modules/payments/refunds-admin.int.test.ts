// The treasurer's refunds (POST /api/admin/orders/:id/refunds) with the real `stripe` SDK pointed
// at the local recorder (test/stripe-mock.ts): part of a member's card payment of an invoice goes
// back through Stripe with an idempotency key and the invoice owes it again by the member side's
// rule; a retry refunds once; Stripe refusing writes nothing; cash is refunded by hand; a line
// refunded in full gives its stock back and an order refunded in full frees its court slot; two
// refunds racing for what is left give it back once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice, createMembershipProduct } from '../../../test/money-factories.js';
import { createStoreProduct } from '../../../test/store-factories.js';
import { createHireVenue } from '../../../test/booking-factories.js';
import { startStripeMock, type StripeMock } from '../../../test/stripe-mock.js';

let ctx: TestContext;
let stripeApi: StripeMock;
let finance: { id: number };
let member: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let keys = 0;
/** A new refund request's key, as the console makes one per dialog. */
const newKey = () => `refund-key-${++keys}-${Date.now()}`;
const refund = (orderId: number, body: Record<string, unknown>, as = finance.id) =>
  ctx
    .api()
    .post(`/api/admin/orders/${orderId}/refunds`)
    .set('authorization', bearer(as))
    .send({ reason: 'Asked by the member', idempotency_key: newKey(), ...body });
const refundCalls = () => stripeApi.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');

/** A paid order with one line per entry and one payment of its total. */
async function paidOrder(
  lines: Array<{ name: string; cents: number; quantity?: number; productId?: number }>,
  payment: Partial<Prisma.PaymentUncheckedCreateInput> = {},
  origin: Prisma.OrderUncheckedCreateInput['origin'] = 'store',
) {
  const total = lines.reduce((sum, l) => sum + l.cents * (l.quantity ?? 1), 0);
  const order = await ctx.db.order.create({
    data: {
      memberId: member.id,
      origin,
      subtotalCents: total,
      taxCents: Math.round(total / 11),
      totalCents: total,
      paid: true,
      lines: {
        create: lines.map((l) => ({
          name: l.name,
          productId: l.productId ?? null,
          quantity: l.quantity ?? 1,
          unitPriceCents: l.cents,
          totalCents: l.cents * (l.quantity ?? 1),
        })),
      },
    },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  const paid = await ctx.db.payment.create({
    data: {
      orderId: order.id,
      memberId: member.id,
      amountCents: total,
      method: 'card',
      gateway: 'stripe',
      gatewayRef: `pi_test_${order.id}`,
      status: 'succeeded',
      ...payment,
    },
  });
  return { ...order, payment: paid };
}

beforeAll(async () => {
  stripeApi = await startStripeMock();
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_courtside',
    STRIPE_API_URL: stripeApi.url,
  });
  await createMembershipProduct(ctx.db, 'basketball');
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  stripeApi.calls.length = 0;
  stripeApi.down = false;
});

describe('refunds through Stripe', () => {
  it('gives back part of a card payment of an invoice with an idempotency key; the invoice owes it again, and a retry refunds once', async () => {
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
        invoiceCart: { amount: 150 },
        idempotencyKey: 'refund-invoice-pay-1',
      });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const orderId = paid.body.o_id as number;
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId } });
    const owing = async () =>
      (await ctx.api().get(`/api/ecommerce/invoice/${inv.id}`).set('authorization', bearer(member.id))).body
        .data.inv_owing as number;
    expect(await owing()).toBe(50);

    const key = newKey();
    const res = await refund(orderId, {
      amount_cents: 5_000,
      reason: 'Charged twice for one game',
      idempotency_key: key,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [call, ...more] = refundCalls();
    expect(more).toEqual([]);
    expect(call!.form).toMatchObject({
      payment_intent: payment.gatewayRef,
      amount: '5000',
      reason: 'requested_by_customer',
    });
    expect(call!.idempotencyKey).toBe(`courtside:staff-refund-${key}:${payment.id}:refund`);
    expect(res.body.data).toMatchObject({
      status: 'part_refunded',
      received_cents: 15_000,
      refunded_cents: 5_000,
      refundable_cents: 10_000,
      refunds: [
        {
          payment_id: payment.id,
          amount_cents: 5_000,
          reason: 'Charged twice for one game',
          by_hand: false,
          gateway_ref: expect.stringMatching(/^re_mock_/),
          line: null,
        },
      ],
    });
    // The member side's rule: 200.00 - (150.00 - 50.00 refunded).
    expect(await owing()).toBe(100);
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'order.refund', entityId: String(orderId) },
    });
    expect(audit).toMatchObject({ actorId: finance.id, reason: 'Charged twice for one game' });

    // The same request again (a double submit, a retry): nothing more goes back.
    const again = await refund(orderId, { amount_cents: 5_000, idempotency_key: key });
    expect(again.status).toBe(200);
    expect(refundCalls()).toHaveLength(1);
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      refundedCents: 5_000,
      status: 'succeeded',
    });
    expect(await owing()).toBe(100);
  });

  it('writes nothing when Stripe cannot refund (502), and the same key works once Stripe is back', async () => {
    const order = await paidOrder([{ name: 'Singlet', cents: 4_000 }]);
    stripeApi.down = true;
    const key = newKey();
    const res = await refund(order.id, { amount_cents: 4_000, idempotency_key: key });
    expect(res.status).toBe(502);
    expect(await ctx.db.refund.count({ where: { paymentId: order.payment.id } })).toBe(0);
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: order.payment.id } })).toMatchObject({
      refundedCents: 0,
      status: 'succeeded',
    });
    stripeApi.down = false;
    const retry = await refund(order.id, { amount_cents: 4_000, idempotency_key: key });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'refunded', refundable_cents: 0 });
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: order.payment.id } })).toMatchObject({
      refundedCents: 4_000,
      status: 'refunded',
    });
  });

  it('records a cash refund as paid back by hand, without Stripe, and refuses more than is left', async () => {
    const order = await paidOrder([{ name: 'Raffle tickets', cents: 3_000 }], {
      method: 'cash',
      gateway: 'manual',
      gatewayRef: null,
    });
    const tooMuch = await refund(order.id, { amount_cents: 3_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({
      amount_cents: ['At most $30.00 is left to refund on this order.'],
    });
    const res = await refund(order.id, { amount_cents: 1_000, reason: 'One ticket returned' });
    expect(res.status).toBe(200);
    expect(res.body.data.refunds).toMatchObject([{ amount_cents: 1_000, by_hand: true, gateway_ref: null }]);
    expect(refundCalls()).toEqual([]);
    const blank = await refund(order.id, { amount_cents: 100, reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toHaveProperty('reason');
  });

  it('gives back a line’s stock only once the line is refunded in full, and the rest with the whole order', async () => {
    const camp = await createStoreProduct(ctx.db, { name: 'Holiday Camp', quantity: 20, booked: 5 });
    const ball = await createStoreProduct(ctx.db, { name: 'Size 7 ball', quantity: 10, booked: 3 });
    const order = await paidOrder([
      { name: 'Holiday Camp', cents: 10_000, quantity: 2, productId: camp.id },
      { name: 'Size 7 ball', cents: 6_000, productId: ball.id },
    ]);
    const [campLine, ballLine] = order.lines;
    const booked = async () =>
      (
        await ctx.db.product.findMany({ where: { id: { in: [camp.id, ball.id] } }, orderBy: { id: 'asc' } })
      ).map((p) => p.booked);

    // Part of the camp line: a goodwill refund, the places stay taken.
    const part = await refund(order.id, { amount_cents: 5_000, line_id: campLine!.id });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(await booked()).toEqual([5, 3]);
    const over = await refund(order.id, { amount_cents: 15_001, line_id: campLine!.id });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ amount_cents: ['At most $150.00 of this line is left to refund.'] });

    // The rest of the camp line: its two places go back on sale.
    const rest = await refund(order.id, { amount_cents: 15_000, line_id: campLine!.id });
    expect(rest.status).toBe(200);
    expect(rest.body.data.lines.map((l: { refunded_cents: number }) => l.refunded_cents)).toEqual([
      20_000, 0,
    ]);
    expect(await booked()).toEqual([3, 3]);

    // The whole order's remainder: the ball goes back too, the camp not twice.
    const whole = await refund(order.id, { amount_cents: 6_000 });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toMatchObject({ status: 'refunded', refundable_cents: 0 });
    expect(await booked()).toEqual([3, 2]);
    const nothing = await refund(order.id, { amount_cents: 100 });
    expect(nothing.status).toBe(409);
    expect(refundCalls().map((c) => c.form.amount)).toEqual(['5000', '15000', '6000']);
    expect(ballLine!.id).toBeGreaterThan(campLine!.id);
  });

  it('frees the court slot of a court hire refunded in full, not of one refunded in part', async () => {
    const hire = await createHireVenue(ctx.db);
    const slot = async (startsAt: string) => {
      const order = await paidOrder([{ name: 'Court hire', cents: 6_000 }], {}, 'booking');
      const booking = await ctx.db.booking.create({
        data: {
          memberId: member.id,
          courtId: hire.single,
          startsAt: new Date(startsAt),
          endsAt: new Date(Date.parse(startsAt) + 3_600_000),
          sportId: hire.basketball,
          typeId: hire.casual,
          orderId: order.id,
          priceCents: 6_000,
          status: 'booked',
          occupancies: {
            create: [
              {
                courtId: hire.single,
                startsAt: new Date(startsAt),
                endsAt: new Date(Date.parse(startsAt) + 3_600_000),
              },
            ],
          },
        },
      });
      return { order, booking };
    };
    const kept = await slot('2026-12-20T07:00:00Z');
    const freed = await slot('2026-12-21T07:00:00Z');
    expect((await refund(kept.order.id, { amount_cents: 2_000 })).status).toBe(200);
    expect((await refund(freed.order.id, { amount_cents: 6_000 })).status).toBe(200);
    expect(await ctx.db.booking.findUniqueOrThrow({ where: { id: kept.booking.id } })).toMatchObject({
      status: 'booked',
    });
    expect(await ctx.db.booking.findUniqueOrThrow({ where: { id: freed.booking.id } })).toMatchObject({
      status: 'cancelled',
    });
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: freed.booking.id } })).toBe(0);
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: kept.booking.id } })).toBe(1);
  });

  it('gives back what is left once when two staff refund it at the same moment', async () => {
    const order = await paidOrder([{ name: 'Tournament entry', cents: 10_000 }]);
    const answers = await Promise.all([
      refund(order.id, { amount_cents: 10_000 }),
      refund(order.id, { amount_cents: 10_000 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(refundCalls()).toHaveLength(1);
    expect(
      await ctx.db.refund.aggregate({ where: { paymentId: order.payment.id }, _sum: { amountCents: true } }),
    ).toEqual({
      _sum: { amountCents: 10_000 },
    });
  });

  it('refuses a refund key already used for another order', async () => {
    const first = await paidOrder([{ name: 'Shorts', cents: 3_500 }]);
    const second = await paidOrder([{ name: 'Socks', cents: 1_500 }]);
    const key = newKey();
    expect((await refund(first.id, { amount_cents: 500, idempotency_key: key })).status).toBe(200);
    const reused = await refund(second.id, { amount_cents: 500, idempotency_key: key });
    expect(reused.status).toBe(409);
    expect(await ctx.db.refund.count({ where: { paymentId: second.payment.id } })).toBe(0);
  });

  it('matches a refund key exactly: an underscore is a character, not a wildcard', async () => {
    const first = await paidOrder([{ name: 'Bottle', cents: 2_000 }]);
    const second = await paidOrder([{ name: 'Towel', cents: 2_000 }]);
    const base = newKey();
    expect((await refund(first.id, { amount_cents: 500, idempotency_key: `${base}a` })).status).toBe(200);
    // Another key on the same order refunds again.
    expect((await refund(first.id, { amount_cents: 500, idempotency_key: `${base}_b` })).status).toBe(200);
    expect(await ctx.db.refund.count({ where: { paymentId: first.payment.id } })).toBe(2);
    // And a key that only a wildcard would match is free for another order.
    expect((await refund(second.id, { amount_cents: 500, idempotency_key: `${base}_` })).status).toBe(200);
    expect(await ctx.db.refund.count({ where: { paymentId: second.payment.id } })).toBe(1);
  });

  it('lets finance staff and admins refund, not competition staff', async () => {
    const order = await paidOrder([{ name: 'Cap', cents: 2_500 }]);
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    expect((await refund(order.id, { amount_cents: 500 }, competition.id)).status).toBe(403);
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    expect((await refund(order.id, { amount_cents: 500 }, admin.id)).status).toBe(200);
    expect((await refund(999_999, { amount_cents: 500 })).status).toBe(404);
  });
});

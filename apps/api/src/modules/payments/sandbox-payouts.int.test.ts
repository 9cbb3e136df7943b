// The sandbox's daily payouts, so the treasurer's reconciliation works without Stripe: a day's
// sandbox card payments (less Stripe's Australian fee) and card refunds are paid out once, the next
// day, however many runs race for it; card payments no payout carries are listed until one does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn, toIsoDate } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice, VISA } from '../../../test/money-factories.js';
import { addDaysIso } from '../../lib/local-dates.js';
import { makeSandboxPayouts, sandboxFeeCents, sandboxPayoutsJob } from './payouts.service.js';

const TZ = 'Australia/Sydney';
let ctx: TestContext;
let finance: { id: number };
let member: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const today = () => toIsoDate(todayIn(TZ));
let keys = 0;

/** The member pays `dollars` of a new invoice by sandbox card; answers the payment. */
async function payByCard(dollars: number) {
  const inv = await createInvoice(ctx.db, { memberId: member.id, amountCents: dollars * 100 });
  const res = await ctx
    .api()
    .post(`/api/ecommerce/invoice/${inv.id}/payment`)
    .set('authorization', bearer(member.id))
    .send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      team: null,
      invoice: inv.id,
      invoiceCart: { amount: dollars },
      idempotencyKey: `sandbox-payout-pay-${++keys}`,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ctx.db.payment.findFirstOrThrow({ where: { orderId: res.body.o_id } });
}

const list = (from: string, to: string) =>
  ctx.api().get(`/api/admin/payouts?from=${from}&to=${to}`).set('authorization', bearer(finance.id));

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());

describe('sandbox payouts', () => {
  it('pays out each day’s card payments and refunds once, the next day, however many runs race', async () => {
    // Three days ago: a $60 payment. Today: $150, of which finance refunds $20.
    const old = await payByCard(60);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await ctx.db.order.update({ where: { id: old.orderId }, data: { paidAt: threeDaysAgo } });
    const recent = await payByCard(150);
    const refunded = await ctx
      .api()
      .post(`/api/admin/orders/${recent.orderId}/refunds`)
      .set('authorization', bearer(finance.id))
      .send({ amount_cents: 2_000, reason: 'Goodwill', idempotency_key: 'sandbox-payout-refund' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refund = await ctx.db.refund.findFirstOrThrow({ where: { paymentId: recent.id } });

    // Before any payout: the old payment is overdue for one; today's is not yet.
    const from = addDaysIso(today(), -5);
    const before = await list(from, addDaysIso(today(), 1));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.payouts).toEqual([]);
    expect(before.body.data.not_paid_out).toMatchObject([
      { payment_id: old.id, order_id: old.orderId, amount_cents: 6_000, gateway: 'sandbox' },
    ]);
    expect(before.body.data.not_paid_out_total).toBe(1);

    // Two runs at once through two connections (as two processes would): each day paid out once.
    const runs = await Promise.all([
      makeSandboxPayouts(ctx.db, TZ, today()),
      makeSandboxPayouts(ctx.app.deps.db, TZ, today()),
    ]);
    expect(runs.map((r) => r.payouts).sort()).toEqual([0, 2]);
    expect(await makeSandboxPayouts(ctx.db, TZ, today())).toEqual({ payouts: 0 });

    const after = await list(from, addDaysIso(today(), 1));
    const oldDay = toIsoDate(todayIn(TZ, threeDaysAgo));
    const todayNet = 15_000 - sandboxFeeCents(15_000) - 2_000;
    expect(after.body.data.payouts).toMatchObject([
      {
        gateway: 'sandbox',
        reference: `sandbox_po_${today()}`,
        status: 'paid',
        arrival_date: addDaysIso(today(), 1),
        amount_cents: todayNet,
        charges_cents: 15_000,
        refunds_cents: -2_000,
        fees_cents: -(255 + 30),
        items: 2,
        unmatched: 0,
        difference_cents: 0,
      },
      {
        reference: `sandbox_po_${oldDay}`,
        arrival_date: addDaysIso(oldDay, 1),
        amount_cents: 6_000 - (102 + 30),
        items: 1,
        unmatched: 0,
      },
    ]);
    expect(after.body.data.not_paid_out).toEqual([]);

    const todays = after.body.data.payouts[0];
    const page = await ctx
      .api()
      .get(`/api/admin/payouts/${todays.id}`)
      .set('authorization', bearer(finance.id));
    expect(page.body.data.items).toMatchObject([
      { kind: 'charge', amount_cents: 15_000, fee_cents: 285, net_cents: 14_715, payment: { id: recent.id } },
      { kind: 'refund', amount_cents: -2_000, net_cents: -2_000, refund_id: refund.id, matched: true },
    ]);

    const csv = await ctx
      .api()
      .get(`/api/admin/payouts/${todays.id}/items.csv`)
      .set('authorization', bearer(finance.id));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('When,Kind,Gateway type,Reference,Description,Order,Member,Amount,Fee,Net,Matched');
    expect(lines.slice(1).map((l) => l.split(',').slice(-4))).toEqual([
      ['150.00', '-2.85', '147.15', 'yes'],
      ['-20.00', '0.00', '-20.00', 'yes'],
    ]);
  });

  it('runs daily as a job, paying out yesterday once', async () => {
    const payment = await payByCard(40);
    // Tomorrow, the job pays out today's payment.
    ctx.clock.offsetMs = 86_400_000;
    try {
      expect(await sandboxPayoutsJob.run(ctx.app.deps)).toEqual({ payouts: 1 });
      expect(await sandboxPayoutsJob.run(ctx.app.deps)).toEqual({ payouts: 0 });
    } finally {
      ctx.clock.offsetMs = 0;
    }
    const carried = await ctx.db.payoutItem.findFirstOrThrow({ where: { paymentId: payment.id } });
    const payout = await ctx.db.payout.findUniqueOrThrow({ where: { id: carried.payoutId } });
    expect(payout.gatewayRef).toBe(`sandbox_po_${today()}`);
    expect(payout.amountCents).toBe(
      (await ctx.db.payoutItem.aggregate({ where: { payoutId: payout.id }, _sum: { netCents: true } }))._sum
        .netCents,
    );
  });

  it('is the treasurer’s: a 400-day period at most', async () => {
    const res = await list('2025-01-01', '2026-12-31');
    expect(res.status).toBe(422);
  });
});

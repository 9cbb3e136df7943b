import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PAY_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  VISA,
  card,
  createDonationProduct,
  createInvoice,
  createTeamWith,
  createVoucher,
  pinOf,
  recordInvoicePayment,
} from '../../../test/money-factories.js';
import { owingCents } from './invoices.service.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let donation: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
  donation = await createDonationProduct(ctx.db);
});
afterAll(() => ctx?.close());

const payInvoice = (
  memberId: number,
  invoiceId: number,
  amount: number,
  body: Record<string, unknown> = {},
) =>
  ctx
    .api()
    .post(`/api/ecommerce/invoice/${invoiceId}/payment`)
    .set('authorization', bearer(memberId))
    .send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      team: null,
      invoice: invoiceId,
      invoiceCart: [{ p_name: `Invoice #${invoiceId}`, p_price: amount }],
      ...body,
    });

const listFor = async (memberId: number) =>
  (await ctx.api().get('/api/ecommerce/invoices').set('authorization', bearer(memberId))).body.data;

describe('owing', () => {
  it('is the amount minus payments, refunds counting negative and discounts added', () => {
    const p = (
      amountCents: number,
      refundedCents = 0,
      discountCents = 0,
      status: 'succeeded' | 'refunded' | 'failed' | 'pending' = 'succeeded',
    ) => ({ amountCents, refundedCents, discountCents, status });
    expect(owingCents(20_000, [])).toBe(20_000);
    expect(owingCents(20_000, [p(5_000), p(3_000, 0, 2_000)])).toBe(10_000);
    expect(owingCents(20_000, [p(5_000, 5_000, 0, 'refunded')])).toBe(20_000);
    expect(owingCents(20_000, [p(8_000, 3_000)])).toBe(15_000);
    // Declined and unfinished payments are not money received.
    expect(owingCents(20_000, [p(5_000, 0, 0, 'failed'), p(5_000, 0, 0, 'pending')])).toBe(20_000);
  });
});

describe('GET /api/ecommerce/invoices', () => {
  it('lists the member invoices with their fields, owing and paid flag', async () => {
    const m = await createMember(ctx.db, { firstname: 'Jack', lastname: 'Thompson' });
    const inv = await createInvoice(ctx.db, {
      memberId: m.id,
      amountCents: 20_000,
      dueDate: new Date('2026-12-31T00:00:00Z'),
    });
    const payment = await recordInvoicePayment(ctx.db, inv, m.id, 5_000, { discountCents: 1_000 });
    await recordInvoicePayment(ctx.db, inv, m.id, 2_000, { refundedCents: 2_000, status: 'refunded' });
    const data = await listFor(m.id);
    expect(data.invoices_count).toBe(1);
    expect(data.invoices[0]).toMatchObject({
      inv_id: inv.id,
      inv_invoiceable: 'Jack Thompson',
      inv_invoiceable_type: 'member',
      inv_team_id: null,
      inv_legacy_teams: null,
      inv_due_date: '31/12/2026',
      inv_amount: 200,
      inv_discount: 0,
      inv_tax: 18.18,
      inv_paid: 'No',
      inv_owing: 140,
      inv_products: [
        { opr_name: 'Season game fees', opr_quantity: 10, opr_price: 20, opr_total: 200, opr_payout: 5 },
      ],
      inv_booking: false,
      inv_bookings: [],
    });
    expect(data.invoices[0].inv_payments[0]).toMatchObject({
      p_id: payment.id,
      pid: payment.id,
      p_amount: 50,
      p_discount: 10,
      p_refunded: 0,
      p_origin: 'invoice',
      p_member: 'Jack Thompson',
      p_status: 'Paid',
      p_method: 'cash',
      o_id: payment.orderId,
    });
    expect(data.invoices[0].inv_payments[1]).toMatchObject({
      p_amount: 20,
      p_refunded: 20,
      p_status: 'Refunded',
    });
  });

  it("includes a team's invoices for its managers and admins only", async () => {
    const manager = await createMember(ctx.db);
    const admin = await createMember(ctx.db);
    const coach = await createMember(ctx.db);
    const player = await createMember(ctx.db);
    const team = await createTeamWith(ctx.db, [
      { memberId: manager.id, role: 'manager' },
      { memberId: admin.id, role: 'admin' },
      { memberId: coach.id, role: 'coach' },
      { memberId: player.id, role: 'player' },
    ]);
    const inv = await createInvoice(ctx.db, { teamId: team.id, legacyTeams: 'Hoopers (2025)' });
    for (const m of [manager, admin]) {
      const data = await listFor(m.id);
      expect(data.invoices.map((i: { inv_id: number }) => i.inv_id)).toEqual([inv.id]);
      expect(data.invoices[0]).toMatchObject({
        inv_invoiceable: team.name,
        inv_invoiceable_type: 'team',
        inv_team_id: team.id,
        inv_legacy_teams: 'Hoopers (2025)',
      });
    }
    for (const m of [coach, player]) {
      expect((await listFor(m.id)).invoices_count).toBe(0);
      expect(
        (await ctx.api().get(`/api/ecommerce/invoice/${inv.id}`).set('authorization', bearer(m.id))).status,
      ).toBe(404);
    }
  });

  it('shows the booking table of an invoice with bookings', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id });
    const venue = await ctx.db.venue.create({ data: { name: 'Harbour Stadium' } });
    const sport = await ctx.db.bookingSport.create({ data: { venueId: venue.id, name: 'Basketball' } });
    const type = await ctx.db.bookingType.create({ data: { name: 'Casual', slug: `casual-${m.id}` } });
    const court = await ctx.db.court.create({ data: { venueId: venue.id, name: 'Court 1' } });
    await ctx.db.booking.create({
      data: {
        memberId: m.id,
        courtId: court.id,
        sportId: sport.id,
        typeId: type.id,
        invoiceId: inv.id,
        startsAt: new Date('2026-12-05T07:00:00Z'),
        endsAt: new Date('2026-12-05T08:00:00Z'),
        priceCents: 5_000,
        status: 'booked',
      },
    });
    const res = await ctx.api().get(`/api/ecommerce/invoice/${inv.id}`).set('authorization', bearer(m.id));
    expect(res.body.data.inv_booking).toBe(true);
    expect(res.body.data.inv_bookings[0]).toMatchObject({
      b_venue: 'Harbour Stadium',
      b_sport: 'Basketball',
      b_space: 'Court 1',
      b_type: 'Casual',
      b_option: '',
      b_from_formatted: '05/12/2026 6:00 PM',
    });
  });

  it('needs sign-in', async () => {
    expect((await ctx.api().get('/api/ecommerce/invoices')).status).toBe(401);
  });
});

describe('POST /api/ecommerce/invoice/{invoice}/payment', () => {
  it('part-pays an invoice twice until it is fully paid, then answers error_paid', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 15_000 });
    const first = await payInvoice(m.id, inv.id, 100);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ o_paid: true, status: 'succeeded', message: PAY_MSG.paymentSuccess });
    expect((await listFor(m.id)).invoices[0]).toMatchObject({ inv_owing: 50, inv_paid: 'No' });

    const second = await payInvoice(m.id, inv.id, 50);
    expect(second.status).toBe(200);
    expect((await listFor(m.id)).invoices[0]).toMatchObject({ inv_owing: 0, inv_paid: 'Yes' });

    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: second.body.o_id },
      include: { lines: true, payments: true },
    });
    expect(order).toMatchObject({
      origin: 'invoice',
      invoiceId: inv.id,
      subtotalCents: 5_000,
      totalCents: 5_000,
      taxCents: 455,
    });
    expect(order.lines[0]).toMatchObject({ name: `Invoice #${inv.id} payment`, unitPriceCents: 5_000 });
    expect(order.payments[0]).toMatchObject({ invoiceId: inv.id, amountCents: 5_000 });

    const third = await payInvoice(m.id, inv.id, 1);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ error: 'error_paid', message: PAY_MSG.invoicePaid });
    await ctx.mail.waitFor((x) => x.to === m.email && x.text.includes(`invoice #${inv.id}`));
  });

  it('refuses more than the amount owing and less than $1', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 10_000 });
    await recordInvoicePayment(ctx.db, inv, m.id, 4_000);
    const tooMuch = await payInvoice(m.id, inv.id, 60.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({ error: 'error_response', message: PAY_MSG.amountTooHigh });
    expect((await payInvoice(m.id, inv.id, 0.99)).body).toEqual({
      error: 'error_response',
      message: PAY_MSG.amountTooLow,
    });
    expect((await payInvoice(m.id, inv.id, 60)).status).toBe(200);
  });

  it('takes a voucher off the chosen amount, and the discount counts towards the invoice', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 });
    const v = await createVoucher(ctx.db, m, { value: 3_000 });
    const res = await payInvoice(m.id, inv.id, 100, {
      couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
    });
    expect(res.status).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.o_id },
      include: { payments: true },
    });
    expect(order).toMatchObject({ subtotalCents: 10_000, discountCents: 3_000, totalCents: 7_000 });
    expect(order.payments).toEqual([
      expect.objectContaining({ amountCents: 7_000, discountCents: 3_000, invoiceId: inv.id }),
    ]);
    // $100 of the invoice is settled: $70 by card, $30 by voucher.
    expect((await listFor(m.id)).invoices[0].inv_owing).toBe(100);
  });

  it('keeps a donation out of the invoice: it is its own payment row', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 });
    const res = await payInvoice(m.id, inv.id, 50, { donationCart: [{ product_id: donation.id }] });
    expect(res.status).toBe(200);
    const payments = await ctx.db.payment.findMany({
      where: { orderId: res.body.o_id },
      orderBy: { id: 'asc' },
    });
    expect(payments.map((p) => [p.invoiceId, p.amountCents, p.status])).toEqual([
      [inv.id, 5_000, 'succeeded'],
      [null, 100, 'succeeded'],
    ]);
    expect((await listFor(m.id)).invoices[0].inv_owing).toBe(150);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.o_id } })).toMatchObject({
      totalCents: 5_100,
      donationCents: 100,
    });
  });

  it('lets a team manager pay the team invoice', async () => {
    const manager = await createMember(ctx.db);
    const team = await createTeamWith(ctx.db, [{ memberId: manager.id, role: 'manager' }]);
    const inv = await createInvoice(ctx.db, { teamId: team.id, amountCents: 30_000 });
    const res = await payInvoice(manager.id, inv.id, 300, { team: team.id });
    expect(res.status).toBe(200);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.o_id } })).toMatchObject({
      memberId: manager.id,
      teamId: team.id,
    });
  });

  it('answers error_payment for a declined card', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id });
    const res = await payInvoice(m.id, inv.id, 20, { cardData: card('4000000000000002') });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardDeclined });
    expect((await listFor(m.id)).invoices[0].inv_owing).toBe(200);
  });

  it("answers error_validation 'Invoice Data Invalid' for a malformed request", async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id });
    const res = await payInvoice(m.id, inv.id, 20, { invoiceCart: 'twenty' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'error_validation', message: PAY_MSG.invoiceInvalid });
    expect((await payInvoice(m.id, inv.id, 20, { invoice: inv.id + 1 })).body).toMatchObject({
      error: 'error_validation',
      message: PAY_MSG.invoiceInvalid,
    });
    expect((await payInvoice(m.id, inv.id, 20.005)).body).toMatchObject({
      error: 'error_validation',
      message: PAY_MSG.invoiceInvalid,
    });
  });

  it('needs a complete profile (error_auth)', async () => {
    const m = await createMember(ctx.db, { address: null });
    const inv = await createInvoice(ctx.db, { memberId: m.id });
    const res = await payInvoice(m.id, inv.id, 20);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'error_auth', message: MSG.profileIncomplete });
  });

  it('makes exactly one order and one payment from 20 concurrent requests with one idempotency key', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 50_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        payInvoice(m.id, inv.id, 100, { idempotencyKey: `inv-${inv.id}-click-1` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.o_id)).size).toBe(1);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(1);
    expect(await ctx.db.payment.count({ where: { memberId: m.id } })).toBe(1);
    expect((await listFor(m.id)).invoices[0].inv_owing).toBe(400);
  });

  it('never lets racing part payments overpay an invoice', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        payInvoice(m.id, inv.id, 40, { idempotencyKey: `overpay-${inv.id}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toEqual({ error: 'error_response', message: PAY_MSG.amountTooHigh });
    expect((await listFor(m.id)).invoices[0].inv_owing).toBe(20);
  });

  it('holds what a payment waiting for 3-D Secure covers: 20 racing second payments are refused, the first then pays', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 });
    const waiting = await payInvoice(m.id, inv.id, 200, {
      idempotencyKey: `hold-${inv.id}-0`,
      cardData: card('4000 0025 0000 3155'),
    });
    expect(waiting.body).toMatchObject({ o_paid: false, status: 'requires_action' });
    const seconds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payInvoice(m.id, inv.id, 200, { idempotencyKey: `hold-${inv.id}-${i + 1}` }),
      ),
    );
    for (const r of seconds)
      expect(r.body).toEqual({ error: 'error_response', message: PAY_MSG.invoicePaymentWaiting });
    const confirmed = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: waiting.body.o_id });
    expect(confirmed.body).toMatchObject({ o_paid: true, status: 'succeeded' });
    const detail = await ctx.api().get(`/api/ecommerce/invoice/${inv.id}`).set('authorization', bearer(m.id));
    expect(detail.body.data).toMatchObject({ inv_owing: 0, inv_paid: 'Yes' });
    expect(await ctx.db.payment.count({ where: { invoiceId: inv.id, status: 'succeeded' } })).toBe(1);
  });

  it('refuses a confirmation that would overpay (the invoice was paid meanwhile) and gives the card payment back', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 });
    const waiting = await payInvoice(m.id, inv.id, 200, {
      idempotencyKey: `overpay-${inv.id}`,
      cardData: card('4000 0025 0000 3155'),
    });
    const orderId = waiting.body.o_id as number;
    // Meanwhile the treasurer records the whole amount paid in cash at the stadium.
    const cashOrder = await ctx.db.order.create({
      data: {
        memberId: m.id,
        origin: 'invoice',
        invoiceId: inv.id,
        subtotalCents: 20_000,
        taxCents: 0,
        totalCents: 20_000,
        paid: true,
      },
    });
    await ctx.db.payment.create({
      data: {
        orderId: cashOrder.id,
        memberId: m.id,
        invoiceId: inv.id,
        description: 'Cash',
        amountCents: 20_000,
        method: 'cash',
        gateway: 'manual',
        status: 'succeeded',
      },
    });
    const confirmed = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: orderId });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toEqual({ error: 'error_paid', message: PAY_MSG.invoiceOverpaid });
    const card3ds = await ctx.db.payment.findFirstOrThrow({ where: { orderId } });
    expect(card3ds).toMatchObject({ status: 'refunded', refundedCents: 20_000 });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).paid).toBe(false);
    const detail = await ctx.api().get(`/api/ecommerce/invoice/${inv.id}`).set('authorization', bearer(m.id));
    expect(detail.body.data).toMatchObject({ inv_owing: 0, inv_paid: 'Yes' });
  });

  it('redeems one voucher once when 20 payments race for it', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 100_000 });
    const v = await createVoucher(ctx.db, m, { value: 500 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payInvoice(m.id, inv.id, 10, {
          idempotencyKey: `voucher-race-${v.id}-${i}`,
          couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toEqual({ error: 'error_response', message: PAY_MSG.voucherRedeemed });
    expect(await ctx.db.order.count({ where: { voucherId: v.id } })).toBe(1);
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v.id } })).redeemedOrderId).toBe(
      ok[0]?.body.o_id,
    );
  });
});

// The console's orders (finance staff): the search by member words, local dates (around
// midnight in Sydney), status, origin and amount, alone and together, paged and sorted; an
// order's page with its lines, attendees, bookings, subscription, class places and payments; and
// the receipt re-sent over SMTP and audited. Who may: finance and admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createStoreProduct } from '../../../test/store-factories.js';
import { createHireVenue } from '../../../test/booking-factories.js';
import { createClass, createPlan } from '../../../test/hpc-factories.js';
import { createInvoice } from '../../../test/money-factories.js';

let ctx: TestContext;
let finance: { id: number };
let admin: { id: number };
let competition: { id: number };
let plain: { id: number };
let harriet: { id: number; email: string | null };
let otto: { id: number; email: string | null };
const o: Record<string, number> = {};

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (path: string, as = finance.id) =>
  ctx.api().get(`/api/admin${path}`).set('authorization', bearer(as));
const post = (path: string, as = finance.id) =>
  ctx.api().post(`/api/admin${path}`).set('authorization', bearer(as));
/** The ids the search answers, in its order. */
const found = async (query: string) => {
  const res = await get(`/orders?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.orders as Array<{ id: number }>).map((r) => r.id);
};

type Payment = Omit<Prisma.PaymentUncheckedCreateInput, 'orderId' | 'memberId'>;
async function order(
  key: string,
  memberId: number,
  data: Omit<Prisma.OrderUncheckedCreateInput, 'memberId' | 'subtotalCents' | 'taxCents'> & {
    totalCents: number;
  },
  payments: Payment[] = [],
  lines: Array<{ name: string; productId?: number; quantity?: number; cents: number }> = [
    { name: `${key} item`, cents: data.totalCents },
  ],
) {
  const made = await ctx.db.order.create({
    data: {
      memberId,
      subtotalCents: data.totalCents,
      taxCents: Math.round(data.totalCents / 11),
      ...data,
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
  });
  for (const p of payments)
    await ctx.db.payment.create({ data: { orderId: made.id, memberId, createdAt: data.createdAt, ...p } });
  o[key] = made.id;
  return made;
}

const card = (cents: number, status: Payment['status'], refundedCents = 0): Payment => ({
  amountCents: cents,
  refundedCents,
  method: 'card',
  gateway: 'sandbox',
  gatewayRef: `sandbox_${Math.random().toString(36).slice(2)}`,
  status,
});

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  plain = await createMember(ctx.db);
  harriet = await createMember(ctx.db, {
    firstname: 'Harriet',
    lastname: 'Quillfeather',
    email: 'harriet.quill@example.com',
  });
  otto = await createMember(ctx.db, {
    firstname: 'Otto',
    lastname: 'Brandtworth',
    email: 'otto.b@example.com',
  });

  // Sydney is UTC+11 in March: 13:30 UTC on the 14th is 00:30 on the 15th there.
  const camp = await createStoreProduct(ctx.db, { name: 'Autumn Camp' });
  const store = await order(
    'harrietStore',
    harriet.id,
    { origin: 'store', totalCents: 25_000, paid: true, createdAt: new Date('2026-03-14T13:30:00Z') },
    [card(25_000, 'succeeded')],
    [{ name: 'Autumn Camp', productId: camp.id, cents: 25_000 }],
  );
  const attendee = await ctx.db.attendee.create({
    data: {
      createdById: harriet.id,
      firstname: 'Ivy',
      lastname: 'Quillfeather',
      dob: new Date('2015-06-01T00:00:00Z'),
      gender: 'female',
    },
  });
  const line = await ctx.db.orderLine.findFirstOrThrow({ where: { orderId: store.id } });
  await ctx.db.orderLineAttendee.create({ data: { orderLineId: line.id, attendeeId: attendee.id } });

  // 23:30 on the 14th in Sydney.
  await order(
    'harrietLate',
    harriet.id,
    { origin: 'membership', totalCents: 12_000, paid: true, createdAt: new Date('2026-03-14T12:30:00Z') },
    [{ amountCents: 12_000, method: 'cash', gateway: 'manual', status: 'succeeded' }],
  );

  const hire = await createHireVenue(ctx.db);
  const booking = await order(
    'ottoBooking',
    otto.id,
    { origin: 'booking', totalCents: 6_000, createdAt: new Date('2026-03-15T02:00:00Z') },
    [card(6_000, 'failed')],
  );
  await ctx.db.booking.create({
    data: {
      memberId: otto.id,
      courtId: hire.full,
      startsAt: new Date('2026-03-20T07:00:00Z'),
      endsAt: new Date('2026-03-20T08:00:00Z'),
      sportId: hire.basketball,
      typeId: hire.casual,
      optionId: hire.fullOption,
      orderId: booking.id,
      priceCents: 6_000,
      status: 'cancelled',
    },
  });

  await order(
    'ottoRefunded',
    otto.id,
    { origin: 'store', totalCents: 5_000, paid: true, createdAt: new Date('2026-03-16T01:00:00Z') },
    [card(5_000, 'refunded', 5_000)],
  );
  await order(
    'ottoPartRefunded',
    otto.id,
    { origin: 'store', totalCents: 5_000, paid: true, createdAt: new Date('2026-03-16T02:00:00Z') },
    [card(5_000, 'succeeded', 1_000)],
  );
  const invoice = await createInvoice(ctx.db, { memberId: otto.id, amountCents: 8_000 });
  await order('ottoPending', otto.id, {
    origin: 'invoice',
    invoiceId: invoice.id,
    totalCents: 8_000,
    createdAt: new Date('2026-03-16T03:00:00Z'),
  });

  const plan = await createPlan(ctx.db, { name: 'Elite Squad' });
  const subscription = await ctx.db.subscription.create({
    data: {
      memberId: harriet.id,
      planId: plan.id,
      priceCents: 12_000,
      startDate: new Date(Date.now() - 86_400_000),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    },
  });
  const lab = await createClass(ctx.db, 2, { name: 'Shooting Lab' });
  await ctx.db.classEnrollment.create({ data: { classId: lab.id, memberId: harriet.id, status: 'booked' } });
  await order(
    'harrietHpc',
    harriet.id,
    {
      origin: 'hpc_plan',
      isHpc: true,
      subscriptionId: subscription.id,
      totalCents: 12_000,
      paid: true,
      createdAt: new Date('2026-03-17T01:00:00Z'),
    },
    [card(12_000, 'succeeded')],
  );
});
afterAll(() => ctx?.close());

describe('who may', () => {
  it('lets finance staff and admins in; competition staff and members get 403, visitors 401', async () => {
    expect((await get('/orders')).status).toBe(200);
    expect((await get('/orders', admin.id)).status).toBe(200);
    for (const who of [competition.id, plain.id]) {
      expect((await get('/orders', who)).status).toBe(403);
      expect((await get(`/orders/${o.harrietStore}`, who)).status).toBe(403);
      expect((await post(`/orders/${o.harrietStore}/receipt`, who)).status).toBe(403);
    }
    expect((await ctx.api().get('/api/admin/orders')).status).toBe(401);
    expect((await ctx.api().get(`/api/admin/orders/${o.harrietStore}`)).status).toBe(401);
    expect((await ctx.api().post(`/api/admin/orders/${o.harrietStore}/receipt`)).status).toBe(401);
  });
});

describe('the search', () => {
  it('lists every order newest first, with its member, status and amounts', async () => {
    const res = await get('/orders');
    expect(res.body.data).toMatchObject({ total: 7, total_capped: false, members_capped: false, page: 0 });
    expect(res.body.data.orders.map((r: { id: number }) => r.id)).toEqual([
      o.harrietHpc,
      o.ottoPending,
      o.ottoPartRefunded,
      o.ottoRefunded,
      o.ottoBooking,
      o.harrietStore,
      o.harrietLate,
    ]);
    const store = res.body.data.orders.find((r: { id: number }) => r.id === o.harrietStore);
    expect(store).toEqual({
      id: o.harrietStore,
      member_id: harriet.id,
      member: 'Harriet Quillfeather',
      created_at: '2026-03-14T13:30:00.000Z',
      created_at_formatted: '15/03/2026 12:30 AM',
      description: 'Autumn Camp',
      origin: 'store',
      status: 'paid',
      total_cents: 25_000,
      refunded_cents: 0,
    });
  });

  it("finds a member's orders by words of their name or email", async () => {
    expect(await found('q=harriet')).toEqual([o.harrietHpc, o.harrietStore, o.harrietLate]);
    expect(await found('q=quill%20harr')).toEqual([o.harrietHpc, o.harrietStore, o.harrietLate]);
    expect(await found('q=otto.b%40example')).toEqual([
      o.ottoPending,
      o.ottoPartRefunded,
      o.ottoRefunded,
      o.ottoBooking,
    ]);
    expect(await found('q=nobody-by-this-name')).toEqual([]);
  });

  it("takes dates as the association's local days, both included, around midnight in Sydney", async () => {
    // 00:30 on the 15th (13:30 UTC on the 14th) is in the 15th; 23:30 on the 14th is not.
    expect(await found('from=2026-03-15&to=2026-03-15')).toEqual([o.ottoBooking, o.harrietStore]);
    expect(await found('to=2026-03-14')).toEqual([o.harrietLate]);
    expect(await found('from=2026-03-16')).toEqual([
      o.harrietHpc,
      o.ottoPending,
      o.ottoPartRefunded,
      o.ottoRefunded,
    ]);
  });

  it('filters by status, from the payments: paid, part refunded, refunded, failed, pending', async () => {
    expect(await found('status=paid')).toEqual([o.harrietHpc, o.harrietStore, o.harrietLate]);
    expect(await found('status=part_refunded')).toEqual([o.ottoPartRefunded]);
    expect(await found('status=refunded')).toEqual([o.ottoRefunded]);
    expect(await found('status=failed')).toEqual([o.ottoBooking]);
    expect(await found('status=pending')).toEqual([o.ottoPending]);
  });

  it('filters by origin and by amount in cents (both ends included)', async () => {
    expect(await found('origin=store')).toEqual([o.ottoPartRefunded, o.ottoRefunded, o.harrietStore]);
    expect(await found('origin=hpc_plan')).toEqual([o.harrietHpc]);
    expect(await found('min_cents=6000&max_cents=12000')).toEqual([
      o.harrietHpc,
      o.ottoPending,
      o.ottoBooking,
      o.harrietLate,
    ]);
    expect(await found('min_cents=20000')).toEqual([o.harrietStore]);
    expect(await found('max_cents=5000')).toEqual([o.ottoPartRefunded, o.ottoRefunded]);
  });

  it('combines every filter', async () => {
    expect(
      await found(
        'q=harriet&from=2026-03-15&to=2026-03-17&status=paid&origin=store&min_cents=25000&max_cents=25000',
      ),
    ).toEqual([o.harrietStore]);
    expect(await found('q=otto&origin=store&status=refunded')).toEqual([o.ottoRefunded]);
    expect(await found('q=harriet&status=failed')).toEqual([]);
    expect(await found('q=otto&from=2026-03-15&to=2026-03-15&max_cents=6000')).toEqual([o.ottoBooking]);
  });

  it('pages and sorts on the server', async () => {
    const first = await get('/orders?page_size=3');
    expect(first.body.data).toMatchObject({ total: 7, page: 0, page_size: 3 });
    expect(first.body.data.orders.map((r: { id: number }) => r.id)).toEqual([
      o.harrietHpc,
      o.ottoPending,
      o.ottoPartRefunded,
    ]);
    expect(await found('page_size=3&page=2')).toEqual([o.harrietLate]);
    expect(await found('page_size=3&page=3')).toEqual([]);
    expect(await found('sort=-total&page_size=2')).toEqual([o.harrietStore, o.harrietHpc]);
    expect(await found('sort=date&page_size=2')).toEqual([o.harrietLate, o.harrietStore]);
  });

  it('refuses a query it does not understand with 422', async () => {
    for (const query of [
      'status=settled',
      'origin=shop',
      'from=2026-02-30',
      'from=15/03/2026',
      'from=2026-03-16&to=2026-03-15',
      'min_cents=-1',
      'min_cents=1.5',
      'min_cents=5000&max_cents=100',
      'page_size=1000',
      'page=-1',
      'sort=member',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`/orders?${query}`);
      expect(res.status, query).toBe(422);
    }
  });
});

describe("an order's page", () => {
  it('shows the member, lines with attendees, payments and totals with the GST included', async () => {
    const res = await get(`/orders/${o.harrietStore}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: o.harrietStore,
      status: 'paid',
      origin: 'store',
      description: 'Autumn Camp',
      created_at_formatted: '15/03/2026 12:30 AM',
      member: {
        id: harriet.id,
        firstname: 'Harriet',
        lastname: 'Quillfeather',
        email: 'harriet.quill@example.com',
      },
      subtotal_cents: 25_000,
      total_cents: 25_000,
      gst_cents: 2_273,
      received_cents: 25_000,
      refunded_cents: 0,
      lines: [
        {
          name: 'Autumn Camp',
          quantity: 1,
          unit_price_cents: 25_000,
          total_cents: 25_000,
          attendees: [{ firstname: 'Ivy', lastname: 'Quillfeather', dob: '2015-06-01', member_id: null }],
        },
      ],
      bookings: [],
      subscription: null,
      classes: [],
      receipt_link: `http://portal.test/member/orders/order/${o.harrietStore}`,
    });
    expect(res.body.data.payments).toEqual([
      expect.objectContaining({
        amount_cents: 25_000,
        method: 'card',
        gateway: 'sandbox',
        status: 'succeeded',
      }),
    ]);
  });

  it("shows a booking order's court booking and its failed payment", async () => {
    const res = await get(`/orders/${o.ottoBooking}`);
    expect(res.body.data.status).toBe('failed');
    expect(res.body.data.bookings).toEqual([
      expect.objectContaining({
        from_formatted: '20/03/2026 6:00 PM',
        to_formatted: '20/03/2026 7:00 PM',
        court: 'Court 1',
        sport: 'Basketball',
        type: 'Casual hire',
        option: 'Full court',
        price_cents: 6_000,
        status: 'cancelled',
      }),
    ]);
    expect(res.body.data.payments.map((p: { status: string }) => p.status)).toEqual(['failed']);
    expect(res.body.data.received_cents).toBe(0);
  });

  it("shows an HPC plan order's subscription and the class places taken under it", async () => {
    const res = await get(`/orders/${o.harrietHpc}`);
    expect(res.body.data.subscription).toMatchObject({
      plan: 'Elite Squad',
      status: 'active',
      price_cents: 12_000,
    });
    expect(res.body.data.classes).toEqual([
      expect.objectContaining({ name: 'Shooting Lab', status: 'booked' }),
    ]);
  });

  it('shows what was refunded, and an invoice order its invoice', async () => {
    const refunded = await get(`/orders/${o.ottoRefunded}`);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      received_cents: 5_000,
      refunded_cents: 5_000,
    });
    const pending = await get(`/orders/${o.ottoPending}`);
    expect(pending.body.data.invoice_id).toEqual(expect.any(Number));
    expect(pending.body.data.payments).toEqual([]);
  });

  it('says the status the search finds each order by', async () => {
    for (const status of ['paid', 'part_refunded', 'refunded', 'failed', 'pending']) {
      const ids = await found(`status=${status}`);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect((await get(`/orders/${id}`)).body.data.status, `order ${id}`).toBe(status);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await get('/orders/999999')).status).toBe(404);
    expect((await get('/orders/not-an-id')).status).toBe(404);
  });
});

describe('re-sending a receipt', () => {
  it('emails the receipt to the member again and records who did it', async () => {
    const res = await post(`/orders/${o.harrietStore}/receipt`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: o.harrietStore, to: 'harriet.quill@example.com' });
    const mail = await ctx.mail.waitFor((m) => m.to === 'harriet.quill@example.com');
    expect(mail.subject).toMatch(/^Receipt #\d+ - /);
    expect(mail.text).toContain(`order #${o.harrietStore}`);
    expect(mail.text).toContain('Autumn Camp');
    const audit = await ctx.db.auditEntry.findMany({
      where: { action: 'order.receipt_resent', entity: 'Order', entityId: String(o.harrietStore) },
    });
    expect(audit).toEqual([
      expect.objectContaining({ actorId: finance.id, after: expect.objectContaining({ to: harriet.email }) }),
    ]);
  });

  it('refuses an order with no payment received (409) and an unknown order (404)', async () => {
    for (const id of [o.ottoPending, o.ottoBooking]) {
      const res = await post(`/orders/${id}/receipt`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('conflict');
    }
    expect((await post('/orders/999999/receipt')).status).toBe(404);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'order.receipt_resent', entityId: String(o.ottoPending) },
      }),
    ).toBe(0);
  });

  it('refuses a member without an email address (409), recording nothing', async () => {
    const silent = await createMember(ctx.db, { firstname: 'Sol', lastname: 'Quietly', email: null });
    const paid = await order(
      'silentStore',
      silent.id,
      { origin: 'store', totalCents: 3_000, paid: true, createdAt: new Date('2026-03-18T01:00:00Z') },
      [card(3_000, 'succeeded')],
    );
    const res = await post(`/orders/${paid.id}/receipt`);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error).toBe('conflict');
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'order.receipt_resent', entityId: String(paid.id) } }),
    ).toBe(0);
  });
});

// The treasurer's reports: takings per local day by method and gateway (a payment a minute either
// side of midnight in Sydney on the right day, a refund as its own column), GST per month and BAS
// quarter on the cash basis, invoices owing by age (the member side's owing rule, each bucket),
// paid registrations, nominations and sales per ISO week, the CSV files, and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { OrderOrigin, PaymentGateway, PaymentMethod } from '../../generated/prisma/client.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createInvoice, createTeamWith, recordInvoicePayment } from '../../../test/money-factories.js';

let ctx: TestContext;
let finance: { id: number };
let payer: { id: number; firstname: string; lastname: string };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const get = (path: string, as = finance.id) =>
  ctx.api().get(`/api/admin/reports${path}`).set('authorization', bearer(as));
const PERIOD = 'from=2025-03-31&to=2025-05-31';

/** A paid order with one payment, received at `paidAt`. */
async function paidOrder(o: {
  origin: OrderOrigin;
  paidAt: string;
  totalCents: number;
  taxCents: number;
  donationCents?: number;
  method: PaymentMethod;
  gateway: PaymentGateway;
  refundedCents?: number;
  status?: 'succeeded' | 'refunded' | 'failed';
}) {
  const order = await ctx.db.order.create({
    data: {
      memberId: payer.id,
      origin: o.origin,
      subtotalCents: o.totalCents - (o.donationCents ?? 0),
      donationCents: o.donationCents ?? 0,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
      paid: o.status !== 'failed',
      paidAt: o.status === 'failed' ? null : new Date(o.paidAt),
      createdAt: new Date(o.paidAt),
    },
  });
  await ctx.db.payment.create({
    data: {
      orderId: order.id,
      memberId: payer.id,
      amountCents: o.totalCents,
      refundedCents: o.refundedCents ?? 0,
      method: o.method,
      gateway: o.gateway,
      status: o.status ?? (o.refundedCents ? 'refunded' : 'succeeded'),
      createdAt: new Date(o.paidAt),
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  payer = await createMember(ctx.db, { firstname: 'Robin', lastname: 'Payer' });
  // Sydney is UTC+11 until 6 April 2025, then UTC+10.
  await paidOrder({
    origin: 'store',
    paidAt: '2025-03-30T12:59:00Z', // 23:59 on 30 March: before the period
    totalCents: 99_900,
    taxCents: 9_082,
    method: 'card',
    gateway: 'stripe',
  });
  await paidOrder({
    origin: 'store',
    paidAt: '2025-03-31T12:59:00Z', // 23:59 on 31 March
    totalCents: 11_000,
    taxCents: 1_000,
    method: 'card',
    gateway: 'stripe',
  });
  await paidOrder({
    origin: 'membership',
    paidAt: '2025-03-31T13:01:00Z', // 00:01 on 1 April
    totalCents: 5_500,
    taxCents: 500,
    method: 'cash',
    gateway: 'manual',
  });
  await paidOrder({
    origin: 'nomination',
    paidAt: '2025-04-01T02:00:00Z',
    totalCents: 22_000,
    taxCents: 2_000,
    method: 'card',
    gateway: 'sandbox',
    refundedCents: 11_000,
  });
  await paidOrder({
    origin: 'store',
    paidAt: '2025-04-01T03:00:00Z',
    totalCents: 3_300,
    taxCents: 300,
    method: 'card',
    gateway: 'sandbox',
    status: 'failed',
  });
  await paidOrder({
    origin: 'store',
    paidAt: '2025-05-10T01:00:00Z', // a $5 donation carries no GST
    totalCents: 1_600,
    donationCents: 500,
    taxCents: 100,
    method: 'card',
    gateway: 'stripe',
  });
  await paidOrder({
    origin: 'store',
    paidAt: '2025-05-31T14:00:00Z', // 00:00 on 1 June: after the period
    totalCents: 77_700,
    taxCents: 7_064,
    method: 'card',
    gateway: 'stripe',
  });
});
afterAll(() => ctx?.close());

describe('who may', () => {
  it('lets only finance staff (and admins) in, and refuses a bad period', async () => {
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    const member = await createMember(ctx.db);
    expect((await get(`/takings?${PERIOD}`, competition.id)).status).toBe(403);
    expect((await get('/owing.csv', member.id)).status).toBe(403);
    expect((await ctx.api().get(`/api/admin/reports/gst?${PERIOD}`)).status).toBe(401);
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    expect((await get(`/activity?${PERIOD}`, admin.id)).status).toBe(200);

    expect((await get('/takings?from=2025-05-31&to=2025-03-31')).status).toBe(422);
    const long = await get('/gst?from=2024-01-01&to=2025-02-04');
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('A report covers at most 400 days');
    expect((await get('/gst?from=2024-01-01&to=2025-02-03')).status).toBe(200);
    expect((await get('/activity.csv?from=2025-02-30&to=2025-03-01')).status).toBe(422);
    expect((await get('/takings?from=2025-01-01')).status).toBe(422);
    expect((await get('/owing?as_at=tomorrow')).status).toBe(422);
  });
});

describe('takings', () => {
  it('sums received payments per local day, method and gateway, with refunds apart', async () => {
    const res = await get(`/takings?${PERIOD}`);
    expect(res.status).toBe(200);
    const money = (received: number, refunded: number, payments: number) => ({
      received_cents: received,
      refunded_cents: refunded,
      net_cents: received - refunded,
      payments,
    });
    expect(res.body.data).toEqual({
      from: '2025-03-31',
      to: '2025-05-31',
      rows: [
        { date: '2025-03-31', method: 'card', gateway: 'stripe', ...money(11_000, 0, 1) },
        { date: '2025-04-01', method: 'card', gateway: 'sandbox', ...money(22_000, 11_000, 1) },
        { date: '2025-04-01', method: 'cash', gateway: 'manual', ...money(5_500, 0, 1) },
        { date: '2025-05-10', method: 'card', gateway: 'stripe', ...money(1_600, 0, 1) },
      ],
      by_method: [
        { method: 'card', gateway: 'sandbox', ...money(22_000, 11_000, 1) },
        { method: 'card', gateway: 'stripe', ...money(12_600, 0, 2) },
        { method: 'cash', gateway: 'manual', ...money(5_500, 0, 1) },
      ],
      total: money(40_100, 11_000, 4),
    });
  });

  it('downloads as CSV with the refunds negative', async () => {
    const res = await get(`/takings.csv?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="takings-2025-03-31-to-2025-05-31.csv"',
    );
    const lines: string[][] = parse(res.text, { bom: true });
    expect(lines[0]).toEqual(['Date', 'Method', 'Gateway', 'Payments', 'Received', 'Refunded', 'Net']);
    expect(lines[2]).toEqual(['2025-04-01', 'card', 'sandbox', '1', '220.00', '-110.00', '110.00']);
    expect(lines.at(-1)).toEqual(['Total', '', '', '4', '401.00', '-110.00', '291.00']);
  });
});

describe('GST', () => {
  it('counts the GST in what was received and kept, per month and BAS quarter', async () => {
    const res = await get(`/gst?${PERIOD}`);
    expect(res.status).toBe(200);
    const sums = (incl: number, gst: number) => ({
      sales_incl_cents: incl,
      gst_cents: gst,
      sales_excl_cents: incl - gst,
    });
    expect(res.body.data).toEqual({
      from: '2025-03-31',
      to: '2025-05-31',
      basis: 'cash',
      months: [
        {
          period: '2025-03',
          label: 'Mar 2025',
          from: '2025-03-31',
          to: '2025-03-31',
          ...sums(11_000, 1_000),
        },
        // The cash payment and half the refunded nomination (half its GST).
        {
          period: '2025-04',
          label: 'Apr 2025',
          from: '2025-04-01',
          to: '2025-04-30',
          ...sums(16_500, 1_500),
        },
        { period: '2025-05', label: 'May 2025', from: '2025-05-01', to: '2025-05-31', ...sums(1_600, 100) },
      ],
      quarters: [
        {
          period: '2024-25 Q3',
          label: 'Jan-Mar 2025 (Q3 2024-25)',
          from: '2025-03-31',
          to: '2025-03-31',
          ...sums(11_000, 1_000),
        },
        {
          period: '2024-25 Q4',
          label: 'Apr-Jun 2025 (Q4 2024-25)',
          from: '2025-04-01',
          to: '2025-05-31',
          ...sums(18_100, 1_600),
        },
      ],
      total: sums(29_100, 2_600),
    });
  });

  it('names the first quarter of a financial year July to September', async () => {
    const res = await get('/gst?from=2025-06-15&to=2025-07-15');
    expect(res.body.data.quarters.map((q: { period: string; label: string }) => [q.period, q.label])).toEqual(
      [
        ['2024-25 Q4', 'Apr-Jun 2025 (Q4 2024-25)'],
        ['2025-26 Q1', 'Jul-Sep 2025 (Q1 2025-26)'],
      ],
    );
  });

  it('downloads as CSV', async () => {
    const res = await get(`/gst.csv?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gst-2025-03-31-to-2025-05-31.csv"',
    );
    const lines: string[][] = parse(res.text, { bom: true });
    expect(lines[0]).toEqual([
      'Kind',
      'Period',
      'From',
      'To',
      'Sales incl. GST',
      'GST collected',
      'Sales excl. GST',
    ]);
    expect(lines[2]).toEqual(['Month', 'Apr 2025', '2025-04-01', '2025-04-30', '165.00', '15.00', '150.00']);
    expect(lines.at(-1)).toEqual(['Total', '', '2025-03-31', '2025-05-31', '291.00', '26.00', '265.00']);
  });
});

describe('refunds on the day they were made', () => {
  it('puts a refund made in a later month in that month’s takings and GST, not the payment’s', async () => {
    // A $110 card sale (GST $10) on 10 Feb 2024; $55 of it refunded on 5 Mar 2024 (Sydney).
    await paidOrder({
      origin: 'store',
      paidAt: '2024-02-09T23:00:00Z',
      totalCents: 11_000,
      taxCents: 1_000,
      method: 'card',
      gateway: 'stripe',
      refundedCents: 5_500,
      status: 'succeeded',
    });
    const payment = await ctx.db.payment.findFirstOrThrow({
      where: { createdAt: new Date('2024-02-09T23:00:00Z') },
    });
    await ctx.db.refund.create({
      data: {
        paymentId: payment.id,
        amountCents: 5_500,
        reason: 'Goodwill',
        byHand: false,
        gatewayRef: 're_later',
        idempotencyKey: 'reports-later-refund',
        staffMemberId: finance.id,
        createdAt: new Date('2024-03-04T23:00:00Z'),
      },
    });
    const takings = await get('/takings?from=2024-02-01&to=2024-03-31');
    expect(takings.body.data.rows).toEqual([
      {
        date: '2024-02-10',
        method: 'card',
        gateway: 'stripe',
        received_cents: 11_000,
        refunded_cents: 0,
        net_cents: 11_000,
        payments: 1,
      },
      {
        date: '2024-03-05',
        method: 'card',
        gateway: 'stripe',
        received_cents: 0,
        refunded_cents: 5_500,
        net_cents: -5_500,
        payments: 0,
      },
    ]);
    expect(takings.body.data.total).toEqual({
      received_cents: 11_000,
      refunded_cents: 5_500,
      net_cents: 5_500,
      payments: 1,
    });
    const gst = await get('/gst?from=2024-02-01&to=2024-03-31');
    expect(
      gst.body.data.months.map((m: { period: string; sales_incl_cents: number; gst_cents: number }) => [
        m.period,
        m.sales_incl_cents,
        m.gst_cents,
      ]),
    ).toEqual([
      ['2024-02', 11_000, 1_000],
      ['2024-03', -5_500, -500],
    ]);
    // March alone: the refund, though its payment was received before the period.
    const march = await get('/takings?from=2024-03-01&to=2024-03-31');
    expect(march.body.data.total).toEqual({
      received_cents: 0,
      refunded_cents: 5_500,
      net_cents: -5_500,
      payments: 0,
    });
  });
});

describe('owing', () => {
  it('ages what is owing by the due date, with the member side owing', async () => {
    const team = await createTeamWith(ctx.db, [{ memberId: payer.id, role: 'manager' }]);
    const invoice = (due: string, amountCents: number, teamId?: number) =>
      createInvoice(ctx.db, {
        dueDate: new Date(`${due}T00:00:00Z`),
        amountCents,
        ...(teamId ? { teamId } : { memberId: payer.id }),
      });
    const dueToday = await invoice('2025-06-30', 10_000);
    const notDue = await invoice('2025-07-15', 5_000);
    await recordInvoicePayment(ctx.db, notDue, payer.id, 2_000);
    const oneDay = await invoice('2025-06-29', 4_000);
    const thirty = await invoice('2025-05-31', 1_000);
    const sixty = await invoice('2025-05-01', 6_000);
    await recordInvoicePayment(ctx.db, sixty, payer.id, 1_000, { discountCents: 500 });
    await recordInvoicePayment(ctx.db, sixty, payer.id, 900, { status: 'failed' });
    const ninety = await invoice('2025-04-01', 7_000, team.id);
    const older = await invoice('2025-03-31', 8_000);
    await recordInvoicePayment(ctx.db, older, payer.id, 8_000, { status: 'refunded', refundedCents: 3_000 });
    const settled = await invoice('2025-01-01', 2_500);
    await recordInvoicePayment(ctx.db, settled, payer.id, 2_500);

    const res = await get('/owing?as_at=2025-06-30');
    expect(res.status).toBe(200);
    const name = `${payer.firstname} ${payer.lastname}`;
    expect(res.body.data.as_at).toBe('2025-06-30');
    expect(
      res.body.data.rows.map((r: Record<string, unknown>) => [
        r.invoice_id,
        r.billed_to,
        r.kind,
        r.due_date,
        r.total_cents,
        r.paid_cents,
        r.owing_cents,
        r.days_overdue,
        r.bucket,
      ]),
    ).toEqual([
      [older.id, name, 'member', '2025-03-31', 8_000, 5_000, 3_000, 91, '90+'],
      [ninety.id, team.name, 'team', '2025-04-01', 7_000, 0, 7_000, 90, '61-90'],
      [sixty.id, name, 'member', '2025-05-01', 6_000, 1_500, 4_500, 60, '31-60'],
      [thirty.id, name, 'member', '2025-05-31', 1_000, 0, 1_000, 30, '1-30'],
      [oneDay.id, name, 'member', '2025-06-29', 4_000, 0, 4_000, 1, '1-30'],
      [dueToday.id, name, 'member', '2025-06-30', 10_000, 0, 10_000, 0, 'current'],
      [notDue.id, name, 'member', '2025-07-15', 5_000, 2_000, 3_000, -15, 'current'],
    ]);
    expect(
      res.body.data.buckets.map((b: { bucket: string; invoices: number; owing_cents: number }) => [
        b.bucket,
        b.invoices,
        b.owing_cents,
      ]),
    ).toEqual([
      ['current', 2, 13_000],
      ['1-30', 2, 5_000],
      ['31-60', 1, 4_500],
      ['61-90', 1, 7_000],
      ['90+', 1, 3_000],
    ]);
    expect(res.body.data.total_owing_cents).toBe(32_500);

    // What the member's own invoice page says is owing.
    const own = await ctx
      .api()
      .get(`/api/ecommerce/invoice/${sixty.id}`)
      .set('authorization', bearer(payer.id));
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain('"inv_owing":45');

    const csv = await get('/owing.csv?as_at=2025-06-30');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="owing-2025-06-30.csv"');
    const lines: string[][] = parse(csv.text, { bom: true });
    expect(lines[0]).toEqual([
      'Invoice',
      'Billed to',
      'Kind',
      'Due date',
      'Total',
      'Paid',
      'Owing',
      'Days overdue',
      'Age',
    ]);
    expect(lines[1]).toEqual([
      String(older.id),
      name,
      'member',
      '2025-03-31',
      '80.00',
      '50.00',
      '30.00',
      '91',
      'Over 90 days overdue',
    ]);
    expect(lines.at(-1)).toEqual(['', 'Total', '', '', '', '', '325.00', '', '']);
  });
});

describe('activity', () => {
  it('counts paid registrations, nominations and store sales per ISO week', async () => {
    const res = await get(`/activity?${PERIOD}`);
    expect(res.status).toBe(200);
    const { weeks, total } = res.body.data;
    expect(weeks).toHaveLength(9);
    expect(weeks[0]).toEqual({
      week: '2025-W14',
      starts: '2025-03-31',
      registrations: 1,
      nominations: 1,
      sales: 1,
    });
    expect(weeks[5]).toEqual({
      week: '2025-W19',
      starts: '2025-05-05',
      registrations: 0,
      nominations: 0,
      sales: 1,
    });
    expect(weeks[8]).toEqual({
      week: '2025-W22',
      starts: '2025-05-26',
      registrations: 0,
      nominations: 0,
      sales: 0,
    });
    expect(total).toEqual({ registrations: 1, nominations: 1, sales: 2 });

    const csv = await get(`/activity.csv?${PERIOD}`);
    const lines: string[][] = parse(csv.text, { bom: true });
    expect(lines[0]).toEqual(['Week', 'Starts', 'Registrations', 'Nominations', 'Sales']);
    expect(lines[1]).toEqual(['2025-W14', '2025-03-31', '1', '1', '1']);
    expect(lines.at(-1)).toEqual(['Total', '', '1', '1', '2']);
  });

  it('names the weeks around a new year as ISO does', async () => {
    const res = await get('/activity?from=2024-12-28&to=2026-01-01');
    const weeks = res.body.data.weeks.map((w: { week: string }) => w.week);
    expect(weeks.slice(0, 2)).toEqual(['2024-W52', '2025-W01']);
    expect(weeks.at(-1)).toBe('2026-W01');
  });
});

describe('the CSV files', () => {
  it('keep a name that starts like a formula as text', async () => {
    const formula = '=HYPERLINK("http://evil.example","Pay here")';
    const mallory = await createMember(ctx.db, { firstname: formula, lastname: 'Mallet' });
    const invoice = await createInvoice(ctx.db, {
      dueDate: new Date('2025-06-01T00:00:00Z'),
      amountCents: 1_500,
      memberId: mallory.id,
    });
    const csv = await get('/owing.csv?as_at=2025-06-30');
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines: string[][] = parse(csv.text, { bom: true });
    const line = lines.find((l) => l[0] === String(invoice.id));
    expect(line?.[1]).toBe(`'${formula} Mallet`);
  });
});

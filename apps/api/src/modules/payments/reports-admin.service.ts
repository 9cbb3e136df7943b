// The treasurer's reports (finance staff): takings per local day by method and gateway, GST per
// month and BAS quarter on the cash basis, invoices owing by age (the invoices module's own owing
// rule), and registrations, nominations and sales per ISO week; each also as a CSV file. Reads only.
//
// When money counts: a payment is received when its order was marked paid (Order.paidAt, the
// moment its payments succeeded, also after 3-D Secure), or at its own creation when the order
// never was (a payment refused at settling, recorded as refunded). A refund counts on the day it
// was made (its Refund row); the part of a payment's refundedCents no Refund row explains (refunds
// from before they were recorded) counts on the day of the payment it gives back.
import { TZDate } from '@date-fns/tz';
import {
  endOfMonth,
  endOfQuarter,
  format,
  getQuarter,
  startOfISOWeek,
  startOfMonth,
  startOfQuarter,
} from 'date-fns';
import {
  OWING_BUCKETS,
  REPORT_MAX_DAYS,
  type TActivity,
  type TActivityWeek,
  type TGst,
  type TGstRow,
  type TOwing,
  type TOwingBucket,
  type TTakings,
  type TTakingsMethodTotal,
  type TTakingsRow,
} from '@courtside/contracts/admin';
import type { OrderOrigin } from '../../generated/prisma/client.js';
import { fieldError } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import type { Deps } from '../../lib/deps.js';
import {
  addDaysIso,
  daysBetween,
  isoOfDbDate,
  localIsoDate,
  startOfLocalDay,
  todayIso,
} from '../../lib/local-dates.js';
import { mulDivHalfUp } from '../../lib/money.js';
import { rows, sql } from '../../lib/sql.js';

/**
 * A period's first and last local dates (the query refuses them reversed), refused (422) when
 * longer than REPORT_MAX_DAYS: every report of the treasurer's (takings, reconciliation, claims).
 */
export function checkedPeriod(from: string, to: string): { from: string; to: string } {
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
    throw fieldError('to', `A report covers at most ${REPORT_MAX_DAYS} days`);
  return { from, to };
}

/** Money in or out on one day: a payment received, or a refund given back of one. */
interface Movement {
  at: Date;
  orderId: number;
  method: string;
  gateway: string;
  receivedCents: number;
  refundedCents: number;
  /** A payment received (counted in `payments`); a refund is not. */
  payment: boolean;
  orderTotalCents: number;
  orderTaxCents: number;
}

/**
 * Payments that took money (succeeded, or refunded later) received in the period, and refunds made
 * in it; a payment's refunds that no Refund row records count with the payment.
 */
async function movements(deps: Deps, from: string, to: string): Promise<Movement[]> {
  const { timeZone } = deps.settings.current();
  const [start, end] = [startOfLocalDay(from, timeZone), startOfLocalDay(addDaysIso(to, 1), timeZone)];
  const [received, refunds] = await Promise.all([
    rows<Movement & { unrecordedCents: number }>(
      deps.db,
      sql`SELECT COALESCE(o."paidAt", p."createdAt") AS at, p."orderId", p.method::text AS method,
                 p.gateway::text AS gateway, p."amountCents" AS "receivedCents",
                 p."refundedCents" - COALESCE((SELECT SUM(r."amountCents") FROM "Refund" r
                                                WHERE r."paymentId" = p.id), 0)::int AS "unrecordedCents",
                 o."totalCents" AS "orderTotalCents", o."taxCents" AS "orderTaxCents"
            FROM "Payment" p JOIN "Order" o ON o.id = p."orderId"
           WHERE p.status IN ('succeeded', 'refunded') AND p."amountCents" > 0
             AND COALESCE(o."paidAt", p."createdAt") >= ${start}
             AND COALESCE(o."paidAt", p."createdAt") < ${end}`,
    ),
    rows<Movement>(
      deps.db,
      sql`SELECT r."createdAt" AS at, p."orderId", p.method::text AS method, p.gateway::text AS gateway,
                 0 AS "receivedCents", r."amountCents" AS "refundedCents",
                 o."totalCents" AS "orderTotalCents", o."taxCents" AS "orderTaxCents"
            FROM "Refund" r JOIN "Payment" p ON p.id = r."paymentId" JOIN "Order" o ON o.id = p."orderId"
           WHERE r."createdAt" >= ${start} AND r."createdAt" < ${end}`,
    ),
  ]);
  return [
    ...received.map(({ unrecordedCents, ...p }) => ({
      ...p,
      refundedCents: Math.max(unrecordedCents, 0),
      payment: true,
    })),
    ...refunds.map((r) => ({ ...r, payment: false })),
  ];
}

// --- Takings -------------------------------------------------------------------------------------

const emptyMoney = () => ({ received_cents: 0, refunded_cents: 0, net_cents: 0, payments: 0 });
function addMovement(m: ReturnType<typeof emptyMoney>, p: Movement) {
  m.received_cents += p.receivedCents;
  m.refunded_cents += p.refundedCents;
  m.net_cents += p.receivedCents - p.refundedCents;
  if (p.payment) m.payments += 1;
}

/** Per local day, per payment method and gateway: what was received, given back and kept. */
export async function takings(deps: Deps, fromDate: string, toDate: string): Promise<TTakings> {
  const { from, to } = checkedPeriod(fromDate, toDate);
  const { timeZone } = deps.settings.current();
  const byDay = new Map<string, TTakingsRow>();
  const byMethod = new Map<string, TTakingsMethodTotal>();
  const total = emptyMoney();
  for (const p of await movements(deps, from, to)) {
    const date = localIsoDate(p.at, timeZone);
    const dayKey = `${date} ${p.method} ${p.gateway}`;
    const day = byDay.get(dayKey) ?? { date, method: p.method, gateway: p.gateway, ...emptyMoney() };
    addMovement(day, p);
    byDay.set(dayKey, day);
    const methodKey = `${p.method} ${p.gateway}`;
    const method = byMethod.get(methodKey) ?? { method: p.method, gateway: p.gateway, ...emptyMoney() };
    addMovement(method, p);
    byMethod.set(methodKey, method);
    addMovement(total, p);
  }
  const order = (a: { method: string; gateway: string }, b: { method: string; gateway: string }) =>
    a.method.localeCompare(b.method) || a.gateway.localeCompare(b.gateway);
  return {
    from,
    to,
    rows: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date) || order(a, b)),
    by_method: [...byMethod.values()].sort(order),
    total,
  };
}

export async function takingsCsv(deps: Deps, from: string, to: string): Promise<string> {
  const report = await takings(deps, from, to);
  const line = (m: TTakingsMethodTotal) => [
    m.payments,
    money(m.received_cents),
    money(-m.refunded_cents),
    money(m.net_cents),
  ];
  return toCsv([
    ['Date', 'Method', 'Gateway', 'Payments', 'Received', 'Refunded', 'Net'],
    ...report.rows.map((r) => [r.date, r.method, r.gateway, ...line(r)]),
    ...report.by_method.map((m) => ['Total', m.method, m.gateway, ...line(m)]),
    ['Total', '', '', ...line({ method: '', gateway: '', ...report.total })],
  ]);
}

// --- GST -----------------------------------------------------------------------------------------

/** A local date (YYYY-MM-DD) as a day for date-fns (held in UTC, whatever the server's zone), and back. */
const dayOf = (iso: string) => new TZDate(Date.parse(`${iso}T00:00:00Z`), 'UTC');
const isoOf = (d: Date) => format(d, 'yyyy-MM-dd');

/** The month of a local date: its key, label and first and last days. */
function monthOf(date: string) {
  const d = dayOf(date);
  return {
    period: format(d, 'yyyy-MM'),
    label: format(d, 'MMM yyyy'),
    from: isoOf(startOfMonth(d)),
    to: isoOf(endOfMonth(d)),
  };
}

/** The BAS quarter of a local date: the financial year starts 1 July, so Jul-Sep is Q1. */
function basQuarterOf(date: string) {
  const d = dayOf(date);
  const [first, last] = [startOfQuarter(d), endOfQuarter(d)];
  const q = ((getQuarter(d) + 1) % 4) + 1; // calendar Q3 (Jul-Sep) is BAS Q1
  const fyStart = d.getMonth() >= 6 ? d.getFullYear() : d.getFullYear() - 1;
  const fy = `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
  return {
    period: `${fy} Q${q}`,
    label: `${format(first, 'MMM')}-${format(last, 'MMM yyyy')} (Q${q} ${fy})`,
    from: isoOf(first),
    to: isoOf(last),
  };
}

type GstSums = Pick<TGstRow, 'sales_incl_cents' | 'gst_cents' | 'sales_excl_cents'>;
const emptyGst = (): GstSums => ({ sales_incl_cents: 0, gst_cents: 0, sales_excl_cents: 0 });

/** The GST inside `cents` of an order: its share of the order's GST (all of it for the whole order or more). */
const gstInside = (cents: number, o: Pick<Movement, 'orderTotalCents' | 'orderTaxCents'>) =>
  cents >= o.orderTotalCents ? o.orderTaxCents : mulDivHalfUp(o.orderTaxCents, cents, o.orderTotalCents);

/**
 * GST on the cash basis: what was received in each month and BAS quarter less what was given back
 * in it, and the GST inside each. An order's GST is Order.taxCents (orderTaxCents, the receipts'
 * rule); a payment or refund carries its share of it. Every month and quarter the period touches is
 * listed, clipped to the period.
 */
export async function gst(deps: Deps, fromDate: string, toDate: string): Promise<TGst> {
  const { from, to } = checkedPeriod(fromDate, toDate);
  const { timeZone } = deps.settings.current();
  // Per local day and order, so an order's payment and a refund of it the same day round as one.
  const byDayOrder = new Map<string, { date: string; received: number; refunded: number; order: Movement }>();
  for (const m of await movements(deps, from, to)) {
    const date = localIsoDate(m.at, timeZone);
    const key = `${date} ${m.orderId}`;
    const sums = byDayOrder.get(key) ?? { date, received: 0, refunded: 0, order: m };
    sums.received += m.receivedCents;
    sums.refunded += m.refundedCents;
    byDayOrder.set(key, sums);
  }
  const months = new Map<string, TGstRow>();
  const quarters = new Map<string, TGstRow>();
  const clip = <T extends { from: string; to: string }>(r: T): T => ({
    ...r,
    from: r.from < from ? from : r.from,
    to: r.to > to ? to : r.to,
  });
  for (let d = from; d <= to; d = addDaysIso(monthOf(d).to, 1)) {
    months.set(monthOf(d).period, { ...clip(monthOf(d)), ...emptyGst() });
    const q = basQuarterOf(d);
    if (!quarters.has(q.period)) quarters.set(q.period, { ...clip(q), ...emptyGst() });
  }
  const total = emptyGst();
  for (const { date, received, refunded, order } of byDayOrder.values()) {
    const net = received - refunded;
    const gstCents = gstInside(received, order) - gstInside(refunded, order);
    for (const row of [months.get(monthOf(date).period), quarters.get(basQuarterOf(date).period), total]) {
      if (!row) continue;
      row.sales_incl_cents += net;
      row.gst_cents += gstCents;
      row.sales_excl_cents += net - gstCents;
    }
  }
  return { from, to, basis: 'cash', months: [...months.values()], quarters: [...quarters.values()], total };
}

export async function gstCsv(deps: Deps, from: string, to: string): Promise<string> {
  const report = await gst(deps, from, to);
  const line = (kind: string, r: TGstRow) => [
    kind,
    r.label,
    r.from,
    r.to,
    money(r.sales_incl_cents),
    money(r.gst_cents),
    money(r.sales_excl_cents),
  ];
  return toCsv([
    ['Kind', 'Period', 'From', 'To', 'Sales incl. GST', 'GST collected', 'Sales excl. GST'],
    ...report.months.map((m) => line('Month', m)),
    ...report.quarters.map((q) => line('Quarter', q)),
    line('Total', { period: '', label: '', from: report.from, to: report.to, ...report.total }),
  ]);
}

// --- Owing ---------------------------------------------------------------------------------------

const BUCKET_LABELS: Record<TOwingBucket, string> = {
  current: 'Current (not yet due)',
  '1-30': '1-30 days overdue',
  '31-60': '31-60 days overdue',
  '61-90': '61-90 days overdue',
  '90+': 'Over 90 days overdue',
};

/** The age bucket of an invoice this many days past its due date (0 or less: not overdue). */
function owingBucket(daysOverdue: number): TOwingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return '1-30';
  if (daysOverdue <= 60) return '31-60';
  if (daysOverdue <= 90) return '61-90';
  return '90+';
}

/** An invoice with something owing, for the aged report. */
export interface InvoiceOwing {
  id: number;
  /** The team's or member's name (an imported invoice's own text when it has neither). */
  billedTo: string;
  kind: 'member' | 'team';
  dueDate: Date;
  amountCents: number;
  owingCents: number;
}

let invoicesOwing: ((deps: Deps) => Promise<InvoiceOwing[]>) | null = null;

/** Registers where the aged report finds the invoices still owing, oldest due first (invoices owns them). */
export function onOwingReport(list: (deps: Deps) => Promise<InvoiceOwing[]>): void {
  invoicesOwing = list;
}

/**
 * Invoices owing now (the member side's rule), aged by their due date as at a local date (today by
 * default): a later date shows what will be overdue by then, an earlier one how old the same
 * balances were.
 */
export async function owing(deps: Deps, asAtDate: string | undefined): Promise<TOwing> {
  const asAt = asAtDate ?? todayIso(deps.settings.current().timeZone, deps.now());
  const list = invoicesOwing;
  if (!list) throw new Error('No owing invoices are registered: invoices registers them at start-up');
  const rowsOwing = (await list(deps)).map((i) => {
    const due = isoOfDbDate(i.dueDate);
    const days = daysBetween(due, asAt);
    return {
      invoice_id: i.id,
      billed_to: i.billedTo,
      kind: i.kind,
      due_date: due,
      total_cents: i.amountCents,
      paid_cents: i.amountCents - i.owingCents,
      owing_cents: i.owingCents,
      days_overdue: days,
      bucket: owingBucket(days),
    };
  });
  const buckets = OWING_BUCKETS.map((bucket) => {
    const inBucket = rowsOwing.filter((r) => r.bucket === bucket);
    return {
      bucket,
      label: BUCKET_LABELS[bucket],
      invoices: inBucket.length,
      owing_cents: inBucket.reduce((n, r) => n + r.owing_cents, 0),
    };
  });
  return {
    as_at: asAt,
    rows: rowsOwing,
    buckets,
    total_owing_cents: rowsOwing.reduce((n, r) => n + r.owing_cents, 0),
  };
}

export async function owingCsv(deps: Deps, asAt: string | undefined): Promise<string> {
  const report = await owing(deps, asAt);
  return toCsv([
    ['Invoice', 'Billed to', 'Kind', 'Due date', 'Total', 'Paid', 'Owing', 'Days overdue', 'Age'],
    ...report.rows.map((r) => [
      r.invoice_id,
      r.billed_to,
      r.kind,
      r.due_date,
      money(r.total_cents),
      money(r.paid_cents),
      money(r.owing_cents),
      Math.max(r.days_overdue, 0),
      BUCKET_LABELS[r.bucket],
    ]),
    ...report.buckets.map((b) => [
      '',
      b.label,
      '',
      '',
      '',
      '',
      money(b.owing_cents),
      '',
      `${b.invoices} invoices`,
    ]),
    ['', 'Total', '', '', '', '', money(report.total_owing_cents), '', ''],
  ]);
}

// --- Activity ------------------------------------------------------------------------------------

/** The ISO week of a date: its name (the year is the Thursday's) and its Monday. */
function isoWeekOf(date: string): { week: string; starts: string } {
  const d = dayOf(date);
  return { week: format(d, "RRRR-'W'II"), starts: isoOf(startOfISOWeek(d)) };
}

const COUNTED_ORIGINS: Partial<Record<OrderOrigin, 'registrations' | 'nominations' | 'sales'>> = {
  membership: 'registrations',
  nomination: 'nominations',
  store: 'sales',
};

/** Paid membership, nomination and store orders per ISO week of the period (every week listed). */
export async function activity(deps: Deps, fromDate: string, toDate: string): Promise<TActivity> {
  const { from, to } = checkedPeriod(fromDate, toDate);
  const { timeZone } = deps.settings.current();
  const paid = await rows<{ origin: OrderOrigin; paidAt: Date }>(
    deps.db,
    sql`SELECT o.origin::text AS origin, o."paidAt" FROM "Order" o
         WHERE o.paid AND o.origin IN ('membership', 'nomination', 'store')
           AND o."paidAt" >= ${startOfLocalDay(from, timeZone)}
           AND o."paidAt" < ${startOfLocalDay(addDaysIso(to, 1), timeZone)}`,
  );
  const weeks = new Map<string, TActivityWeek>();
  for (let d = isoWeekOf(from).starts; d <= to; d = addDaysIso(d, 7))
    weeks.set(d, { ...isoWeekOf(d), registrations: 0, nominations: 0, sales: 0 });
  const total = { registrations: 0, nominations: 0, sales: 0 };
  for (const o of paid) {
    const kind = COUNTED_ORIGINS[o.origin];
    const week = weeks.get(isoWeekOf(localIsoDate(o.paidAt, timeZone)).starts);
    if (!kind || !week) continue;
    week[kind] += 1;
    total[kind] += 1;
  }
  return { from, to, weeks: [...weeks.values()], total };
}

export async function activityCsv(deps: Deps, from: string, to: string): Promise<string> {
  const report = await activity(deps, from, to);
  return toCsv([
    ['Week', 'Starts', 'Registrations', 'Nominations', 'Sales'],
    ...report.weeks.map((w) => [w.week, w.starts, w.registrations, w.nominations, w.sales]),
    ['Total', '', report.total.registrations, report.total.nominations, report.total.sales],
  ]);
}

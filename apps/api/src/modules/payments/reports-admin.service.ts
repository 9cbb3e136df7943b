// The treasurer's reports (finance staff): takings per local day by method and gateway, GST per
// month and BAS quarter on the cash basis, invoices owing by age (the invoices module's own owing
// rule), and registrations, nominations and sales per ISO week; each also as a CSV file. Reads only.
//
// When money counts: a payment is received when its order was marked paid (Order.paidAt, the
// moment its payments succeeded, also after 3-D Secure), or at its own creation when the order
// never was (a payment refused at settling, recorded as refunded). The payment table keeps no
// refund date, so a refund is shown against the day of the payment it gives back.
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
import type { OrderOrigin, Payment } from '../../generated/prisma/client.js';
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
import { invoicesOwing } from '../invoices/invoices.service.js';

/** A period's first and last local dates (the query refuses them reversed), refused (422) when longer than REPORT_MAX_DAYS. */
function checkedPeriod(from: string, to: string): { from: string; to: string } {
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
    throw fieldError('to', `A report covers at most ${REPORT_MAX_DAYS} days`);
  return { from, to };
}

type ReceivedPayment = Pick<
  Payment,
  'id' | 'orderId' | 'amountCents' | 'refundedCents' | 'method' | 'gateway'
> & {
  receivedAt: Date;
  orderTotalCents: number;
  orderTaxCents: number;
};

/** Payments that took money (succeeded, or refunded later) received in the period. */
function receivedPayments(deps: Deps, from: string, to: string) {
  const { timeZone } = deps.settings.current();
  return rows<ReceivedPayment>(
    deps.db,
    sql`SELECT p.id, p."orderId", p."amountCents", p."refundedCents", p.method::text AS method,
               p.gateway::text AS gateway, COALESCE(o."paidAt", p."createdAt") AS "receivedAt",
               o."totalCents" AS "orderTotalCents", o."taxCents" AS "orderTaxCents"
          FROM "Payment" p JOIN "Order" o ON o.id = p."orderId"
         WHERE p.status IN ('succeeded', 'refunded') AND p."amountCents" > 0
           AND COALESCE(o."paidAt", p."createdAt") >= ${startOfLocalDay(from, timeZone)}
           AND COALESCE(o."paidAt", p."createdAt") < ${startOfLocalDay(addDaysIso(to, 1), timeZone)}
         ORDER BY 7, p.id`,
  );
}

// --- Takings -------------------------------------------------------------------------------------

const emptyMoney = () => ({ received_cents: 0, refunded_cents: 0, net_cents: 0, payments: 0 });
function addPayment(m: ReturnType<typeof emptyMoney>, p: ReceivedPayment) {
  m.received_cents += p.amountCents;
  m.refunded_cents += p.refundedCents;
  m.net_cents += p.amountCents - p.refundedCents;
  m.payments += 1;
}

/** Per local day, per payment method and gateway: what was received, given back and kept. */
export async function takings(deps: Deps, fromDate: string, toDate: string): Promise<TTakings> {
  const { from, to } = checkedPeriod(fromDate, toDate);
  const { timeZone } = deps.settings.current();
  const byDay = new Map<string, TTakingsRow>();
  const byMethod = new Map<string, TTakingsMethodTotal>();
  const total = emptyMoney();
  for (const p of await receivedPayments(deps, from, to)) {
    const date = localIsoDate(p.receivedAt, timeZone);
    const dayKey = `${date} ${p.method} ${p.gateway}`;
    const day = byDay.get(dayKey) ?? { date, method: p.method, gateway: p.gateway, ...emptyMoney() };
    addPayment(day, p);
    byDay.set(dayKey, day);
    const methodKey = `${p.method} ${p.gateway}`;
    const method = byMethod.get(methodKey) ?? { method: p.method, gateway: p.gateway, ...emptyMoney() };
    addPayment(method, p);
    byMethod.set(methodKey, method);
    addPayment(total, p);
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

/**
 * GST on the cash basis: what was received in each month and BAS quarter (less what was given back
 * of it), and the GST inside it. An order's GST is Order.taxCents (orderTaxCents, the receipts'
 * rule); what was kept of the order carries its share of that GST (all of it when nothing was given
 * back). Every month and quarter the period touches is listed, clipped to the period.
 */
export async function gst(deps: Deps, fromDate: string, toDate: string): Promise<TGst> {
  const { from, to } = checkedPeriod(fromDate, toDate);
  const { timeZone } = deps.settings.current();
  // An order's payments are received together (paidAt), so the order is the unit of GST.
  const orders = new Map<number, { date: string; total: number; tax: number; net: number }>();
  for (const p of await receivedPayments(deps, from, to)) {
    const o = orders.get(p.orderId) ?? {
      date: localIsoDate(p.receivedAt, timeZone),
      total: p.orderTotalCents,
      tax: p.orderTaxCents,
      net: 0,
    };
    o.net += p.amountCents - p.refundedCents;
    orders.set(p.orderId, o);
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
  for (const o of orders.values()) {
    const gstCents = o.net >= o.total ? o.tax : mulDivHalfUp(o.tax, o.net, o.total);
    for (const row of [
      months.get(monthOf(o.date).period),
      quarters.get(basQuarterOf(o.date).period),
      total,
    ]) {
      if (!row) continue;
      row.sales_incl_cents += o.net;
      row.gst_cents += gstCents;
      row.sales_excl_cents += o.net - gstCents;
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

/**
 * Invoices owing now (the member side's rule), aged by their due date as at a local date (today by
 * default): a later date shows what will be overdue by then, an earlier one how old the same
 * balances were.
 */
export async function owing(deps: Deps, asAtDate: string | undefined): Promise<TOwing> {
  const asAt = asAtDate ?? todayIso(deps.settings.current().timeZone, deps.now());
  const rowsOwing = (await invoicesOwing(deps)).map((i) => {
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

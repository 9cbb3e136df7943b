// The treasurer's reports (API /api/admin/reports/*, finance staff): takings per day by method and
// gateway, GST per month and BAS quarter, invoices owing by age, and registrations, nominations
// and sales per ISO week. Each is also a CSV file (`<name>.csv` with the same query). Money is
// cents; dates are local dates of the association's time zone.
import { z } from 'zod/mini';
import { isoDate, periodQuery } from './fields.js';

/** The longest period a report covers, in days (both dates included). */
export const REPORT_MAX_DAYS = 400;

/** GET /api/admin/reports/{takings,gst,activity}?from=&to= (local dates, both included). */
export const ZReportPeriodQuery = periodQuery;
export type TReportPeriodQuery = z.infer<typeof ZReportPeriodQuery>;

const ZMoney = z.object({
  /** Payments received (their amounts). */
  received_cents: z.number(),
  /** What was given back in the period, on the day it was (shown negative on screen). */
  refunded_cents: z.number(),
  /** received - refunded. */
  net_cents: z.number(),
  /** Payments received (a refund alone counts none). */
  payments: z.number(),
});

// --- Takings ------------------------------------------------------------------------------------

export const ZTakingsRow = z.extend(ZMoney, {
  /** Local date the money was received. */
  date: z.string(),
  /** card, eft, cash, ... */
  method: z.string(),
  /** stripe, sandbox, manual. */
  gateway: z.string(),
});
export type TTakingsRow = z.infer<typeof ZTakingsRow>;
export const ZTakingsMethodTotal = z.extend(ZMoney, { method: z.string(), gateway: z.string() });
export type TTakingsMethodTotal = z.infer<typeof ZTakingsMethodTotal>;

/** GET /api/admin/reports/takings. */
export const ZTakings = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(ZTakingsRow),
    by_method: z.array(ZTakingsMethodTotal),
    total: ZMoney,
  }),
});
export type TTakings = z.infer<typeof ZTakings>['data'];

// --- GST ----------------------------------------------------------------------------------------

export const ZGstRow = z.object({
  /** '2026-07' for a month, '2026-27 Q1' for a BAS quarter (financial year, Jul-Sep = Q1). */
  period: z.string(),
  label: z.string(),
  /** The part of the period inside the report's from/to. */
  from: z.string(),
  to: z.string(),
  sales_incl_cents: z.number(),
  gst_cents: z.number(),
  sales_excl_cents: z.number(),
});
export type TGstRow = z.infer<typeof ZGstRow>;

/** GET /api/admin/reports/gst: cash basis (counted when the money is received, less refunds). */
export const ZGst = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    basis: z.literal('cash'),
    months: z.array(ZGstRow),
    quarters: z.array(ZGstRow),
    total: z.object({ sales_incl_cents: z.number(), gst_cents: z.number(), sales_excl_cents: z.number() }),
  }),
});
export type TGst = z.infer<typeof ZGst>['data'];

// --- Owing --------------------------------------------------------------------------------------

export const OWING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type TOwingBucket = (typeof OWING_BUCKETS)[number];

/** GET /api/admin/reports/owing?as_at= (today when not given). */
export const ZOwingQuery = z.object({ as_at: z.optional(isoDate) });
export type TOwingQuery = z.infer<typeof ZOwingQuery>;

export const ZOwingRow = z.object({
  invoice_id: z.number(),
  billed_to: z.string(),
  kind: z.enum(['member', 'team']),
  due_date: z.string(),
  total_cents: z.number(),
  paid_cents: z.number(),
  owing_cents: z.number(),
  /** Days past the due date at as_at (0 or less: not overdue). */
  days_overdue: z.number(),
  bucket: z.enum(OWING_BUCKETS),
});
export type TOwingRow = z.infer<typeof ZOwingRow>;
export const ZOwingBucketTotal = z.object({
  bucket: z.enum(OWING_BUCKETS),
  label: z.string(),
  invoices: z.number(),
  owing_cents: z.number(),
});
export type TOwingBucketTotal = z.infer<typeof ZOwingBucketTotal>;

export const ZOwing = z.object({
  data: z.object({
    as_at: z.string(),
    rows: z.array(ZOwingRow),
    buckets: z.array(ZOwingBucketTotal),
    total_owing_cents: z.number(),
  }),
});
export type TOwing = z.infer<typeof ZOwing>['data'];

// --- Activity -----------------------------------------------------------------------------------

export const ZActivityWeek = z.object({
  /** ISO week, e.g. '2026-W27'. */
  week: z.string(),
  /** Its Monday. */
  starts: z.string(),
  /** Paid membership orders. */
  registrations: z.number(),
  /** Paid team nominations (entries). */
  nominations: z.number(),
  /** Paid store orders. */
  sales: z.number(),
});
export type TActivityWeek = z.infer<typeof ZActivityWeek>;

/** GET /api/admin/reports/activity: every ISO week the period touches, counting paid orders inside it. */
export const ZActivity = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    weeks: z.array(ZActivityWeek),
    total: z.object({ registrations: z.number(), nominations: z.number(), sales: z.number() }),
  }),
});
export type TActivity = z.infer<typeof ZActivity>['data'];

// The treasurer's reconciliation (console, finance staff): payouts arriving in a period with what
// they carry and what matched nothing, one payout's movements (also as CSV), and the card payments
// no payout has carried yet. Reads only; payouts are written by payouts.service.
import {
  type TNotPaidOut,
  type TPayoutItem,
  type TPayoutItemKind,
  type TPayoutList,
  type TPayoutPage,
  type TPayoutStatus,
  type TPayoutSummary,
} from '@courtside/contracts/admin';
import { notFound } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import type { Deps } from '../../lib/deps.js';
import { formatDateTime } from '../../lib/display.js';
import { addDaysIso, dbDate, isoOfDbDate, startOfLocalDay, todayIso } from '../../lib/local-dates.js';
import { rows, sql } from '../../lib/sql.js';
import { memberContacts } from '../people/index.js';
import { checkedPeriod } from './reports-admin.service.js';

/** Card payments are expected in a payout within this many days (Stripe Australia pays T+2). */
const PAYOUT_DAYS = 2;
const NOT_PAID_OUT_SHOWN = 200;

interface PayoutRow {
  id: number;
  gateway: string;
  gatewayRef: string;
  status: string;
  amountCents: number;
  arrivalDate: Date;
  chargesCents: number;
  refundsCents: number;
  feeItemsCents: number;
  otherCents: number;
  feesCents: number;
  netCents: number;
  items: number;
  unmatched: number;
}

/** Payouts with their movements summed by kind; `where` is on the payout (alias po). */
function payoutRows(deps: Deps, where: ReturnType<typeof sql>) {
  return rows<PayoutRow>(
    deps.db,
    sql`SELECT po.id, po.gateway::text AS gateway, po."gatewayRef", po.status, po."amountCents",
               po."arrivalDate",
               COALESCE(SUM(i."amountCents") FILTER (WHERE i.kind = 'charge'), 0)::int AS "chargesCents",
               COALESCE(SUM(i."amountCents") FILTER (WHERE i.kind = 'refund'), 0)::int AS "refundsCents",
               COALESCE(SUM(i."amountCents") FILTER (WHERE i.kind = 'fee'), 0)::int AS "feeItemsCents",
               COALESCE(SUM(i."amountCents") FILTER (WHERE i.kind = 'other'), 0)::int AS "otherCents",
               COALESCE(SUM(i."feeCents"), 0)::int AS "feesCents",
               COALESCE(SUM(i."netCents"), 0)::int AS "netCents",
               COUNT(i.id)::int AS items,
               (COUNT(i.id) FILTER (WHERE i.kind <> 'fee' AND i."paymentId" IS NULL))::int AS unmatched
          FROM "Payout" po LEFT JOIN "PayoutItem" i ON i."payoutId" = po.id
         WHERE ${where}
         GROUP BY po.id
         ORDER BY po."arrivalDate" DESC, po.id DESC`,
  );
}

const summaryOf = (r: PayoutRow): TPayoutSummary => ({
  id: r.id,
  gateway: r.gateway,
  reference: r.gatewayRef,
  status: r.status as TPayoutStatus,
  arrival_date: isoOfDbDate(r.arrivalDate),
  amount_cents: r.amountCents,
  charges_cents: r.chargesCents,
  refunds_cents: r.refundsCents,
  fees_cents: r.feeItemsCents - r.feesCents,
  other_cents: r.otherCents,
  items: r.items,
  unmatched: r.unmatched,
  difference_cents: r.amountCents - r.netCents,
});

interface NotPaidOutRow {
  id: number;
  orderId: number;
  memberId: number;
  amountCents: number;
  refundedCents: number;
  gateway: string;
  receivedAt: Date;
  total: number;
}

/** Card payments through a gateway received in [from, before) that no payout carries. */
async function notPaidOut(deps: Deps, from: Date, before: Date) {
  const found = await rows<NotPaidOutRow>(
    deps.db,
    sql`SELECT p.id, p."orderId", p."memberId", p."amountCents", p."refundedCents",
               p.gateway::text AS gateway, COALESCE(o."paidAt", p."createdAt") AS "receivedAt",
               (COUNT(*) OVER ())::int AS total
          FROM "Payment" p JOIN "Order" o ON o.id = p."orderId"
         WHERE p.method = 'card' AND p.gateway IN ('stripe', 'sandbox')
           AND p.status IN ('succeeded', 'refunded') AND p."amountCents" > 0
           AND COALESCE(o."paidAt", p."createdAt") >= ${from}
           AND COALESCE(o."paidAt", p."createdAt") < ${before}
           AND NOT EXISTS (SELECT 1 FROM "PayoutItem" i WHERE i."paymentId" = p.id AND i.kind = 'charge')
         ORDER BY 7, p.id
         LIMIT ${NOT_PAID_OUT_SHOWN}`,
  );
  const { timeZone } = deps.settings.current();
  const names = await memberContacts(
    deps.db,
    found.map((p) => p.memberId),
  );
  const payments: TNotPaidOut[] = found.map((p) => {
    const m = names.get(p.memberId);
    return {
      payment_id: p.id,
      order_id: p.orderId,
      member_name: m ? `${m.firstname} ${m.lastname}` : `Member ${p.memberId}`,
      received_at: formatDateTime(p.receivedAt, timeZone),
      amount_cents: p.amountCents,
      refunded_cents: p.refundedCents,
      gateway: p.gateway,
    };
  });
  return { payments, total: found[0]?.total ?? 0 };
}

/**
 * Payouts arriving from `from` to `to` (local dates), and the card payments received in the period
 * up to PAYOUT_DAYS before today that none carries (the newest are not due in one yet).
 */
export async function listPayouts(deps: Deps, from: string, to: string): Promise<TPayoutList> {
  checkedPeriod(from, to);
  const { timeZone } = deps.settings.current();
  const summaries = (
    await payoutRows(deps, sql`po."arrivalDate" BETWEEN ${dbDate(from)} AND ${dbDate(to)}`)
  ).map(summaryOf);
  const dueBy = addDaysIso(todayIso(timeZone, deps.now()), -PAYOUT_DAYS);
  const lastDue = to < dueBy ? to : dueBy;
  const missing =
    lastDue < from
      ? { payments: [], total: 0 }
      : await notPaidOut(
          deps,
          startOfLocalDay(from, timeZone),
          startOfLocalDay(addDaysIso(lastDue, 1), timeZone),
        );
  return {
    from,
    to,
    payouts: summaries,
    total: {
      amount_cents: summaries.reduce((sum, p) => sum + p.amount_cents, 0),
      unmatched: summaries.reduce((sum, p) => sum + p.unmatched, 0),
    },
    not_paid_out: missing.payments,
    not_paid_out_total: missing.total,
  };
}

/** One payout with every movement it carries, oldest first. */
export async function payoutPage(deps: Deps, id: number): Promise<TPayoutPage> {
  const [row] = await payoutRows(deps, sql`po.id = ${id}`);
  if (!row) throw notFound('Payout');
  const items = await deps.db.payoutItem.findMany({
    where: { payoutId: id },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    include: {
      payment: { select: { id: true, orderId: true, memberId: true, method: true } },
    },
  });
  const names = await memberContacts(
    deps.db,
    items.flatMap((i) => (i.payment ? [i.payment.memberId] : [])),
  );
  const { timeZone } = deps.settings.current();
  return {
    payout: summaryOf(row),
    items: items.map((i): TPayoutItem => {
      const m = i.payment ? names.get(i.payment.memberId) : undefined;
      return {
        id: i.id,
        reference: i.gatewayRef,
        kind: i.kind as TPayoutItemKind,
        type: i.type,
        description: i.description,
        created_at: formatDateTime(i.occurredAt, timeZone),
        amount_cents: i.amountCents,
        fee_cents: i.feeCents,
        net_cents: i.netCents,
        payment: i.payment && {
          id: i.payment.id,
          order_id: i.payment.orderId,
          member_name: m ? `${m.firstname} ${m.lastname}` : `Member ${i.payment.memberId}`,
          method: i.payment.method,
        },
        refund_id: i.refundId,
        matched: i.kind === 'fee' || i.paymentId !== null,
      };
    }),
  };
}

export async function payoutCsv(deps: Deps, id: number): Promise<{ name: string; csv: string }> {
  const { payout, items } = await payoutPage(deps, id);
  const csv = toCsv(
    items.map((i) => [
      i.created_at,
      i.kind,
      i.type,
      i.reference,
      i.description,
      i.payment ? i.payment.order_id : '',
      i.payment ? i.payment.member_name : '',
      money(i.amount_cents),
      money(-i.fee_cents),
      money(i.net_cents),
      i.matched ? 'yes' : 'no',
    ]),
    {
      header: true,
      columns: [
        'When',
        'Kind',
        'Gateway type',
        'Reference',
        'Description',
        'Order',
        'Member',
        'Amount',
        'Fee',
        'Net',
        'Matched',
      ],
    },
  );
  return { name: `payout-${payout.arrival_date}-${payout.id}.csv`, csv };
}

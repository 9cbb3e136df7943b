// Receipts: the member's own orders and payments, read here because payments owns them; the
// orders module serves them at /api/member/orders. Anything that is not theirs answers 404.
import { PAY_MSG, type TOrderDetail, type TOrderSummary, type TPayment } from '@courtside/contracts';
import type { OrderOrigin, Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound, withRetryAfter } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { formatDateTime } from '../../lib/display.js';
import { bookingRow, paymentRowSelect, toPaymentRow, type PaymentRowData } from './payment-rows.js';
import { sendReceipt } from './receipt.js';
import { receiptNotesOf } from './order-effects.js';
import { rows, sql } from '../../lib/sql.js';
import { memberNames } from '../people/index.js';

const RECEIVED = { status: { in: ['succeeded', 'refunded'] } } satisfies Prisma.PaymentWhereInput;

const summarySelect = {
  id: true,
  createdAt: true,
  paidAt: true,
  paid: true,
  origin: true,
  isHpc: true,
  invoiceId: true,
  totalCents: true,
  lines: { select: { name: true }, orderBy: { id: 'asc' } },
  payments: { select: { id: true, status: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderSelect;

type SummaryData = Prisma.OrderGetPayload<{ select: typeof summarySelect }>;

const describe = (o: SummaryData) => o.lines.map((l) => l.name).join(', ');
const statusOf = (o: SummaryData): TOrderSummary['o_status'] =>
  o.paid
    ? 'Paid'
    : o.payments.length > 0 && o.payments.every((p) => p.status === 'failed')
      ? 'Failed'
      : 'Pending';
const receiptIdOf = (o: SummaryData) =>
  o.payments.find((p) => p.status === 'succeeded' || p.status === 'refunded')?.id ?? null;

function toSummary(o: SummaryData, timeZone: string): TOrderSummary {
  const when = o.paidAt ?? o.createdAt;
  return {
    o_id: o.id,
    o_date: when.toISOString(),
    o_date_formatted: formatDateTime(when, timeZone),
    o_description: describe(o),
    o_status: statusOf(o),
    o_paid: o.paid,
    o_total: toDollars(o.totalCents),
    o_origin: o.origin,
    o_is_hpc: o.isHpc,
    o_invoice: o.invoiceId !== null,
    o_invoice_id: o.invoiceId,
    o_receipt_id: receiptIdOf(o),
  };
}

/**
 * The orders filter (`orig`) as SQL on "Order" o: none, the HPC orders, or one origin. Both lists
 * below are plain SQL (lib/sql.ts): every signed-in member reads them.
 */
const originFilter = (orig: string | undefined) =>
  sql`(${orig ?? null}::text IS NULL OR (${orig ?? null}::text = 'hpc' AND o."isHpc")
       OR (${orig ?? null}::text <> 'hpc' AND o.origin::text = ${orig ?? null}::text))`;

export async function listOrders(
  deps: Deps,
  memberId: number,
  orig?: string,
): Promise<{ orders: TOrderSummary[]; orders_count: number }> {
  const found = await rows<SummaryData>(
    deps.db,
    sql`SELECT o.id, o."createdAt", o."paidAt", o.paid, o.origin, o."isHpc", o."invoiceId", o."totalCents",
               COALESCE((SELECT json_agg(json_build_object('name', l.name) ORDER BY l.id)
                           FROM "OrderLine" l WHERE l."orderId" = o.id), '[]') AS lines,
               COALESCE((SELECT json_agg(json_build_object('id', p.id, 'status', p.status) ORDER BY p.id)
                           FROM "Payment" p WHERE p."orderId" = o.id), '[]') AS payments
          FROM "Order" o
         WHERE o."memberId" = ${memberId} AND ${originFilter(orig)}
         ORDER BY o."createdAt" DESC, o.id DESC`,
  );
  return {
    orders: found.map((o) => toSummary(o, deps.settings.current().timeZone)),
    orders_count: found.length,
  };
}

export async function getOrder(deps: Deps, memberId: number, orderId: number): Promise<TOrderDetail> {
  const o = await deps.db.order.findFirst({
    where: { id: orderId, memberId },
    select: {
      ...summarySelect,
      subtotalCents: true,
      taxCents: true,
      discountCents: true,
      donationCents: true,
      member: { select: { firstname: true, lastname: true } },
      lines: {
        select: {
          name: true,
          productId: true,
          quantity: true,
          unitPriceCents: true,
          totalCents: true,
          product: { select: { isDonation: true } },
          attendees: {
            select: { attendee: { select: { id: true, firstname: true, lastname: true } } },
            orderBy: { id: 'asc' },
          },
        },
        orderBy: { id: 'asc' },
      },
      bookings: {
        select: {
          id: true,
          startsAt: true,
          endsAt: true,
          court: { select: { name: true, venue: { select: { name: true } } } },
          sport: { select: { name: true } },
          type: { select: { name: true } },
          option: { select: { name: true } },
        },
        orderBy: { startsAt: 'asc' },
      },
    },
  });
  if (!o) throw notFound('Order');
  const payments = await deps.db.payment.findMany({
    where: { orderId, ...RECEIVED },
    select: paymentRowSelect,
    orderBy: { id: 'asc' },
  });
  const summary = toSummary(o, deps.settings.current().timeZone);
  return {
    o_id: o.id,
    o_paid: o.paid,
    o_date: summary.o_date,
    o_date_formatted: summary.o_date_formatted,
    o_origin: o.origin,
    o_description: summary.o_description,
    o_is_hpc: o.isHpc,
    o_invoice: o.invoiceId !== null,
    o_invoice_id: o.invoiceId,
    o_booking: o.bookings.length > 0,
    o_member: `${o.member.firstname} ${o.member.lastname}`,
    o_subtotal: toDollars(o.subtotalCents),
    o_tax: toDollars(o.taxCents),
    o_discount: toDollars(o.discountCents),
    o_donation: toDollars(o.donationCents),
    o_total: toDollars(o.totalCents),
    o_receipt_id: summary.o_receipt_id,
    o_products: o.lines.map((l) => ({
      pid: l.productId,
      opr_name: l.name,
      opr_quantity: l.quantity,
      opr_price: toDollars(l.unitPriceCents),
      opr_total: toDollars(l.totalCents),
      opr_donation: l.product?.isDonation ?? false,
      attendees: l.attendees.map((a) => ({
        a_id: a.attendee.id,
        firstname: a.attendee.firstname,
        lastname: a.attendee.lastname,
      })),
    })),
    o_payments: payments.map((p) => toPaymentRow(p, deps.settings.current().timeZone)),
    o_bookings: o.bookings.map((b) => bookingRow(b, deps.settings.current().timeZone)),
    o_notes: o.paid ? await receiptNotesOf(deps.db, o) : [],
  };
}

export async function listPayments(
  deps: Deps,
  memberId: number,
  orig?: string,
): Promise<{ payments: TPayment[]; payments_count: number }> {
  const [found, names] = await Promise.all([
    rows<
      Omit<PaymentRowData, 'member' | 'order' | 'refunds'> & {
        origin: OrderOrigin;
        voucher: PaymentRowData['order']['voucher'];
        refunds: Array<{ id: number; createdAt: string; amountCents: number; reason: string }>;
      }
    >(
      deps.db,
      sql`SELECT p.id, p."createdAt", p."amountCents", p."discountCents", p."refundedCents", p.method, p.status,
                 p.description, p."orderId", o.origin,
                 CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('method', v.method, 'value', v.value) END AS voucher,
                 COALESCE((SELECT json_agg(json_build_object('id', r.id, 'createdAt', r."createdAt",
                                  'amountCents', r."amountCents", 'reason', r.reason) ORDER BY r.id)
                             FROM "Refund" r WHERE r."paymentId" = p.id), '[]'::json) AS refunds
            FROM "Payment" p
            JOIN "Order" o ON o.id = p."orderId"
            LEFT JOIN "Voucher" v ON v.id = o."voucherId"
           WHERE p."memberId" = ${memberId} AND p.status IN ('succeeded', 'refunded') AND ${originFilter(orig)}
           ORDER BY p."createdAt" DESC, p.id DESC`,
    ),
    memberNames(deps.db, [memberId]),
  ]);
  // Every payment listed is the member's own, so the payer is the member.
  const member = names.get(memberId) ?? { firstname: '', lastname: '' };
  const payments = found.map(({ origin, voucher, refunds, ...p }) => ({
    ...p,
    member,
    order: { origin, voucher },
    refunds: refunds.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
  }));
  return {
    payments: payments.map((p) => toPaymentRow(p, deps.settings.current().timeZone)),
    payments_count: payments.length,
  };
}

export async function getPayment(deps: Deps, memberId: number, paymentId: number): Promise<TPayment> {
  const row = await deps.db.payment.findFirst({
    where: { id: paymentId, memberId, ...RECEIVED },
    select: paymentRowSelect,
  });
  if (!row) throw notFound('Payment');
  return toPaymentRow(row, deps.settings.current().timeZone);
}

/**
 * Re-sends the receipt of one of the member's own orders, a few times per receipt an hour
 * (lib/limits.ts, counted in PostgreSQL so every process shares the count). A send is counted
 * before it goes, so a burst of clicks cannot slip past, and given back when nothing was sent.
 */
export async function resendReceipt(deps: Deps, memberId: number, orderId: number): Promise<void> {
  const own = await deps.db.order.findFirst({ where: { id: orderId, memberId }, select: { id: true } });
  if (!own) throw notFound('Order');
  const key = String(orderId);
  if (!(await deps.limits.receiptMail.take(key)))
    throw withRetryAfter(new AppError('too_many_requests', PAY_MSG.receiptSentTooOften), 60 * 60);
  try {
    await sendReceipt(deps, orderId);
  } catch (err) {
    await deps.limits.receiptMail.giveBack(key);
    throw err;
  }
}

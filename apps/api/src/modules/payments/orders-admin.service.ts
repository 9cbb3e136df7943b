// The console's orders (finance staff): finding orders by member, local date, status, origin and
// amount; an order's whole page (its lines and payments, and what the selling areas registered of
// it: attendees, bookings, the subscription and class places, order-page-parts.ts); and
// re-sending its receipt, audited.
import type {
  TOrderPage,
  TOrderRow,
  TOrderSearchPage,
  TOrderSearchQuery,
  TOrderStatus,
  TReceiptResent,
} from '@courtside/contracts/admin';
import type { OrderOrigin } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/display.js';
import { addDaysIso, startOfLocalDay } from '../../lib/local-dates.js';
import { rows, sql, type SqlQuery } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import { memberContacts, memberIdsMatching } from '../people/index.js';
import { orderPageParts } from './order-page-parts.js';
import { sendReceipt } from './receipt.js';
import { refundableCents } from './refunds-admin.service.js';

const DEFAULT_PAGE_SIZE = 25;
/** A search is counted up to this many orders; the grid pages through them. */
const COUNT_CAP = 10_000;

const ORDER_BY: Record<NonNullable<TOrderSearchQuery['sort']>, SqlQuery> = {
  date: sql`o."createdAt", o.id`,
  '-date': sql`o."createdAt" DESC, o.id DESC`,
  total: sql`o."totalCents", o.id`,
  '-total': sql`o."totalCents" DESC, o.id DESC`,
  id: sql`o.id`,
  '-id': sql`o.id DESC`,
};

/**
 * An order's status from its payments (`pay`: received and refunded cents of its succeeded and
 * refunded payments, its attempts and failed attempts). One definition for the filter and the rows;
 * paymentTotals below says the same over payments already read, for the order page.
 */
const STATUS = sql`CASE
  WHEN o.paid AND pay.received > 0 AND pay.refunded >= pay.received THEN 'refunded'
  WHEN o.paid AND pay.refunded > 0 THEN 'part_refunded'
  WHEN o.paid THEN 'paid'
  WHEN pay.attempts > 0 AND pay.failed = pay.attempts THEN 'failed'
  ELSE 'pending' END`;

const PAYMENT_TOTALS = sql`CROSS JOIN LATERAL (
  SELECT count(*)::int AS attempts,
         (count(*) FILTER (WHERE p.status = 'failed'))::int AS failed,
         COALESCE(sum(p."amountCents") FILTER (WHERE p.status IN ('succeeded', 'refunded')), 0)::int AS received,
         COALESCE(sum(p."refundedCents") FILTER (WHERE p.status IN ('succeeded', 'refunded')), 0)::int AS refunded
    FROM "Payment" p WHERE p."orderId" = o.id) pay`;

interface OrderRowData {
  id: number;
  memberId: number;
  createdAt: Date;
  origin: OrderOrigin;
  totalCents: number;
  status: TOrderStatus;
  refunded: number;
  description: string | null;
}

/** One page of the orders matching the query (newest first unless sorted), and how many match. */
export async function searchOrders(deps: Deps, query: TOrderSearchQuery): Promise<TOrderSearchPage> {
  const timeZone = deps.settings.current().timeZone;
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const words = query.q?.trim() ?? '';
  const members = words ? await memberIdsMatching(deps, words) : null;
  const empty = { orders: [], total: 0, total_capped: false, page, page_size: pageSize };
  if (members && members.ids.length === 0) return { ...empty, members_capped: false };

  const parts: SqlQuery[] = [sql`TRUE`];
  if (members) parts.push(sql`o."memberId" = ANY(${members.ids}::int[])`);
  if (query.from) parts.push(sql`o."createdAt" >= ${startOfLocalDay(query.from, timeZone)}`);
  if (query.to) parts.push(sql`o."createdAt" < ${startOfLocalDay(addDaysIso(query.to, 1), timeZone)}`);
  if (query.origin) parts.push(sql`o.origin::text = ${query.origin}`);
  if (query.min_cents !== undefined) parts.push(sql`o."totalCents" >= ${query.min_cents}`);
  if (query.max_cents !== undefined) parts.push(sql`o."totalCents" <= ${query.max_cents}`);
  if (query.status) parts.push(sql`${STATUS} = ${query.status}`);
  const where = parts.reduce((all, part) => sql`${all} AND ${part}`);

  const [found, [counted]] = await Promise.all([
    rows<OrderRowData>(
      deps.db,
      sql`SELECT o.id, o."memberId", o."createdAt", o.origin, o."totalCents", ${STATUS} AS status,
                 pay.refunded,
                 (SELECT string_agg(l.name, ', ' ORDER BY l.id) FROM "OrderLine" l WHERE l."orderId" = o.id) AS description
            FROM "Order" o ${PAYMENT_TOTALS}
           WHERE ${where}
           ORDER BY ${ORDER_BY[query.sort ?? '-date']} LIMIT ${pageSize} OFFSET ${page * pageSize}`,
      { planEachTime: true },
    ),
    rows<{ total: number }>(
      deps.db,
      sql`SELECT count(*)::int AS total
            FROM (SELECT 1 FROM "Order" o ${PAYMENT_TOTALS} WHERE ${where} LIMIT ${COUNT_CAP + 1}) found`,
      { planEachTime: true },
    ),
  ]);
  const names = await memberContacts(deps.db, [...new Set(found.map((o) => o.memberId))]);
  const orders: TOrderRow[] = found.map((o) => {
    const name = names.get(o.memberId);
    return {
      id: o.id,
      member_id: o.memberId,
      member: name ? `${name.firstname} ${name.lastname}` : `Member ${o.memberId}`,
      created_at: o.createdAt.toISOString(),
      created_at_formatted: formatDateTime(o.createdAt, timeZone),
      description: o.description ?? '',
      origin: o.origin,
      status: o.status,
      total_cents: o.totalCents,
      refunded_cents: o.refunded,
    };
  });
  const total = counted?.total ?? 0;
  return {
    orders,
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
    members_capped: members?.capped ?? false,
    page,
    page_size: pageSize,
  };
}

/**
 * PAYMENT_TOTALS and STATUS over an order's payments already read (the order page): the same
 * sums and the same status the search filters and lists.
 */
function paymentTotals(
  paid: boolean,
  payments: Array<{ status: string; amountCents: number; refundedCents: number }>,
): { status: TOrderStatus; received: number; refunded: number } {
  const taken = payments.filter((p) => p.status === 'succeeded' || p.status === 'refunded');
  const received = taken.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = taken.reduce((sum, p) => sum + p.refundedCents, 0);
  const failed = payments.filter((p) => p.status === 'failed').length;
  const status: TOrderStatus =
    paid && received > 0 && refunded >= received
      ? 'refunded'
      : paid && refunded > 0
        ? 'part_refunded'
        : paid
          ? 'paid'
          : payments.length > 0 && failed === payments.length
            ? 'failed'
            : 'pending';
  return { status, received, refunded };
}

/** An order's whole page; each part from the area that owns it. */
export async function orderPage(deps: Deps, orderId: number): Promise<TOrderPage> {
  const timeZone = deps.settings.current().timeZone;
  const when = (d: Date) => formatDateTime(d, timeZone);
  const o = await deps.db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      memberId: true,
      origin: true,
      invoiceId: true,
      teamId: true,
      subscriptionId: true,
      subtotalCents: true,
      taxCents: true,
      discountCents: true,
      donationCents: true,
      totalCents: true,
      paid: true,
      paidAt: true,
      createdAt: true,
      voucher: { select: { number: true } },
      lines: {
        select: {
          id: true,
          productId: true,
          name: true,
          quantity: true,
          unitPriceCents: true,
          totalCents: true,
        },
        orderBy: { id: 'asc' },
      },
      payments: {
        select: {
          id: true,
          createdAt: true,
          amountCents: true,
          discountCents: true,
          refundedCents: true,
          method: true,
          gateway: true,
          gatewayRef: true,
          status: true,
          description: true,
          refunds: {
            select: {
              id: true,
              createdAt: true,
              amountCents: true,
              reason: true,
              byHand: true,
              gatewayRef: true,
              orderLineId: true,
              staffMemberId: true,
            },
            orderBy: { id: 'asc' },
          },
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!o) throw notFound('Order');
  const refunds = o.payments.flatMap((p) => p.refunds.map((r) => ({ ...r, paymentId: p.id })));
  refunds.sort((a, b) => a.id - b.id);
  const [contacts, parts] = await Promise.all([
    memberContacts(deps.db, [
      o.memberId,
      ...refunds.flatMap((r) => (r.staffMemberId === null ? [] : [r.staffMemberId])),
    ]),
    orderPageParts(
      deps,
      { id: o.id, subscriptionId: o.subscriptionId, lineIds: o.lines.map((l) => l.id) },
      when,
    ),
  ]);
  const member = contacts.get(o.memberId) ?? { firstname: '', lastname: '', email: null };
  const { status, received, refunded } = paymentTotals(o.paid, o.payments);
  return {
    id: o.id,
    status,
    origin: o.origin,
    description: o.lines.map((l) => l.name).join(', '),
    created_at_formatted: when(o.createdAt),
    paid_at_formatted: o.paidAt ? when(o.paidAt) : null,
    member: { id: o.memberId, firstname: member.firstname, lastname: member.lastname, email: member.email },
    invoice_id: o.invoiceId,
    team_id: o.teamId,
    voucher: o.voucher?.number ?? null,
    subtotal_cents: o.subtotalCents,
    discount_cents: o.discountCents,
    donation_cents: o.donationCents,
    total_cents: o.totalCents,
    gst_cents: o.taxCents,
    received_cents: received,
    refunded_cents: refunded,
    refundable_cents: refundableCents(o.payments),
    lines: o.lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      name: l.name,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      total_cents: l.totalCents,
      refunded_cents: refunds.reduce((sum, r) => sum + (r.orderLineId === l.id ? r.amountCents : 0), 0),
      attendees: parts.attendees.get(l.id) ?? [],
    })),
    bookings: parts.bookings,
    subscription: parts.subscription,
    classes: parts.classes,
    payments: o.payments.map((p) => ({
      id: p.id,
      created_at_formatted: when(p.createdAt),
      amount_cents: p.amountCents,
      discount_cents: p.discountCents,
      refunded_cents: p.refundedCents,
      method: p.method,
      gateway: p.gateway,
      gateway_ref: p.gatewayRef,
      status: p.status,
      description: p.description,
    })),
    refunds: refunds.map((r) => {
      const staff = r.staffMemberId === null ? undefined : contacts.get(r.staffMemberId);
      return {
        id: r.id,
        created_at_formatted: when(r.createdAt),
        payment_id: r.paymentId,
        amount_cents: r.amountCents,
        reason: r.reason,
        by_hand: r.byHand,
        gateway_ref: r.gatewayRef,
        line: o.lines.find((l) => l.id === r.orderLineId)?.name ?? null,
        staff:
          r.staffMemberId === null
            ? 'Automatic'
            : staff
              ? `${staff.firstname} ${staff.lastname}`
              : `Member ${r.staffMemberId}`,
      };
    }),
    receipt_link: `${deps.publicUrl}/member/orders/order/${o.id}`,
  };
}

/**
 * Emails the order's receipt to its member again, through the member side's own sending (the same
 * receipt, queued in the mail outbox), then records who did it. Its refusals (nothing received
 * yet, no email address) answer 409.
 */
export async function resendReceipt(deps: Deps, actorId: number, orderId: number): Promise<TReceiptResent> {
  let receipt;
  try {
    receipt = await sendReceipt(deps, orderId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'error_response') throw new AppError('conflict', err.message);
    throw err;
  }
  await recordAudit(deps.db, {
    actorId,
    action: 'order.receipt_resent',
    entity: 'Order',
    entityId: orderId,
    after: { to: receipt.to, subject: receipt.subject },
  });
  return { id: orderId, to: receipt.to };
}

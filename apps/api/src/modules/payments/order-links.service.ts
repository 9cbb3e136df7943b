// What the paying areas ask of their orders: the team or subscription an order pays for, its
// lines, a payment still waiting for 3-D Secure, an invoice's payments and the receipt numbers.
import type {
  DiscountMethod,
  OrderOrigin,
  PaymentMethod,
  PaymentStatus,
} from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { rows, sql } from '../../lib/sql.js';

/** Ties an order to the high performance centre subscription it pays for. */
export async function linkOrderToSubscription(
  tx: Tx,
  orderId: number,
  subscriptionId: number,
): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { subscriptionId } });
}

/** The subscription an order pays for, if any. */
export async function subscriptionOfOrder(db: Deps['db'] | Tx, orderId: number): Promise<number | null> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { subscriptionId: true },
  });
  return order.subscriptionId;
}

/** Ties an order to the team it enters (team nomination). */
export async function linkOrderToTeam(tx: Tx, orderId: number, teamId: number): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { teamId } });
}

/** The team an order enters, if any. */
export async function teamOfOrder(db: Deps['db'] | Tx, orderId: number): Promise<number | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { teamId: true } });
  return order?.teamId ?? null;
}

/**
 * Unties a failed order from its team: the team it entered, and whether another order
 * still pays for that team (then the team stays).
 */
export async function releaseOrderTeam(
  tx: Tx,
  orderId: number,
): Promise<{ teamId: number; otherOrders: number } | null> {
  const teamId = await teamOfOrder(tx, orderId);
  if (!teamId) return null;
  const otherOrders = await tx.order.count({ where: { teamId, id: { not: orderId } } });
  await tx.order.update({ where: { id: orderId }, data: { teamId: null } });
  return { teamId, otherOrders };
}

/** The lines of an order, in line order. */
export function linesOfOrder(db: Deps['db'] | Tx, orderId: number) {
  return db.orderLine.findMany({
    where: { orderId },
    select: { id: true, productId: true, quantity: true },
    orderBy: { id: 'asc' },
  });
}

/** Whether an unpaid order of the member's, for one of these products, waits for its 3-D Secure step. */
export async function hasPendingOrder(
  db: Deps['db'] | Tx,
  memberId: number,
  origin: OrderOrigin,
  productIds: number[],
): Promise<boolean> {
  const pending = await db.order.count({
    where: {
      memberId,
      origin,
      paid: false,
      payments: { some: { status: 'pending' } },
      lines: { some: { productId: { in: productIds } } },
    },
  });
  return pending > 0;
}

/** Payments of the given invoices in the given statuses, with their order's origin and voucher (one statement). */
export function invoicePaymentRows(db: Deps['db'] | Tx, invoiceIds: number[], statuses: PaymentStatus[]) {
  return rows<{
    id: number;
    invoiceId: number;
    memberId: number;
    createdAt: Date;
    amountCents: number;
    discountCents: number;
    refundedCents: number;
    method: PaymentMethod;
    status: PaymentStatus;
    description: string | null;
    orderId: number;
    origin: OrderOrigin;
    voucherMethod: DiscountMethod | null;
    voucherValue: number | null;
    refunds: Array<{ id: number; createdAt: string; amountCents: number; reason: string }>;
  }>(
    db,
    sql`
    SELECT p.id, p."invoiceId", p."memberId", p."createdAt", p."amountCents", p."discountCents", p."refundedCents",
           p.method::text AS method, p.status::text AS status, p.description, p."orderId", o.origin::text AS origin,
           v.method::text AS "voucherMethod", v.value AS "voucherValue",
           COALESCE((SELECT json_agg(json_build_object('id', r.id, 'createdAt', r."createdAt",
                            'amountCents', r."amountCents", 'reason', r.reason) ORDER BY r.id)
                       FROM "Refund" r WHERE r."paymentId" = p.id), '[]'::json) AS refunds
    FROM "Payment" p
    JOIN "Order" o ON o.id = p."orderId"
    LEFT JOIN "Voucher" v ON v.id = o."voucherId"
    WHERE p."invoiceId" = ANY(${invoiceIds}) AND p.status::text = ANY(${statuses})
    ORDER BY p.id`,
  );
}

/** The invoice an order pays, and what its payments waiting for 3-D Secure would pay on it. */
export async function settlingOnInvoice(
  tx: Tx,
  orderId: number,
): Promise<{ invoiceId: number | null; settlingCents: number }> {
  const o = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      invoiceId: true,
      payments: {
        where: { status: 'pending', invoiceId: { not: null } },
        select: { amountCents: true, discountCents: true },
      },
    },
  });
  return {
    invoiceId: o.invoiceId,
    settlingCents: o.payments.reduce((sum, p) => sum + p.amountCents + p.discountCents, 0),
  };
}

/** The receipt number of each order: its first received payment, as on the receipt and in its email. One statement for all. */
export async function receiptNumbers(db: Deps['db'] | Tx, orderIds: number[]): Promise<Map<number, number>> {
  // Plain SQL: Court Hire History reads it (lib/sql.ts).
  const payments = await rows<{ id: number; orderId: number }>(
    db,
    sql`SELECT id, "orderId" FROM "Payment"
         WHERE "orderId" = ANY(${orderIds}::int[]) AND status IN ('succeeded', 'refunded') ORDER BY id`,
  );
  const first = new Map<number, number>();
  for (const p of payments) if (!first.has(p.orderId)) first.set(p.orderId, p.id);
  return first;
}

// The paid order lines of one product, for the store console's sales and attendee lists: orders
// are this module's tables, so the store asks here. A line counts as refunded once it was given
// back in full, by a refund of the line or of the whole order (the same moment the store puts its
// places back on sale).
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

export interface PaidProductLine {
  lineId: number;
  orderId: number;
  memberId: number;
  paidAt: Date;
  quantity: number;
  totalCents: number;
  refunded: boolean;
  refundedCents: number;
}

/** Every line of the product on a paid order, oldest payment first. */
export async function paidLinesOfProduct(db: Deps['db'] | Tx, productId: number): Promise<PaidProductLine[]> {
  const lines = await db.orderLine.findMany({
    where: { productId, order: { paid: true } },
    select: {
      id: true,
      orderId: true,
      quantity: true,
      totalCents: true,
      refunds: { select: { amountCents: true } },
      order: {
        select: {
          memberId: true,
          paidAt: true,
          createdAt: true,
          payments: { select: { status: true, amountCents: true, refundedCents: true } },
        },
      },
    },
    orderBy: [{ order: { paidAt: 'asc' } }, { id: 'asc' }],
  });
  return lines.map((l) => {
    const received = l.order.payments.filter((p) => p.status === 'succeeded' || p.status === 'refunded');
    const receivedCents = received.reduce((sum, p) => sum + p.amountCents, 0);
    const orderRefunded =
      receivedCents > 0 && received.reduce((sum, p) => sum + p.refundedCents, 0) >= receivedCents;
    const lineRefunded = l.refunds.reduce((sum, r) => sum + r.amountCents, 0);
    const refunded = orderRefunded || (l.totalCents > 0 && lineRefunded >= l.totalCents);
    return {
      lineId: l.id,
      orderId: l.orderId,
      memberId: l.order.memberId,
      paidAt: l.order.paidAt ?? l.order.createdAt,
      quantity: l.quantity,
      totalCents: l.totalCents,
      refunded,
      refundedCents: refunded ? l.totalCents : Math.min(lineRefunded, l.totalCents),
    };
  });
}

// Merging two duplicate members, the payments part (people/merge.service.ts calls this inside
// its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * Vouchers received, orders and payments move as they are. An order's idempotency key is unique
 * per member; should the duplicate's order carry a key the kept member already used, the moved
 * order gives its key up: the key only guards a retried request, and the duplicate, signed out
 * for good, sends none.
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  await tx.$executeRaw`
    UPDATE "Order" theirs SET "idempotencyKey" = NULL
      FROM "Order" ours
     WHERE theirs."memberId" = ${fromId} AND ours."memberId" = ${intoId}
       AND ours."idempotencyKey" = theirs."idempotencyKey"`;
  const vouchers = await tx.voucher.updateMany({
    where: { recipientMemberId: fromId },
    data: { recipientMemberId: intoId },
  });
  const orders = await tx.order.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
  const payments = await tx.payment.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
  return {
    'Voucher.recipientMemberId': { moved: vouchers.count, dropped: 0 },
    Order: { moved: orders.count, dropped: 0 },
    Payment: { moved: payments.count, dropped: 0 },
  };
}

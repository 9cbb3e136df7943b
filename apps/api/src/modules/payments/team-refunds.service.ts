// Money of a team's nomination orders: what they took, and giving it back when staff decline the
// nomination. The refund runs inside the caller's transaction, after it has locked the team: the
// gateway is asked first and the payments are marked refunded only if it agreed, so a gateway
// that refuses leaves nothing written (the decline answers 502 and can be tried again). The
// gateway gets one idempotency key per payment, so a retry after a crash between the gateway's
// answer and the commit refunds once.
import { PAY_MSG } from '@courtside/contracts';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { rows, sql } from '../../lib/sql.js';
import { GatewayUnavailableError } from './gateway.js';
import { gatewayUnavailable } from './payment-errors.js';

export interface TeamMoney {
  /** What the team's orders took, less what was given back. */
  paidCents: number;
  refundedCents: number;
}

/** What each team's nomination orders took and gave back, by team id. */
export async function teamMoney(db: Deps['db'] | Tx, teamIds: number[]): Promise<Map<number, TeamMoney>> {
  const found = await rows<{ teamId: number; taken: number; refunded: number }>(
    db,
    sql`SELECT o."teamId", COALESCE(SUM(p."amountCents"), 0)::int AS taken,
               COALESCE(SUM(p."refundedCents"), 0)::int AS refunded
          FROM "Order" o JOIN "Payment" p ON p."orderId" = o.id
         WHERE o."teamId" = ANY(${teamIds}::int[]) AND p.status IN ('succeeded', 'refunded')
         GROUP BY o."teamId"`,
  );
  return new Map(
    found.map((r) => [r.teamId, { paidCents: r.taken - r.refunded, refundedCents: r.refunded }]),
  );
}

/**
 * Gives back every settled card payment of the team's orders through the gateway and marks each
 * refunded. Payments made outside the gateway (cash, EFT) are not the gateway's to return: they
 * are left as they are and counted in `byHand`. Call inside a transaction holding the team lock.
 */
export async function refundTeamPayments(
  tx: Tx,
  deps: Deps,
  teamId: number,
  staffMemberId: number,
): Promise<{ refundedCents: number; byHandCents: number }> {
  const payments = await tx.payment.findMany({
    where: { order: { teamId }, status: 'succeeded' },
    select: {
      id: true,
      amountCents: true,
      refundedCents: true,
      method: true,
      gateway: true,
      gatewayRef: true,
    },
    orderBy: { id: 'asc' },
  });
  let refundedCents = 0;
  let byHandCents = 0;
  for (const p of payments) {
    const owed = p.amountCents - p.refundedCents;
    if (owed <= 0) continue;
    if (p.method !== 'card' || !p.gatewayRef || p.gateway !== deps.gateway.name) {
      byHandCents += owed;
      continue;
    }
    const key = `team-${teamId}-payment-${p.id}`;
    let refundRef: string;
    try {
      refundRef = await deps.gateway.refund(p.gatewayRef, owed, key);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
      throw err;
    }
    await tx.payment.update({
      where: { id: p.id },
      data: { status: 'refunded', refundedCents: p.amountCents },
    });
    await tx.refund.create({
      data: {
        paymentId: p.id,
        amountCents: owed,
        reason: 'Team declined',
        byHand: false,
        gatewayRef: refundRef,
        idempotencyKey: key,
        staffMemberId,
      },
    });
    refundedCents += owed;
  }
  return { refundedCents, byHandCents };
}

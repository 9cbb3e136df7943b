// Refunds by the treasurer (console, finance staff): part or all of an order, or of one line,
// with a reason. Card payments go back through the gateway (Stripe refunds, with an idempotency
// key); cash, transfer and cheque payments are paid back by hand and only recorded. Each refund
// is a Refund row and adds to its payment's refundedCents, so an invoice's owing (the member
// side's rule) rises by what was given back.
//
// One request runs in one transaction holding the order's payment rows (FOR UPDATE): two staff
// refunding the same order take turns, and the second sees what the first gave back. The gateway
// is asked inside it, before anything is written; if it refuses, nothing is (502, try again).
// The request's idempotency key is kept on its refund rows: the same key again answers the
// refund already made, and the gateway gets the same key, so a retry after a crash between the
// gateway's answer and the commit refunds once.
import { PAY_MSG, formatDollars } from '@courtside/contracts';
import type { TRefundRequest } from '@courtside/contracts/admin';
import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { refund, renderEmail } from '../../emails/index.js';
import { flushOutbox, queueMail } from '../../lib/mail-outbox.js';
import { memberContacts } from '../people/index.js';
import { nothingToAudit, recordAudit } from '../audit/index.js';
import { GatewayUnavailableError } from './gateway.js';
import { runGiveBack } from './order-effects.js';
import { gatewayUnavailable } from './payment-errors.js';
import { TX_OPTIONS } from './order-core.js';

/** Payments whose money was received (and may be given back). */
const RECEIVED: PaymentStatus[] = ['succeeded', 'refunded'];
/** Methods that moved money: a voucher or a no-charge order has nothing to give back. */
const MONEY_METHODS: PaymentMethod[] = ['card', 'eft', 'cash', 'cheque'];

interface LockedPayment {
  id: number;
  amountCents: number;
  refundedCents: number;
  method: PaymentMethod;
  gateway: string;
  gatewayRef: string | null;
}

/** What a payment may still give back. */
const leftOf = (p: Pick<LockedPayment, 'amountCents' | 'refundedCents' | 'method'>) =>
  MONEY_METHODS.includes(p.method) ? Math.max(p.amountCents - p.refundedCents, 0) : 0;

/** What the order's received payments may still give back (the order page's refundable_cents). */
export const refundableCents = (
  payments: Array<
    Pick<LockedPayment, 'amountCents' | 'refundedCents' | 'method'> & { status: PaymentStatus }
  >,
) => payments.filter((p) => RECEIVED.includes(p.status)).reduce((sum, p) => sum + leftOf(p), 0);

/**
 * Gives back `amount_cents` of the order (of one line with `line_id`), from its received payments,
 * the largest left first. A line refunded in full gives back its stock; the order refunded in
 * full gives back every line not yet given back and frees its bookings. Audited as order.refund.
 * A member's own refund (`byMember`, a hire they cancel) names no staff member, and the seller's
 * email to the member states it, so payments sends none of its own.
 */
export async function refundOrder(
  deps: Deps,
  actorId: number,
  orderId: number,
  body: TRefundRequest,
  options: { byMember?: boolean } = {},
): Promise<void> {
  const reason = body.reason.trim();
  const afterCommit: Array<() => Promise<void>> = [];
  await deps.db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: {
        id: true,
        memberId: true,
        invoiceId: true,
        teamId: true,
        subscriptionId: true,
        origin: true,
        lines: { select: { id: true, totalCents: true } },
      },
    });
    if (!order) throw notFound('Order');
    const payments = await tx.$queryRaw<Array<LockedPayment & { status: PaymentStatus }>>`
      SELECT id, "amountCents", "refundedCents", method, gateway::text AS gateway, "gatewayRef", status
        FROM "Payment" WHERE "orderId" = ${orderId} ORDER BY id FOR UPDATE`;
    // The same request again (a retry, a double submit): the refund it made stands.
    // A refund row's key is the request's key, a colon and the payment id: matched exactly, as
    // text (a LIKE pattern would read the key's underscores as wildcards).
    const key = body.idempotency_key;
    const [earlier] = await tx.$queryRaw<Array<{ orderId: number }>>`
      SELECT p."orderId" FROM "Refund" r JOIN "Payment" p ON p.id = r."paymentId"
       WHERE left(r."idempotencyKey", ${key.length + 1}) = ${`${key}:`}
         AND substr(r."idempotencyKey", ${key.length + 2}) ~ '^[0-9]+$'
       LIMIT 1`;
    if (earlier && earlier.orderId !== orderId)
      throw new AppError('conflict', 'That refund key was used for another order.');
    if (earlier) return nothingToAudit();

    const lineId = body.line_id ?? null;
    const refundedOfLine = await lineRefunds(tx, orderId);
    if (lineId !== null) {
      const line = order.lines.find((l) => l.id === lineId);
      if (!line) throw fieldError('line_id', 'That line is not on this order');
      const lineLeft = line.totalCents - (refundedOfLine.get(lineId) ?? 0);
      if (body.amount_cents > lineLeft)
        throw tooMuch(`At most ${formatDollars(Math.max(lineLeft, 0))} of this line is left to refund.`);
    }
    const received = payments.filter((p) => RECEIVED.includes(p.status) && leftOf(p) > 0);
    const left = received.reduce((sum, p) => sum + leftOf(p), 0);
    if (left === 0) throw new AppError('conflict', 'Nothing is left to refund on this order.');
    if (body.amount_cents > left)
      throw tooMuch(`At most ${formatDollars(left)} is left to refund on this order.`);

    let toGive = body.amount_cents;
    for (const p of [...received].sort((a, b) => leftOf(b) - leftOf(a) || a.id - b.id)) {
      if (toGive === 0) break;
      const part = Math.min(toGive, leftOf(p));
      const key = `${body.idempotency_key}:${p.id}`;
      const gatewayRef = await giveBackMoney(deps, p, part, key);
      await tx.refund.create({
        data: {
          paymentId: p.id,
          orderLineId: lineId,
          amountCents: part,
          reason,
          byHand: gatewayRef === null,
          gatewayRef,
          idempotencyKey: key,
          staffMemberId: options.byMember ? null : actorId,
        },
      });
      const refunded = p.refundedCents + part;
      await tx.payment.update({
        where: { id: p.id },
        data: { refundedCents: refunded, ...(refunded >= p.amountCents && { status: 'refunded' }) },
      });
      toGive -= part;
    }

    // What is now refunded in full is given back once: a line reaching its total, and with the
    // whole order refunded, every line that had not.
    const whole = body.amount_cents === left;
    const lineIds = order.lines
      .filter((l) => {
        const before = refundedOfLine.get(l.id) ?? 0;
        if (before >= l.totalCents) return false;
        return whole || (l.id === lineId && before + body.amount_cents >= l.totalCents);
      })
      .map((l) => l.id);
    // A full refund ends what the order paid for; a partial one only when staff chose so.
    const endEntitlement = whole || body.end_entitlement === true;
    await runGiveBack(
      tx,
      order,
      {
        lineIds,
        whole,
        amountCents: body.amount_cents,
        endEntitlement,
        actorId,
        reason,
        afterCommit: (act) => afterCommit.push(act),
      },
      deps,
    );
    if (!options.byMember) await queueRefundMail(tx, deps, order, body.amount_cents, reason);
    await recordAudit(tx, {
      actorId,
      action: 'order.refund',
      entity: 'Order',
      entityId: orderId,
      after: {
        amount_cents: body.amount_cents,
        line_id: lineId,
        whole,
        given_back_lines: lineIds,
        entitlement_ended: endEntitlement,
      },
      reason,
    });
  }, TX_OPTIONS);
  // The refund stands whatever becomes of its mail: a failure is logged, and queued mail retried.
  for (const act of afterCommit)
    await act().catch((err: unknown) => deps.log.warn({ err, orderId }, 'after a refund'));
  await flushOutbox(deps).catch((err: unknown) => deps.log.warn({ err, orderId }, 'refund mail'));
}

/**
 * Tells the member of the refund (through the outbox, in the refund's transaction: sent once it
 * commits): how much, why, and the receipt that now shows it.
 */
async function queueRefundMail(
  tx: Tx,
  deps: Deps,
  order: { id: number; memberId: number },
  amountCents: number,
  reason: string,
): Promise<void> {
  const member = (await memberContacts(tx, [order.memberId])).get(order.memberId);
  if (!member?.email) return;
  await queueMail(tx, {
    to: member.email,
    ...(await renderEmail(refund, {
      firstname: member.firstname,
      amountCents,
      orderId: order.id,
      reason,
      receiptUrl: `${deps.publicUrl}/member/orders/order/${order.id}`,
    })),
  });
}

/** Cents refunded of each line of the order, by line id. */
async function lineRefunds(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const sums = await tx.refund.groupBy({
    by: ['orderLineId'],
    where: { orderLine: { orderId } },
    _sum: { amountCents: true },
  });
  return new Map(sums.map((s) => [s.orderLineId!, s._sum.amountCents ?? 0]));
}

/**
 * Sends `part` back through the gateway that took a card payment (answers its refund id), or,
 * for money taken by hand, answers null: the treasurer pays it back and this only records it.
 */
async function giveBackMoney(
  deps: Deps,
  p: LockedPayment,
  part: number,
  key: string,
): Promise<string | null> {
  if (p.method !== 'card') return null;
  if (!p.gatewayRef || p.gateway !== deps.gateway.name)
    throw new AppError(
      'conflict',
      `Payment ${p.id} was taken through ${p.gateway}, not the gateway in use: refund it there.`,
    );
  try {
    return await deps.gateway.refund(p.gatewayRef, part, `staff-refund-${key}`, 'requested_by_customer');
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
    throw err;
  }
}

const tooMuch = (message: string) => fieldError('amount_cents', message);

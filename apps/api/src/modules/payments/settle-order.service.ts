// Settling a payment that waited for the gateway (3-D Secure, the Stripe webhook, the job that
// expires abandoned payments): paid once, or failed once, with each area's effect
// (order-effects.ts) in the same transaction.
import { PAY_MSG } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { GatewayUnavailableError, type ChargeResult } from './gateway.js';
import { runFailedEffect, settleRefusal } from './order-effects.js';
import { gatewayKey, markPaid, TX_OPTIONS, type PaymentOutcome } from './order-core.js';
import { gatewayUnavailable, paymentError } from './payment-errors.js';
import { sendReceiptQuietly } from './receipt.js';
import { releaseVoucher } from './voucher.service.js';

/**
 * After the 3-D Secure step (POST /api/payments/confirm), or on a retried request
 * of a pending payment: asks the gateway where the payment stands and settles it.
 */
export async function confirmOrderPayment(
  deps: Deps,
  memberId: number,
  orderId: number,
): Promise<PaymentOutcome> {
  const testMode = deps.gateway.name === 'sandbox';
  const order = await deps.db.order.findFirst({
    where: { id: orderId, memberId },
    select: {
      id: true,
      paid: true,
      idempotencyKey: true,
      payments: {
        where: { gatewayRef: { not: null } },
        select: { status: true, gatewayRef: true },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!order) throw notFound('Order');
  if (order.paid)
    return {
      orderId,
      paid: true,
      status: 'succeeded',
      clientSecret: null,
      message: PAY_MSG.paymentSuccess,
      testMode,
    };
  const pending = order.payments.find((p) => p.status === 'pending');
  if (!pending?.gatewayRef) {
    if (order.payments.some((p) => p.status === 'failed'))
      throw paymentError('error_payment', PAY_MSG.cardDeclined);
    throw paymentError('error_response', PAY_MSG.nothingToConfirm);
  }
  let result: ChargeResult;
  try {
    result = await deps.gateway.confirm(
      pending.gatewayRef,
      gatewayKey(memberId, order.idempotencyKey ?? `order-${orderId}`),
    );
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
    throw err;
  }
  if (result.status === 'requires_action') {
    return {
      orderId,
      paid: false,
      status: 'requires_action',
      clientSecret: result.clientSecret,
      message: result.message,
      testMode,
    };
  }
  if (result.status === 'declined') {
    await settleOrderFailed(deps, orderId);
    throw paymentError('error_payment', result.message);
  }
  const settled = await settleOrder(deps, orderId);
  if (typeof settled === 'object') throw paymentError('error_paid', settled.refused);
  return {
    orderId,
    paid: true,
    status: 'succeeded',
    clientSecret: null,
    message: PAY_MSG.paymentSuccess,
    testMode,
  };
}

/**
 * Marks a pending order paid, once: the conditional update on the pending
 * payments makes the confirm step and a webhook racing for the same order
 * settle it a single time. Returns whether this call did it.
 */
export async function settleOrderPaid(deps: Deps, orderId: number): Promise<boolean> {
  const outcome = await settleOrder(deps, orderId);
  return outcome === 'paid';
}

/**
 * settleOrderPaid with the reason when the area refused it: 'refused' carries the message for
 * the member (the payment was cancelled or refunded at the gateway).
 */
export async function settleOrder(
  deps: Deps,
  orderId: number,
): Promise<'paid' | 'none' | { refused: string }> {
  const outcome = await deps.db.$transaction(async (tx) => {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { id: true, memberId: true, origin: true, idempotencyKey: true },
    });
    // The area's last word (an invoice paid in full meanwhile): the money is given back instead.
    const refusal = await settleRefusal(tx, order);
    if (refusal) {
      const pending = await tx.payment.findMany({
        where: { orderId, status: 'pending' },
        select: { id: true, amountCents: true, gatewayRef: true },
      });
      if (pending.length === 0) return { kind: 'none' as const };
      for (const p of pending)
        await tx.payment.update({
          where: { id: p.id },
          data: { status: 'refunded', refundedCents: p.amountCents },
        });
      await releaseVoucher(tx, orderId);
      await runFailedEffect(tx, order, deps);
      return {
        kind: 'refused' as const,
        refusal,
        pending,
        key: gatewayKey(order.memberId, order.idempotencyKey ?? `order-${orderId}`),
      };
    }
    const { count } = await tx.payment.updateMany({
      where: { orderId, status: 'pending' },
      data: { status: 'succeeded' },
    });
    if (count === 0) return { kind: 'none' as const };
    await markPaid(tx, deps, order, deps.now());
    return { kind: 'paid' as const };
  }, TX_OPTIONS);
  if (outcome.kind === 'refused') {
    // Cancelled at the gateway where it has not settled yet, else refunded.
    for (const p of outcome.pending) {
      if (!p.gatewayRef) continue;
      const gatewayRef = p.gatewayRef;
      try {
        const where = await deps.gateway.abandon(gatewayRef);
        if (where.status === 'succeeded') {
          const key = `${outcome.key}-${p.id}`;
          const refundRef = await deps.gateway.refund(gatewayRef, p.amountCents, key);
          // Dated for the takings and matched when the gateway pays it out; a retry finds it.
          await deps.db.refund.createMany({
            data: [
              {
                paymentId: p.id,
                amountCents: p.amountCents,
                reason: `Refused at settling: ${outcome.refusal}`,
                byHand: false,
                gatewayRef: refundRef,
                idempotencyKey: key,
              },
            ],
            skipDuplicates: true,
          });
        }
      } catch (err) {
        // Recorded as refunded here; the gateway must follow. Staff are told through the log.
        deps.log.error(
          { err, orderId, paymentId: p.id, gatewayRef },
          'a refused payment could not be cancelled or refunded at the gateway: refund it there by hand',
        );
      }
    }
    return { refused: outcome.refusal };
  }
  if (outcome.kind === 'paid') await sendReceiptQuietly(deps, orderId);
  return outcome.kind;
}

/** A pending payment that finally failed: gives back the voucher and whatever the area held. Once. */
export async function settleOrderFailed(deps: Deps, orderId: number): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({
      where: { orderId, status: 'pending' },
      data: { status: 'failed' },
    });
    if (count === 0) return false;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { id: true, memberId: true, origin: true },
    });
    await releaseVoucher(tx, orderId);
    await runFailedEffect(tx, order, deps);
    return true;
  }, TX_OPTIONS);
}

/** The order behind a gateway reference (webhooks), if we recorded one. */
export async function orderIdOfGatewayRef(deps: Deps, gatewayRef: string): Promise<number | null> {
  const payment = await deps.db.payment.findUnique({ where: { gatewayRef }, select: { orderId: true } });
  return payment?.orderId ?? null;
}

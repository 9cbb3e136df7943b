// Stripe webhooks: verified by signature on the raw body, recorded in GatewayEvent
// (primary key = Stripe's event id) and applied through the same conditional
// settle functions as the 3-D Secure confirm step, so an event delivered twice,
// or racing the browser's confirm, has its effect once.
import Stripe from 'stripe';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';
import { orderIdOfGatewayRef, settleOrderFailed, settleOrderPaid } from './settle-order.service.js';

export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
}

/** Throws 400 unless the body carries a valid Stripe-Signature for STRIPE_WEBHOOK_SECRET. */
export function verifyStripeEvent(deps: Deps, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('not_found', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
  if (!signature) throw new AppError('invalid_signature', 'Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('invalid_signature', 'Webhook signature verification failed');
  }
}

/** Applies one event of an area's own (e.g. HPC subscription invoices). True when processed. */
export type StripeEventHandler = (deps: Deps, event: Stripe.Event) => Promise<boolean>;
const areaHandlers = new Map<string, StripeEventHandler>();

/** Registers what an area does with one Stripe event type (one handler per type), e.g. 'invoice.paid'. */
export function onStripeEvent(type: Stripe.Event.Type, handler: StripeEventHandler): void {
  areaHandlers.set(type, handler);
}

/** Applies one event. True when it concerned an order we know (so it counts as processed). */
async function apply(deps: Deps, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const orderId = await orderIdOfGatewayRef(deps, event.data.object.id);
      if (orderId === null) return false;
      await settleOrderPaid(deps, orderId);
      return true;
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const orderId = await orderIdOfGatewayRef(deps, event.data.object.id);
      if (orderId === null) return false;
      await settleOrderFailed(deps, orderId);
      return true;
    }
    default: {
      const handler = areaHandlers.get(event.type);
      return handler ? handler(deps, event) : true;
    }
  }
}

export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<WebhookAnswer> {
  const seen = await deps.db.gatewayEvent.findUnique({
    where: { id: event.id },
    select: { processedAt: true },
  });
  if (seen?.processedAt) return { received: true, duplicate: true };
  if (!seen) {
    try {
      await deps.db.gatewayEvent.create({
        data: { id: event.id, type: event.type, payload: event as unknown as Prisma.InputJsonValue },
      });
    } catch (err) {
      // A concurrent delivery recorded it first; applying again is harmless (settling is conditional).
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
    }
  }
  // A succeeded PaymentIntent with no order of ours stays unprocessed (processedAt null):
  // money Stripe took that no order recorded, for staff to refund. Usually it is only
  // the webhook arriving before the payment transaction committed; then the Payment
  // row with that gatewayRef exists by the time anyone looks.
  if (await apply(deps, event))
    await deps.db.gatewayEvent.update({ where: { id: event.id }, data: { processedAt: deps.now() } });
  return { received: true, duplicate: Boolean(seen) };
}

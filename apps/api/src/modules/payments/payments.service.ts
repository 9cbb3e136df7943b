// The one way money is taken in Courtside. Every area (membership, invoices,
// nomination, store, court hire, HPC) prices its lines from the database and
// calls createPaidOrder(); this module owns the order, its lines and payments,
// the voucher redemption, the gateway call and the receipt.
//
// One transaction holds everything, the gateway call included:
//   insert Order (unique per member + idempotency key) -> lines -> redeem voucher
//   -> the caller's own reservations (beforeCharge) -> charge -> Payment -> paid.
// A decline throws, so the order, the voucher and any reservation roll back
// together. A request racing on the same idempotency key blocks on the unique
// index until the first commits, then answers the first one's order: one order,
// one charge. The gateway gets the same key, so even a retry after a crash
// between charge and commit is answered by the gateway with the same charge.
import { createHash } from 'node:crypto';
import { PAY_MSG, type TCardData } from '@courtside/contracts';
import type { OrderOrigin } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { isUniqueViolation } from '../../lib/unique.js';
import { AppError } from '../../lib/app-error.js';
import { grandTotalCents, orderTaxCents, voucherDiscountCents } from '../../lib/money.js';
import { GatewayUnavailableError, type CardInput, type ChargeRequest, type ChargeResult } from './gateway.js';
import { gatewayKey, markPaid, TX_OPTIONS, type PaymentOutcome } from './order-core.js';
import type { Tx } from '../../db/tx.js';
import { gatewayUnavailable, paymentError } from './payment-errors.js';
import { sendReceiptQuietly } from './receipt.js';
import { confirmOrderPayment } from './settle-order.service.js';
import { lockVoucher, redeemVoucher, type UsableVoucher } from './voucher.service.js';

export interface OrderLineInput {
  productId: number | null;
  name: string;
  quantity: number;
  /** From the database, never from the browser. */
  unitPriceCents: number;
  attendeeIds?: number[];
}

export interface DonationInput {
  productId: number;
  name: string;
  cents: number;
}

export interface PaidOrderInput {
  memberId: number;
  origin: OrderOrigin;
  /** Shown on the payment row and sent to the gateway, e.g. 'Membership - Basketball'. */
  description: string;
  lines: OrderLineInput[];
  donation?: DonationInput | null;
  /** Already checked with findUsableVoucher; its discount applies to the lines (not the donation). */
  voucher?: UsableVoucher | null;
  /** Invoice payments: the lines' subtotal is the part of the invoice being paid. */
  invoiceId?: number | null;
  teamId?: number | null;
  subscriptionId?: number | null;
  isHpc?: boolean;
  card: CardInput | null;
  /** The client's key for this attempt, or derived (see idempotencyKeyFor). */
  idempotencyKey: string;
  /** What the request asked for (fingerprintOf its cart): a reused key must come with the same. Internal payments have none. */
  fingerprint?: string | null;
  /**
   * First thing in the transaction: take row locks (SELECT ... FOR UPDATE) and re-check
   * limits (owing, stock, capacity). It runs before the order row is written because
   * that row's foreign keys share-lock the rows it points at, and locking them after
   * that would let two racing payments deadlock. Throw to refuse.
   */
  lock?: (tx: Tx) => Promise<void>;
  /** Inside the transaction once the order exists, before the charge: bookings, attendees, ... Throw to refuse. */
  beforeCharge?: (tx: Tx, order: { id: number }) => Promise<void>;
  /**
   * How the money is taken when it is not a one-off charge of `card`: a recurring
   * subscription's first period, a saved card (renewals), or money the gateway already
   * took (a Stripe renewal invoice). Runs where the charge would, inside the
   * transaction; `card` is then not needed. A 'declined' result rolls everything back.
   */
  charge?: (tx: Tx, request: Omit<ChargeRequest, 'card'>) => Promise<ChargeResult>;
}

/** The card payload of a request as the gateway takes it; null when none was sent. */
export function cardInputOf(card: TCardData | null | undefined): CardInput | null {
  if (!card) return null;
  if (card.paymentMethodId) return { kind: 'payment_method', paymentMethodId: card.paymentMethodId };
  if (card.cardNumber || card.cardName || card.cardExpiry || card.cardCVC) {
    return {
      kind: 'card',
      cardNumber: card.cardNumber ?? '',
      cardName: card.cardName ?? '',
      cardExpiry: card.cardExpiry ?? '',
      cardCVC: card.cardCVC ?? '',
    };
  }
  return null;
}

/**
 * The client's idempotencyKey when sent; otherwise one derived from the member,
 * what is being bought, the card and the current minute, so an accidental double
 * submit of the same form charges once while a later, deliberate payment does not
 * collide. Clients should send a fresh key per attempt (and a new one after a decline).
 */
export function idempotencyKeyFor(
  deps: Deps,
  memberId: number,
  clientKey: string | undefined,
  cart: unknown,
  card: CardInput | null,
): string {
  if (clientKey) return clientKey;
  const cardPart = card
    ? card.kind === 'payment_method'
      ? card.paymentMethodId
      : `${card.cardNumber.replace(/\D/g, '')}|${card.cardExpiry}`
    : '';
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const hash = createHash('sha256')
    .update(JSON.stringify([memberId, cart, cardPart, minute]))
    .digest('hex');
  return `derived-${hash.slice(0, 40)}`;
}

/**
 * What a payment request asks for, as a hash of the area's cart (the same cart idempotencyKeyFor
 * uses, never the card): the order keeps it, and a request reusing the order's key must match it.
 */
export function fingerprintOf(cart: unknown): string {
  return createHash('sha256').update(JSON.stringify(cart)).digest('hex');
}

/** Charges (or not, when the total is 0 or less) and records a paid order. See the file header. */
export async function createPaidOrder(deps: Deps, input: PaidOrderInput): Promise<PaymentOutcome> {
  const subtotalCents = input.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const discountCents = input.voucher ? voucherDiscountCents(subtotalCents, input.voucher) : 0;
  const donationCents = input.donation?.cents ?? 0;
  const totalCents = grandTotalCents({ subtotalCents, discountCents, donationCents });
  const taxCents = orderTaxCents({ subtotalCents, discountCents }, deps.settings.current().taxRate);
  const testMode = deps.gateway.name === 'sandbox';

  const existing = await findOrderByKey(deps, input.memberId, input.idempotencyKey);
  if (existing) return replay(deps, existing, input, totalCents);

  const charging = totalCents > 0;
  if (charging && !input.charge) {
    const problem = input.card ? deps.gateway.validateCard(input.card) : PAY_MSG.cardInvalid;
    if (problem) throw paymentError('error_payment', problem);
  }

  let outcome: PaymentOutcome;
  try {
    outcome = await deps.db.$transaction(async (tx) => {
      const now = deps.now();
      // The voucher first, for the same reason as `lock`: racing payments queue here.
      if (input.voucher?.singleUse) await lockVoucher(tx, input.voucher.id);
      await input.lock?.(tx);
      const order = await tx.order.create({
        data: {
          memberId: input.memberId,
          origin: input.origin,
          invoiceId: input.invoiceId ?? null,
          teamId: input.teamId ?? null,
          subscriptionId: input.subscriptionId ?? null,
          voucherId: input.voucher?.id ?? null,
          isHpc: input.isHpc ?? false,
          subtotalCents,
          taxCents,
          discountCents,
          donationCents,
          totalCents,
          idempotencyKey: input.idempotencyKey,
          requestFingerprint: input.fingerprint ?? null,
        },
        select: { id: true },
      });
      const lines = [...input.lines];
      if (input.donation)
        lines.push({
          productId: input.donation.productId,
          name: input.donation.name,
          quantity: 1,
          unitPriceCents: input.donation.cents,
        });
      for (const line of lines) {
        await tx.orderLine.create({
          data: {
            orderId: order.id,
            productId: line.productId,
            name: line.name,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            totalCents: line.quantity * line.unitPriceCents,
            attendees: line.attendeeIds?.length
              ? { create: line.attendeeIds.map((attendeeId) => ({ attendeeId })) }
              : undefined,
          },
        });
      }
      if (input.voucher) await redeemVoucher(tx, input.voucher, order.id, now);
      await input.beforeCharge?.(tx, order);

      const paymentBase = { orderId: order.id, memberId: input.memberId, description: input.description };
      if (!charging) {
        // Nothing to charge (a voucher covers it, or sk_tm): a zero payment records how it was settled.
        await tx.payment.create({
          data: {
            ...paymentBase,
            invoiceId: input.invoiceId ?? null,
            amountCents: 0,
            discountCents,
            method: discountCents > 0 ? 'voucher' : 'no_charge',
            gateway: 'manual',
            status: 'succeeded',
          },
        });
        await markPaid(tx, deps, { id: order.id, memberId: input.memberId, origin: input.origin }, now);
        return {
          orderId: order.id,
          paid: true,
          status: 'succeeded' as const,
          clientSecret: null,
          message: PAY_MSG.paymentSuccess,
          testMode,
        };
      }

      const request = {
        amountCents: totalCents,
        currency: 'aud' as const,
        idempotencyKey: gatewayKey(input.memberId, input.idempotencyKey),
        description: input.description,
        memberId: input.memberId,
        orderId: order.id,
      };
      const charge = input.charge;
      const result = await chargeOrThrow(
        deps,
        order.id,
        charge
          ? () => charge(tx, request)
          : () => deps.gateway.charge({ ...request, card: input.card as CardInput }),
      );
      if (result.status === 'declined') throw paymentError('error_payment', result.message);

      const status = result.status === 'succeeded' ? 'succeeded' : 'pending';
      const gateway = deps.gateway.name;
      if (input.invoiceId && donationCents > 0) {
        // Owing is summed over the invoice's payments, so the donation is its own payment row.
        await tx.payment.create({
          data: {
            ...paymentBase,
            invoiceId: input.invoiceId,
            amountCents: subtotalCents - discountCents,
            discountCents,
            method: 'card',
            gateway,
            gatewayRef: result.gatewayRef,
            status,
          },
        });
        await tx.payment.create({
          data: {
            ...paymentBase,
            description: input.donation?.name ?? 'Donation',
            amountCents: donationCents,
            method: 'card',
            gateway,
            status,
          },
        });
      } else {
        await tx.payment.create({
          data: {
            ...paymentBase,
            invoiceId: input.invoiceId ?? null,
            amountCents: totalCents,
            discountCents,
            method: 'card',
            gateway,
            gatewayRef: result.gatewayRef,
            status,
          },
        });
      }
      if (result.status === 'requires_action') {
        return {
          orderId: order.id,
          paid: false,
          status: 'requires_action' as const,
          clientSecret: result.clientSecret,
          message: result.message,
          testMode,
        };
      }
      await markPaid(tx, deps, { id: order.id, memberId: input.memberId, origin: input.origin }, now);
      return {
        orderId: order.id,
        paid: true,
        status: 'succeeded' as const,
        clientSecret: null,
        message: PAY_MSG.paymentSuccess,
        testMode,
      };
    }, TX_OPTIONS);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request with the same key committed first: answer with its order.
    const winner = await findOrderByKey(deps, input.memberId, input.idempotencyKey);
    if (!winner) throw err;
    return replay(deps, winner, input, totalCents);
  }
  if (outcome.paid) await sendReceiptQuietly(deps, outcome.orderId);
  return outcome;
}

async function chargeOrThrow(
  deps: Deps,
  orderId: number,
  charge: () => Promise<ChargeResult>,
): Promise<ChargeResult> {
  try {
    return await charge();
  } catch (err) {
    if (err instanceof GatewayUnavailableError) {
      deps.log.error({ err: err.message, orderId }, 'payment gateway unavailable');
      throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
    }
    throw err;
  }
}

function findOrderByKey(deps: Deps, memberId: number, idempotencyKey: string) {
  return deps.db.order.findUnique({
    where: { memberId_idempotencyKey: { memberId, idempotencyKey } },
    select: {
      id: true,
      origin: true,
      totalCents: true,
      invoiceId: true,
      paid: true,
      requestFingerprint: true,
    },
  });
}

/** A request whose key already has an order: the same answer, and never a second charge. */
async function replay(
  deps: Deps,
  existing: {
    id: number;
    origin: OrderOrigin;
    totalCents: number;
    invoiceId: number | null;
    paid: boolean;
    requestFingerprint: string | null;
  },
  input: { memberId: number; origin: OrderOrigin; invoiceId?: number | null; fingerprint?: string | null },
  totalCents: number | null,
): Promise<PaymentOutcome> {
  const otherRequest = Boolean(
    existing.requestFingerprint && input.fingerprint && existing.requestFingerprint !== input.fingerprint,
  );
  const differs =
    otherRequest ||
    existing.origin !== input.origin ||
    existing.invoiceId !== (input.invoiceId ?? null) ||
    (totalCents !== null && existing.totalCents !== totalCents);
  if (differs) throw paymentError('idempotency_key_reused', PAY_MSG.keyReused);
  if (existing.paid) {
    return {
      orderId: existing.id,
      paid: true,
      status: 'succeeded',
      clientSecret: null,
      message: PAY_MSG.paymentSuccess,
      testMode: deps.gateway.name === 'sandbox',
    };
  }
  return confirmOrderPayment(deps, input.memberId, existing.id);
}

export interface PaymentKey {
  memberId: number;
  origin: OrderOrigin;
  invoiceId?: number | null;
  idempotencyKey: string;
  /** fingerprintOf the request's cart. */
  fingerprint: string;
}

async function replayPayment(deps: Deps, key: PaymentKey): Promise<PaymentOutcome | null> {
  const existing = await findOrderByKey(deps, key.memberId, key.idempotencyKey);
  return existing ? replay(deps, existing, key, null) : null;
}

/**
 * Wraps an area's payment (its own rules, then createPaidOrder) so that a repeated
 * request with the same key answers what the first one got, even though the first
 * one changed what the rules see (the voucher is redeemed, the invoice paid, the
 * membership renewed): checked before the rules, and again when a rule refuses,
 * in case the refusal is caused by a racing twin that has just committed.
 */
export async function payOnce(
  deps: Deps,
  key: PaymentKey,
  pay: () => Promise<PaymentOutcome>,
): Promise<PaymentOutcome> {
  const earlier = await replayPayment(deps, key);
  if (earlier) return earlier;
  try {
    return await pay();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) {
      const twin = await replayPayment(deps, key);
      if (twin) return twin;
    }
    throw err;
  }
}

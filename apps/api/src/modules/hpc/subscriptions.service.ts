// HPC subscriptions: the Subscription screen and what each status allows.
// active: can pause, cancel and update the card; suspended (a renewal failed): can
// update the card, which retries the renewal; paused, cancelled, expired: shown only.
// Pause and cancel are requests: recorded now, applied by the renewal job on the day
// the plan terms allow (see requestEffectiveDate).
import { memberContact, rememberStripeCustomer } from '../people/index.js';
import {
  HPC_MSG,
  PAY_MSG,
  isoToDmy,
  todayIn,
  toIsoDate,
  type TSubscription,
  type TSubscriptionActionRequest,
  type TUpdateCardRequest,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { renderEmail, subscriptionPaymentFailed } from '../../emails/index.js';
import { toDollars } from '../../lib/money.js';
import { rows, sql } from '../../lib/sql.js';
import { addDaysIso, dbDate, isoOfDbDate, localIsoDate } from '../../lib/local-dates.js';
import {
  GatewayUnavailableError,
  type SavedCard,
  onOrderPaid,
  gatewayUnavailable,
  paymentError,
  cardInputOf,
  createPaidOrder,
  idempotencyKeyFor,
  type PaymentOutcome,
  subscriptionOfOrder,
} from '../payments/index.js';
import type { Tx } from '../../db/tx.js';
import { addLocalDays, nextPeriodEnd, planBlock, requestEffectiveDate } from './hpc-rules.js';

export const subscriptionSelect = {
  id: true,
  memberId: true,
  planId: true,
  status: true,
  priceCents: true,
  startDate: true,
  endDate: true,
  currentPeriodEnd: true,
  stripeSubscriptionId: true,
  paymentMethodRef: true,
  cardBrand: true,
  cardLast4: true,
  pauseRequestedAt: true,
  cancelRequestedAt: true,
  lastPaymentFailedAt: true,
  plan: {
    select: {
      name: true,
      billingCycle: true,
      autoRenewal: true,
      minimumTermMonths: true,
      noticePeriodDays: true,
      slidingDate: true,
      startDate: true,
      endDate: true,
      expiryPeriodDays: true,
    },
  },
} satisfies Prisma.SubscriptionSelect;

export type SubscriptionRow = Prisma.SubscriptionGetPayload<{ select: typeof subscriptionSelect }>;

/** The day a pending pause or cancel request takes effect, YYYY-MM-DD; null when none is pending. */
export function pendingRequestEffective(
  s: SubscriptionRow,
  timeZone: string,
): { action: 'pause' | 'cancel'; effectiveIso: string } | null {
  const requestedAt = s.cancelRequestedAt ?? s.pauseRequestedAt;
  if (!requestedAt) return null;
  const effectiveIso = requestEffectiveDate(
    isoOfDbDate(s.startDate),
    localIsoDate(requestedAt, timeZone),
    s.plan.minimumTermMonths,
    s.plan.noticePeriodDays,
  );
  return { action: s.cancelRequestedAt ? 'cancel' : 'pause', effectiveIso };
}

export function toSubscription(s: SubscriptionRow, timeZone: string): TSubscription {
  const pending =
    s.status === 'active' || s.status === 'suspended' ? pendingRequestEffective(s, timeZone) : null;
  return {
    id: s.id,
    plan_id: s.planId,
    name: s.plan.name,
    cycle: s.plan.billingCycle,
    price: toDollars(s.priceCents),
    start_date: isoToDmy(isoOfDbDate(s.startDate)),
    end_date: s.endDate ? isoToDmy(isoOfDbDate(s.endDate)) : null,
    status: s.status,
    // A plan without auto renewal is one payment for its dates: it has nothing to renew.
    one_off: !s.plan.autoRenewal,
    renews_on:
      s.status === 'active' && s.plan.autoRenewal
        ? isoToDmy(localIsoDate(s.currentPeriodEnd, timeZone))
        : null,
    card_brand: s.cardBrand,
    card_last4: s.cardLast4,
    pause_requested: s.pauseRequestedAt !== null,
    cancel_requested: s.cancelRequestedAt !== null,
    request_effective_date: pending ? isoToDmy(pending.effectiveIso) : null,
    can_manage: s.status === 'active' && !pending,
    can_cancel: s.status === 'active' && pending?.action !== 'cancel',
    can_withdraw: pending !== null,
    can_update_card: s.status === 'active' || s.status === 'suspended',
  };
}

export async function listSubscriptions(deps: Deps, memberId: number): Promise<TSubscription[]> {
  const rows = await deps.db.subscription.findMany({
    where: { memberId },
    select: subscriptionSelect,
    orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
  });
  return rows.map((s) => toSubscription(s, deps.settings.current().timeZone));
}

async function ownSubscription(deps: Deps, memberId: number, id: number): Promise<SubscriptionRow> {
  const s = await deps.db.subscription.findFirst({ where: { id, memberId }, select: subscriptionSelect });
  if (!s) throw notFound('Subscription');
  return s;
}

/** The member's Stripe Customer id (kept on the member, created once); null in the sandbox. */
export async function customerOf(deps: Deps, memberId: number): Promise<string | null> {
  const m = await memberContact(deps.db, memberId);
  if (!m) throw notFound('Member');
  const customerId = await deps.gateway.ensureCustomer({
    id: m.id,
    email: m.email,
    name: `${m.firstname} ${m.lastname}`,
    stripeCustomerId: m.stripeCustomerId,
  });
  if (customerId && customerId !== m.stripeCustomerId) {
    await rememberStripeCustomer(deps.db, memberId, customerId);
  }
  return customerId;
}

/** The last day a subscription has under its plan's terms alone (before any cancel request). */
export function termsEndIso(s: SubscriptionRow): string | null {
  const block = planBlock({
    slidingDate: s.plan.slidingDate,
    startDate: s.plan.startDate ? isoOfDbDate(s.plan.startDate) : null,
    endDate: s.plan.endDate ? isoOfDbDate(s.plan.endDate) : null,
    expiryPeriodDays: s.plan.expiryPeriodDays,
  });
  if (block) return block.end;
  return s.plan.expiryPeriodDays ? addDaysIso(isoOfDbDate(s.startDate), s.plan.expiryPeriodDays) : null;
}

/**
 * POST /api/hpc/subscriptions/sendaction. pause or cancel sends a request, applied by the
 * renewal job on the day the plan terms allow; a cancel replaces a pending pause (a member
 * must never be stuck unable to cancel). withdraw takes back the pending request, and a
 * withdrawn cancel gives the subscription back the end its plan gives it.
 */
export async function sendAction(
  deps: Deps,
  memberId: number,
  body: TSubscriptionActionRequest,
): Promise<{ message: string; data: TSubscription }> {
  const now = deps.now();
  const tz = deps.settings.current().timeZone;
  const message = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      Array<{ id: number }>
    >`SELECT id FROM "Subscription" WHERE id = ${body.id} AND "memberId" = ${memberId} FOR UPDATE`;
    if (rows.length === 0) throw notFound('Subscription');
    const s = await tx.subscription.findUniqueOrThrow({ where: { id: body.id }, select: subscriptionSelect });
    const pending = s.status === 'active' || s.status === 'suspended' ? pendingRequestEffective(s, tz) : null;
    if (body.action === 'withdraw') {
      if (!pending) throw new AppError('error_response', HPC_MSG.nothingToWithdraw);
      const endIso = termsEndIso(s);
      await tx.subscription.update({
        where: { id: s.id },
        data:
          pending.action === 'cancel'
            ? { cancelRequestedAt: null, pauseRequestedAt: null, endDate: endIso ? dbDate(endIso) : null }
            : { pauseRequestedAt: null },
      });
      return HPC_MSG.requestWithdrawn(pending.action);
    }
    if (s.status !== 'active') throw new AppError('error_response', HPC_MSG.onlyActiveAction(body.action));
    if (pending && !(body.action === 'cancel' && pending.action === 'pause'))
      throw new AppError('error_response', HPC_MSG.requestPending(pending.action));
    if (body.action === 'pause') {
      await tx.subscription.update({ where: { id: s.id }, data: { pauseRequestedAt: now } });
    } else {
      // The subscription now ends on the day the cancellation takes effect (shown as End Date).
      const effectiveIso = requestEffectiveDate(
        isoOfDbDate(s.startDate),
        localIsoDate(now, tz),
        s.plan.minimumTermMonths,
        s.plan.noticePeriodDays,
      );
      const endIso =
        s.endDate && isoOfDbDate(s.endDate) < effectiveIso ? isoOfDbDate(s.endDate) : effectiveIso;
      await tx.subscription.update({
        where: { id: s.id },
        data: { cancelRequestedAt: now, pauseRequestedAt: null, endDate: dbDate(endIso) },
      });
    }
    return HPC_MSG.actionSent(body.action);
  });
  return { message, data: toSubscription(await ownSubscription(deps, memberId, body.id), tz) };
}

const savedCardOf = (s: {
  paymentMethodRef: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}): SavedCard | null =>
  s.paymentMethodRef
    ? { paymentMethodRef: s.paymentMethodRef, brand: s.cardBrand ?? 'card', last4: s.cardLast4 ?? '' }
    : null;

/**
 * POST /api/hpc/subscriptions/{sub_id}/updatecard: keeps the new card at the gateway
 * for the next renewals; on a suspended subscription it also retries the failed
 * renewal with it, and the subscription is active again once that is paid.
 */
export async function updateCard(
  deps: Deps,
  memberId: number,
  subId: number,
  body: TUpdateCardRequest,
): Promise<{ message: string; data: TSubscription }> {
  if (body.sub_id !== undefined && body.sub_id !== subId)
    throw paymentError('error_validation', HPC_MSG.subscriptionDataInvalid, {
      sub_id: ['The subscription does not match the page'],
    });
  const s = await ownSubscription(deps, memberId, subId);
  if (s.status !== 'active' && s.status !== 'suspended')
    throw paymentError('error_response', HPC_MSG.onlyActiveOrSuspendedCard);
  const card = cardInputOf(body.cardData);
  if (!card) throw paymentError('error_payment', PAY_MSG.cardInvalid);
  const problem = deps.gateway.validateCard(card);
  if (problem) throw paymentError('error_payment', problem);
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, ['hpc_card', subId], card);

  try {
    const customerId = await customerOf(deps, memberId);
    const result = await deps.gateway.saveCard(customerId, card, `m${memberId}-${idempotencyKey}`);
    if (result.status === 'declined') throw paymentError('error_payment', result.message);
    const saved = result.card;
    await deps.db.subscription.update({
      where: { id: s.id },
      data: { paymentMethodRef: saved.paymentMethodRef, cardBrand: saved.brand, cardLast4: saved.last4 },
    });

    if (s.stripeSubscriptionId) {
      // Stripe pays the open invoice with the new card; its invoice.paid webhook records the renewal.
      const retried = await deps.gateway.setSubscriptionCard(
        s.stripeSubscriptionId,
        saved,
        s.status === 'suspended',
        `m${memberId}-${idempotencyKey}`,
      );
      if (retried?.status === 'declined') throw paymentError('error_payment', retried.message);
      if (retried?.status === 'succeeded') {
        await deps.db.subscription.updateMany({
          where: { id: s.id, status: 'suspended' },
          data: { status: 'active', lastPaymentFailedAt: null },
        });
      }
    } else if (s.status === 'suspended') {
      await renewSubscription(deps, s.id, { kind: 'retry' }, `retry-${idempotencyKey}`);
    }
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
    throw err;
  }
  return {
    message: HPC_MSG.cardUpdated,
    data: toSubscription(await ownSubscription(deps, memberId, subId), deps.settings.current().timeZone),
  };
}

/** Thrown inside a renewal when another run already renewed (or the state moved on): nothing to do. */
class RenewalNotDue extends AppError {
  constructor() {
    super('renewal_not_due', 'This subscription is not due for renewal.');
  }
}

export type RenewalMode = { kind: 'due'; periodEnd: Date } | { kind: 'retry' };

/**
 * Charges the saved card for the next period and records it as an order (origin
 * hpc_subscription). 'due': the job's renewal of an active subscription whose period
 * ended at periodEnd; 'retry': a suspended subscription after a card update. The
 * subscription row is locked and re-checked first, so two runs renew once.
 * Throws error_payment when the card is declined (nothing is recorded).
 */
export async function renewSubscription(
  deps: Deps,
  subscriptionId: number,
  mode: RenewalMode,
  idempotencyKey: string,
): Promise<PaymentOutcome | null> {
  const s = await deps.db.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { ...subscriptionSelect, member: { select: { stripeCustomerId: true } } },
  });
  const card = savedCardOf(s);
  try {
    return await createPaidOrder(deps, {
      memberId: s.memberId,
      origin: 'hpc_subscription',
      isHpc: true,
      subscriptionId: s.id,
      description: `HPC subscription renewal - ${s.plan.name}`,
      lines: [
        {
          productId: null,
          name: `${s.plan.name} (Subscription #${s.id} renewal)`,
          quantity: 1,
          unitPriceCents: s.priceCents,
        },
      ],
      card: null,
      idempotencyKey,
      lock: async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Subscription" WHERE id = ${s.id} FOR UPDATE`;
        const now = await tx.subscription.findUniqueOrThrow({
          where: { id: s.id },
          select: { status: true, currentPeriodEnd: true },
        });
        const stillDue =
          mode.kind === 'due'
            ? now.status === 'active' && now.currentPeriodEnd.getTime() === mode.periodEnd.getTime()
            : now.status === 'suspended';
        if (!stillDue) throw new RenewalNotDue();
      },
      charge: async (_tx, request) => {
        if (!card) return { status: 'declined', gatewayRef: null, message: PAY_MSG.cardInvalid };
        return deps.gateway.chargeSavedCard({ ...request, customerId: s.member.stripeCustomerId, card });
      },
    });
  } catch (err) {
    if (err instanceof RenewalNotDue) return null;
    throw err;
  }
}

/** What a paid renewal does: the next period is paid, so the subscription is active again. */
async function applyRenewal(tx: Tx, order: { id: number }, deps: Deps): Promise<void> {
  const subscriptionId = await subscriptionOfOrder(tx, order.id);
  if (!subscriptionId) return;
  await tx.$queryRaw`SELECT id FROM "Subscription" WHERE id = ${subscriptionId} FOR UPDATE`;
  const s = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      status: true,
      currentPeriodEnd: true,
      stripeSubscriptionId: true,
      plan: { select: { billingCycle: true } },
    },
  });
  const timeZone = deps.settings.current().timeZone;
  const next = nextPeriodEnd(s.currentPeriodEnd, deps.now(), s.plan.billingCycle, timeZone);
  // Stripe's own period end follows (invoice.paid), which adds a closure's days there.
  const end = s.stripeSubscriptionId ? next : await withClosureDays(tx, subscriptionId, next, timeZone);
  const revive = s.status === 'active' || s.status === 'suspended';
  await tx.subscription.update({
    where: { id: subscriptionId },
    data: {
      currentPeriodEnd: end,
      lastPaymentFailedAt: null,
      ...(revive ? { status: 'active' as const } : {}),
    },
  });
}

onOrderPaid('hpc_subscription', applyRenewal);

/**
 * A new paid period's end, lengthened by the days of the centre's closures that fall in it and were
 * not yet given (a closure made while this period was still to come: subscriptions-admin), which
 * are marked given. Call under the subscription's row lock.
 */
export async function withClosureDays(
  tx: Tx,
  subscriptionId: number,
  periodEnd: Date,
  timeZone: string,
): Promise<Date> {
  const owed = await tx.subscriptionShift.findMany({
    where: {
      subscriptionId,
      appliedAt: null,
      closure: { firstDay: { lt: dbDate(localIsoDate(periodEnd, timeZone)) } },
    },
    select: { id: true, days: true },
  });
  if (owed.length === 0) return periodEnd;
  await tx.subscriptionShift.updateMany({
    where: { id: { in: owed.map((o) => o.id) } },
    data: { appliedAt: new Date() },
  });
  return addLocalDays(
    periodEnd,
    owed.reduce((sum, o) => sum + o.days, 0),
    timeZone,
  );
}

/** Marks a renewal as failed: suspended until the member updates the card. Tells the member (after the write). */
export async function suspendForFailedPayment(
  deps: Deps,
  subscriptionId: number,
  at: Date,
  reason: string,
): Promise<boolean> {
  const { count } = await deps.db.subscription.updateMany({
    where: { id: subscriptionId, status: { in: ['active', 'suspended'] } },
    data: { status: 'suspended', lastPaymentFailedAt: at },
  });
  if (count === 0) return false;
  const s = await deps.db.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { plan: { select: { name: true } }, member: { select: { email: true, firstname: true } } },
  });
  if (s.member.email) {
    await deps.mailer
      .send({
        to: s.member.email,
        ...(await renderEmail(subscriptionPaymentFailed, {
          firstname: s.member.firstname,
          plan: s.plan.name,
          reason,
          subscriptionUrl: `${deps.publicUrl}/member/hpc/subscription`,
        })),
      })
      .catch((err: unknown) =>
        deps.log.warn({ err, subscriptionId }, 'could not send the failed renewal email'),
      );
  }
  return true;
}

export const todayIsoOf = (deps: Deps, now = deps.now()) =>
  toIsoDate(todayIn(deps.settings.current().timeZone, now));

// --- For other areas ----------------------------------------------------------------------

/** How many of the member's subscriptions are active (the profile's HPC status). */
export function activeSubscriptionCount(db: Deps['db'] | Tx, memberId: number): Promise<number> {
  // Plain SQL: read on every profile (lib/sql.ts).
  return rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM "Subscription" WHERE "memberId" = ${memberId} AND status = 'active'`,
  ).then(([row]) => row!.count);
}

/** The ids of members with an active subscription (a message to HPC members). */
export async function activeSubscriberIds(db: Deps['db'] | Tx): Promise<number[]> {
  const found = await db.subscription.findMany({
    where: { status: 'active' },
    select: { memberId: true },
    distinct: ['memberId'],
  });
  return found.map((s) => s.memberId);
}

/** A subscription with its plan's name (the console's order page for a plan or renewal order). */
export function subscriptionWithPlan(deps: Deps, subscriptionId: number) {
  return deps.db.subscription.findUnique({
    where: { id: subscriptionId },
    select: {
      id: true,
      memberId: true,
      status: true,
      priceCents: true,
      startDate: true,
      endDate: true,
      currentPeriodEnd: true,
      plan: { select: { name: true } },
    },
  });
}

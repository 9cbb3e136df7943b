// HPC plans and subscribing to one (the Plans screen and the plan payment wizard).
// Subscribing saves the member's card at the gateway, then one payment transaction
// records the order (origin hpc_plan), creates the Subscription and takes the first
// period: with Stripe by creating a Stripe Subscription on the member's Customer,
// in the sandbox by charging the saved card. A decline rolls all of it back.
import {
  HPC_MSG,
  MSG,
  PAY_MSG,
  isoToDmy,
  todayIn,
  toIsoDate,
  type TPlan,
  type TPlanPaymentRequest,
} from '@courtside/contracts';
import type { Plan, Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { imageContentTypeOf } from '../../lib/uploaded-image.js';
import { taxIncludedCents, toDollars } from '../../lib/money.js';
import { addDaysIso, dbDate, isoOfDbDate, startOfLocalDay } from '../../lib/local-dates.js';
import { lockMember, memberStanding } from '../people/index.js';
import {
  GatewayUnavailableError,
  type SavedCard,
  gatewayUnavailable,
  paymentError,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
  linkOrderToSubscription,
  subscriptionOfOrder,
} from '../payments/index.js';
import { CYCLE_INTERVAL, firstPeriod, planBlock, type PlanTerms } from './hpc-rules.js';
import { customerOf } from './subscriptions.service.js';

const dmyOfDb = (d: Date | null) => (d ? isoToDmy(isoOfDbDate(d)) : null);

/** Covers uploaded through the console are kept in the file store under this folder. */
export const PLAN_COVER_FOLDER = 'plancovers/';
/** Where members' browsers fetch an uploaded cover (hpc.routes.ts). */
export const PLAN_COVER_PATH = '/api/hpc/covers/';
const PLAN_COVER_NAME = /^\d{1,10}-[0-9a-f]{16}\.(jpg|png|webp)$/;

/**
 * A plan's cover as an address: an uploaded one (a file store key, plancovers/...) is served by
 * the API; anything else (a picture address given by the seed or an import) already is one.
 */
/** Where the console (facilities staff, who may not be HPC members) reads an uploaded cover. */
export const ADMIN_PLAN_COVER_PATH = '/api/admin/hpc/covers/';

export const planCoverUrl = (cover: string | null, path = PLAN_COVER_PATH) =>
  cover === null
    ? null
    : cover.startsWith(PLAN_COVER_FOLDER)
      ? path + cover.slice(PLAN_COVER_FOLDER.length)
      : cover;

/** An uploaded cover by its name in PLAN_COVER_PATH: only a plan's current cover is served. */
export async function readPlanCover(deps: Deps, name: string): Promise<{ bytes: Buffer; type: string }> {
  if (!PLAN_COVER_NAME.test(name)) throw notFound('Cover');
  const key = PLAN_COVER_FOLDER + name;
  const plan = await deps.db.plan.findFirst({ where: { cover: key }, select: { id: true } });
  const bytes = plan ? await deps.files.get(key) : null;
  if (!bytes) throw notFound('Cover');
  return { bytes, type: imageContentTypeOf(key)! };
}

export function toPlan(p: Plan, taxRate: number): TPlan {
  return {
    plan_id: p.id,
    plan_name: p.name,
    plan_price: toDollars(p.priceCents),
    plan_billing_cycle: p.billingCycle,
    plan_auto_renewal: p.autoRenewal,
    plan_sliding_date: p.slidingDate,
    plan_start_date: dmyOfDb(p.startDate),
    plan_end_date: dmyOfDb(p.endDate),
    plan_expiry_period: p.slidingDate ? null : p.expiryPeriodDays,
    plan_excluded_date: p.excludedDates.map((d) => dmyOfDb(d) as string),
    // Named only when the plan limits its classes; a plan naming none allows every class.
    ...(p.classNames.length > 0 ? { plan_class_names: p.classNames } : {}),
    plan_cover: planCoverUrl(p.cover),
    plan_description: p.description ?? '',
    plan_tax: toDollars(taxIncludedCents(p.priceCents, taxRate)),
  };
}

const today = (deps: Deps) => toIsoDate(todayIn(deps.settings.current().timeZone, deps.now()));

const termsOf = (plan: Plan): PlanTerms => ({
  billingCycle: plan.billingCycle,
  autoRenewal: plan.autoRenewal,
  slidingDate: plan.slidingDate,
  startDate: plan.startDate ? isoOfDbDate(plan.startDate) : null,
  endDate: plan.endDate ? isoOfDbDate(plan.endDate) : null,
  expiryPeriodDays: plan.expiryPeriodDays,
});

/** A plan with its own block of dates is on offer until the block's last day has passed. */
const planOpen = (p: Plan, todayIso: string) => {
  const block = planBlock(termsOf(p));
  return !block || block.end >= todayIso;
};

export async function listPlans(deps: Deps): Promise<TPlan[]> {
  const plans = await deps.db.plan.findMany({
    where: { active: true },
    orderBy: [{ priceCents: 'asc' }, { id: 'asc' }],
  });
  const t = today(deps);
  return plans.filter((p) => planOpen(p, t)).map((p) => toPlan(p, deps.settings.current().taxRate));
}

export async function getPlan(deps: Deps, planId: number): Promise<TPlan> {
  const plan = await deps.db.plan.findFirst({ where: { id: planId, active: true } });
  if (!plan) throw notFound('Plan');
  return toPlan(plan, deps.settings.current().taxRate);
}

/** Statuses that still hold the plan: a second subscription to it is refused (error_paid). */
const HOLDING = ['active', 'suspended', 'paused'] as const;

export type PlanPaymentOutcome = PaymentOutcome & { subscriptionId: number };

/** POST /api/hpc/plans/{plan}/payment. The price comes from the plan row, never from the browser. */
export async function payPlan(
  deps: Deps,
  memberId: number,
  planId: number,
  body: TPlanPaymentRequest,
): Promise<PlanPaymentOutcome> {
  const card = cardInputOf(body.cardData);
  const cart = ['hpc_plan', planId];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, cart, card);
  const fingerprint = fingerprintOf(cart);
  const outcome = await payOnce(
    deps,
    { memberId, origin: 'hpc_plan', idempotencyKey, fingerprint },
    async () => {
      const plan = await deps.db.plan.findFirst({ where: { id: planId, active: true } });
      if (!plan) throw notFound('Plan');
      const profile = await memberStanding(deps, memberId);
      if (!profile.profile_complete) throw paymentError('error_auth', MSG.profileIncomplete);
      const held = await deps.db.subscription.count({
        where: { memberId, planId, status: { in: [...HOLDING] } },
      });
      if (held > 0) throw paymentError('error_paid', HPC_MSG.alreadySubscribed);
      const todayIso = today(deps);
      if (!planOpen(plan, todayIso)) throw paymentError('error_response', HPC_MSG.planEnded);

      // The card is kept at the gateway first (Stripe checks it when attaching); nothing is charged yet.
      let saved: SavedCard | null = null;
      let customerId: string | null = null;
      if (plan.priceCents > 0) {
        if (!card) throw paymentError('error_payment', PAY_MSG.cardInvalid);
        const problem = deps.gateway.validateCard(card);
        if (problem) throw paymentError('error_payment', problem);
        try {
          customerId = await customerOf(deps, memberId);
          const result = await deps.gateway.saveCard(customerId, card, `m${memberId}-${idempotencyKey}`);
          if (result.status === 'declined') throw paymentError('error_payment', result.message);
          saved = result.card;
        } catch (err) {
          if (err instanceof GatewayUnavailableError) throw gatewayUnavailable(PAY_MSG.gatewayUnavailable);
          throw err;
        }
      }

      const period = firstPeriod(termsOf(plan), deps.now(), deps.settings.current().timeZone);
      const endIso = period.endIso;
      let subscriptionId = 0;
      const savedCard = saved;
      return createPaidOrder(deps, {
        memberId,
        origin: 'hpc_plan',
        isHpc: true,
        description: `HPC plan - ${plan.name}`,
        lines: [
          {
            productId: null,
            name: `${plan.name} (Plan #${plan.id})`,
            quantity: 1,
            unitPriceCents: plan.priceCents,
          },
        ],
        card,
        idempotencyKey,
        fingerprint,
        // Two different payment attempts for the same plan queue here, and the second sees the first's subscription.
        lock: async (tx) => {
          await lockMember(tx, memberId);
          const again = await tx.subscription.count({
            where: { memberId, planId, status: { in: [...HOLDING] } },
          });
          if (again > 0) throw paymentError('error_paid', HPC_MSG.alreadySubscribed);
        },
        beforeCharge: async (tx, order) => {
          const data: Prisma.SubscriptionUncheckedCreateInput = {
            memberId,
            planId,
            status: 'active',
            priceCents: plan.priceCents,
            startDate: dbDate(period.startIso),
            endDate: endIso ? dbDate(endIso) : null,
            currentPeriodEnd: period.endsAt,
            paymentMethodRef: savedCard?.paymentMethodRef ?? null,
            cardBrand: savedCard?.brand ?? null,
            cardLast4: savedCard?.last4 ?? null,
          };
          const subscription = await tx.subscription.create({ data, select: { id: true } });
          subscriptionId = subscription.id;
          await linkOrderToSubscription(tx, order.id, subscriptionId);
        },
        charge: savedCard
          ? async (tx, request) => {
              const result = await deps.gateway.startSubscription({
                customerId,
                card: savedCard,
                plan: {
                  id: plan.id,
                  name: plan.name,
                  amountCents: request.amountCents,
                  ...CYCLE_INTERVAL[plan.billingCycle],
                },
                renews: {
                  autoRenewal: plan.autoRenewal,
                  endsAt: endIso
                    ? startOfLocalDay(addDaysIso(endIso, 1), deps.settings.current().timeZone)
                    : null,
                },
                nextChargeAt: period.startsAt.getTime() > deps.now().getTime() ? period.endsAt : null,
                idempotencyKey: request.idempotencyKey,
                memberId,
                subscriptionId,
                orderId: request.orderId,
                description: request.description,
              });
              if (result.status === 'succeeded' && result.gatewaySubscriptionId) {
                await tx.subscription.update({
                  where: { id: subscriptionId },
                  data: { stripeSubscriptionId: result.gatewaySubscriptionId },
                });
              }
              return result;
            }
          : undefined,
      });
    },
  );
  const subscriptionId = await subscriptionOfOrder(deps.db, outcome.orderId);
  return {
    ...outcome,
    message: outcome.paid ? HPC_MSG.subscriptionActivated : outcome.message,
    subscriptionId: subscriptionId ?? 0,
  };
}

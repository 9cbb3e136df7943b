// HPC subscriptions in the console (facilities staff): find them, act on one, and close the centre.
//
// Acting on one runs under its row lock (the lock the renewal job and the member's own requests
// take), so staff, the member and the job take turns. A member's pause or cancel request is
// approved (it takes effect today) or declined (withdrawn, as the member's own withdraw does, and
// the member is emailed the reason in the same transaction, through the outbox). Staff may also
// pause, resume and cancel at once; resuming moves the next billing date on by the days paused.
// Each gateway call (Stripe stops, moves) happens inside the transaction, before it commits: if
// Stripe refuses, nothing changes here (502) and staff try again.
//
// A closure of the centre moves billing on by its days, so nobody is charged during it or pays for
// it: a subscription billed on or after its first day moves at once (the new date falls after
// the closure); one billed before it pays as usual and its next period, which holds the closure,
// is lengthened when it renews (withClosureDays). Either way its last day, if any, moves too.
import type {
  TAdminSubscription,
  TAdminSubscriptionAction,
  TAdminSubscriptionPage,
  TAdminSubscriptionQuery,
  THpcClosure,
  THpcClosureCreate,
} from '@courtside/contracts/admin';
import type { Prisma, SubscriptionStatus } from '../../generated/prisma/client.js';
import { TX_OPTIONS, type Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { renderEmail, subscriptionRequestDeclined, type RenderedEmail } from '../../emails/index.js';
import {
  addDaysIso,
  dbDate,
  daysBetween,
  isoOfDbDate,
  localIsoDate,
  startOfLocalDay,
} from '../../lib/local-dates.js';
import { queueMail, sendQueuedMail } from '../../lib/mail-outbox.js';
import { likeLiteral } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import {
  GatewayUnavailableError,
  gatewayUnavailable,
  onOrderPage,
  onOrderRefunded,
  type GiveBack,
} from '../payments/index.js';
import { classPlacesBetween, freeFutureClassPlaces } from './classes.service.js';
import { addLocalDays } from './hpc-rules.js';
import {
  activeSubscriptionCount,
  pendingRequestEffective,
  subscriptionSelect,
  subscriptionWithPlan,
  termsEndIso,
  todayIsoOf,
  type SubscriptionRow,
} from './subscriptions.service.js';

const DEFAULT_PAGE_SIZE = 25;

const adminSelect = {
  ...subscriptionSelect,
  pausedAt: true,
  member: { select: { firstname: true, lastname: true, email: true } },
} satisfies Prisma.SubscriptionSelect;
type AdminRow = Prisma.SubscriptionGetPayload<{ select: typeof adminSelect }>;

function toAdmin(s: AdminRow, timeZone: string): TAdminSubscription {
  const pending =
    s.status === 'active' || s.status === 'suspended' ? pendingRequestEffective(s, timeZone) : null;
  const requestedAt = s.cancelRequestedAt ?? s.pauseRequestedAt;
  return {
    id: s.id,
    member: { id: s.memberId, name: `${s.member.firstname} ${s.member.lastname}` },
    plan: { id: s.planId, name: s.plan.name },
    status: s.status,
    price_cents: s.priceCents,
    start_date: isoOfDbDate(s.startDate),
    end_date: s.endDate ? isoOfDbDate(s.endDate) : null,
    next_billing_date: localIsoDate(s.currentPeriodEnd, timeZone),
    stripe: s.stripeSubscriptionId !== null,
    request:
      pending && requestedAt
        ? {
            action: pending.action,
            requested_on: localIsoDate(requestedAt, timeZone),
            effective_on: pending.effectiveIso,
          }
        : null,
    paused_on: s.pausedAt ? localIsoDate(s.pausedAt, timeZone) : null,
  };
}

/** GET /api/admin/hpc/subscriptions: by member words or number, status and waiting requests; newest first. */
export async function searchSubscriptions(
  deps: Deps,
  query: TAdminSubscriptionQuery,
): Promise<TAdminSubscriptionPage> {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
  const where: Prisma.SubscriptionWhereInput = {
    ...(query.status && { status: query.status }),
    ...(query.requests === 'pending' && {
      status: { in: ['active', 'suspended'] },
      OR: [{ pauseRequestedAt: { not: null } }, { cancelRequestedAt: { not: null } }],
    }),
    AND: words.map((w) =>
      /^\d+$/.test(w)
        ? { id: Number(w) }
        : {
            member: {
              OR: [
                { firstname: { contains: likeLiteral(w), mode: 'insensitive' } },
                { lastname: { contains: likeLiteral(w), mode: 'insensitive' } },
              ],
            },
          },
    ),
  };
  const [rows, total] = await Promise.all([
    deps.db.subscription.findMany({
      where,
      select: adminSelect,
      orderBy: { id: 'desc' },
      skip: page * pageSize,
      take: pageSize,
    }),
    deps.db.subscription.count({ where }),
  ]);
  const { timeZone } = deps.settings.current();
  return { subscriptions: rows.map((s) => toAdmin(s, timeZone)), total, page, page_size: pageSize };
}

export async function subscriptionOne(deps: Deps, id: number): Promise<TAdminSubscription> {
  const s = await deps.db.subscription.findUnique({ where: { id }, select: adminSelect });
  if (!s) throw notFound('Subscription');
  return toAdmin(s, deps.settings.current().timeZone);
}

/** A gateway call inside a transaction: Stripe refusing rolls it back (502). */
async function atGateway(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof GatewayUnavailableError)
      throw gatewayUnavailable('The payment gateway could not be reached: nothing was changed. Try again.');
    throw err;
  }
}

const ACTIVE: SubscriptionStatus[] = ['active', 'suspended'];
const refuse = (message: string) => new AppError('conflict', message);

/** What one action changes; the caller writes it and the audit entry. */
async function actionChanges(
  deps: Deps,
  s: AdminRow,
  body: TAdminSubscriptionAction,
  reason: string,
): Promise<{ data: Prisma.SubscriptionUpdateInput; mail?: RenderedEmail }> {
  const { timeZone } = deps.settings.current();
  const now = deps.now();
  const today = todayIsoOf(deps, now);
  const pending = ACTIVE.includes(s.status) ? pendingRequestEffective(s, timeZone) : null;
  const stripeId = s.stripeSubscriptionId;
  const pause = async () => {
    if (stripeId) await atGateway(() => deps.gateway.stopSubscription(stripeId, 'pause'));
    return { status: 'paused' as const, pausedAt: now, pauseRequestedAt: null };
  };
  const cancel = async () => {
    if (stripeId) await atGateway(() => deps.gateway.stopSubscription(stripeId, 'cancel'));
    return {
      status: 'cancelled' as const,
      cancelRequestedAt: s.cancelRequestedAt ?? now,
      pauseRequestedAt: null,
      endDate: dbDate(today),
    };
  };
  switch (body.action) {
    case 'approve':
      if (!pending) throw refuse('This subscription has no pause or cancel request waiting.');
      return { data: pending.action === 'cancel' ? await cancel() : await pause() };
    case 'decline': {
      if (!pending) throw refuse('This subscription has no pause or cancel request waiting.');
      if (!reason) throw fieldError('reason', 'Say why: the member is told.');
      const endIso = termsEndIso(s);
      const what = pending.action === 'cancel' ? 'cancel' : 'pause';
      return {
        data:
          pending.action === 'cancel'
            ? { cancelRequestedAt: null, pauseRequestedAt: null, endDate: endIso ? dbDate(endIso) : null }
            : { pauseRequestedAt: null },
        mail: await renderEmail(subscriptionRequestDeclined, {
          firstname: s.member.firstname,
          what,
          plan: s.plan.name,
          reason,
          priceCents: s.priceCents,
          billingCycle: s.plan.billingCycle,
          subscriptionUrl: `${deps.publicUrl}/member/hpc/subscription`,
        }),
      };
    }
    case 'pause':
      if (s.status !== 'active') throw refuse('Only an active subscription can be paused.');
      return { data: await pause() };
    case 'resume': {
      if (s.status !== 'paused') throw refuse('Only a paused subscription can be resumed.');
      if (s.endDate && isoOfDbDate(s.endDate) < today)
        throw refuse('This subscription has passed its last day: it cannot be resumed.');
      // Paused days are not paid for: billing moves on by them.
      const paused = s.pausedAt ? Math.max(daysBetween(localIsoDate(s.pausedAt, timeZone), today), 0) : 0;
      const nextBilling = addLocalDays(s.currentPeriodEnd, paused, timeZone);
      if (stripeId) await atGateway(() => deps.gateway.moveNextCharge(stripeId, nextBilling, true));
      return {
        data: {
          status: 'active',
          pausedAt: null,
          cancelRequestedAt: null,
          currentPeriodEnd: nextBilling,
          ...(s.endDate && { endDate: dbDate(addDaysIso(isoOfDbDate(s.endDate), paused)) }),
        },
      };
    }
    case 'cancel':
      if (!['active', 'suspended', 'paused'].includes(s.status))
        throw refuse('This subscription has already ended.');
      return { data: await cancel() };
  }
}

/** POST /api/admin/hpc/subscriptions/:id/actions. */
export async function actOnSubscription(
  deps: Deps,
  actorId: number,
  id: number,
  body: TAdminSubscriptionAction,
): Promise<void> {
  const reason = body.reason?.trim() ?? '';
  const mailIds = await deps.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM "Subscription" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound('Subscription');
    const s = await tx.subscription.findUniqueOrThrow({ where: { id }, select: adminSelect });
    const { data, mail } = await actionChanges(deps, s, body, reason);
    await tx.subscription.update({ where: { id }, data });
    const after = await tx.subscription.findUniqueOrThrow({ where: { id }, select: adminSelect });
    const { timeZone } = deps.settings.current();
    await recordAudit(tx, {
      actorId,
      action: `hpc_subscription.${body.action}`,
      entity: 'Subscription',
      entityId: id,
      before: toAdmin(s, timeZone),
      after: toAdmin(after, timeZone),
      reason: reason || null,
    });
    return mail && s.member.email ? [await queueMail(tx, { to: s.member.email, ...mail })] : [];
  }, TX_OPTIONS);
  if (mailIds.length > 0) await sendQueuedMail(deps, mailIds);
}

/**
 * A refund that ends a plan's or a renewal's entitlement cancels its subscription today (at the
 * gateway too, as staff's cancel does) and, unless the member has another active subscription,
 * frees their places in classes still to come for the waitlist.
 */
const endRefundedSubscription: GiveBack = async (tx, order, what, deps) => {
  if (!what.endEntitlement || order.subscriptionId === null) return;
  const id = order.subscriptionId;
  await tx.$queryRaw`SELECT id FROM "Subscription" WHERE id = ${id} FOR UPDATE`;
  const s = await tx.subscription.findUniqueOrThrow({ where: { id }, select: adminSelect });
  const { timeZone } = deps.settings.current();
  if (['active', 'suspended', 'paused'].includes(s.status)) {
    const reason = `Refunded: ${what.reason}`;
    const { data } = await actionChanges(deps, s, { action: 'cancel', reason }, reason);
    await tx.subscription.update({ where: { id }, data });
    const after = await tx.subscription.findUniqueOrThrow({ where: { id }, select: adminSelect });
    await recordAudit(tx, {
      actorId: what.actorId,
      action: 'hpc_subscription.cancel',
      entity: 'Subscription',
      entityId: id,
      before: toAdmin(s, timeZone),
      after: toAdmin(after, timeZone),
      reason,
    });
  }
  if ((await activeSubscriptionCount(tx, order.memberId)) === 0)
    await freeFutureClassPlaces(tx, deps, order.memberId);
};
onOrderRefunded('hpc_plan', endRefundedSubscription);
onOrderRefunded('hpc_subscription', endRefundedSubscription);

// The console's page of an order shows the subscription it paid for, and the class places the
// member took while that subscription ran.
onOrderPage('hpc', async (deps, order, when) => {
  const subscription =
    order.subscriptionId === null ? null : await subscriptionWithPlan(deps, order.subscriptionId);
  if (!subscription) return {};
  const classes = await classPlacesBetween(
    deps,
    subscription.memberId,
    subscription.startDate,
    subscription.endDate ?? subscription.currentPeriodEnd,
  );
  return {
    subscription: {
      id: subscription.id,
      plan: subscription.plan.name,
      status: subscription.status,
      price_cents: subscription.priceCents,
      start_date: isoOfDbDate(subscription.startDate),
      end_date: subscription.endDate ? isoOfDbDate(subscription.endDate) : null,
    },
    classes: classes.map((c) => ({
      id: c.id,
      name: c.class.name,
      starts_formatted: when(c.class.startsAt),
      status: c.status,
    })),
  };
});

// --- Closures of the centre -------------------------------------------------------------------------

function toClosure(c: {
  id: number;
  name: string;
  firstDay: Date;
  lastDay: Date;
  shifts: Array<{ atOnce: boolean }>;
}): THpcClosure {
  const first = isoOfDbDate(c.firstDay);
  const last = isoOfDbDate(c.lastDay);
  return {
    id: c.id,
    name: c.name,
    first_day: first,
    last_day: last,
    days: daysBetween(first, last) + 1,
    moved_now: c.shifts.filter((s) => s.atOnce).length,
    moved_at_renewal: c.shifts.filter((s) => !s.atOnce).length,
  };
}

/** Closures, newest first, with how many subscriptions each moved at once and at renewal. */
export async function listClosures(deps: Deps): Promise<THpcClosure[]> {
  const closures = await deps.db.hpcClosure.findMany({
    orderBy: { firstDay: 'desc' },
    include: { shifts: { select: { atOnce: true } } },
  });
  return closures.map(toClosure);
}

/**
 * Moves every subscription running at a closure: billed on or after its first day, the next
 * billing date moves on by the closure's days now (and Stripe's next charge with it, inside the
 * caller's transaction, so a refusal there undoes everything); billed before it, the period that
 * holds it is lengthened at renewal (`withClosureDays`). A last day in or after the closure moves
 * too. One UPDATE and one INSERT for all of them, however many there are.
 */
async function shiftForClosure(
  tx: Tx,
  deps: Deps,
  subscriptions: SubscriptionRow[],
  closure: { id: number; firstDay: string; days: number; firstStart: Date },
): Promise<Array<'now' | 'at_renewal'>> {
  const { timeZone } = deps.settings.current();
  const moves = subscriptions.map((s) => {
    const atOnce = s.currentPeriodEnd.getTime() >= closure.firstStart.getTime();
    return {
      s,
      atOnce,
      periodEnd: atOnce ? addLocalDays(s.currentPeriodEnd, closure.days, timeZone) : s.currentPeriodEnd,
      endDate:
        s.endDate && isoOfDbDate(s.endDate) >= closure.firstDay
          ? dbDate(addDaysIso(isoOfDbDate(s.endDate), closure.days))
          : s.endDate,
    };
  });
  for (const m of moves) {
    const stripeId = m.s.stripeSubscriptionId;
    if (m.atOnce && stripeId)
      await atGateway(() => deps.gateway.moveNextCharge(stripeId, m.periodEnd, false));
  }
  const changed = moves.filter((m) => m.atOnce || m.endDate !== m.s.endDate);
  if (changed.length > 0)
    await tx.$executeRaw`
      UPDATE "Subscription" s SET "currentPeriodEnd" = v.period_end, "endDate" = v.end_date
        FROM unnest(${changed.map((m) => m.s.id)}::int[],
                    ${changed.map((m) => m.periodEnd.toISOString())}::timestamptz[],
                    ${changed.map((m) => m.endDate?.toISOString().slice(0, 10) ?? null)}::date[])
             AS v(id, period_end, end_date)
       WHERE s.id = v.id`;
  const appliedAt = deps.now();
  await tx.subscriptionShift.createMany({
    data: moves.map((m) => ({
      subscriptionId: m.s.id,
      closureId: closure.id,
      days: closure.days,
      atOnce: m.atOnce,
      appliedAt: m.atOnce ? appliedAt : null,
    })),
  });
  return moves.map((m) => (m.atOnce ? 'now' : 'at_renewal'));
}

/**
 * POST /api/admin/hpc/closures: the centre closed from first_day to last_day. One closure at a time
 * (an advisory lock), none overlapping another; every subscription running at the closure (active
 * or suspended, not past its last day) has its billing moved, and the gateway's too, all or nothing.
 */
export async function createClosure(
  deps: Deps,
  actorId: number,
  body: THpcClosureCreate,
): Promise<THpcClosure> {
  const { timeZone } = deps.settings.current();
  const name = body.name.trim();
  const days = daysBetween(body.first_day, body.last_day) + 1;
  if (days > 366) throw fieldError('last_day', 'A closure lasts at most a year.');
  if (body.first_day < todayIsoOf(deps)) throw fieldError('first_day', 'A closure cannot start in the past.');
  return deps.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('hpc-closures'))`;
    const overlapping = await tx.hpcClosure.findFirst({
      where: { firstDay: { lte: dbDate(body.last_day) }, lastDay: { gte: dbDate(body.first_day) } },
      select: { name: true },
    });
    if (overlapping) throw refuse(`This closure overlaps "${overlapping.name}".`);
    const closure = await tx.hpcClosure.create({
      data: { name, firstDay: dbDate(body.first_day), lastDay: dbDate(body.last_day), createdById: actorId },
    });
    const running = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM "Subscription"
       WHERE status IN ('active', 'suspended') AND ("endDate" IS NULL OR "endDate" >= ${dbDate(body.first_day)})
       ORDER BY id FOR UPDATE`;
    const subscriptions = await tx.subscription.findMany({
      where: { id: { in: running.map((r) => r.id) } },
      select: subscriptionSelect,
      orderBy: { id: 'asc' },
    });
    const at = {
      id: closure.id,
      firstDay: body.first_day,
      days,
      firstStart: startOfLocalDay(body.first_day, timeZone),
    };
    const shifts = (await shiftForClosure(tx, deps, subscriptions, at)).map((when) => ({
      atOnce: when === 'now',
    }));
    const result = toClosure({ ...closure, shifts });
    await recordAudit(tx, {
      actorId,
      action: 'hpc_closure.create',
      entity: 'HpcClosure',
      entityId: closure.id,
      after: result,
    });
    return result;
  }, TX_OPTIONS);
}

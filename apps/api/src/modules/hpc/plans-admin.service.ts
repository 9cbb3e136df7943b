// The console's HPC plans (facilities staff): every plan, active or withdrawn, with every field the
// member Plans screen reads; making and changing one; withdrawing and restoring it; and its cover
// image, kept in the file store and served to members by plans.service.ts. Every write is audited
// with the plan before and after. A price change applies to new subscriptions only (each keeps
// the price it was bought at).
import { randomBytes } from 'node:crypto';
import type { TAdminPlan, TAdminPlanList, TPlanWrite } from '@courtside/contracts/admin';
import type { Plan, Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { dbDate, isoOfDbDate } from '../../lib/local-dates.js';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from '../../lib/uploaded-image.js';
import { recordAudit } from '../audit/index.js';
import { ADMIN_PLAN_COVER_PATH, PLAN_COVER_FOLDER, planCoverUrl, readPlanCover } from './plans.service.js';

const isoOrNull = (d: Date | null) => (d ? isoOfDbDate(d) : null);

/** The plan as the console shows it and the audit log keeps it. */
function planFields(p: Plan) {
  return {
    name: p.name,
    description: p.description ?? '',
    price_cents: p.priceCents,
    billing_cycle: p.billingCycle,
    auto_renewal: p.autoRenewal,
    sliding_date: p.slidingDate,
    start_date: isoOrNull(p.startDate),
    end_date: isoOrNull(p.endDate),
    expiry_period_days: p.expiryPeriodDays,
    excluded_dates: p.excludedDates.map(isoOfDbDate),
    minimum_term_months: p.minimumTermMonths,
    notice_period_days: p.noticePeriodDays,
    class_names: p.classNames,
    active: p.active,
    cover: p.cover,
  };
}

function adminPlan(p: Plan, activeSubscriptions: number): TAdminPlan {
  const { cover, ...fields } = planFields(p);
  return {
    id: p.id,
    ...fields,
    cover_url: planCoverUrl(cover, ADMIN_PLAN_COVER_PATH),
    active_subscriptions: activeSubscriptions,
  };
}

async function activeSubscriptions(deps: Deps, planIds: number[]): Promise<Map<number, number>> {
  const counts = await deps.db.subscription.groupBy({
    by: ['planId'],
    where: { planId: { in: planIds }, status: 'active' },
    _count: { _all: true },
  });
  return new Map(counts.map((c) => [c.planId, c._count._all]));
}

/** GET /api/admin/hpc/plans: every plan, those on offer first, then by price as members see them. */
export async function listPlans(deps: Deps): Promise<TAdminPlanList> {
  const plans = await deps.db.plan.findMany({
    orderBy: [{ active: 'desc' }, { priceCents: 'asc' }, { id: 'asc' }],
  });
  const counts = await activeSubscriptions(
    deps,
    plans.map((p) => p.id),
  );
  return { plans: plans.map((p) => adminPlan(p, counts.get(p.id) ?? 0)) };
}

/** GET /api/admin/hpc/plans/:id */
export async function onePlan(deps: Deps, planId: number): Promise<TAdminPlan> {
  const plan = await deps.db.plan.findUnique({ where: { id: planId } });
  if (!plan) throw notFound('Plan');
  const counts = await activeSubscriptions(deps, [planId]);
  return adminPlan(plan, counts.get(planId) ?? 0);
}

/** The columns of a plan form. A plan with its own dates keeps no expiry period (the member screen shows the dates). */
function planData(body: TPlanWrite) {
  return {
    name: body.name,
    description: body.description || null,
    priceCents: body.price_cents,
    billingCycle: body.billing_cycle,
    autoRenewal: body.auto_renewal,
    slidingDate: body.sliding_date,
    startDate: body.start_date ? dbDate(body.start_date) : null,
    endDate: body.end_date ? dbDate(body.end_date) : null,
    expiryPeriodDays: body.sliding_date ? null : (body.expiry_period_days ?? null),
    excludedDates: [...(body.excluded_dates ?? [])].sort().map(dbDate),
    minimumTermMonths: body.minimum_term_months,
    noticePeriodDays: body.notice_period_days,
    classNames: body.class_names ?? [],
  } satisfies Prisma.PlanUpdateInput;
}

/** POST /api/admin/hpc/plans */
export async function createPlan(deps: Deps, actorId: number, body: TPlanWrite): Promise<number> {
  return deps.db.$transaction(async (tx) => {
    const plan = await tx.plan.create({ data: { ...planData(body), active: body.active ?? true } });
    await recordAudit(tx, {
      actorId,
      action: 'hpc.plan.create',
      entity: 'Plan',
      entityId: plan.id,
      after: planFields(plan),
    });
    return plan.id;
  });
}

/** Changes a plan in one transaction with its audit entry; `change` answers the new columns. */
async function changePlan(
  deps: Deps,
  actorId: number,
  planId: number,
  action: string,
  change: (before: Plan) => Prisma.PlanUpdateInput,
): Promise<{ before: Plan; after: Plan }> {
  return deps.db.$transaction(async (tx) => {
    // Locked, so two staff changing the same plan are applied one after the other, each audited from what it replaced.
    const locked = await tx.$queryRaw<
      Array<{ id: number }>
    >`SELECT id FROM "Plan" WHERE id = ${planId} FOR UPDATE`;
    if (locked.length === 0) throw notFound('Plan');
    const before = (await tx.plan.findUnique({ where: { id: planId } }))!;
    const after = await tx.plan.update({ where: { id: planId }, data: change(before) });
    await recordAudit(tx, {
      actorId,
      action,
      entity: 'Plan',
      entityId: planId,
      before: planFields(before),
      after: planFields(after),
    });
    return { before, after };
  });
}

/** PUT /api/admin/hpc/plans/:id: every field of the form (the cover has its own route). */
export async function updatePlan(
  deps: Deps,
  actorId: number,
  planId: number,
  body: TPlanWrite,
): Promise<void> {
  await changePlan(deps, actorId, planId, 'hpc.plan.update', (before) => ({
    ...planData(body),
    active: body.active ?? before.active,
  }));
}

/** PUT /api/admin/hpc/plans/:id/active: withdraw a plan from the Plans screen, or put it back. Subscriptions to it carry on. */
export async function setPlanActive(
  deps: Deps,
  actorId: number,
  planId: number,
  active: boolean,
): Promise<void> {
  await changePlan(deps, actorId, planId, active ? 'hpc.plan.restore' : 'hpc.plan.withdraw', () => ({
    active,
  }));
}

/** The file store key of a new cover: a new name each time, so browsers may keep a cover for good. */
const newCoverKey = (planId: number, extension: ImageExtension) =>
  `${PLAN_COVER_FOLDER}${planId}-${randomBytes(8).toString('hex')}.${extension}`;

/** A cover we stored (not an outside address), removed from the file store once nothing points at it. */
async function forgetCover(deps: Deps, cover: string | null) {
  if (cover?.startsWith(PLAN_COVER_FOLDER))
    await deps.files
      .remove(cover)
      .catch((err: unknown) => deps.log.warn({ err, cover }, 'could not remove a replaced plan cover'));
}

/** PUT /api/admin/hpc/plans/:id/cover: a new or replacement cover image. */
export async function setPlanCover(
  deps: Deps,
  actorId: number,
  planId: number,
  image: { bytes: Buffer; extension: ImageExtension },
): Promise<void> {
  if (!(await deps.db.plan.findUnique({ where: { id: planId }, select: { id: true } })))
    throw notFound('Plan');
  const key = newCoverKey(planId, image.extension);
  await deps.files.put(key, image.bytes, IMAGE_CONTENT_TYPES[image.extension]);
  let replaced: Plan;
  try {
    ({ before: replaced } = await changePlan(deps, actorId, planId, 'hpc.plan.cover', () => ({
      cover: key,
    })));
  } catch (err) {
    await forgetCover(deps, key);
    throw err;
  }
  await forgetCover(deps, replaced.cover);
}

/** DELETE /api/admin/hpc/plans/:id/cover */
export async function removePlanCover(deps: Deps, actorId: number, planId: number): Promise<void> {
  const plan = await deps.db.plan.findUnique({ where: { id: planId }, select: { cover: true } });
  if (!plan) throw notFound('Plan');
  if (plan.cover === null) throw new AppError('conflict', 'This plan has no cover.');
  const { before } = await changePlan(deps, actorId, planId, 'hpc.plan.cover', () => ({ cover: null }));
  await forgetCover(deps, before.cover);
}

/** GET /api/admin/hpc/covers/:name: a plan's current cover, for the console. */
export const readCover = (deps: Deps, name: string) => readPlanCover(deps, name);

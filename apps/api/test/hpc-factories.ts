// Factories of the HPC area: plans, classes at a time relative to now, HPC members
// with or without an active subscription. Each test seeds its own.
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { addDaysIso, dbDate, localInstant, todayIso } from '../src/lib/local-dates.js';
import { createMember } from './factories.js';

export const TZ = 'Australia/Sydney';

export function createPlan(db: Db, overrides: Partial<Prisma.PlanUncheckedCreateInput> = {}) {
  return db.plan.create({
    data: {
      name: 'Development Squad',
      priceCents: 12_000,
      billingCycle: 'monthly',
      autoRenewal: true,
      ...overrides,
    },
  });
}

// One venue per database: the files of a worker share this module (vitest isolate: false).
const venues = new WeakMap<Db, Promise<number>>();
function venue(db: Db): Promise<number> {
  let id = venues.get(db);
  if (!id) {
    id = db.venue.create({ data: { name: 'Harbourside Sports Centre' } }).then((row) => row.id);
    venues.set(db, id);
  }
  return id;
}

/** A class `days` calendar days from today (Sydney) at local `time`, lasting `minutes`. */
export async function createClass(
  db: Db,
  days: number,
  options: { time?: string; minutes?: number; capacity?: number; name?: string; now?: Date } = {},
) {
  const day = addDaysIso(todayIso(TZ, options.now ?? new Date()), days);
  const startsAt = localInstant(day, options.time ?? '18:30', TZ);
  return db.hpcClass.create({
    data: {
      name: options.name ?? 'Shooting Lab',
      description: 'Form shooting and game-speed reps.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.minutes ?? 90) * 60_000),
      venueId: await venue(db),
      room: 'Court 1',
      trainers: ['Coach Mia Santos', 'Coach Tom Becker'],
      activities: ['Shooting', 'Ball Handling'],
      colour: '#1e88e5',
      capacity: options.capacity ?? 10,
    },
  });
}

/** An is_hpc member; with `subscribed`, holding an active subscription to `plan`. */
export async function createHpcMember(
  db: Db,
  options: { subscribed?: boolean; plan?: { id: number; priceCents: number } } = {},
  overrides: Partial<Prisma.MemberUncheckedCreateInput> = {},
) {
  const member = await createMember(db, { isHpc: true, ...overrides });
  if (options.subscribed) {
    const plan = options.plan ?? (await createPlan(db));
    await db.subscription.create({
      data: {
        memberId: member.id,
        planId: plan.id,
        status: 'active',
        priceCents: plan.priceCents,
        startDate: dbDate(todayIso(TZ, new Date())),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        paymentMethodRef: 'sandbox:4242:succeeded',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    });
  }
  return member;
}

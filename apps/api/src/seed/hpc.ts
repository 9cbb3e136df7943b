// Demo high performance centre: three plans, a four-week class schedule (weekday
// evenings and Saturday mornings at the first venue, several activities with their
// colours, trainers and rooms, one Saturday overlap on two courts; a class is left out on a day a
// published game holds its court), demomanager (is_hpc) with an
// active subscription, two receipts and a few enrolments, and a full class with a
// waitlist of two. Dates are set around today so the calendar always has classes.
// Called at the end of seedDemo.
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import { addDaysIso, dbDate, localInstant, todayIso, weekdayOfIso } from '../lib/local-dates.js';
import { taxIncludedCents } from '../lib/money.js';
import { addCycle } from '../modules/hpc/index.js';

interface ClassTemplate {
  name: string;
  description: string;
  start: string;
  minutes: number;
  room: string;
  trainers: string[];
  activities: string[];
  colour: string;
  capacity: number;
}

const SHOOTING = { activities: ['Shooting', 'Ball Handling'], colour: '#1e88e5' };
const STRENGTH = { activities: ['Strength', 'Conditioning'], colour: '#e53935' };
const GAME_IQ = { activities: ['Game IQ', 'Scrimmage'], colour: '#43a047' };
const SPEED = { activities: ['Speed', 'Agility'], colour: '#fb8c00' };
const ELITE = { activities: ['Team Play', 'Defence'], colour: '#8e24aa' };

/** Classes by weekday (0 = Sunday). */
const WEEK: Record<number, ClassTemplate[]> = {
  1: [
    {
      name: 'Shooting Lab',
      description: 'Form shooting, catch-and-shoot and game-speed reps with tracked makes.',
      start: '17:00',
      minutes: 90,
      room: 'Court 1',
      trainers: ['Coach Mia Santos'],
      capacity: 16,
      ...SHOOTING,
    },
    {
      name: 'Game IQ & Scrimmage',
      description: 'Film-room concepts walked through on court, then controlled scrimmage.',
      start: '18:30',
      minutes: 90,
      room: 'Court 2',
      trainers: ['Coach Daniel Okafor', 'Coach Mia Santos'],
      capacity: 20,
      ...GAME_IQ,
    },
  ],
  2: [
    {
      name: 'Strength & Conditioning',
      description: 'Supervised gym session: lifting technique, injury prevention and conditioning.',
      start: '17:30',
      minutes: 60,
      room: 'Gym',
      trainers: ['Priya Raman (S&C)'],
      capacity: 12,
      ...STRENGTH,
    },
    {
      name: 'Shooting Lab',
      description: 'Form shooting, catch-and-shoot and game-speed reps with tracked makes.',
      start: '18:30',
      minutes: 90,
      room: 'Court 1',
      trainers: ['Coach Mia Santos'],
      capacity: 16,
      ...SHOOTING,
    },
  ],
  3: [
    {
      name: 'Speed & Agility',
      description: 'First-step quickness, change of direction and footwork ladders.',
      start: '17:00',
      minutes: 60,
      room: 'Court 2',
      trainers: ['Priya Raman (S&C)'],
      capacity: 18,
      ...SPEED,
    },
    {
      name: 'Game IQ & Scrimmage',
      description: 'Film-room concepts walked through on court, then controlled scrimmage.',
      start: '18:30',
      minutes: 90,
      room: 'Court 2',
      trainers: ['Coach Daniel Okafor'],
      capacity: 20,
      ...GAME_IQ,
    },
  ],
  4: [
    {
      name: 'Strength & Conditioning',
      description: 'Supervised gym session: lifting technique, injury prevention and conditioning.',
      start: '17:30',
      minutes: 60,
      room: 'Gym',
      trainers: ['Priya Raman (S&C)'],
      capacity: 12,
      ...STRENGTH,
    },
    {
      name: 'Shooting Lab',
      description: 'Form shooting, catch-and-shoot and game-speed reps with tracked makes.',
      start: '18:30',
      minutes: 90,
      room: 'Court 1',
      trainers: ['Coach Mia Santos', 'Coach Tom Becker'],
      capacity: 16,
      ...SHOOTING,
    },
  ],
  5: [
    {
      name: 'Speed & Agility',
      description: 'First-step quickness, change of direction and footwork ladders.',
      start: '17:00',
      minutes: 60,
      room: 'Court 2',
      trainers: ['Priya Raman (S&C)'],
      capacity: 18,
      ...SPEED,
    },
  ],
  6: [
    {
      name: 'Elite Squad Training',
      description: 'Pathway squad session: team systems, defence and high-intensity drills.',
      start: '08:00',
      minutes: 120,
      room: 'Court 1',
      trainers: ['Coach Daniel Okafor', 'Coach Tom Becker'],
      capacity: 14,
      ...ELITE,
    },
    // Overlaps Elite Squad Training on purpose: the calendar shows them side by side.
    {
      name: 'Shooting Lab',
      description: 'Form shooting, catch-and-shoot and game-speed reps with tracked makes.',
      start: '09:00',
      minutes: 90,
      room: 'Court 2',
      trainers: ['Coach Mia Santos'],
      capacity: 16,
      ...SHOOTING,
    },
  ],
};

export async function seedHpc(db: Db, env: TEnv, now: Date = new Date()): Promise<void> {
  const tz = env.TIME_ZONE;
  const today = todayIso(tz, now);

  await db.$transaction(
    async (tx) => {
      const venue =
        (await tx.venue.findFirst({ select: { id: true }, orderBy: { id: 'asc' } })) ??
        (await tx.venue.create({
          data: { name: 'Harbourside Sports Centre', suburb: 'Rozelle', postcode: '2039', state: 'NSW' },
          select: { id: true },
        }));

      const squad = await tx.plan.create({
        data: {
          name: 'Development Squad',
          cover: '/demo/plan-squad.svg',
          description:
            'Two sessions a week of skills, shooting and conditioning for committed juniors aged 12 to 17.',
          priceCents: 12_000,
          billingCycle: 'monthly',
          autoRenewal: true,
        },
      });
      await tx.plan.create({
        data: {
          name: 'Elite Pathway',
          cover: '/demo/plan-monthly.svg',
          description:
            'Unlimited HPC classes plus Elite Squad Training for state and national pathway athletes. Runs for 12 months from your start date.',
          priceCents: 18_000,
          billingCycle: 'monthly',
          autoRenewal: true,
          expiryPeriodDays: 365,
        },
      });
      const holidayStart = addDaysIso(today, 21);
      await tx.plan.create({
        data: {
          name: 'Holiday Intensive',
          cover: '/demo/plan-block.svg',
          description:
            'A two-week school holiday block: daily shooting, speed and game IQ sessions. One payment, no renewal.',
          priceCents: 24_000,
          billingCycle: 'fortnightly',
          autoRenewal: false,
          slidingDate: true,
          startDate: dbDate(holidayStart),
          endDate: dbDate(addDaysIso(holidayStart, 13)),
          excludedDates: [dbDate(addDaysIso(holidayStart, 6)), dbDate(addDaysIso(holidayStart, 7))],
        },
      });

      // Classes from three days ago (so enrolments have some history) to four weeks ahead.
      const classIds: Array<{ id: number; day: string; name: string }> = [];
      for (let offset = -3; offset < 28; offset += 1) {
        const day = addDaysIso(today, offset);
        for (const t of WEEK[weekdayOfIso(day)] ?? []) {
          const startsAt = localInstant(day, t.start, tz);
          const endsAt = new Date(startsAt.getTime() + t.minutes * 60_000);
          // One court, one use: a class whose court a published game holds then is not made that day.
          const taken = await tx.$queryRaw<unknown[]>`
            SELECT 1 FROM "CourtOccupancy"
            WHERE "courtId" IN (SELECT courtside_leaf_courts(courtside_class_court(${venue.id}, ${t.room})))
              AND "startsAt" < ${endsAt} AND "endsAt" > ${startsAt}
            LIMIT 1`;
          if (taken.length > 0) continue;
          const c = await tx.hpcClass.create({
            data: {
              name: t.name,
              description: t.description,
              startsAt,
              endsAt,
              venueId: venue.id,
              room: t.room,
              trainers: t.trainers,
              activities: t.activities,
              colour: t.colour,
              capacity: t.capacity,
            },
            select: { id: true },
          });
          classIds.push({ id: c.id, day, name: t.name });
        }
      }

      const manager = await tx.member.findFirst({
        where: { usernameLower: 'demomanager' },
        select: { id: true },
      });
      if (!manager) return;

      // An active Development Squad subscription, started 40 days ago and renewed once.
      const start = new Date(now.getTime() - 40 * 86_400_000);
      const renewedAt = addCycle(start, 'monthly', tz);
      const subscription = await tx.subscription.create({
        data: {
          memberId: manager.id,
          planId: squad.id,
          status: 'active',
          priceCents: squad.priceCents,
          startDate: dbDate(addDaysIso(today, -40)),
          currentPeriodEnd: addCycle(renewedAt, 'monthly', tz),
          paymentMethodRef: 'sandbox:4242:succeeded',
          cardBrand: 'visa',
          cardLast4: '4242',
        },
      });
      const tax = taxIncludedCents(squad.priceCents, env.TAX_RATE);
      for (const [origin, at, key] of [
        ['hpc_plan', start, 'start'],
        ['hpc_subscription', renewedAt, 'renewal'],
      ] as const) {
        await tx.order.create({
          data: {
            memberId: manager.id,
            origin,
            isHpc: true,
            subscriptionId: subscription.id,
            subtotalCents: squad.priceCents,
            taxCents: tax,
            totalCents: squad.priceCents,
            paid: true,
            paidAt: at,
            createdAt: at,
            lines: {
              create: [
                {
                  name:
                    origin === 'hpc_plan'
                      ? `${squad.name} (Plan #${squad.id})`
                      : `${squad.name} (Subscription #${subscription.id} renewal)`,
                  quantity: 1,
                  unitPriceCents: squad.priceCents,
                  totalCents: squad.priceCents,
                },
              ],
            },
            payments: {
              create: [
                {
                  memberId: manager.id,
                  amountCents: squad.priceCents,
                  method: 'card',
                  gateway: 'sandbox',
                  gatewayRef: `sandbox_pi_demo_hpc_${key}_${subscription.id}`,
                  status: 'succeeded',
                  description:
                    origin === 'hpc_plan'
                      ? `HPC plan - ${squad.name}`
                      : `HPC subscription renewal - ${squad.name}`,
                  createdAt: at,
                },
              ],
            },
          },
        });
      }

      const enrol = async (
        classId: number,
        memberId: number,
        status: 'booked' | 'waitlisted',
        waitlistedAt: Date | null = null,
      ) => {
        await tx.classEnrollment.create({ data: { classId, memberId, status, waitlistedAt } });
        if (status === 'booked')
          await tx.hpcClass.update({ where: { id: classId }, data: { bookedCount: { increment: 1 } } });
      };
      const past = classIds.find((c) => c.day < today);
      const upcoming = classIds.filter((c) => c.day > today);
      if (past) await enrol(past.id, manager.id, 'booked');
      for (const c of [upcoming[0], upcoming[3]]) if (c) await enrol(c.id, manager.id, 'booked');

      // A small, full class in a few days with two members waiting (they hold subscriptions too).
      const demomember = await tx.member.findFirst({
        where: { usernameLower: 'demomember' },
        select: { id: true },
      });
      const athletes = await tx.member.findMany({
        where: { id: { notIn: [manager.id, demomember?.id ?? 0] } },
        select: { id: true },
        orderBy: { id: 'asc' },
        take: 6,
      });
      const fullClass = upcoming.find(
        (c) => c.name === 'Strength & Conditioning' && c.day >= addDaysIso(today, 2),
      );
      if (!fullClass || athletes.length < 6) return;
      await tx.hpcClass.update({ where: { id: fullClass.id }, data: { capacity: 4 } });
      for (const [i, a] of athletes.entries()) {
        await tx.member.update({ where: { id: a.id }, data: { isHpc: true } });
        await tx.subscription.create({
          data: {
            memberId: a.id,
            planId: squad.id,
            status: 'active',
            priceCents: squad.priceCents,
            startDate: dbDate(addDaysIso(today, -10)),
            currentPeriodEnd: addCycle(new Date(now.getTime() - 10 * 86_400_000), 'monthly', tz),
            paymentMethodRef: 'sandbox:4242:succeeded',
            cardBrand: 'visa',
            cardLast4: '4242',
          },
        });
        if (i < 4) await enrol(fullClass.id, a.id, 'booked');
        else await enrol(fullClass.id, a.id, 'waitlisted', new Date(now.getTime() - (6 - i) * 3_600_000));
      }
    },
    { timeout: 60_000 },
  );
}

// Demo data of court hire, loaded after the competition. At each of the
// competition's venues (or one new venue when there is none): Court 1 is divided
// into two halves, every court gets hire hours, four sports, three booking types,
// three options and the rate card below; a few members of the competition have
// booked courts in the coming days, and demomember has one past booking so his
// Court Hire History is not empty. Competition games already block their courts.
//
// Rate card (per hour): off-peak $60, weekday peak 17:00-21:00 $85, weekends $75;
// half court $35 / $50 peak / $45 weekends; the scoreboard court $75 / $100 / $90.
// Parties cannot be booked before 3 pm on weekdays (school days).
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import { taxIncludedCents } from '../lib/money.js';
import { addDaysIso, localInstant, todayIso, weekdayOfIso } from '../lib/local-dates.js';
import { formatDateTime } from '../lib/display.js';
import { leafCourts, occupanciesOverlapping, priceBooking, relatedCourts } from '../modules/booking/index.js';
import { gamesOnCourts } from '../modules/draw/index.js';

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

interface PlannedBooking {
  who: 'member' | 'demomember';
  venue: number;
  court: string;
  dayOffset: number;
  start: [number, number];
  minutes: number;
  sport: string;
  type: string;
}

// Offsets from today; a slot taken by a game moves on by two hours (up to three times).
const PLAN: PlannedBooking[] = [
  {
    who: 'member',
    venue: 0,
    court: 'Court 2',
    dayOffset: 1,
    start: [10, 0],
    minutes: 90,
    sport: 'Basketball',
    type: 'Casual hire',
  },
  {
    who: 'member',
    venue: 0,
    court: 'Court 1 - Half A',
    dayOffset: 1,
    start: [16, 0],
    minutes: 60,
    sport: 'Netball',
    type: 'Training',
  },
  {
    who: 'member',
    venue: 0,
    court: 'Court 1',
    dayOffset: 2,
    start: [15, 0],
    minutes: 120,
    sport: 'Basketball',
    type: 'Party',
  },
  {
    who: 'member',
    venue: 0,
    court: 'Court 3',
    dayOffset: 3,
    start: [7, 0],
    minutes: 60,
    sport: 'Futsal',
    type: 'Training',
  },
  {
    who: 'member',
    venue: 1,
    court: 'Court 2',
    dayOffset: 4,
    start: [18, 0],
    minutes: 60,
    sport: 'Volleyball',
    type: 'Casual hire',
  },
  {
    who: 'member',
    venue: 1,
    court: 'Court 1 - Half B',
    dayOffset: 5,
    start: [9, 30],
    minutes: 60,
    sport: 'Basketball',
    type: 'Training',
  },
  {
    who: 'demomember',
    venue: 0,
    court: 'Court 2',
    dayOffset: -6,
    start: [17, 0],
    minutes: 60,
    sport: 'Basketball',
    type: 'Casual hire',
  },
];

export async function seedBooking(db: Db, env: TEnv, now: Date = new Date()): Promise<boolean> {
  if ((await db.bookingType.count()) > 0) return false;

  const types = await db.bookingType.createManyAndReturn({
    data: [
      { name: 'Casual hire', slug: 'casual-hire' },
      { name: 'Training', slug: 'training' },
      { name: 'Party', slug: 'party' },
    ],
    select: { id: true, name: true },
  });
  const options = await db.bookingOption.createManyAndReturn({
    data: [{ name: 'Full court' }, { name: 'Half court' }, { name: 'With scoreboard' }],
    select: { id: true, name: true },
  });
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const optionId = (name: string) => options.find((o) => o.name === name)!.id;

  let venues = await db.venue.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
  if (venues.length === 0) {
    const venue = await db.venue.create({
      data: {
        name: 'Harbourside Sports Centre',
        address: '48 Victoria Road',
        suburb: 'Rozelle',
        postcode: '2039',
        state: 'NSW',
      },
    });
    await db.court.createMany({
      data: [1, 2, 3].map((n) => ({ venueId: venue.id, name: `Court ${n}`, sortOrder: n })),
    });
    venues = [venue];
  }

  for (const venue of venues) {
    const courts = await db.court.findMany({
      where: { venueId: venue.id, parentCourtId: null },
      select: { id: true, name: true, sortOrder: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    const [divided, scoreboard, ...others] = courts;
    // Each court comes with one option, so the stepper's Court step shows the courts of the option picked
    // and nobody hires a full court at the half-court rate.
    if (divided) {
      await db.court.update({ where: { id: divided.id }, data: { optionId: optionId('Full court') } });
      await db.court.createMany({
        data: ['A', 'B'].map((half, i) => ({
          venueId: venue.id,
          name: `${divided.name} - Half ${half}`,
          parentCourtId: divided.id,
          optionId: optionId('Half court'),
          sortOrder: divided.sortOrder * 10 + i + 1,
        })),
      });
    }
    if (scoreboard)
      await db.court.update({
        where: { id: scoreboard.id },
        data: { optionId: optionId('With scoreboard') },
      });
    for (const c of others)
      await db.court.update({ where: { id: c.id }, data: { optionId: optionId('Full court') } });

    const all = await db.court.findMany({ where: { venueId: venue.id }, select: { id: true } });
    await db.courtHours.createMany({
      data: all.flatMap((c) => [
        ...WEEKDAYS.map((weekday) => ({ courtId: c.id, weekday, openMinute: h(6), closeMinute: h(23) })),
        ...WEEKEND.map((weekday) => ({ courtId: c.id, weekday, openMinute: h(7), closeMinute: h(22) })),
      ]),
    });
    await db.bookingSport.createMany({
      data: ['Basketball', 'Netball', 'Volleyball', 'Futsal'].map((name) => ({ venueId: venue.id, name })),
    });

    const card = (
      option: string | null,
      offPeak: number,
      peak: number,
      weekend: number,
      priority: number,
    ) => [
      {
        venueId: venue.id,
        optionId: option ? optionId(option) : null,
        fromMinute: h(6),
        toMinute: h(23),
        pricePerHourCents: offPeak,
        priority,
      },
      ...WEEKDAYS.map((weekday) => ({
        venueId: venue.id,
        optionId: option ? optionId(option) : null,
        weekday,
        fromMinute: h(17),
        toMinute: h(21),
        pricePerHourCents: peak,
        priority: priority + 5,
      })),
      ...WEEKEND.map((weekday) => ({
        venueId: venue.id,
        optionId: option ? optionId(option) : null,
        weekday,
        fromMinute: h(6),
        toMinute: h(23),
        pricePerHourCents: weekend,
        priority: priority + 5,
      })),
    ];
    await db.rateRule.createMany({
      data: [
        ...card(null, 6_000, 8_500, 7_500, 0),
        ...card('Half court', 3_500, 5_000, 4_500, 20),
        ...card('With scoreboard', 7_500, 10_000, 9_000, 20),
        ...WEEKDAYS.map((weekday) => ({
          venueId: venue.id,
          typeId: typeId('Party'),
          weekday,
          fromMinute: 0,
          toMinute: h(15),
          pricePerHourCents: 0,
          priority: 100,
          blockedMessage: 'Parties can only be booked after 3 pm on school days.',
        })),
      ],
    });
  }

  await seedBookings(
    db,
    env,
    now,
    venues.map((v) => v.id),
  );
  return true;
}

/** A few paid bookings, written the way a payment writes them: order, line, payment, booking, occupancy rows. */
async function seedBookings(db: Db, env: TEnv, now: Date, venueIds: number[]): Promise<void> {
  const tz = env.TIME_ZONE;
  const jack = await db.member.findUnique({ where: { usernameLower: 'demomember' }, select: { id: true } });
  const others = await db.member.findMany({
    // Competition players have no username: keep them explicitly (SQL NOT IN never matches a NULL).
    where: { OR: [{ usernameLower: null }, { usernameLower: { notIn: ['demomember', 'demomanager'] } }] },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 4,
  });
  const today = todayIso(tz, now);
  let next = 0;

  for (const plan of PLAN) {
    const venueId = venueIds[plan.venue];
    const memberId = plan.who === 'demomember' ? jack?.id : others[next++ % Math.max(others.length, 1)]?.id;
    if (!venueId || !memberId) continue;
    const courts = await db.court.findMany({
      where: { venueId },
      select: {
        id: true,
        name: true,
        parentCourtId: true,
        optionId: true,
        venue: { select: { name: true } },
      },
    });
    const court = courts.find((c) => c.name === plan.court);
    const sport = await db.bookingSport.findFirst({
      where: { venueId, name: plan.sport },
      select: { id: true },
    });
    const type = await db.bookingType.findFirst({ where: { name: plan.type }, select: { id: true } });
    if (!court || !sport || !type) continue;
    const rules = await db.rateRule.findMany({ where: { venueId, active: true } });
    const day = addDaysIso(today, plan.dayOffset);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      const startMinute = h(...plan.start) + attempt * 120;
      const endMinute = startMinute + plan.minutes;
      const startsAt = localInstant(
        day,
        `${String(Math.floor(startMinute / 60)).padStart(2, '0')}:${String(startMinute % 60).padStart(2, '0')}`,
        tz,
      );
      const endsAt = new Date(startsAt.getTime() + plan.minutes * 60_000);
      const price = priceBooking(rules, {
        sportId: sport.id,
        typeId: type.id,
        optionId: court.optionId,
        weekday: weekdayOfIso(day),
        startMinute,
        endMinute,
      });
      if (price.kind !== 'price') continue;
      const leaves = leafCourts(courts, court.id);
      const [games, taken] = await Promise.all([
        gamesOnCourts(db, relatedCourts(courts, court.id), startsAt, endsAt),
        occupanciesOverlapping(db, leaves, startsAt, endsAt),
      ]);
      if (games.length > 0 || taken.length > 0) continue;

      const paidAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 2 * 86_400_000);
      await db.$transaction(async (tx) => {
        const order = await tx.order.create({
          data: {
            memberId,
            origin: 'booking',
            subtotalCents: price.cents,
            taxCents: taxIncludedCents(price.cents, env.TAX_RATE),
            totalCents: price.cents,
            paid: true,
            paidAt,
            createdAt: paidAt,
            lines: {
              create: [
                {
                  name: `Court hire: ${court.name}, ${court.venue.name}, ${formatDateTime(startsAt, tz)}`,
                  quantity: 1,
                  unitPriceCents: price.cents,
                  totalCents: price.cents,
                },
              ],
            },
          },
          select: { id: true },
        });
        await tx.payment.create({
          data: {
            orderId: order.id,
            memberId,
            amountCents: price.cents,
            method: 'card',
            gateway: 'sandbox',
            gatewayRef: `sandbox_pi_demo_booking_${order.id}`,
            status: 'succeeded',
            description: 'Court hire',
            createdAt: paidAt,
          },
        });
        const booking = await tx.booking.create({
          data: {
            memberId,
            courtId: court.id,
            startsAt,
            endsAt,
            sportId: sport.id,
            typeId: type.id,
            optionId: court.optionId,
            orderId: order.id,
            priceCents: price.cents,
            status: 'booked',
            createdAt: paidAt,
          },
          select: { id: true },
        });
        await tx.courtOccupancy.createMany({
          data: leaves.map((courtId) => ({ bookingId: booking.id, courtId, startsAt, endsAt })),
        });
      });
      break;
    }
  }
}

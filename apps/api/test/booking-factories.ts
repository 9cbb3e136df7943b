// Factories of court hire: a venue with a divided full court (two halves), an
// undivided court, the catalogue, opening hours and rate rules like the demo's.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/plugins/prisma.js';

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
export const PARTY_SCHOOL_HOURS = 'Parties can only be booked after 3 pm on school days.';

export interface HireVenue {
  venueId: number;
  /** Full court (option Full court) with halves halfA and halfB (option Half court). */
  full: number;
  halfA: number;
  halfB: number;
  /** An undivided court that takes any option. */
  single: number;
  /** A court with no hire hours at all. */
  closed: number;
  basketball: number;
  netball: number;
  casual: number;
  party: number;
  fullOption: number;
  halfOption: number;
  scoreboard: number;
}

/**
 * Hours 06:00-23:00 every day (or `hours` per weekday). Rates from 06:00 to 22:00:
 * off-peak $60/h, weekday peak 17:00-21:00 $85/h, weekends $75/h; half courts
 * $35/h; the Party type is blocked on weekdays before 15:00. No rate covers
 * 22:00-23:00, so bookings then cannot be priced.
 */
export async function createHireVenue(
  db: Db,
  opts: { hours?: Record<number, Array<[number, number]>> } = {},
): Promise<HireVenue> {
  const tag = randomBytes(3).toString('hex');
  const venue = await db.venue.create({ data: { name: `Hire Stadium ${tag}` } });
  const basketball = await db.bookingSport.create({ data: { venueId: venue.id, name: 'Basketball' } });
  const netball = await db.bookingSport.create({ data: { venueId: venue.id, name: 'Netball' } });
  const casual = await db.bookingType.create({ data: { name: 'Casual hire', slug: `casual-${tag}` } });
  const party = await db.bookingType.create({ data: { name: 'Party', slug: `party-${tag}` } });
  const fullOption = await db.bookingOption.create({ data: { name: 'Full court' } });
  const halfOption = await db.bookingOption.create({ data: { name: 'Half court' } });
  const scoreboard = await db.bookingOption.create({ data: { name: 'With scoreboard' } });

  const full = await db.court.create({
    data: { venueId: venue.id, name: 'Court 1', optionId: fullOption.id, sortOrder: 1 },
  });
  const halfA = await db.court.create({
    data: {
      venueId: venue.id,
      name: 'Court 1 - Half A',
      parentCourtId: full.id,
      optionId: halfOption.id,
      sortOrder: 2,
    },
  });
  const halfB = await db.court.create({
    data: {
      venueId: venue.id,
      name: 'Court 1 - Half B',
      parentCourtId: full.id,
      optionId: halfOption.id,
      sortOrder: 3,
    },
  });
  const single = await db.court.create({ data: { venueId: venue.id, name: 'Court 2', sortOrder: 4 } });
  const closed = await db.court.create({ data: { venueId: venue.id, name: 'Court 3', sortOrder: 5 } });

  const hours = opts.hours ?? Object.fromEntries(ALL_WEEK.map((d) => [d, [[6 * 60, 23 * 60]]]));
  await db.courtHours.createMany({
    data: [full, halfA, halfB, single].flatMap((c) =>
      Object.entries(hours).flatMap(([weekday, spans]) =>
        spans.map(([openMinute, closeMinute]) => ({
          courtId: c.id,
          weekday: Number(weekday),
          openMinute,
          closeMinute,
        })),
      ),
    ),
  });

  await db.rateRule.createMany({
    data: [
      { venueId: venue.id, fromMinute: 6 * 60, toMinute: 22 * 60, pricePerHourCents: 6_000, priority: 0 },
      ...WEEKDAYS.map((weekday) => ({
        venueId: venue.id,
        weekday,
        fromMinute: 17 * 60,
        toMinute: 21 * 60,
        pricePerHourCents: 8_500,
        priority: 10,
      })),
      ...[0, 6].map((weekday) => ({
        venueId: venue.id,
        weekday,
        fromMinute: 6 * 60,
        toMinute: 22 * 60,
        pricePerHourCents: 7_500,
        priority: 10,
      })),
      {
        venueId: venue.id,
        optionId: halfOption.id,
        fromMinute: 6 * 60,
        toMinute: 22 * 60,
        pricePerHourCents: 3_500,
        priority: 20,
      },
      ...WEEKDAYS.map((weekday) => ({
        venueId: venue.id,
        typeId: party.id,
        weekday,
        fromMinute: 0,
        toMinute: 15 * 60,
        pricePerHourCents: 0,
        priority: 30,
        blockedMessage: PARTY_SCHOOL_HOURS,
      })),
    ],
  });
  return {
    venueId: venue.id,
    full: full.id,
    halfA: halfA.id,
    halfB: halfB.id,
    single: single.id,
    closed: closed.id,
    basketball: basketball.id,
    netball: netball.id,
    casual: casual.id,
    party: party.id,
    fullOption: fullOption.id,
    halfOption: halfOption.id,
    scoreboard: scoreboard.id,
  };
}

/** A competition game on a court (its own season and division). */
export async function createGameOn(db: Db, courtId: number, startsAt: Date, endsAt: Date) {
  const tag = randomBytes(3).toString('hex');
  const season = await db.season.create({ data: { name: `Season ${tag}` } });
  const grade = await db.grade.create({ data: { name: `Grade ${tag}` } });
  const group = await db.divisionGroup.create({ data: { name: 'Open', gradeId: grade.id } });
  const division = await db.division.create({
    data: { name: 'Div 1', seasonId: season.id, groupId: group.id },
  });
  const teamA = await db.team.create({ data: { name: `Secret Tigers ${tag}`, divisionId: division.id } });
  const teamB = await db.team.create({ data: { name: `Hidden Hawks ${tag}`, divisionId: division.id } });
  return db.game.create({
    data: {
      divisionId: division.id,
      round: 1,
      startsAt,
      endsAt,
      courtId,
      teamAId: teamA.id,
      teamBId: teamB.id,
    },
  });
}

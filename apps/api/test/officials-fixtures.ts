// Competition rows for the referee, roster and seed tests: each test file seeds its own.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { addDaysIso, localInstant, todayIso } from '../src/lib/local-dates.js';

export const TZ = 'Australia/Sydney';

/** A calendar date n days from today in Sydney, YYYY-MM-DD. */
export const dayFromToday = (n: number, now = new Date()) => addDaysIso(todayIso(TZ, now), n);
/** An instant at a Sydney wall-clock time n days from today. */
export const at = (n: number, time: string, now = new Date()) => localInstant(dayFromToday(n, now), time, TZ);

export async function createCompetition(
  db: Db,
  o: { seasonName?: string; venueName?: string; archived?: boolean } = {},
) {
  const suffix = randomBytes(3).toString('hex');
  const season = await db.season.create({
    data: { name: o.seasonName ?? `Summer ${suffix}`, archived: o.archived ?? false },
  });
  const venue = await db.venue.create({
    data: {
      name: o.venueName ?? `Stadium ${suffix}`,
      address: '1 Hoop Road',
      suburb: 'PARRAMATTA',
      postcode: '2150',
      state: 'NSW',
    },
  });
  const court = await db.court.create({ data: { venueId: venue.id, name: 'Court 1' } });
  const grade = await db.grade.create({ data: { name: `Senior ${suffix}` } });
  const group = await db.divisionGroup.create({ data: { name: 'Men', gradeId: grade.id } });
  const division = await db.division.create({
    data: { name: `Men Div 1 ${suffix}`, seasonId: season.id, groupId: group.id },
  });
  const teamA = await db.team.create({ data: { name: `Hawks ${suffix}`, divisionId: division.id } });
  const teamB = await db.team.create({ data: { name: `Owls ${suffix}`, divisionId: division.id } });
  return { season, venue, court, division, teamA, teamB };
}

export type Competition = Awaited<ReturnType<typeof createCompetition>>;

export async function createGame(
  db: Db,
  c: Competition,
  startsAt: Date,
  o: Partial<Prisma.GameUncheckedCreateInput> = {},
) {
  return db.game.create({
    data: {
      divisionId: c.division.id,
      round: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      courtId: c.court.id,
      teamAId: c.teamA.id,
      teamBId: c.teamB.id,
      ...o,
    },
  });
}

export async function createCourt(db: Db, name: string) {
  const venue = await db.venue.create({ data: { name } });
  return db.court.create({ data: { venueId: venue.id, name: 'Court A' } });
}

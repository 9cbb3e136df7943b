// A small competition for draw, standings and stats tests: each test file builds
// exactly the games it reasons about.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { zonedInstant } from '../src/lib/zoned-time.js';

export const TZ = 'Australia/Sydney';

export async function createSeason(db: Db, overrides: Partial<Prisma.SeasonUncheckedCreateInput> = {}) {
  return db.season.create({
    data: { name: `Summer ${randomBytes(2).toString('hex')}`, status: 'active', ...overrides },
  });
}

export async function createDivision(
  db: Db,
  seasonId: number,
  overrides: Partial<Prisma.DivisionUncheckedCreateInput> = {},
) {
  const grade = await db.grade.create({ data: { name: 'Seniors' } });
  const group = await db.divisionGroup.create({ data: { name: 'Open Men', gradeId: grade.id } });
  return db.division.create({ data: { name: 'Open Men Div 1', seasonId, groupId: group.id, ...overrides } });
}

type Team = Awaited<ReturnType<Db['team']['create']>>;

/** One team per name, returned in the same order (as a tuple, so destructuring needs no checks). */
export async function createTeams<const N extends readonly string[]>(
  db: Db,
  divisionId: number,
  names: N,
): Promise<{ [K in keyof N]: Team }> {
  const teams: Team[] = [];
  for (const name of names) teams.push(await db.team.create({ data: { name, divisionId } }));
  return teams as { [K in keyof N]: Team };
}

export async function createCourt(db: Db, name = 'Court 1') {
  const venue = await db.venue.create({
    data: {
      name: 'Harbourside Sports Centre',
      address: '48 Victoria Road',
      suburb: 'Rozelle',
      postcode: '2039',
      state: 'NSW',
    },
  });
  return db.court.create({ data: { name, venueId: venue.id, sortOrder: 1 } });
}

/** A game at a wall-clock time in Sydney, 50 minutes long. */
export async function createGame(
  db: Db,
  divisionId: number,
  at: { y: number; m: number; d: number; h: number; min?: number },
  data: Partial<Prisma.GameUncheckedCreateInput> & { round: number },
) {
  const startsAt = zonedInstant(TZ, at.y, at.m, at.d, at.h, at.min ?? 0);
  return db.game.create({
    data: { divisionId, startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000), ...data },
  });
}

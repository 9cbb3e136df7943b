// Which seasons, grades, division groups and divisions take team entries: the catalogue the
// nomination wizard offers. Draw owns these tables; nomination shapes the answers.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

type Db = Deps['db'] | Tx;

/** Seasons taking entries: staff switch nominationsOpen on, whether or not the season is active yet. */
const openSeason: Prisma.SeasonWhereInput = { nominationsOpen: true, archived: false };
/** Divisions a team can be entered into. */
const openDivision: Prisma.DivisionWhereInput = { status: 'active', season: openSeason };

export const entryDivisionSelect = {
  id: true,
  name: true,
  seasonId: true,
  groupId: true,
  waitlist: true,
  minPlayers: true,
  maxPlayers: true,
  skipMinPlayers: true,
  capacity: true,
  status: true,
  nominationPriceCents: true,
  season: { select: { id: true, name: true, nominationsOpen: true, archived: true } },
  group: { select: { id: true, gradeId: true, capacity: true } },
} satisfies Prisma.DivisionSelect;
export type EntryDivision = Prisma.DivisionGetPayload<{ select: typeof entryDivisionSelect }>;

/** Whether a division takes entries now. */
export const takesEntries = (d: EntryDivision) =>
  d.status === 'active' && d.season.nominationsOpen && !d.season.archived;

/** Whether any season takes entries. */
export async function anySeasonTakingEntries(db: Db): Promise<boolean> {
  return (await db.season.count({ where: openSeason })) > 0;
}

/** Seasons taking entries with at least one active division. */
export function seasonsTakingEntries(db: Db) {
  return db.season.findMany({
    where: { ...openSeason, divisions: { some: { status: 'active' } } },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
}

/** Grades with a division taking entries. */
export function gradesTakingEntries(db: Db) {
  return db.grade.findMany({
    where: { divisionGroups: { some: { divisions: { some: openDivision } } } },
    select: { id: true, name: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
}

/** Division groups with a division taking entries: of a grade, or every group that has a type. */
export function groupsTakingEntries(db: Db, gradeId: number | null) {
  return db.divisionGroup.findMany({
    where: {
      ...(gradeId !== null ? { gradeId } : { type: { not: null } }),
      divisions: { some: openDivision },
    },
    select: { id: true, name: true, type: true },
    orderBy: { name: 'asc' },
  });
}

/** The divisions of a group taking entries. */
export function divisionsTakingEntries(db: Db, groupId: number): Promise<EntryDivision[]> {
  return db.division.findMany({
    where: { groupId, ...openDivision },
    select: entryDivisionSelect,
    orderBy: [{ seasonId: 'asc' }, { name: 'asc' }],
  });
}

/** One division as the entry rules read it, open or not; null when there is none. */
export function entryDivision(db: Db, divisionId: number): Promise<EntryDivision | null> {
  return db.division.findUnique({ where: { id: divisionId }, select: entryDivisionSelect });
}

/** The other active divisions of a waitlist division's group and season that are not waitlisted. */
export function preferredDivisionsOf(db: Db, d: EntryDivision, onlyId?: number): Promise<EntryDivision[]> {
  return db.division.findMany({
    where: {
      groupId: d.groupId,
      seasonId: d.seasonId,
      waitlist: false,
      status: 'active',
      id: onlyId === undefined ? { not: d.id } : onlyId,
    },
    select: entryDivisionSelect,
    orderBy: { name: 'asc' },
  });
}

/** Entries into one division group queue here, so its places cannot be raced. */
export async function lockDivisionGroup(tx: Tx, groupId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "DivisionGroup" WHERE id = ${groupId} FOR UPDATE`;
}

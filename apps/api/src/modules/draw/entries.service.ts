// Which seasons, grades, division groups and divisions take team entries: the catalogue the
// nomination wizard offers. Draw owns these tables; nomination shapes the answers. A season takes
// entries while staff have them open, up to and including its closing date (if it has one);
// `today` is the association's local date (YYYY-MM-DD), so the wizard closes by itself at the
// midnight that ends the closing date.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { dbDate, isoOfDbDate } from '../../lib/local-dates.js';

type Db = Deps['db'] | Tx;

/** Seasons staff opened to entries (whether or not the season is active yet), before their closing date. */
const openSeason = (today: string): Prisma.SeasonWhereInput => ({
  nominationsOpen: true,
  archived: false,
  OR: [{ nominationsCloseDate: null }, { nominationsCloseDate: { gte: dbDate(today) } }],
});
/** Divisions a team can be entered into. */
const openDivision = (today: string): Prisma.DivisionWhereInput => ({
  status: 'active',
  season: openSeason(today),
});

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
  season: {
    select: { id: true, name: true, nominationsOpen: true, nominationsCloseDate: true, archived: true },
  },
  group: { select: { id: true, gradeId: true, capacity: true } },
} satisfies Prisma.DivisionSelect;
export type EntryDivision = Prisma.DivisionGetPayload<{ select: typeof entryDivisionSelect }>;

/** The closing date (YYYY-MM-DD) of a season whose entries closed by date before `today`, else null. */
export const entriesClosedOn = (season: EntryDivision['season'], today: string): string | null => {
  const last = season.nominationsCloseDate ? isoOfDbDate(season.nominationsCloseDate) : null;
  return last !== null && last < today ? last : null;
};

/** Whether a division takes entries on the local date `today`. */
export const takesEntries = (d: EntryDivision, today: string) =>
  d.status === 'active' &&
  d.season.nominationsOpen &&
  !d.season.archived &&
  !entriesClosedOn(d.season, today);

/** Whether any season takes entries. */
export async function anySeasonTakingEntries(db: Db, today: string): Promise<boolean> {
  return (await db.season.count({ where: openSeason(today) })) > 0;
}

/** Seasons taking entries with at least one active division. */
export function seasonsTakingEntries(db: Db, today: string) {
  return db.season.findMany({
    where: { ...openSeason(today), divisions: { some: { status: 'active' } } },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
}

/**
 * Seasons staff left open whose closing date has passed (with an active division): the wizard
 * says they closed, and when.
 */
export async function seasonsClosedByDate(db: Db, today: string) {
  const seasons = await db.season.findMany({
    where: {
      nominationsOpen: true,
      archived: false,
      nominationsCloseDate: { lt: dbDate(today) },
      divisions: { some: { status: 'active' } },
    },
    select: { id: true, name: true, nominationsCloseDate: true },
    orderBy: { id: 'asc' },
  });
  return seasons.map((s) => ({ id: s.id, name: s.name, closedOn: isoOfDbDate(s.nominationsCloseDate!) }));
}

/** Grades with a division taking entries. */
export function gradesTakingEntries(db: Db, today: string) {
  return db.grade.findMany({
    where: { divisionGroups: { some: { divisions: { some: openDivision(today) } } } },
    select: { id: true, name: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
}

/** Division groups with a division taking entries: of a grade, or every group that has a type. */
export function groupsTakingEntries(db: Db, gradeId: number | null, today: string) {
  return db.divisionGroup.findMany({
    where: {
      ...(gradeId !== null ? { gradeId } : { type: { not: null } }),
      divisions: { some: openDivision(today) },
    },
    select: { id: true, name: true, type: true },
    orderBy: { name: 'asc' },
  });
}

/** The divisions of a group taking entries. */
export function divisionsTakingEntries(db: Db, groupId: number, today: string): Promise<EntryDivision[]> {
  return db.division.findMany({
    where: { groupId, ...openDivision(today) },
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

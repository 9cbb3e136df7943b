// Seasons, grades, division groups and divisions as staff set them up in the console. Draw owns
// these tables, so their reads and writes for the console live here; seasons-admin.service.ts
// holds the rules, the audit entries and the transaction, and passes it in, so a change and
// its audit entry commit together.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { likeLiteral } from '../../lib/sql.js';
import { PLACE_HOLDING_STATUSES } from '@courtside/contracts';

type Db = Deps['db'] | Tx;

export const seasonSelect = {
  id: true,
  name: true,
  sport: true,
  status: true,
  archived: true,
  nominationsOpen: true,
  nominationsCloseDate: true,
  startDate: true,
  copiedFromId: true,
  createdAt: true,
} satisfies Prisma.SeasonSelect;
export type SeasonRow = Prisma.SeasonGetPayload<{ select: typeof seasonSelect }>;

/** A division's settings for the draw engine (draw-inputs.ts reads them too). */
export const drawSettingsSelect = {
  drawRounds: true,
  drawRoundCount: true,
  doubleRounds: true,
  playWeekdays: true,
  preferredVenueIds: true,
  dutyTeams: true,
} satisfies Prisma.DivisionSelect;

/** A division with every setting the member side reads. */
export const divisionSettingsSelect = {
  name: true,
  groupId: true,
  note: true,
  showResults: true,
  minPlayers: true,
  maxPlayers: true,
  skipMinPlayers: true,
  playersGender: true,
  minAge: true,
  maxAge: true,
  waitlist: true,
  capacity: true,
  status: true,
  nominationPriceCents: true,
  finalsQualPercent: true,
  pointsWin: true,
  pointsDraw: true,
  pointsLoss: true,
  pointsBye: true,
  pointsForfeitWin: true,
  pointsForfeitNonAdvised: true,
  pointsForfeitNotified: true,
  pointsForfeitAdmin: true,
  pointsDisqualified: true,
  tieBreakOrder: true,
  finalsFormat: true,
  ...drawSettingsSelect,
} satisfies Prisma.DivisionSelect;
export type DivisionSettings = Prisma.DivisionGetPayload<{ select: typeof divisionSettingsSelect }>;

export const divisionSelect = {
  ...divisionSettingsSelect,
  id: true,
  seasonId: true,
  group: { select: { gradeId: true } },
  // A division's teams as its capacity counts them: those holding a place, as the wizard counts.
  _count: { select: { teams: { where: { nominationStatus: { in: [...PLACE_HOLDING_STATUSES] } } } } },
} satisfies Prisma.DivisionSelect;
export type DivisionRow = Prisma.DivisionGetPayload<{ select: typeof divisionSelect }>;

export const groupSelect = { id: true, gradeId: true, name: true, type: true, capacity: true } as const;
export type GroupRow = Prisma.DivisionGroupGetPayload<{ select: typeof groupSelect }>;
export const gradeSelect = {
  id: true,
  name: true,
  sortOrder: true,
  divisionGroups: { select: groupSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.GradeSelect;
export type GradeRow = Prisma.GradeGetPayload<{ select: typeof gradeSelect }>;

const nameIs = (name: string) => ({ equals: likeLiteral(name), mode: 'insensitive' as const });
/** Every row but the one being renamed. */
const except = (id: number | undefined) => (id === undefined ? {} : { id: { not: id } });

/**
 * Names staff give (seasons, grades, groups, divisions) must not repeat where members pick by
 * them; no unique index can say "case-insensitive within a season", so the checks of one kind
 * queue on a transaction lock and cannot both pass.
 */
export async function lockNames(tx: Tx, kind: 'Season' | 'Grade' | 'DivisionGroup' | 'Division') {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`courtside:names:${kind}`}))::text`;
}

// ---- Seasons -------------------------------------------------------------------------------

/** Every season, the newest first, with how many divisions and teams it has. */
export async function seasonsWithCounts(db: Db) {
  const [seasons, divisions] = await Promise.all([
    db.season.findMany({
      select: seasonSelect,
      orderBy: [{ startDate: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
    }),
    db.division.findMany({
      select: {
        seasonId: true,
        _count: { select: { teams: { where: { nominationStatus: { in: [...PLACE_HOLDING_STATUSES] } } } } },
      },
    }),
  ]);
  return seasons.map((s) => {
    const own = divisions.filter((d) => d.seasonId === s.id);
    return { ...s, divisionCount: own.length, teamCount: own.reduce((n, d) => n + d._count.teams, 0) };
  });
}

export function findSeason(db: Db, seasonId: number): Promise<SeasonRow | null> {
  return db.season.findUnique({ where: { id: seasonId }, select: seasonSelect });
}

/** The season's row, locked until the transaction ends (so its audit "before" is what was changed). */
export async function lockSeason(tx: Tx, seasonId: number): Promise<SeasonRow | null> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Season" WHERE id = ${seasonId} FOR UPDATE`;
  return found.length ? findSeason(tx, seasonId) : null;
}

export async function seasonNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return (await db.season.count({ where: { name: nameIs(name), ...except(exceptId) } })) > 0;
}

export function createSeason(tx: Tx, data: Prisma.SeasonUncheckedCreateInput): Promise<SeasonRow> {
  return tx.season.create({ data, select: seasonSelect });
}

export function updateSeason(
  tx: Tx,
  seasonId: number,
  data: Prisma.SeasonUncheckedUpdateInput,
): Promise<SeasonRow> {
  return tx.season.update({ where: { id: seasonId }, data, select: seasonSelect });
}

/** The season's divisions with their group's grade and team count, in grade order, then by name. */
export function divisionsOfSeason(db: Db, seasonId: number): Promise<DivisionRow[]> {
  return db.division.findMany({
    where: { seasonId },
    select: divisionSelect,
    orderBy: [{ group: { grade: { sortOrder: 'asc' } } }, { name: 'asc' }, { id: 'asc' }],
  });
}

/** Copies every division of one season, with all its settings, into another; teams and games stay behind. */
export async function copyDivisions(tx: Tx, fromSeasonId: number, toSeasonId: number): Promise<number> {
  const divisions = await tx.division.findMany({
    where: { seasonId: fromSeasonId },
    select: divisionSettingsSelect,
    orderBy: { id: 'asc' },
  });
  const { count } = await tx.division.createMany({
    data: divisions.map((d) => ({ ...d, seasonId: toSeasonId })),
  });
  return count;
}

// ---- Grades and division groups ------------------------------------------------------------

export function gradesWithGroups(db: Db): Promise<GradeRow[]> {
  return db.grade.findMany({
    select: gradeSelect,
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
}

export function findGrade(db: Db, gradeId: number): Promise<GradeRow | null> {
  return db.grade.findUnique({ where: { id: gradeId }, select: gradeSelect });
}

export async function gradeNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return (await db.grade.count({ where: { name: nameIs(name), ...except(exceptId) } })) > 0;
}

export function createGrade(tx: Tx, data: { name: string; sortOrder: number }): Promise<GradeRow> {
  return tx.grade.create({ data, select: gradeSelect });
}

export function updateGrade(
  tx: Tx,
  gradeId: number,
  data: { name?: string; sortOrder?: number },
): Promise<GradeRow> {
  return tx.grade.update({ where: { id: gradeId }, data, select: gradeSelect });
}

export function findGroup(db: Db, groupId: number): Promise<GroupRow | null> {
  return db.divisionGroup.findUnique({ where: { id: groupId }, select: groupSelect });
}

export async function groupNameTaken(db: Db, gradeId: number, name: string, exceptId?: number) {
  return (await db.divisionGroup.count({ where: { gradeId, name: nameIs(name), ...except(exceptId) } })) > 0;
}

export function createGroup(
  tx: Tx,
  data: { gradeId: number; name: string; type: string | null; capacity: number | null },
): Promise<GroupRow> {
  return tx.divisionGroup.create({ data, select: groupSelect });
}

export function updateGroup(
  tx: Tx,
  groupId: number,
  data: Prisma.DivisionGroupUncheckedUpdateInput,
): Promise<GroupRow> {
  return tx.divisionGroup.update({ where: { id: groupId }, data, select: groupSelect });
}

/** Locks the group's row: nominations into the group queue on it too (entries.service.ts). */
export async function lockGroup(tx: Tx, groupId: number): Promise<GroupRow | null> {
  const found = await tx.$queryRaw<
    unknown[]
  >`SELECT id FROM "DivisionGroup" WHERE id = ${groupId} FOR UPDATE`;
  return found.length ? findGroup(tx, groupId) : null;
}

// ---- Divisions -----------------------------------------------------------------------------

export function findDivision(db: Db, divisionId: number): Promise<DivisionRow | null> {
  return db.division.findUnique({ where: { id: divisionId }, select: divisionSelect });
}

/** The division's row, locked: a team entered meanwhile waits, so a delete never races one. */
export async function lockDivision(tx: Tx, divisionId: number): Promise<DivisionRow | null> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Division" WHERE id = ${divisionId} FOR UPDATE`;
  return found.length ? findDivision(tx, divisionId) : null;
}

/** Another division of the season with this name (the public draw lists a season's divisions by name). */
export async function divisionNameTaken(db: Db, seasonId: number, name: string, exceptId?: number) {
  return (await db.division.count({ where: { seasonId, name: nameIs(name), ...except(exceptId) } })) > 0;
}

/** Whether a season has a division teams can be entered into (the nomination wizard lists only those). */
export async function hasActiveDivision(db: Db, seasonId: number): Promise<boolean> {
  return (await db.division.count({ where: { seasonId, status: 'active' } })) > 0;
}

export function createDivision(tx: Tx, data: Prisma.DivisionUncheckedCreateInput): Promise<DivisionRow> {
  return tx.division.create({ data, select: divisionSelect });
}

export function updateDivision(
  tx: Tx,
  divisionId: number,
  data: Prisma.DivisionUncheckedUpdateInput,
): Promise<DivisionRow> {
  return tx.division.update({ where: { id: divisionId }, data, select: divisionSelect });
}

/** What still points at a division: its teams, teams preferring it, its games and points adjustments. */
export async function divisionUses(db: Db, divisionId: number) {
  const found = await db.division.findUnique({
    where: { id: divisionId },
    select: {
      _count: { select: { teams: true, preferredByTeams: true, games: true, pointsAdjustments: true } },
    },
  });
  return found?._count ?? { teams: 0, preferredByTeams: 0, games: 0, pointsAdjustments: 0 };
}

export async function deleteDivision(tx: Tx, divisionId: number): Promise<void> {
  await tx.division.delete({ where: { id: divisionId } });
}

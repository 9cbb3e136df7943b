// The teams as other areas need them: the draw's teams and their managers, a member's teams,
// entering a nominated team and counting a division's places. The Team tables are this
// module's; everything else reads them through here (or the team_names view).
import { PLACE_HOLDING_STATUSES } from '@courtside/contracts';
import type { NominationStatus, Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { likeLiteral, rows, sql } from '../../lib/sql.js';

export type Tx = Prisma.TransactionClient;

export { TX_OPTIONS } from '../../db/tx.js';

/** Removes a team nobody pays for any more (a nomination whose payment finally failed). */
export async function deleteTeam(tx: Tx, teamId: number): Promise<void> {
  await tx.team.delete({ where: { id: teamId } });
}

/** Teams whose invoices the member sees: where they are a manager or admin (plain SQL: lib/sql.ts). */
export async function invoiceTeamIdsOf(db: Deps['db'] | Tx, memberId: number): Promise<number[]> {
  const found = await rows<{ teamId: number }>(
    db,
    sql`SELECT DISTINCT "teamId" FROM "TeamPosition" WHERE "memberId" = ${memberId} AND role IN ('manager', 'admin')`,
  );
  return found.map((r) => r.teamId);
}

/** Every team the member holds a place in (player, manager, coach, assistant or admin). */
export async function teamIdsOfMember(db: Deps['db'] | Tx, memberId: number): Promise<number[]> {
  const found = await db.teamPosition.findMany({
    where: { memberId },
    select: { teamId: true },
    distinct: ['teamId'],
  });
  return found.map((r) => r.teamId);
}

/** How many teams the member holds a position in (the profile's team status). */
export function teamCountOf(db: Deps['db'] | Tx, memberId: number): Promise<number> {
  // Plain SQL: read on every profile (lib/sql.ts).
  return rows<{ count: number }>(
    db,
    sql`SELECT count(DISTINCT "teamId")::int AS count FROM "TeamPosition" WHERE "memberId" = ${memberId}`,
  ).then(([row]) => row!.count);
}

export interface TeamEntry {
  name: string;
  divisionId: number;
  preferredDivisionId: number | null;
  previousTeamId: number | null;
  note: string;
  nominatorId: number;
  managerId: number;
  coachId: number | null;
  players: Array<{ memberId: number; rep: boolean }>;
  /** Set when the team joins the full division's waitlist (holding no place) instead of entering it. */
  waitlistedAt?: Date;
}

/** Enters a nominated team with its manager, coach and players, in the caller's transaction. */
export async function enterTeam(tx: Tx, entry: TeamEntry): Promise<number> {
  const team = await tx.team.create({
    data: {
      name: entry.name,
      divisionId: entry.divisionId,
      preferredDivisionId: entry.preferredDivisionId,
      previousTeamId: entry.previousTeamId,
      nominationNote: entry.note || null,
      createdById: entry.nominatorId,
      // Staff accept, decline, waitlist or regrade it in the console (nominations-admin.service.ts).
      nominationStatus: entry.waitlistedAt ? 'waitlisted' : 'pending',
      waitlistedAt: entry.waitlistedAt ?? null,
    },
    select: { id: true },
  });
  const positions: Prisma.TeamPositionCreateManyInput[] = [
    { teamId: team.id, memberId: entry.managerId, role: 'manager' },
  ];
  // Whoever nominates keeps the right to manage the team they entered.
  if (entry.managerId !== entry.nominatorId)
    positions.push({ teamId: team.id, memberId: entry.nominatorId, role: 'admin' });
  if (entry.coachId !== null) positions.push({ teamId: team.id, memberId: entry.coachId, role: 'coach' });
  for (const p of entry.players)
    positions.push({ teamId: team.id, memberId: p.memberId, role: 'player', isRepresentative: p.rep });
  await tx.teamPosition.createMany({ data: positions, skipDuplicates: true });
  return team.id;
}

/** The members of a team. */
export async function memberIdsOfTeam(db: Deps['db'] | Tx, teamId: number): Promise<number[]> {
  const rows = await db.teamPosition.findMany({ where: { teamId }, select: { memberId: true } });
  return rows.map((r) => r.memberId);
}

/** Whether a member holds a position in a team the other member manages or administers. */
export async function inTeamManagedBy(db: Deps['db'] | Tx, memberId: number, managerId: number) {
  const count = await db.teamPosition.count({
    where: {
      memberId,
      team: { positions: { some: { memberId: managerId, role: { in: ['manager', 'admin'] } } } },
    },
  });
  return count > 0;
}

/** Nomination statuses that hold a place in the team's division (declined and waitlisted do not). */
export const PLACE_HOLDING: NominationStatus[] = [...PLACE_HOLDING_STATUSES];

/** How many teams hold a place in a division, or in a division group over a season. */
export function teamsEntered(
  db: Deps['db'] | Tx,
  where: { divisionId: number } | { groupId: number; seasonId: number },
): Promise<number> {
  return db.team.count({
    where: {
      ...('divisionId' in where
        ? { divisionId: where.divisionId }
        : { division: { groupId: where.groupId, seasonId: where.seasonId } }),
      nominationStatus: { in: PLACE_HOLDING },
    },
  });
}

/** What a division's places are counted from: its own capacity and its group's. */
export interface DivisionPlaces {
  id: number;
  seasonId: number;
  groupId: number;
  capacity: number | null;
  group: { capacity: number | null };
}

/** Places left in a division: the fewer of its own and its group's over the season (null: no limit). */
export async function placesLeft(db: Deps['db'] | Tx, d: DivisionPlaces): Promise<number | null> {
  const [inDivision, inGroup] = await Promise.all([
    d.capacity !== null ? teamsEntered(db, { divisionId: d.id }) : Promise.resolve(0),
    d.group.capacity !== null
      ? teamsEntered(db, { groupId: d.groupId, seasonId: d.seasonId })
      : Promise.resolve(0),
  ]);
  const left = [
    d.capacity !== null ? d.capacity - inDivision : null,
    d.group.capacity !== null ? d.group.capacity - inGroup : null,
  ].filter((n): n is number => n !== null);
  return left.length ? Math.max(0, Math.min(...left)) : null;
}

/** The names of the teams in a division. */
export async function teamNamesIn(db: Deps['db'] | Tx, divisionId: number): Promise<string[]> {
  return (await db.team.findMany({ where: { divisionId }, select: { name: true } })).map((t) => t.name);
}

/** Teams the member manages or administers, entered since `since`. */
const managedSince = (memberId: number, since: Date): Prisma.TeamWhereInput => ({
  createdAt: { gte: since },
  positions: { some: { memberId, role: { in: ['manager', 'admin'] } } },
});

/** Whether the team is one the member manages or administers, entered since `since`. */
export async function managedTeamSince(db: Deps['db'] | Tx, teamId: number, memberId: number, since: Date) {
  return (await db.team.count({ where: { id: teamId, ...managedSince(memberId, since) } })) > 0;
}

/** The teams the member manages or administers entered since `since`, newest first, with their players. */
export function managedTeamsSince(db: Deps['db'] | Tx, memberId: number, since: Date) {
  return db.team.findMany({
    where: managedSince(memberId, since),
    select: {
      id: true,
      name: true,
      createdAt: true,
      division: { select: { name: true, season: { select: { name: true } } } },
      positions: {
        where: { role: 'player' },
        select: { member: { select: { id: true, firstname: true, lastname: true } } },
        orderBy: { id: 'asc' },
      },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The teams of a division by name. */
export function teamsOfDivision(
  db: Deps['db'] | Tx,
  divisionId: number,
  /** Only the teams in the competition (accepted): a declined or waitlisted team is not shown to the public. */
  options: { acceptedOnly?: boolean } = {},
) {
  return db.team.findMany({
    where: { divisionId, ...(options.acceptedOnly && { nominationStatus: 'accepted' as const }) },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** Whether a team plays in a division. */
export async function teamInDivision(db: Deps['db'] | Tx, teamId: number, divisionId: number) {
  return (await db.team.count({ where: { id: teamId, divisionId } })) > 0;
}

// --- For the draw ---------------------------------------------------------------------------

/** The teams a division's draw is made for (accepted ones), with their start-time limits. */
export function drawTeamsOf(db: Deps['db'] | Tx, divisionIds: number[]) {
  return db.team.findMany({
    where: { divisionId: { in: divisionIds }, nominationStatus: 'accepted' },
    select: { id: true, name: true, divisionId: true, notBeforeMinute: true, notAfterMinute: true },
    orderBy: [{ divisionId: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
}

/** Teams by id with their division (names for the console's lists). */
export function teamsByIds(db: Deps['db'] | Tx, ids: number[]) {
  return db.team.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, divisionId: true, notBeforeMinute: true, notAfterMinute: true },
  });
}

/** Sets the earliest and latest start times the draw gives a team. */
export async function setTeamStartLimits(
  tx: Tx,
  teamId: number,
  limits: { notBeforeMinute: number | null; notAfterMinute: number | null },
) {
  await tx.team.update({ where: { id: teamId }, data: limits });
}

/** The managers of teams (member ids by team), for the draw's change emails. */
export async function managersOfTeams(db: Deps['db'] | Tx, teamIds: number[]) {
  const rows = await db.teamPosition.findMany({
    where: { teamId: { in: teamIds }, role: { in: ['manager', 'admin'] } },
    select: { teamId: true, memberId: true },
  });
  return rows;
}

/**
 * Before the draw takes games out (a withdrawn team's), the notices that point at them go:
 * forfeit notices are dropped and temporary-player requests lose their game.
 */
export async function releaseGames(tx: Tx, gameIds: number[]) {
  if (gameIds.length === 0) return;
  await tx.gameForfeit.deleteMany({ where: { gameId: { in: gameIds } } });
  await tx.teamMemberRequest.updateMany({ where: { gameId: { in: gameIds } }, data: { gameId: null } });
}

/** Locks a team's row until the transaction ends; false when there is no such team. */
export async function lockTeamRow(tx: Tx, teamId: number): Promise<boolean> {
  const found = await tx.$queryRaw<
    Array<{ id: number }>
  >`SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
  return found.length > 0;
}

/** The players of teams with their playing numbers (a game's scoresheet). */
export function playersOfTeams(db: Deps['db'] | Tx, teamIds: number[]) {
  return db.teamPosition.findMany({
    where: { teamId: { in: teamIds }, role: 'player' },
    select: { teamId: true, memberId: true, playingNumber: true },
    orderBy: [{ teamId: 'asc' }, { playingNumber: 'asc' }, { id: 'asc' }],
  });
}

/** The teams each member holds a place in (any role), with the team's name: an official's own teams. */
export async function teamsOfMembers(db: Deps['db'] | Tx, memberIds: number[]) {
  const found = await db.teamPosition.findMany({
    where: { memberId: { in: memberIds } },
    select: { memberId: true, teamId: true, team: { select: { name: true } } },
    distinct: ['memberId', 'teamId'],
  });
  const teams = new Map<number, Array<{ id: number; name: string }>>();
  for (const p of found)
    teams.set(p.memberId, [...(teams.get(p.memberId) ?? []), { id: p.teamId, name: p.team.name }]);
  return teams;
}

/** The teams holding a place in divisions (pending, accepted or offered), by name. */
export function placedTeamsOf(db: Deps['db'] | Tx, divisionIds: number[]) {
  return db.team.findMany({
    where: { divisionId: { in: divisionIds }, nominationStatus: { in: PLACE_HOLDING } },
    select: { id: true, name: true, divisionId: true },
    orderBy: [{ divisionId: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
}

/** Teams whose name holds the words (any case), newest first, at most `limit` (the console's pickers). */
export function teamsNamed(db: Deps['db'] | Tx, words: string, limit: number) {
  return db.team.findMany({
    where: { name: { contains: likeLiteral(words.trim()), mode: 'insensitive' } },
    select: { id: true, name: true, divisionId: true },
    orderBy: { id: 'desc' },
    take: limit,
  });
}

// The competition as other areas need it. Draw owns seasons, games and results; team management
// asks here for a team's coming games, and staff's forfeit confirmation records its result
// here, so the rules of what a game is and how a result is kept live in one module.
import type { Prisma } from '../../generated/prisma/client.js';
import { rows, sql } from '../../lib/sql.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { lockSeason } from './season-setup.service.js';
import { notFound } from '../../lib/app-error.js';
import { teamGameSelect, type DivisionLabel, type DivisionSummary, type TeamGame } from '../teams/index.js';

type Db = Deps['db'] | Tx;

/**
 * A team's games that are still to come: not started, no result, not struck off the draw;
 * soonest first. `ids` narrows them to the games asked about.
 */
export function comingGamesOfTeam(db: Db, teamId: number, now: Date, ids?: number[]): Promise<TeamGame[]> {
  return db.game.findMany({
    where: {
      ...(ids ? { id: { in: ids } } : {}),
      OR: [{ teamAId: teamId }, { teamBId: teamId }],
      startsAt: { gt: now },
      excludedDate: false,
      result: { is: null },
    },
    select: teamGameSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/** The game's result becomes a forfeit: the forfeiting team loses (forfeit_notified), scores cleared. */
export async function recordForfeit(db: Db, gameId: number, forfeitingTeamId: number): Promise<void> {
  await db.gameResult.upsert({
    where: { gameId },
    create: { gameId, kind: 'forfeit_notified', forfeitingTeamId },
    update: { kind: 'forfeit_notified', forfeitingTeamId, scoreA: null, scoreB: null },
  });
}

/** Seasons being played (active, not archived), the newest first; only those open to referees when asked. */
export function activeSeasons(
  db: Db,
  only: { refereesOpen?: true } = {},
): Promise<Array<{ id: number; name: string }>> {
  return db.season.findMany({
    where: { status: 'active', archived: false, ...(only.refereesOpen ? { refereesOpen: true } : {}) },
    select: { id: true, name: true },
    orderBy: [{ startDate: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  });
}

/** A 404 for a season that does not exist (or, with `refereesOpen`, is closed to referees). */
export async function requireSeason(db: Db, seasonId: number, only: { refereesOpen?: true } = {}) {
  const found = await db.season.count({
    where: { id: seasonId, ...(only.refereesOpen ? { refereesOpen: true } : {}) },
  });
  if (found === 0) throw notFound('Season');
}

/** Distinct local start times of the season's games per weekday (at the venue when given): when referees can be needed. */
export async function gameStartTimes(
  db: Db,
  timeZone: string,
  seasonId: number,
  venueId: number | null,
): Promise<Map<number, string[]>> {
  const rows = await db.$queryRaw<Array<{ weekday: number; slot: string }>>`
    SELECT DISTINCT EXTRACT(DOW FROM g."startsAt" AT TIME ZONE ${timeZone})::int AS weekday,
           to_char(g."startsAt" AT TIME ZONE ${timeZone}, 'HH24:MI') AS slot
    FROM "Game" g
    JOIN "Division" d ON d.id = g."divisionId"
    LEFT JOIN court_places c ON c.id = g."courtId"
    WHERE d."seasonId" = ${seasonId}
      AND NOT g."excludedDate"
      AND (g."teamAId" IS NOT NULL OR g."teamBId" IS NOT NULL)
      AND (${venueId}::int IS NULL OR c."venueId" = ${venueId}::int)
    ORDER BY 1, 2`;
  const times = new Map<number, string[]>();
  for (const r of rows) times.set(Number(r.weekday), [...(times.get(Number(r.weekday)) ?? []), r.slot]);
  return times;
}

/** The courts that host at least one game. */
export async function courtsWithGames(db: Db): Promise<number[]> {
  const rows = await db.game.findMany({
    where: { courtId: { not: null } },
    select: { courtId: true },
    distinct: ['courtId'],
  });
  return rows.map((r) => r.courtId as number);
}

/** Competition games on these courts overlapping [from, to): they block court hire. */
export async function gamesOnCourts(
  db: Db,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<Array<{ courtId: number; startsAt: Date; endsAt: Date }>> {
  const games = await db.game.findMany({
    where: { courtId: { in: courtIds }, startsAt: { lt: to }, endsAt: { gt: from } },
    select: { courtId: true, startsAt: true, endsAt: true },
    orderBy: { startsAt: 'asc' },
  });
  return games.map((g) => ({ courtId: g.courtId as number, startsAt: g.startsAt, endsAt: g.endsAt }));
}

/** Published games by id, with their division, teams and court (what a court closure hits). */
export function gamesByIds(db: Db, ids: number[]) {
  return db.game.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      rankLabelA: true,
      rankLabelB: true,
      division: { select: { name: true, seasonId: true } },
      teamA: { select: { name: true } },
      teamB: { select: { name: true } },
      court: { select: { name: true } },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/** Games officials can be rostered on: not a bye-only card and not an excluded date. */
const playedGame = {
  excludedDate: false,
  OR: [{ teamAId: { not: null } }, { teamBId: { not: null } }],
} satisfies Prisma.GameWhereInput;

/** A game's court with its venue's name and address, for calendars and rosters. */
export const courtPlaceSelect = {
  select: {
    name: true,
    venue: { select: { name: true, address: true, suburb: true, postcode: true, state: true } },
  },
} satisfies Prisma.CourtDefaultArgs;

const officialsGameSelect = {
  id: true,
  round: true,
  startsAt: true,
  matchLabel: true,
  rankLabelA: true,
  rankLabelB: true,
  division: { select: { name: true, seasonId: true } },
  court: courtPlaceSelect,
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
  result: { select: { scoreA: true, scoreB: true } },
} satisfies Prisma.GameSelect;
export type OfficialsGame = Prisma.GameGetPayload<{ select: typeof officialsGameSelect }>;

/**
 * Played games for the officials' roster: of a season in [from, to), optionally only the given
 * ones, in start, court and id order; or the one game `gameId`.
 */
export function officialsGames(
  db: Db,
  filter: { seasonId: number; from: Date; to: Date; ids?: number[] } | { gameId: number },
): Promise<OfficialsGame[]> {
  const where: Prisma.GameWhereInput =
    'gameId' in filter
      ? { id: filter.gameId }
      : {
          division: { seasonId: filter.seasonId },
          startsAt: { gte: filter.from, lt: filter.to },
          ...(filter.ids ? { id: { in: filter.ids } } : {}),
        };
  return db.game.findMany({
    where: { ...where, ...playedGame },
    select: officialsGameSelect,
    orderBy: [{ startsAt: 'asc' }, { court: { sortOrder: 'asc' } }, { id: 'asc' }],
  });
}

/** Played games among `ids` starting from `from` on (an official's assignments, for the calendar feed). */
export function officialsGamesByIds(db: Db, ids: number[], from: Date): Promise<OfficialsGame[]> {
  return db.game.findMany({
    where: { id: { in: ids }, startsAt: { gte: from }, ...playedGame },
    select: officialsGameSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/** Divisions with their season, for the member's team list (one statement, plain SQL: lib/sql.ts). */
export function divisionSummaries(db: Deps['db'] | Tx, divisionIds: number[]): Promise<DivisionSummary[]> {
  return rows<DivisionSummary>(
    db,
    sql`SELECT d.id, d.name, d.status, d."minPlayers", d."maxPlayers", d."skipMinPlayers", d."finalsQualPercent",
               json_build_object('id', s.id, 'name', s.name, 'status', s.status, 'archived', s.archived,
                                 'sport', s.sport) AS season
          FROM "Division" d JOIN "Season" s ON s.id = d."seasonId"
         WHERE d.id = ANY(${divisionIds}::int[])`,
  );
}

/** Divisions with their season, group and grade names (the console's nomination list). */
export function divisionLabels(db: Deps['db'] | Tx, divisionIds: number[]): Promise<DivisionLabel[]> {
  return rows<DivisionLabel>(
    db,
    sql`SELECT d.id, d.name, s.id AS "seasonId", s.name AS season, g.name AS "group", gr.name AS grade
          FROM "Division" d
          JOIN "Season" s ON s.id = d."seasonId"
          JOIN "DivisionGroup" g ON g.id = d."groupId"
          JOIN "Grade" gr ON gr.id = g."gradeId"
         WHERE d.id = ANY(${divisionIds}::int[])`,
  );
}

/** The ids of a season's divisions. */
export async function seasonDivisionIds(db: Deps['db'] | Tx, seasonId: number): Promise<number[]> {
  const found = await db.division.findMany({ where: { seasonId }, select: { id: true } });
  return found.map((d) => d.id);
}

/** Every season with whether referees are offered it, the newest first (the officials' setup). */
export async function officialsSeasons(db: Db) {
  const seasons = await db.season.findMany({
    select: { id: true, name: true, status: true, archived: true, refereesOpen: true },
    orderBy: [{ startDate: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  });
  return seasons.map((s) => ({
    id: s.id,
    name: s.name,
    active: s.status === 'active' && !s.archived,
    referees_open: s.refereesOpen,
  }));
}

/** Opens or closes a season to referees (locked, so a change racing a delete finds it gone). */
export async function setRefereesOpen(tx: Tx, seasonId: number, open: boolean) {
  if (!(await lockSeason(tx, seasonId))) return null;
  await tx.season.update({ where: { id: seasonId }, data: { refereesOpen: open } });
  return (await officialsSeasons(tx)).find((s) => s.id === seasonId) ?? null;
}

const allocationGameSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  teamAId: true,
  teamBId: true,
  matchLabel: true,
  rankLabelA: true,
  rankLabelB: true,
  division: { select: { name: true, seasonId: true } },
  court: { select: { name: true, sortOrder: true, venueId: true, venue: { select: { name: true } } } },
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
} satisfies Prisma.GameSelect;
export type AllocationGame = Prisma.GameGetPayload<{ select: typeof allocationGameSelect }>;

/**
 * Played games in [from, to), narrowed to a season, to games where one of `teamIds` plays (an
 * official's own team) or to `ids`; in start, court and id order. The officials' allocation.
 */
export function gamesForAllocation(
  db: Db,
  filter: { from: Date; to: Date; seasonId?: number; teamIds?: number[]; ids?: number[] },
): Promise<AllocationGame[]> {
  const which: Prisma.GameWhereInput[] = [playedGame, { startsAt: { gte: filter.from, lt: filter.to } }];
  if (filter.seasonId !== undefined) which.push({ division: { seasonId: filter.seasonId } });
  if (filter.teamIds)
    which.push({ OR: [{ teamAId: { in: filter.teamIds } }, { teamBId: { in: filter.teamIds } }] });
  if (filter.ids) which.push({ id: { in: filter.ids } });
  return db.game.findMany({
    where: { AND: which },
    select: allocationGameSelect,
    orderBy: [{ startsAt: 'asc' }, { court: { sortOrder: 'asc' } }, { id: 'asc' }],
  });
}

/** The ids of a season's played games (an official's games of the season). */
export async function playedGameIdsOfSeason(db: Db, seasonId: number): Promise<number[]> {
  const games = await db.game.findMany({
    where: { division: { seasonId }, ...playedGame },
    select: { id: true },
  });
  return games.map((g) => g.id);
}

/** A played game's season and times (an official's place on it), or null. */
export function gameForOfficials(db: Db, gameId: number) {
  return db.game.findFirst({ where: { id: gameId, ...playedGame }, select: allocationGameSelect });
}

/**
 * How many games each team of the division plays in the round (in the whole season when `round`
 * is null), by team id: the count the treasurer's game-fee invoices bill.
 */
export async function gamesPerTeam(
  db: Db,
  divisionId: number,
  round: number | null,
): Promise<Map<number, number>> {
  const found = await rows<{ teamId: number; games: number }>(
    db,
    sql`SELECT t."teamId", count(*)::int AS games
          FROM "Game" g CROSS JOIN LATERAL (VALUES (g."teamAId"), (g."teamBId")) AS t("teamId")
         WHERE g."divisionId" = ${divisionId} AND (${round}::int IS NULL OR g.round = ${round}::int)
           AND t."teamId" IS NOT NULL
         GROUP BY t."teamId"`,
  );
  return new Map(found.map((r) => [r.teamId, r.games]));
}

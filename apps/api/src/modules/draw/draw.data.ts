// Data access for the draw area. The draw and standings are what everyone opens
// on game day, so each read here is ONE SQL statement (joins, no per-row
// follow-up queries): a draw request costs 2 statements, a standings request 3.
// Other areas' data comes from the views they publish for this (team_names,
// court_places, points_defaults; migration published_read_views), never their tables.
import type { Db } from '../../plugins/prisma.js';
import type { ResultKind, TieBreak } from './standings.js';

/** A season is public when it is current (active) or archived; inactive, unarchived seasons are still being prepared. */
const VISIBLE_SEASON = { OR: [{ archived: true }, { status: 'active' as const }] };

export async function listVisibleSeasons(db: Db) {
  return db.season.findMany({
    where: VISIBLE_SEASON,
    select: { id: true, name: true, archived: true },
    // Current seasons first, then the archive, newest first.
    orderBy: [{ archived: 'asc' }, { startDate: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  });
}

export async function findVisibleSeason(db: Db, seasonId: number) {
  return db.season.findFirst({ where: { id: seasonId, ...VISIBLE_SEASON }, select: { id: true } });
}

const divisionSelect = { id: true, name: true, note: true, showResults: true } as const;

export async function listDivisions(db: Db, seasonId: number) {
  return db.division.findMany({
    where: { seasonId, status: 'active' },
    select: divisionSelect,
    orderBy: [{ group: { grade: { sortOrder: 'asc' } } }, { name: 'asc' }],
  });
}

/** A division of a public season, optionally also checking it belongs to `seasonId`. */
export async function findVisibleDivision(db: Db, divisionId: number, seasonId?: number) {
  return db.division.findFirst({
    where: {
      id: divisionId,
      status: 'active',
      ...(seasonId === undefined ? {} : { seasonId }),
      season: VISIBLE_SEASON,
    },
    select: divisionSelect,
  });
}

export type FinalStage = 'none' | 'semi_final' | 'final' | 'grand_final';

/** A division of a public season with its team names by id, in one statement (the draw maps ids to names). */
export async function findDrawDivision(db: Db, divisionId: number, seasonId: number) {
  const rows = await db.$queryRaw<
    Array<{
      id: number;
      name: string;
      note: string | null;
      showResults: boolean;
      teams: Record<string, string>;
    }>
  >`
    SELECT d.id, d.name, d.note, d."showResults",
           COALESCE((SELECT json_object_agg(t.id, t.name) FROM team_names t WHERE t."divisionId" = d.id), '{}'::json) AS teams
      FROM "Division" d
      JOIN "Season" s ON s.id = d."seasonId"
     WHERE d.id = ${divisionId} AND d."seasonId" = ${seasonId} AND d.status = 'active'
       AND (s.archived OR s.status = 'active')`;
  return rows[0] ?? null;
}

export interface DrawGameRow {
  id: number;
  round: number;
  startsAt: Date;
  endsAt: Date;
  doublePoints: boolean;
  excludedDate: boolean;
  matchLabel: string | null;
  finalStage: FinalStage;
  rankLabelA: string | null;
  rankLabelB: string | null;
  teamAId: number | null;
  teamBId: number | null;
  byeTeamId: number | null;
  dutyTeamId: number | null;
  court: string | null;
  venue: string | null;
  venueAddress: string | null;
  venueSuburb: string | null;
  venuePostcode: string | null;
  venueState: string | null;
  resultKind: ResultKind | null;
  scoreA: number | null;
  scoreB: number | null;
  forfeitingTeamId: number | null;
}

/**
 * Every card of a division's draw with its court, venue and result, in time order (then the
 * court's). Team names come from findDrawDivision: four more joins on team_names cost
 * more in query planning than the whole execution.
 */
export async function listDrawGames(db: Db, divisionId: number): Promise<DrawGameRow[]> {
  return db.$queryRaw<DrawGameRow[]>`
    SELECT g.id, g.round, g."startsAt", g."endsAt", g."doublePoints", g."excludedDate", g."matchLabel",
           g."finalStage"::text AS "finalStage", g."rankLabelA", g."rankLabelB",
           g."teamAId", g."teamBId", g."byeTeamId", g."dutyTeamId",
           c.name AS court, c."venueName" AS venue, c."venueAddress", c."venueSuburb",
           c."venuePostcode", c."venueState",
           r.kind::text AS "resultKind", r."scoreA", r."scoreB", r."forfeitingTeamId"
      FROM "Game" g
      LEFT JOIN court_places c ON c.id = g."courtId"
      LEFT JOIN "GameResult" r ON r."gameId" = g.id
     WHERE g."divisionId" = ${divisionId}
     ORDER BY g."startsAt", c."sortOrder" NULLS LAST, c.name NULLS LAST, g.id`;
}

type PointsColumns = {
  pointsWin: number | null;
  pointsDraw: number | null;
  pointsLoss: number | null;
  pointsBye: number | null;
  pointsForfeitWin: number | null;
  pointsForfeitNonAdvised: number | null;
  pointsForfeitNotified: number | null;
  pointsForfeitAdmin: number | null;
  pointsDisqualified: number | null;
};

export interface StandingsDivisionRow {
  id: number;
  name: string;
  note: string | null;
  showResults: boolean;
  division: PointsColumns;
  /** The division's own tie-break order; empty: the association's. */
  tieBreakOrder: TieBreak[];
  association: PointsColumns | null;
}

/**
 * The division with its points overrides, its tie-break order and the association's points, in one
 * statement. The association's tie-break order is a live setting (deps.settings), not read here.
 */
export async function findStandingsDivision(
  db: Db,
  divisionId: number,
  seasonId: number,
): Promise<StandingsDivisionRow | null> {
  const rows = await db.$queryRaw<StandingsDivisionRow[]>`
    SELECT d.id, d.name, d.note, d."showResults",
           COALESCE(d."tieBreakOrder", '{}')::text[] AS "tieBreakOrder",
           json_build_object('pointsWin', d."pointsWin", 'pointsDraw', d."pointsDraw", 'pointsLoss', d."pointsLoss",
             'pointsBye', d."pointsBye", 'pointsForfeitWin', d."pointsForfeitWin",
             'pointsForfeitNonAdvised', d."pointsForfeitNonAdvised", 'pointsForfeitNotified', d."pointsForfeitNotified",
             'pointsForfeitAdmin', d."pointsForfeitAdmin", 'pointsDisqualified', d."pointsDisqualified") AS division,
           CASE WHEN a.id IS NULL THEN NULL ELSE
           json_build_object('pointsWin', a."pointsWin", 'pointsDraw', a."pointsDraw", 'pointsLoss', a."pointsLoss",
             'pointsBye', a."pointsBye", 'pointsForfeitWin', a."pointsForfeitWin",
             'pointsForfeitNonAdvised', a."pointsForfeitNonAdvised", 'pointsForfeitNotified', a."pointsForfeitNotified",
             'pointsForfeitAdmin', a."pointsForfeitAdmin", 'pointsDisqualified', a."pointsDisqualified") END AS association
      FROM "Division" d
      JOIN "Season" s ON s.id = d."seasonId"
      LEFT JOIN points_defaults a ON a.id = 1
     WHERE d.id = ${divisionId} AND d."seasonId" = ${seasonId} AND d.status = 'active'
       AND (s.archived OR s.status = 'active')`;
  return rows[0] ?? null;
}

/**
 * The division's teams on its ladder, with the sum of their points adjustments: the accepted
 * teams, and any other that has a game in the division (a team withdrawn after playing keeps
 * its row, so its opponents' results add up). A declined or waitlisted team is not there.
 */
export async function listTeamsWithAdjustment(db: Db, divisionId: number) {
  return db.$queryRaw<Array<{ id: number; name: string; adjustment: number }>>`
    SELECT t.id, t.name, COALESCE(SUM(pa.points), 0)::int AS adjustment
      FROM team_names t
      LEFT JOIN "PointsAdjustment" pa ON pa."teamId" = t.id AND pa."divisionId" = t."divisionId"
     WHERE t."divisionId" = ${divisionId}
       AND (t."inCompetition" OR EXISTS (
             SELECT 1 FROM "Game" g
              WHERE g."divisionId" = t."divisionId"
                AND t.id IN (g."teamAId", g."teamBId", g."byeTeamId")))
     GROUP BY t.id, t.name`;
}

export interface StandingsGameRow {
  teamAId: number | null;
  teamBId: number | null;
  byeTeamId: number | null;
  startsAt: Date;
  doublePoints: boolean;
  kind: ResultKind | null;
  scoreA: number | null;
  scoreB: number | null;
  forfeitingTeamId: number | null;
  resultUpdatedAt: Date | null;
}

/** Regular-season games that have a result, and bye cards (finals are not part of the ladder). */
export async function listStandingsGames(
  db: Db,
  divisionId: number,
  /** Up to and including this round; every round when absent. */
  round?: number,
): Promise<StandingsGameRow[]> {
  return db.$queryRaw<StandingsGameRow[]>`
    SELECT g."teamAId", g."teamBId", g."byeTeamId", g."startsAt", g."doublePoints",
           r.kind::text AS kind, r."scoreA", r."scoreB", r."forfeitingTeamId", r."updatedAt" AS "resultUpdatedAt"
      FROM "Game" g
      LEFT JOIN "GameResult" r ON r."gameId" = g.id
     WHERE g."divisionId" = ${divisionId} AND g."finalStage" = 'none' AND g."excludedDate" = false
       AND (r.id IS NOT NULL OR g."byeTeamId" IS NOT NULL)
       AND (${round ?? null}::int IS NULL OR g.round <= ${round ?? null}::int)`;
}

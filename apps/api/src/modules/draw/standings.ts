// The ladder of one division, computed from its results every time it is asked
// for (never stored, so a corrected score can never leave a stale ladder).
//
// Outcomes and their points (per division, falling back to AssociationSettings,
// whose defaults are settings' DEFAULT_POINTS):
// - normal result: higher score wins (pointsWin / pointsLoss), equal scores are a
//   draw (pointsDraw each);
// - forfeit (non-advised, notified, administrative) and disqualification: the named
//   team takes the loss and is counted in na_forf / n_forf / adm_forf / disq, and
//   scores that kind's points; its opponent takes a win worth pointsForfeitWin.
//   The four columns therefore break down `loss`: played = win + loss + draw;
// - bye: counted in `bye` (not played), worth pointsBye;
// - a double-point game (or bye) multiplies its outcome points by 2;
// - adjustments are kept apart (adjustTeams) and added for the ladder order.
// Finals are not part of the ladder; callers pass regular-season games only.
//
// Ladder order: total points (points + adjustment), then the tie-breaks in the order
// staff chose (the division's, else the association's, else DEFAULT_TIE_BREAK_ORDER:
// percentage, then wins), then team name (A-Z), then id. The tie-breaks:
// - percentage: scores for x 100 / scores against; a team with points for and none
//   against ranks above any finite percentage;
// - wins;
// - head_to_head: the ladder points each team earned in the games between the teams
//   still tied at that step (a mini-ladder of those teams alone; games against the
//   others do not count);
// - points_difference: scores for minus scores against;
// - points_for: scores for.
// Each tie-break only separates the teams still level after the ones before it.
// Each row names the rule that set its place among the teams level with it on total points
// (`tieBreak`: the tie-break that split it from the last of them, or 'name'), so a ladder can
// say why two teams on the same points stand where they do; a team alone on its points has none.

import { DEFAULT_TIE_BREAK_ORDER, type TTieBreak } from '@courtside/contracts/admin';
import { DEFAULT_POINTS, type PointsTable } from '../settings/index.js';

export { DEFAULT_TIE_BREAK_ORDER };
export type TieBreak = TTieBreak;
/** What set a row's place among teams level on total points: a tie-break, else the team name. */
export type OrderedBy = TieBreak | 'name';

/** Division overrides (null = not overridden) over association settings (null = no row yet) over the defaults. */
export function pointsTableFor(
  association: Partial<Record<keyof PointsTable, number | null>> | null,
  division: Partial<Record<keyof PointsTable, number | null>>,
): PointsTable {
  const table = { ...DEFAULT_POINTS };
  for (const key of Object.keys(table) as Array<keyof PointsTable>) {
    table[key] = division[key] ?? association?.[key] ?? DEFAULT_POINTS[key];
  }
  return table;
}

export type ResultKind =
  'normal' | 'forfeit_non_advised' | 'forfeit_notified' | 'forfeit_admin' | 'disqualified';

export interface PlayedGame {
  teamAId: number;
  teamBId: number;
  doublePoints: boolean;
  kind: ResultKind;
  scoreA: number | null;
  scoreB: number | null;
  /** The team that forfeited or was disqualified (forfeit kinds and disqualified only). */
  forfeitingTeamId: number | null;
}

export interface Bye {
  teamId: number;
  doublePoints: boolean;
}

export interface StandingsInput {
  teams: ReadonlyArray<{ id: number; name: string }>;
  games: ReadonlyArray<PlayedGame>;
  byes: ReadonlyArray<Bye>;
  /** Sum of a team's adjustments; missing = 0. */
  adjustments: ReadonlyMap<number, number>;
  points: PointsTable;
  /** Tie-breaks after total points; missing or empty: DEFAULT_TIE_BREAK_ORDER. */
  tieBreakOrder?: readonly TieBreak[];
}

export interface StandingRow {
  teamId: number;
  team: string;
  played: number;
  win: number;
  loss: number;
  draw: number;
  naForf: number;
  nForf: number;
  admForf: number;
  disq: number;
  bye: number;
  /** Outcome points times round multipliers, without the adjustment. */
  points: number;
  adjustment: number;
  scoreFor: number;
  scoreAgainst: number;
  /** null when no other team has the same total points. */
  tieBreak: OrderedBy | null;
}

const FORFEIT_COLUMN = {
  forfeit_non_advised: { column: 'naForf', points: 'pointsForfeitNonAdvised' },
  forfeit_notified: { column: 'nForf', points: 'pointsForfeitNotified' },
  forfeit_admin: { column: 'admForf', points: 'pointsForfeitAdmin' },
  disqualified: { column: 'disq', points: 'pointsDisqualified' },
} as const;

/** Percentage for the tie-break: for x 100 / against, Infinity when only scored for, 0 with neither. */
export function percentage(row: Pick<StandingRow, 'scoreFor' | 'scoreAgainst'>): number {
  if (row.scoreAgainst === 0) return row.scoreFor > 0 ? Number.POSITIVE_INFINITY : 0;
  return (row.scoreFor * 100) / row.scoreAgainst;
}

/** The percentage a ladder shows: to 2 decimal places, null when nothing was scored against. */
export function shownPercentage(row: Pick<StandingRow, 'scoreFor' | 'scoreAgainst'>): number | null {
  if (row.scoreAgainst === 0) return null;
  return Math.round((row.scoreFor * 10_000) / row.scoreAgainst) / 100;
}

/** The division's order when it has one, else the association's, else the documented default. */
export function tieBreakOrderFor(
  division: readonly TieBreak[] | null,
  association: readonly TieBreak[] | null,
): readonly TieBreak[] {
  if (division?.length) return division;
  if (association?.length) return association;
  return DEFAULT_TIE_BREAK_ORDER;
}

/** The ladder points each side of one game earns (a forfeit without a named team earns none). */
export function gamePoints(g: PlayedGame, p: PointsTable): { a: number; b: number } {
  const multiplier = g.doublePoints ? 2 : 1;
  if (g.kind === 'normal') {
    const sa = g.scoreA ?? 0;
    const sb = g.scoreB ?? 0;
    if (sa === sb) return { a: p.pointsDraw * multiplier, b: p.pointsDraw * multiplier };
    const [a, b] = sa > sb ? [p.pointsWin, p.pointsLoss] : [p.pointsLoss, p.pointsWin];
    return { a: a * multiplier, b: b * multiplier };
  }
  const forfeited = p[FORFEIT_COLUMN[g.kind].points] * multiplier;
  const won = p.pointsForfeitWin * multiplier;
  if (g.forfeitingTeamId === g.teamAId) return { a: forfeited, b: won };
  if (g.forfeitingTeamId === g.teamBId) return { a: won, b: forfeited };
  return { a: 0, b: 0 };
}

/** Each tied team's points from the games among the tied teams only. */
function headToHeadPoints(
  tied: readonly StandingRow[],
  games: ReadonlyArray<PlayedGame>,
  p: PointsTable,
): Map<number, number> {
  const earned = new Map(tied.map((r) => [r.teamId, 0]));
  for (const g of games) {
    if (g.teamAId === g.teamBId || !earned.has(g.teamAId) || !earned.has(g.teamBId)) continue;
    const { a, b } = gamePoints(g, p);
    earned.set(g.teamAId, earned.get(g.teamAId)! + a);
    earned.set(g.teamBId, earned.get(g.teamBId)! + b);
  }
  return earned;
}

/** What a tie-break compares for each of the tied teams (higher ranks first). */
function tieBreakValues(
  tieBreak: TieBreak,
  tied: readonly StandingRow[],
  input: StandingsInput,
): (row: StandingRow) => number {
  switch (tieBreak) {
    case 'percentage':
      return percentage;
    case 'wins':
      return (row) => row.win;
    case 'points_difference':
      return (row) => row.scoreFor - row.scoreAgainst;
    case 'points_for':
      return (row) => row.scoreFor;
    case 'head_to_head': {
      const earned = headToHeadPoints(tied, input.games, input.points);
      return (row) => earned.get(row.teamId) ?? 0;
    }
  }
}

const byNameThenId = (a: StandingRow, b: StandingRow) =>
  a.team.localeCompare(b.team, 'en-AU') || a.teamId - b.teamId;

/** Splits rows into runs of equal value, highest value first (rows keep their order within a run). */
function groupsByValueDesc(
  rows: readonly StandingRow[],
  value: (row: StandingRow) => number,
): StandingRow[][] {
  const values = new Map(rows.map((r) => [r.teamId, value(r)]));
  const sorted = [...rows].sort((a, b) => compareDesc(values.get(a.teamId)!, values.get(b.teamId)!));
  const groups: StandingRow[][] = [];
  for (const row of sorted) {
    const last = groups.at(-1);
    if (last && values.get(last[0]!.teamId) === values.get(row.teamId)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * Orders teams level on total points: each tie-break in turn splits those still level, and
 * each row keeps the name of the last rule that split it from the others.
 */
function breakTies(
  tied: StandingRow[],
  order: readonly TieBreak[],
  input: StandingsInput,
  splitBy: OrderedBy | null,
): StandingRow[] {
  if (tied.length <= 1) return tied.map((row) => ({ ...row, tieBreak: splitBy }));
  const [first, ...rest] = order;
  if (!first) return [...tied].sort(byNameThenId).map((row) => ({ ...row, tieBreak: 'name' as const }));
  return groupsByValueDesc(tied, tieBreakValues(first, tied, input)).flatMap((level) =>
    breakTies(level, rest, input, first),
  );
}

/** The ladder order of computed rows: total points, then the tie-breaks, then name and id. */
export function ladderOrder(rows: readonly StandingRow[], input: StandingsInput): StandingRow[] {
  const order = input.tieBreakOrder?.length ? input.tieBreakOrder : DEFAULT_TIE_BREAK_ORDER;
  return groupsByValueDesc(rows, (r) => r.points + r.adjustment).flatMap((level) =>
    breakTies(level, order, input, null),
  );
}

function compareDesc(a: number, b: number): number {
  if (a === b) return 0;
  return a > b ? -1 : 1;
}

/**
 * Builds the ladder. Games naming a team outside `teams` (data errors) are
 * ignored rather than inventing rows.
 */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (const t of input.teams) {
    rows.set(t.id, {
      teamId: t.id,
      team: t.name,
      played: 0,
      win: 0,
      loss: 0,
      draw: 0,
      naForf: 0,
      nForf: 0,
      admForf: 0,
      disq: 0,
      bye: 0,
      points: 0,
      adjustment: input.adjustments.get(t.id) ?? 0,
      scoreFor: 0,
      scoreAgainst: 0,
      tieBreak: null,
    });
  }
  const p = input.points;

  for (const g of input.games) {
    const a = rows.get(g.teamAId);
    const b = rows.get(g.teamBId);
    if (!a || !b || a === b) continue;
    a.played += 1;
    b.played += 1;
    if (g.scoreA !== null && g.scoreB !== null) {
      a.scoreFor += g.scoreA;
      a.scoreAgainst += g.scoreB;
      b.scoreFor += g.scoreB;
      b.scoreAgainst += g.scoreA;
    }
    const earned = gamePoints(g, p);
    a.points += earned.a;
    b.points += earned.b;

    if (g.kind === 'normal') {
      const sa = g.scoreA ?? 0;
      const sb = g.scoreB ?? 0;
      if (sa === sb) {
        a.draw += 1;
        b.draw += 1;
      } else {
        const [winner, loser] = sa > sb ? [a, b] : [b, a];
        winner.win += 1;
        loser.loss += 1;
      }
      continue;
    }

    // A forfeit or disqualification without a named team cannot be scored; count it played only.
    const loser = g.forfeitingTeamId === a.teamId ? a : g.forfeitingTeamId === b.teamId ? b : null;
    if (!loser) continue;
    const winner = loser === a ? b : a;
    winner.win += 1;
    loser.loss += 1;
    loser[FORFEIT_COLUMN[g.kind].column] += 1;
  }

  for (const bye of input.byes) {
    const row = rows.get(bye.teamId);
    if (!row) continue;
    row.bye += 1;
    row.points += p.pointsBye * (bye.doublePoints ? 2 : 1);
  }

  return ladderOrder([...rows.values()], input);
}

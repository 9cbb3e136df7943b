// The ladder of one division, computed from its results every time it is asked
// for (never stored, so a corrected score can never leave a stale ladder).
//
// Outcomes and their points (per division, falling back to AssociationSettings,
// whose defaults are DEFAULT_POINTS below):
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
// Tie-break (ladder order): total points (points + adjustment), then percentage
// (scores for x 100 / scores against; a team with points for and none against
// ranks above any finite percentage), then wins, then team name (A-Z), then id.

export interface PointsTable {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  pointsBye: number;
  pointsForfeitWin: number;
  pointsForfeitNonAdvised: number;
  pointsForfeitNotified: number;
  pointsForfeitAdmin: number;
  pointsDisqualified: number;
}

/** The documented defaults, equal to the AssociationSettings column defaults. */
export const DEFAULT_POINTS: PointsTable = {
  pointsWin: 3,
  pointsDraw: 2,
  pointsLoss: 1,
  pointsBye: 0,
  pointsForfeitWin: 3,
  pointsForfeitNonAdvised: 0,
  pointsForfeitNotified: 0,
  pointsForfeitAdmin: 0,
  pointsDisqualified: 0,
};

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

export function compareStandings(a: StandingRow, b: StandingRow): number {
  return (
    b.points + b.adjustment - (a.points + a.adjustment) ||
    compareDesc(percentage(a), percentage(b)) ||
    b.win - a.win ||
    a.team.localeCompare(b.team, 'en-AU') ||
    a.teamId - b.teamId
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
    });
  }
  const p = input.points;

  for (const g of input.games) {
    const a = rows.get(g.teamAId);
    const b = rows.get(g.teamBId);
    if (!a || !b || a === b) continue;
    const multiplier = g.doublePoints ? 2 : 1;
    a.played += 1;
    b.played += 1;
    if (g.scoreA !== null && g.scoreB !== null) {
      a.scoreFor += g.scoreA;
      a.scoreAgainst += g.scoreB;
      b.scoreFor += g.scoreB;
      b.scoreAgainst += g.scoreA;
    }

    if (g.kind === 'normal') {
      const sa = g.scoreA ?? 0;
      const sb = g.scoreB ?? 0;
      if (sa === sb) {
        a.draw += 1;
        b.draw += 1;
        a.points += p.pointsDraw * multiplier;
        b.points += p.pointsDraw * multiplier;
      } else {
        const [winner, loser] = sa > sb ? [a, b] : [b, a];
        winner.win += 1;
        loser.loss += 1;
        winner.points += p.pointsWin * multiplier;
        loser.points += p.pointsLoss * multiplier;
      }
      continue;
    }

    // A forfeit or disqualification without a named team cannot be scored; count it played only.
    const loser = g.forfeitingTeamId === a.teamId ? a : g.forfeitingTeamId === b.teamId ? b : null;
    if (!loser) continue;
    const winner = loser === a ? b : a;
    const { column, points } = FORFEIT_COLUMN[g.kind];
    winner.win += 1;
    winner.points += p.pointsForfeitWin * multiplier;
    loser.loss += 1;
    loser[column] += 1;
    loser.points += p[points] * multiplier;
  }

  for (const bye of input.byes) {
    const row = rows.get(bye.teamId);
    if (!row) continue;
    row.bye += 1;
    row.points += p.pointsBye * (bye.doublePoints ? 2 : 1);
  }

  return [...rows.values()].sort(compareStandings);
}

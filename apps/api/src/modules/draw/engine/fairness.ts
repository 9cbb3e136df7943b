// The per-team fairness report of a draw, and each division's spread (max - min)
// of every measure. Works on any draw, made by the engine or edited by hand.
import { earlyAndLate } from './board.js';
import type {
  DivisionFairness,
  DrawDivision,
  FairnessMeasure,
  FairnessReport,
  Slot,
  TeamFairness,
} from './types.js';

export interface FairnessInput {
  divisions: readonly DrawDivision[];
  games: ReadonlyArray<{
    divisionId: number;
    round: number;
    home: number;
    away: number;
    slotId: string | null;
    dutyTeamId?: number | null;
  }>;
  byes: ReadonlyArray<{ divisionId: number; teamId: number }>;
  slots: readonly Slot[];
}

const MEASURES: FairnessMeasure[] = [
  'games',
  'unplaced',
  'byes',
  'earlyGames',
  'lateGames',
  'duties',
  'venueChanges',
  'longestHomeRun',
  'longestAwayRun',
];

export function fairnessReport(input: FairnessInput): FairnessReport {
  const slotById = new Map(input.slots.map((s) => [s.id, s]));
  const marks = earlyAndLate(input.slots);
  // Each team's games in round order, and duty and bye counts.
  const gamesOf = new Map<number, Array<FairnessInput['games'][number]>>();
  const duties = new Map<number, number>();
  for (const g of [...input.games].sort((a, b) => a.round - b.round)) {
    for (const t of [g.home, g.away]) {
      const list = gamesOf.get(t);
      if (list) list.push(g);
      else gamesOf.set(t, [g]);
    }
    if (g.dutyTeamId != null) duties.set(g.dutyTeamId, (duties.get(g.dutyTeamId) ?? 0) + 1);
  }
  const byes = new Map<number, number>();
  for (const b of input.byes) byes.set(b.teamId, (byes.get(b.teamId) ?? 0) + 1);

  const teams: TeamFairness[] = [];
  const divisions: DivisionFairness[] = [];
  for (const division of input.divisions) {
    const rows = division.teams.map((team): TeamFairness => {
      const row: TeamFairness = {
        divisionId: division.divisionId,
        teamId: team.teamId,
        name: team.name,
        games: 0,
        unplaced: 0,
        byes: byes.get(team.teamId) ?? 0,
        earlyGames: 0,
        lateGames: 0,
        duties: duties.get(team.teamId) ?? 0,
        venueChanges: 0,
        longestHomeRun: 0,
        longestAwayRun: 0,
      };
      let lastVenue: number | undefined;
      let side: 'home' | 'away' | undefined;
      let run = 0;
      for (const g of gamesOf.get(team.teamId) ?? []) {
        // Home and away runs count every game of the team in round order, byes skipped.
        const now = g.home === team.teamId ? 'home' : 'away';
        run = now === side ? run + 1 : 1;
        side = now;
        if (now === 'home') row.longestHomeRun = Math.max(row.longestHomeRun, run);
        else row.longestAwayRun = Math.max(row.longestAwayRun, run);

        if (g.slotId === null) {
          row.unplaced++;
          continue;
        }
        row.games++;
        const mark = marks.get(g.slotId);
        if (mark === 'early') row.earlyGames++;
        if (mark === 'late') row.lateGames++;
        const venue = slotById.get(g.slotId)?.venueId;
        if (venue === undefined) continue;
        if (lastVenue !== undefined && venue !== lastVenue) row.venueChanges++;
        lastVenue = venue;
      }
      return row;
    });
    teams.push(...rows);
    const spread = Object.fromEntries(
      MEASURES.map((m) => {
        const values = rows.map((r) => r[m]);
        return [m, values.length ? Math.max(...values) - Math.min(...values) : 0];
      }),
    ) as Record<FairnessMeasure, number>;
    divisions.push({ divisionId: division.divisionId, name: division.name, spread });
  }
  return { teams, divisions };
}

// The per-team fairness report of a draw, each division's spread (max - min) of
// every measure, and how many games have a duty team. Works on any draw, made by
// the engine or edited by hand.
import { earlyAndLate } from './board.js';
import type {
  DivisionFairness,
  DrawDivision,
  DutyCoverage,
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
  return { teams, divisions, duties: dutyCoverage(input) };
}

/** How many games of the divisions with duty teams have one, and who is on duty twice a day. */
export function dutyCoverage(input: FairnessInput): DutyCoverage {
  const asked = new Set(input.divisions.filter((d) => d.dutyTeams).map((d) => d.divisionId));
  const dateOf = new Map(input.slots.map((s) => [s.id, s.date]));
  const perDay = new Map<string, number>();
  const out: DutyCoverage = { games: 0, withDutyTeam: 0, teamsOnDutyTwiceADay: 0 };
  for (const g of input.games) {
    const date = g.slotId === null ? undefined : dateOf.get(g.slotId);
    if (!asked.has(g.divisionId) || date === undefined) continue;
    out.games++;
    if (g.dutyTeamId == null) continue;
    out.withDutyTeam++;
    const key = `${g.dutyTeamId}@${date}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  out.teamsOnDutyTwiceADay = [...perDay.values()].filter((n) => n > 1).length;
  return out;
}

/**
 * How many placed games start at their night's first start times: the fewest earliest start
 * times of the date whose slots could hold all the date's games. A draw that leaves 18:00
 * free while it plays at 21:00 scores below one.
 */
export function firstStartTimes(
  games: ReadonlyArray<{ slotId: string | null }>,
  slots: readonly Slot[],
): { games: number; atFirstTimes: number } {
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const startsOn = new Map<string, number[]>();
  for (const s of slots) startsOn.set(s.date, [...(startsOn.get(s.date) ?? []), s.startMinute]);
  const nights = new Map<string, number[]>();
  for (const g of games) {
    const slot = g.slotId === null ? undefined : slotById.get(g.slotId);
    if (slot) nights.set(slot.date, [...(nights.get(slot.date) ?? []), slot.startMinute]);
  }
  let atFirstTimes = 0;
  let total = 0;
  for (const [date, starts] of nights) {
    const all = startsOn.get(date)!.sort((a, b) => a - b);
    // The slots of the earliest times, in order: the last one needed to hold every game ends them.
    const last = all[Math.min(starts.length, all.length) - 1]!;
    atFirstTimes += starts.filter((m) => m <= last).length;
    total += starts.length;
  }
  return { games: total, atFirstTimes };
}

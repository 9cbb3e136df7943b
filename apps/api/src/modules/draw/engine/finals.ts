// Finals as games of the rounds after the regular season, from the ranked ladder.
// The first stage names its teams; later stages are placeholders ('Winner SF1')
// until the earlier finals are played. FinalStage follows the schema:
//   top_two        GF 1st v 2nd
//   top_four       SF1 1st v 4th, SF2 2nd v 3rd; GF Winner SF1 v Winner SF2
//   top_four_page  SF1 1st v 2nd, SF2 3rd v 4th; preliminary final (stage 'final')
//                  Loser SF1 v Winner SF2; GF Winner SF1 v Winner PF
import { AppError } from '../../../lib/app-error.js';
import { addDaysIso } from '../../../lib/local-dates.js';
import { DAY_END, DAY_START, dmy, hhmm, overlaps, timeRange } from './labels.js';
import type { DrawTeam, FinalsFormat, FinalsGame, Slot } from './types.js';

const TEAMS_NEEDED: Record<FinalsFormat, number> = { none: 0, top_two: 2, top_four: 4, top_four_page: 4 };

/** '1st', '2nd', '3rd', '4th', ... '11th', '21st'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The finals of a division. `lastRound` is the last regular round; finals
 * continue the numbering from it.
 */
export function finalsGames(
  format: FinalsFormat,
  ladder: ReadonlyArray<{ teamId: number; name: string }>,
  divisionName: string,
  lastRound = 0,
): FinalsGame[] {
  const needed = TEAMS_NEEDED[format];
  if (ladder.length < needed) {
    throw new AppError(
      'validation_failed',
      `${divisionName} has ${ladder.length} team${ladder.length === 1 ? '' : 's'} on its ladder; these finals need ${needed}`,
    );
  }
  const rank = (n: number) => ({ team: ladder[n - 1]!.teamId, label: `${ordinal(n)} ${divisionName}` });
  const ranked = (
    round: number,
    finalStage: FinalsGame['finalStage'],
    matchLabel: string,
    a: number,
    b: number,
  ): FinalsGame => ({
    round,
    finalStage,
    matchLabel,
    teamA: rank(a).team,
    teamB: rank(b).team,
    rankLabelA: rank(a).label,
    rankLabelB: rank(b).label,
  });
  const later = (
    round: number,
    finalStage: FinalsGame['finalStage'],
    matchLabel: string,
    rankLabelA: string,
    rankLabelB: string,
  ): FinalsGame => ({ round, finalStage, matchLabel, teamA: null, teamB: null, rankLabelA, rankLabelB });

  const r = lastRound;
  switch (format) {
    case 'none':
      return [];
    case 'top_two':
      return [ranked(r + 1, 'grand_final', 'GF', 1, 2)];
    case 'top_four':
      return [
        ranked(r + 1, 'semi_final', 'SF1', 1, 4),
        ranked(r + 1, 'semi_final', 'SF2', 2, 3),
        later(r + 2, 'grand_final', 'GF', 'Winner SF1', 'Winner SF2'),
      ];
    case 'top_four_page':
      return [
        ranked(r + 1, 'semi_final', 'SF1', 1, 2),
        ranked(r + 1, 'semi_final', 'SF2', 3, 4),
        later(r + 2, 'final', 'PF', 'Loser SF1', 'Winner SF2'),
        later(r + 3, 'grand_final', 'GF', 'Winner SF1', 'Winner PF'),
      ];
  }
}

// ---- Placing the finals --------------------------------------------------------------------

export interface FinalsPlacementInput {
  /** The finals, from finalsGames. */
  games: FinalsGame[];
  /** The division's teams with their limits (unavailable times, not before, not after). */
  teams: DrawTeam[];
  /** The free slots the finals may take: on the division's days, within `window`. */
  slots: Slot[];
  divisionName: string;
  /** The first and last dates the finals may be on ('YYYY-MM-DD'), for the reasons. */
  window: { from: string; to: string };
}

export interface FinalsPlacement {
  placed: Array<{ game: FinalsGame; slot: Slot }>;
  unplaced: Array<{ game: FinalsGame; reasons: string[] }>;
}

/**
 * Places the finals stage by stage, each stage on one day after the one before, its games one
 * after another on that day where the slots allow (fans see both semi finals). A game is placed
 * only where every team that can reach it may play: the first stage's two teams, and for a
 * later game every team of the games its sides come from ('Winner SF1': both SF1 teams), so
 * the slot suits whoever qualifies. A stage no day can take is listed with the reasons.
 */
export function placeFinals(input: FinalsPlacementInput): FinalsPlacement {
  const teamById = new Map(input.teams.map((t) => [t.teamId, t]));
  const possible = new Map<string, number[]>();
  const teamsOf = (game: FinalsGame): number[] => {
    const side = (teamId: number | null, label: string): number[] => {
      if (teamId !== null) return [teamId];
      const from = /^(?:Winner|Loser) (\S+)$/.exec(label)?.[1];
      return from ? (possible.get(from) ?? []) : [];
    };
    return [...new Set([...side(game.teamA, game.rankLabelA), ...side(game.teamB, game.rankLabelB)])];
  };
  const byDate = new Map<string, Slot[]>();
  for (const slot of input.slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  for (const day of byDate.values())
    day.sort((a, b) => a.startMinute - b.startMinute || a.courtId - b.courtId);
  const dates = [...byDate.keys()].sort();

  const placed: FinalsPlacement['placed'] = [];
  const unplaced: FinalsPlacement['unplaced'] = [];
  let after = '';
  for (const round of [...new Set(input.games.map((g) => g.round))].sort((a, b) => a - b)) {
    const stage = input.games.filter((g) => g.round === round);
    const teams = stage.map(teamsOf);
    stage.forEach((g, i) => possible.set(g.matchLabel, teams[i]!));
    const why = new Set<string>();
    let done = false;
    for (const date of dates.filter((d) => d > after)) {
      const day = byDate.get(date)!;
      const fits = stage.map((_, i) =>
        day.filter((slot) => {
          const refusal = limitRefusal(
            teams[i]!.map((t) => teamById.get(t)).filter((t) => t !== undefined),
            slot,
          );
          if (refusal) why.add(refusal);
          return !refusal;
        }),
      );
      const chosen = assign(fits, teams);
      if (!chosen) continue;
      chosen.forEach((slot, i) => placed.push({ game: stage[i]!, slot }));
      after = date;
      done = true;
      break;
    }
    if (done) continue;
    const first = after ? addDaysIso(after, 1) : input.window.from;
    const reasons = [
      `No day of ${input.divisionName} from ${dmy(first)} to ${dmy(input.window.to)} has ${stage.length} free ${stage.length === 1 ? 'slot' : 'slots'} that suit${stage.length === 1 ? 's' : ''} its teams`,
      ...why,
    ];
    for (const game of stage) unplaced.push({ game, reasons });
  }
  return { placed, unplaced };
}

/** Why a slot does not suit one of the teams (the first reason found), or null. */
function limitRefusal(teams: DrawTeam[], slot: Slot): string | null {
  for (const team of teams) {
    for (const w of team.unavailable ?? []) {
      if (w.date !== slot.date) continue;
      if (!overlaps(slot.startMinute, slot.endMinute, w.fromMinute ?? DAY_START, w.toMinute ?? DAY_END))
        continue;
      const range = timeRange(w.fromMinute ?? DAY_START, w.toMinute ?? DAY_END);
      if (w.clashWith !== undefined)
        return `${team.name} share players or a coach with ${w.clashWith}, who play at ${range} on ${dmy(w.date)}`;
      const whole = w.fromMinute === undefined && w.toMinute === undefined;
      return `${team.name} cannot play${whole ? '' : ` ${range}`} on ${dmy(w.date)}`;
    }
    if (team.notBeforeMinute !== undefined && slot.startMinute < team.notBeforeMinute)
      return `${team.name} not before ${hhmm(team.notBeforeMinute)}`;
    if (team.notAfterMinute !== undefined && slot.startMinute > team.notAfterMinute)
      return `${team.name} not after ${hhmm(team.notAfterMinute)}`;
  }
  return null;
}

/**
 * A slot of its own for each game (earliest first), no two games with a team in common at
 * overlapping times; null when the day has no such choice. Stages hold at most two games, so
 * a plain search is enough.
 */
function assign(fits: Slot[][], teams: number[][], chosen: Slot[] = []): Slot[] | null {
  const i = chosen.length;
  if (i === fits.length) return chosen;
  for (const slot of fits[i]!) {
    const clashes = chosen.some(
      (other, j) =>
        other.id === slot.id ||
        (teams[j]!.some((t) => teams[i]!.includes(t)) &&
          overlaps(slot.startMinute, slot.endMinute, other.startMinute, other.endMinute)),
    );
    if (clashes) continue;
    const rest = assign(fits, teams, [...chosen, slot]);
    if (rest) return rest;
  }
  return null;
}

// Duty teams (scoring bench, timekeeping): a team of the same division already at
// the court, playing the slot just before or just after the game on the same court
// and date, and on duty at most once that day. Spread evenly: each game takes the
// candidate with the fewest duties so far, games in time order; a game left without
// one takes a team from another game of the day that can take a different one (an
// augmenting path, as in bipartite matching); a game with no candidate has no duty team.
import type { Slot } from './types.js';

export interface DutyGame {
  divisionId: number;
  home: number;
  away: number;
  slotId: string | null;
}

export class DutyCourts {
  private readonly slotById = new Map<string, Slot>();
  /** Game index per slot id. */
  private readonly gameAt = new Map<string, number>();
  /** Slot ids of a court on a date, by start time. */
  private readonly courtDays = new Map<string, Slot[]>();

  constructor(
    private readonly games: readonly DutyGame[],
    slots: readonly Slot[],
  ) {
    for (const s of slots) {
      this.slotById.set(s.id, s);
      const key = `${s.courtId}@${s.date}`;
      const list = this.courtDays.get(key) ?? [];
      list.push(s);
      this.courtDays.set(key, list);
    }
    for (const list of this.courtDays.values()) list.sort((a, b) => a.startMinute - b.startMinute);
    games.forEach((g, i) => {
      if (g.slotId !== null) this.gameAt.set(g.slotId, i);
    });
  }

  slotOf(index: number): Slot | undefined {
    const id = this.games[index]?.slotId;
    return id == null ? undefined : this.slotById.get(id);
  }

  /**
   * The teams that could take the duty of a game: those of the same division
   * playing the slot before or after it on its court (previous slot's teams first).
   */
  candidates(index: number): number[] {
    const game = this.games[index]!;
    const slot = this.slotOf(index);
    if (!slot) return [];
    const day = this.courtDays.get(`${slot.courtId}@${slot.date}`) ?? [];
    const before = day.filter((s) => s.endMinute <= slot.startMinute).at(-1);
    const after = day.find((s) => s.startMinute >= slot.endMinute);
    const out: number[] = [];
    for (const neighbour of [before, after]) {
      const other = neighbour && this.gameAt.get(neighbour.id);
      if (other === undefined) continue;
      const g = this.games[other]!;
      if (g.divisionId !== game.divisionId) continue;
      for (const t of [g.home, g.away]) {
        if (t !== game.home && t !== game.away && !out.includes(t)) out.push(t);
      }
    }
    return out;
  }
}

/**
 * Duty teams for the placed games of the divisions that ask for them:
 * game index -> team id. `duties` holds the counts so far and is updated.
 */
export function assignDuties(
  games: readonly DutyGame[],
  slots: readonly Slot[],
  divisionIds: ReadonlySet<number>,
  duties: Map<number, number> = new Map(),
): Map<number, number> {
  const courts = new DutyCourts(games, slots);
  const order = games
    .map((_, i) => i)
    .filter((i) => divisionIds.has(games[i]!.divisionId) && courts.slotOf(i))
    .sort((a, b) => {
      const sa = courts.slotOf(a)!;
      const sb = courts.slotOf(b)!;
      return sa.date < sb.date ? -1 : sa.date > sb.date ? 1 : sa.startMinute - sb.startMinute || a - b;
    });
  const out = new Map<number, number>();
  const assign = (i: number, team: number) => {
    const was = out.get(i);
    if (was !== undefined) duties.set(was, duties.get(was)! - 1);
    out.set(i, team);
    duties.set(team, (duties.get(team) ?? 0) + 1);
  };
  for (let from = 0; from < order.length;) {
    const date = courts.slotOf(order[from]!)!.date;
    let to = from;
    while (to < order.length && courts.slotOf(order[to]!)!.date === date) to++;
    const day = order.slice(from, to);
    from = to;
    /** The game each team is on duty for this day. */
    const dutyOf = new Map<number, number>();
    for (const i of day) {
      const team = fewestDuties(
        courts.candidates(i).filter((t) => !dutyOf.has(t)),
        duties,
      );
      if (team === undefined) continue;
      assign(i, team);
      dutyOf.set(team, i);
    }
    // A team on duty for another game gives it up when that game can take another team.
    const reassign = (i: number, seen: Set<number>): boolean => {
      for (const team of courts.candidates(i)) {
        if (seen.has(team)) continue;
        seen.add(team);
        const holder = dutyOf.get(team);
        if (holder === undefined || reassign(holder, seen)) {
          assign(i, team);
          dutyOf.set(team, i);
          return true;
        }
      }
      return false;
    };
    for (const i of day) if (!out.has(i)) reassign(i, new Set());
  }
  return out;
}

/** The candidate with the fewest duties; the first listed on a tie. */
export function fewestDuties(candidates: readonly number[], duties: ReadonlyMap<number, number>) {
  let best: number | undefined;
  for (const t of candidates) {
    if (best === undefined || (duties.get(t) ?? 0) < (duties.get(best) ?? 0)) best = t;
  }
  return best;
}

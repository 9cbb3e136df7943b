// Catch-up dates for games without a slot (left unplaced by a draft, or washed out with no
// date to go to): the dates of the season, on the division's weekdays, with slots still free
// that both teams may play by the hard rules (their dates and start limits, no game of theirs
// that day, no clash partner playing at the time, nothing else on the court). Blacked-out dates
// and closed courts have no slots to offer (expandSlots took them out).
import { Board } from './board.js';
import { weekdayOfIso } from './labels.js';
import type { ClashPair, DrawDivision, Slot } from './types.js';

export interface CatchUpGame {
  divisionId: number;
  round: number;
  home: number;
  away: number;
  /** The game's slot; null for a game looking for a catch-up date. */
  slotId: string | null;
}

export interface CatchUpInput {
  divisions: DrawDivision[];
  clashes?: ClashPair[];
  /** The season's slots, less blackouts and closures. */
  slots: Slot[];
  /** Slot ids used by something outside the draw (other divisions' games, court hire). */
  occupied?: string[];
  /** The draw: its placed games hold their slots and their teams' days. */
  games: CatchUpGame[];
  /** The first date to offer (today: earlier dates have gone); every date when absent. */
  fromDate?: string;
  /** Dates offered per game, soonest first; 3 when absent. */
  limit?: number;
}

export interface CatchUpDate {
  date: string;
  /** The date's free slots this game could take. */
  freeSlots: number;
  /** Their ids, by start time (the courts in the templates' order on a tie). */
  slotIds: string[];
}

/** For each game of the input, its catch-up dates (none for a placed game). */
export function catchUpDates(input: CatchUpInput): CatchUpDate[][] {
  const board = new Board(input.slots, {
    divisions: input.divisions,
    clashes: input.clashes ?? [],
    occupied: input.occupied ?? [],
  });
  const indexes = input.games.map((game) => {
    const slot = game.slotId === null ? undefined : board.slotOf(game.slotId);
    const date = slot === undefined ? null : board.slots[slot]!.date;
    const g = board.addGame({ ...game, date });
    if (slot !== undefined) board.place(g, slot);
    return g;
  });
  const weekdaysOf = new Map(
    input.divisions.map((d) => [d.divisionId, d.weekdays?.length ? new Set(d.weekdays) : null]),
  );
  const dates = board.dates().filter((d) => input.fromDate === undefined || d >= input.fromDate);
  const limit = input.limit ?? 3;

  return input.games.map((game, i) => {
    if (game.slotId !== null) return [];
    const g = indexes[i]!;
    const weekdays = weekdaysOf.get(game.divisionId) ?? null;
    const found: CatchUpDate[] = [];
    for (const date of dates) {
      if (found.length >= limit) break;
      if (weekdays && !weekdays.has(weekdayOfIso(date))) continue;
      if (board.gamesOn(game.home, date).length > 0 || board.gamesOn(game.away, date).length > 0) continue;
      board.setDate(g, date);
      const free = board.slotsOn(date).filter((s) => board.reject(g, s) === null);
      board.setDate(g, null);
      if (free.length > 0)
        found.push({ date, freeSlots: free.length, slotIds: free.map((s) => board.slots[s]!.id) });
    }
    return found;
  });
}

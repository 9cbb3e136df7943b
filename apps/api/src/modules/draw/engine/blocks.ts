// Where each division's games of a date should go: in blocks of consecutive slots on
// as few courts as the night allows, from the night's first start time, so the teams
// playing just before or after a game can take its duty (clubs run the scoring bench
// that way). A block is never a single game when the division has two or more: a lone
// game has no team of its division beside it.
//
// Every court is a column of slots one after another (a slot starting no earlier than
// the one before it ends). The columns are cut to a height: the fewest rows that hold
// the night's games, raised until every division's games fit in blocks of two or more.
// Divisions are packed largest first (the same order every week, so each keeps its
// courts and venue), each into the court whose room fits it most
// tightly, else split over the roomiest courts; its preferred venues' courts first.
// The plan is only a wish: placement puts each game on a slot of its division's block
// that every hard rule allows, and any game left over takes the best slot elsewhere.
import type { Board } from './board.js';

export interface BlockDemand {
  divisionId: number;
  /** Games of the division on the date that have a slot they may use. */
  games: number;
  /** Teams in the division: the larger divisions are packed first, in the same order every week. */
  teams: number;
  /** Preferred venues, or null for any. */
  venueIds: ReadonlySet<number> | null;
}

/** The slots of a date in columns: one per court, each slot starting after the one before it ends. */
export function courtColumns(board: Board, date: string): number[][] {
  const byCourt = new Map<number, number[]>();
  for (const s of board.slotsOn(date)) {
    if (board.isBooked(s)) continue;
    const courtId = board.slots[s]!.courtId;
    const column = byCourt.get(courtId) ?? [];
    const last = column.at(-1);
    if (last === undefined || board.slots[s]!.startMinute >= board.slots[last]!.endMinute) column.push(s);
    byCourt.set(courtId, column);
  }
  // Courts in the order staff list them (venue, then court), which is the order of the slots.
  return [...byCourt.values()].sort((a, b) => a[0]! - b[0]!);
}

/** Board slot indexes per division id: the blocks its games should take. */
export function planBlocks(
  board: Board,
  date: string,
  demands: readonly BlockDemand[],
): Map<number, number[]> {
  const columns = courtColumns(board, date);
  const total = demands.reduce((n, d) => n + d.games, 0);
  const tallest = Math.max(0, ...columns.map((c) => c.length));
  if (total === 0 || tallest === 0) return new Map();
  const order = [...demands]
    .filter((d) => d.games > 0)
    .sort((a, b) => b.teams - a.teams || a.divisionId - b.divisionId);

  let best: { plan: Map<number, number[]>; lone: number } | undefined;
  for (let height = lowestHeight(columns, total); height <= tallest; height++) {
    const packed = pack(board, columns, order, height);
    if (!best || packed.lone < best.lone) best = packed;
    if (packed.lone === 0 && packed.placed === total) return packed.plan;
  }
  return best!.plan;
}

/** The fewest rows whose slots hold `total` games. */
function lowestHeight(columns: readonly number[][], total: number): number {
  for (let height = 1; ; height++) {
    const room = columns.reduce((n, c) => n + Math.min(height, c.length), 0);
    if (room >= total || columns.every((c) => c.length <= height)) return height;
  }
}

function pack(
  board: Board,
  columns: readonly number[][],
  order: readonly BlockDemand[],
  height: number,
): { plan: Map<number, number[]>; lone: number; placed: number } {
  const used = columns.map(() => 0);
  const room = (c: number) => Math.min(height, columns[c]!.length) - used[c]!;
  const plan = new Map<number, number[]>();
  let lone = 0;
  let placed = 0;
  for (const demand of order) {
    const venueOf = (c: number) => board.slots[columns[c]![0]!]!.venueId;
    const roomAt = new Map<number, number>();
    columns.forEach((_, c) => roomAt.set(venueOf(c), (roomAt.get(venueOf(c)) ?? 0) + room(c)));
    const liked = (venue: number) => (demand.venueIds === null || demand.venueIds.has(venue) ? 0 : 1);
    // One venue for the whole division when one has room (a preferred one first, the tightest fit),
    // so its teams do not change venue from one round to the next.
    const home = [...roomAt.entries()].sort(
      ([va, ra], [vb, rb]) =>
        liked(va) - liked(vb) ||
        Number(ra < demand.games) - Number(rb < demand.games) ||
        (ra >= demand.games ? ra - rb : rb - ra) ||
        va - vb,
    )[0]![0];
    const preferred = (c: number) => (venueOf(c) === home ? 0 : 2) + liked(venueOf(c));
    const courts = columns.map((_, c) => c);
    const slots: number[] = [];
    /** Courts where a block of this division is the last thing on the column. */
    const ends: number[] = [];
    let left = demand.games;
    while (left > 0) {
      const open = courts.filter((c) => room(c) > 0);
      if (open.length === 0) break;
      // A court that holds the rest, the tightest fit; else the roomiest.
      const fits = open.filter((c) => room(c) >= left);
      const court = fits.length
        ? fits.sort((a, b) => preferred(a) - preferred(b) || room(a) - room(b) || a - b)[0]!
        : open.sort((a, b) => preferred(a) - preferred(b) || room(b) - room(a) || a - b)[0]!;
      let take = Math.min(left, room(court));
      // Never leave one game over for another court: the block goes one row past the height,
      // else leaves one more for the next court.
      if (left - take === 1 && used[court]! + take < columns[court]!.length) take++;
      else if (left - take === 1 && take > 2) take--;
      // A court with room for one takes two when its column goes one row past the height.
      if (take === 1 && left > 1 && used[court]! + 2 <= columns[court]!.length) take = 2;
      if (take === 1 && demand.games > 1) {
        // A game that would be alone goes one row past the height, below a block of its division.
        const below = ends.find((c) => used[c]! < columns[c]!.length);
        if (below !== undefined) {
          slots.push(columns[below]![used[below]!]!);
          used[below]!++;
          left--;
          placed++;
          continue;
        }
        lone++;
      }
      ends.push(court);
      for (let i = 0; i < take; i++) slots.push(columns[court]![used[court]! + i]!);
      used[court]! += take;
      left -= take;
      placed += take;
    }
    plan.set(demand.divisionId, slots);
  }
  return { plan, lone, placed };
}

// Checks games staff move by hand (one game to another slot, or two games swapping theirs)
// against the same hard rules placement keeps, with the sentences a draft's unplaced games
// give: the other games stay where they are, the moved ones leave their slots first (so two
// games can swap), then each takes its new slot in turn.
import { Board } from './board.js';
import { expandSlots } from './slots.js';
import type { ClashPair, CurrentGame, DrawDivision, SlotsInput } from './types.js';

export interface MoveCheckInput {
  divisions: DrawDivision[];
  clashes?: ClashPair[];
  /** The slot inputs of the dates the games are on and move to. */
  slotsInput: SlotsInput;
  /** Slots taken by something outside these divisions (a hire, another division's game). */
  occupied?: string[];
  /** The divisions' games on those dates, where they are now. */
  games: CurrentGame[];
  moves: Array<{ gameId: number; toSlotId: string }>;
}

/** Each moved game's reasons it cannot take its new slot (none when it can). */
export function checkMoves(input: MoveCheckInput): Array<{ gameId: number; reasons: string[] }> {
  const { slots, missing } = expandSlots(input.slotsInput);
  const board = new Board(slots, {
    divisions: input.divisions,
    clashes: input.clashes ?? [],
    occupied: input.occupied ?? [],
  });
  const moving = new Map(input.moves.map((m) => [m.gameId, m.toSlotId]));
  const index = new Map<number, number>();
  for (const game of input.games) {
    const to = moving.get(game.gameId);
    const now = game.slotId === null ? undefined : board.slotOf(game.slotId);
    const date = (to ?? game.slotId)?.split('@')[1]?.split('T')[0] ?? null;
    const g = board.addGame({ ...game, date });
    index.set(game.gameId, g);
    if (to === undefined && now !== undefined) board.place(g, now);
  }
  return input.moves.map(({ gameId, toSlotId }) => {
    const g = index.get(gameId);
    if (g === undefined) throw new Error(`game ${gameId} is not among the games`);
    const slot = board.slotOf(toSlotId);
    if (slot === undefined) {
      // A blackout or closure took the slot: its sentence, as the draft lists it.
      const gone = missing.find((m) => m.slots.some((s) => s.id === toSlotId));
      return { gameId, reasons: gone ? [gone.text] : ['No time slot there'] };
    }
    const why = board.whyNot(g, slot);
    board.place(g, slot);
    return { gameId, reasons: why ? [why] : [] };
  });
}

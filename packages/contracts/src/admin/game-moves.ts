// Staff moving one published game, or swapping two, from the Draw screen: a check answers what
// the move would break (refused) and whom it would trouble (its officials: staff decide), and
// the move itself keeps the games' ids, officials and scorers and tells managers and officials.
import { z } from 'zod/mini';
import { id, isoDate, timeOfDay } from './fields.js';

/** POST /api/admin/games/:id/move and /move/check: the game's new date, start time and court. */
export const ZGameMove = z.object({ date: isoDate, time: timeOfDay, court_id: id });
export type TGameMove = z.infer<typeof ZGameMove>;

/** POST /api/admin/games/:id/swap and /swap/check: the game that trades places with it. */
export const ZGameSwap = z.object({ game_id: id });
export type TGameSwap = z.infer<typeof ZGameSwap>;

/**
 * What a move or swap would do: `problems` are the draw's hard rules it breaks, in the words a
 * draft explains its unplaced games with (the move is refused while there are any);
 * `warnings` name the officials who would clash or are not available then (they stay on it).
 */
export const ZGameChangeCheck = z.object({
  data: z.object({ problems: z.array(z.string()), warnings: z.array(z.string()) }),
});
export type TGameChangeCheck = z.infer<typeof ZGameChangeCheck>['data'];

/** The games moved (their ids unchanged) and how many managers and officials were emailed. */
export const ZGameChanged = z.object({
  data: z.object({
    game_ids: z.array(z.number()),
    warnings: z.array(z.string()),
    emailed: z.number(),
    officials_emailed: z.number(),
  }),
});
export type TGameChanged = z.infer<typeof ZGameChanged>['data'];

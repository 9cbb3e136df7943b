// The officials allocated to games are referee's, and referee stands above draw (it reads the
// games it allocates). Publishing a draft takes officials off the games it moves or removes, and
// a draft's preview names them; staff moving one game are warned of its officials' clashes.
// Referee registers how at start-up (its route plugin, in every process that builds the app), so
// draw imports no referee file.
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

export interface GameOfficials {
  /** The officials allocated to these games, with the roster type of each allocation. */
  ofGames(
    db: Deps['db'] | Tx,
    gameIds: number[],
  ): Promise<Array<{ gameId: number; memberId: number; rosterType: string }>>;
  /** Takes every official off these games; how many allocations went. */
  unassign(tx: Tx, gameIds: number[]): Promise<number>;
  /**
   * What staff are warned of before a game moves to `at`: each of its officials who would be on
   * another game then, or is not available then, in the allocation screen's words.
   */
  warningsAt(db: Deps['db'] | Tx, timeZone: string, gameId: number, at: GamePlace): Promise<string[]>;
}

/** Where and when a game would be played. */
export interface GamePlace {
  startsAt: Date;
  endsAt: Date;
  courtId: number;
  court: string;
  venueId: number;
  venue: string;
}

let registered: GameOfficials | null = null;

/** Referee's allocations as draw reads and releases them, registered once at start-up. */
export function useGameOfficials(officials: GameOfficials): void {
  registered = officials;
}

/** The registered allocations; a process that never registered them is wired wrongly. */
export function gameOfficials(): GameOfficials {
  if (!registered)
    throw new Error('The game officials are not registered (referee registers them at start-up).');
  return registered;
}

// The other users of courts: the draw's games, HPC classes and event roster shifts. Booking stands
// below draw, hpc and roster (they hold courts through it), so it imports none of them: each
// registers at start-up (its route plugin, in every process that builds the app) how booking reads
// its uses of courts, for court hire's availability and calendar and for what a closure hits.
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

type Db = Deps['db'] | Tx;

/** A published game as a closure names it. */
export interface GameOnCourt {
  id: number;
  startsAt: Date;
  endsAt: Date;
  rankLabelA: string | null;
  rankLabelB: string | null;
  division: { name: string; seasonId: number };
  teamA: { name: string } | null;
  teamB: { name: string } | null;
  court: { name: string } | null;
}

/** An HPC class as booking sees it: it takes the court its room names. */
export interface ClassOnCourt {
  id: number;
  name: string;
  room: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface CourtGames {
  /** Games on these courts overlapping [from, to): they block court hire. */
  onCourts(
    db: Db,
    courtIds: number[],
    from: Date,
    to: Date,
  ): Promise<Array<{ courtId: number; startsAt: Date; endsAt: Date }>>;
  /** Games by id, in start order. */
  byIds(db: Db, ids: number[]): Promise<GameOnCourt[]>;
}

export interface CourtClasses {
  /** Classes by id, in start order. */
  byIds(db: Db, ids: number[]): Promise<ClassOnCourt[]>;
  /** Classes at a venue overlapping [from, to), in start order. */
  atVenue(db: Db, venueId: number, from: Date, to: Date): Promise<ClassOnCourt[]>;
}

/** An event roster shift on a court; `title` names the event and duty, for staff only. */
export interface ShiftOnCourt {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
}

/** Event roster shifts on a court: they take it from court hire only, never from games or classes. */
export interface CourtShifts {
  /** Shifts on these courts overlapping [from, to), in start order. */
  onCourts(db: Db, courtIds: number[], from: Date, to: Date): Promise<ShiftOnCourt[]>;
}

let games: CourtGames | null = null;
let classes: CourtClasses | null = null;
let shifts: CourtShifts | null = null;

/** Draw's games on courts, registered once at start-up. */
export function useCourtGames(registered: CourtGames): void {
  games = registered;
}

/** HPC's classes on courts, registered once at start-up. */
export function useCourtClasses(registered: CourtClasses): void {
  classes = registered;
}

/** Roster's shifts on courts, registered once at start-up. */
export function useCourtShifts(registered: CourtShifts): void {
  shifts = registered;
}

export function courtGames(): CourtGames {
  if (!games) throw new Error('The games on courts are not registered (draw registers them at start-up).');
  return games;
}

export function courtClasses(): CourtClasses {
  if (!classes) throw new Error('The classes on courts are not registered (hpc registers them at start-up).');
  return classes;
}

export function courtShifts(): CourtShifts {
  if (!shifts)
    throw new Error('The shifts on courts are not registered (roster registers them at start-up).');
  return shifts;
}

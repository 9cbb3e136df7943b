// What teams read of the competition: a team's coming games, its division and season, the
// division's entry places and eligibility, and a confirmed forfeit's result. Those tables are
// draw's, and draw stands above teams (it makes the draw from teams' lookups), so teams imports
// no draw file: draw registers these readers here at start-up (its route plugin, in every
// process that builds the app), and the shapes they answer are declared here.
import type { ActiveStatus, Prisma, Sport } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import type { DivisionEligibility } from './eligibility-rules.js';
import type { DivisionPlaces, Tx } from './team-lookups.js';

type Db = Deps['db'] | Tx;

/** A game as a team's pages show it: round, start, the two teams, court and venue. */
export const teamGameSelect = {
  id: true,
  round: true,
  startsAt: true,
  teamAId: true,
  teamBId: true,
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
  court: { select: { name: true, venue: { select: { name: true } } } },
} satisfies Prisma.GameSelect;

export type TeamGame = Prisma.GameGetPayload<{ select: typeof teamGameSelect }>;

export interface DivisionSummary {
  id: number;
  name: string;
  status: ActiveStatus;
  minPlayers: number | null;
  maxPlayers: number | null;
  skipMinPlayers: boolean;
  finalsQualPercent: number | null;
  season: { id: number; name: string; status: ActiveStatus; archived: boolean; sport: Sport };
}

export interface DivisionLabel {
  id: number;
  name: string;
  seasonId: number;
  season: string;
  group: string;
  grade: string;
}

/** A division's places with its name and the fee a place costs (billed to a team offered one). */
export type EntryPlaces = DivisionPlaces & {
  name: string;
  nominationPriceCents: number;
  season: { name: string; archived: boolean };
  /** Whether it takes teams at all, and whether it is a waitlist division (a preferred one is asked). */
  status: ActiveStatus;
  waitlist: boolean;
};

export interface CompetitionReads {
  /** A team's games still to come, soonest first; `ids` narrows them to the games asked about. */
  comingGamesOfTeam(db: Db, teamId: number, now: Date, ids?: number[]): Promise<TeamGame[]>;
  /** The game's result becomes a forfeit by the team. */
  recordForfeit(db: Db, gameId: number, forfeitingTeamId: number): Promise<void>;
  /** Divisions with their season (the member's team list). */
  divisionSummaries(db: Db, divisionIds: number[]): Promise<DivisionSummary[]>;
  /** Divisions with their season, group and grade names (the console's nomination list). */
  divisionLabels(db: Db, divisionIds: number[]): Promise<DivisionLabel[]>;
  /** The ids of a season's divisions. */
  seasonDivisionIds(db: Db, seasonId: number): Promise<number[]>;
  /** Who each division is for (`today` dates the ages of a season without a start date). */
  divisionEligibility(
    db: Db,
    divisionIds: number[],
    today: string,
  ): Promise<Map<number, DivisionEligibility>>;
  /** A division as its entry places are counted (and priced), open or not; null when there is none. */
  entryDivision(db: Db, divisionId: number): Promise<EntryPlaces | null>;
  /** Entries into one division group queue here, so its places cannot be raced. */
  lockDivisionGroup(tx: Tx, groupId: number): Promise<void>;
}

let registered: CompetitionReads | null = null;

/** Draw's readers of the competition, registered once at start-up. */
export function useCompetitionReads(reads: CompetitionReads): void {
  registered = reads;
}

/** The registered readers; a process that never registered them is wired wrongly. */
export function competition(): CompetitionReads {
  if (!registered)
    throw new Error('The competition readers are not registered (draw registers them at start-up).');
  return registered;
}

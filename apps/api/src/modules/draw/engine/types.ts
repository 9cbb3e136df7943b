// The shapes the draw engine reads and writes. Plain data only: ids are the
// database ids, dates are local 'YYYY-MM-DD' and times are minutes since local
// midnight (the service converts with the association's time zone).

/** How many times the teams of a division meet. */
export type RoundsRule = { kind: 'once' } | { kind: 'twice' } | { kind: 'count'; count: number };

export interface Pairing {
  home: number;
  away: number;
}

export interface PairingRound {
  /** 1-based. */
  round: number;
  games: Pairing[];
  /** Team ids sitting out this round (one when the team count is odd). */
  byes: number[];
}

// ---------------------------------------------------------------- slots

/** One venue's competition time slots on one weekday, or on one date. A venue may have several. */
export interface SlotTemplate {
  venueId: number;
  venueName: string;
  /** In the order staff list them (the first court fills first on a tie). */
  courts: Array<{ courtId: number; courtName: string }>;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** A one-off template: its slots are on this date only (blackouts and closures still apply). */
  date?: string;
  startMinutes: number[];
  gameMinutes: number;
}

export interface Blackout {
  date: string;
  /** In the association's words, e.g. 'Public holiday: Anzac Day'. */
  reason: string;
  /** Only this venue; every venue when absent. */
  venueId?: number;
}

export interface CourtClosure {
  courtId: number;
  date: string;
  /** The whole day when both are absent. */
  fromMinute?: number;
  toMinute?: number;
  reason: string;
}

export interface SlotsInput {
  templates: SlotTemplate[];
  /** The season's candidate playing dates. */
  dates: string[];
  blackouts?: Blackout[];
  closures?: CourtClosure[];
}

export interface Slot {
  /** Stable: `${courtId}@${date}T${startMinute}`. */
  id: string;
  venueId: number;
  venueName: string;
  courtId: number;
  courtName: string;
  date: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Slots a template would give but a blackout or closure removed, kept to explain the draw. */
export interface MissingSlots {
  date: string;
  venueId?: number;
  courtId?: number;
  fromMinute?: number;
  toMinute?: number;
  reason: string;
  /** The sentence shown to staff, e.g. 'Court 2 closed on 12/04/2027 (Resurfacing)'. */
  text: string;
  /** The slots it removed (each slot is counted under the first rule that removed it). */
  slots: Slot[];
}

export interface SlotPlan {
  slots: Slot[];
  missing: MissingSlots[];
}

// ---------------------------------------------------------------- divisions

export interface TeamUnavailability {
  date: string;
  /** The whole day when both are absent. */
  fromMinute?: number;
  toMinute?: number;
  /**
   * Set when the window is a published game of a team this one shares players or a coach
   * with, in a division not being drawn: that team's name ('Owls (Div 2)').
   */
  clashWith?: string;
}

export interface DrawTeam {
  teamId: number;
  name: string;
  unavailable?: TeamUnavailability[];
  /** Earliest start time (minutes). */
  notBeforeMinute?: number;
  /** Latest start time (minutes). */
  notAfterMinute?: number;
}

export interface DrawDivision {
  divisionId: number;
  name: string;
  teams: DrawTeam[];
  rounds: RoundsRule;
  /** Round numbers worth double points. */
  doubleRounds?: number[];
  /** The weekdays the division plays on (0 = Sunday); every weekday with slots when absent. */
  weekdays?: number[];
  /** Preferred venues (soft): games elsewhere add to the penalty. */
  venueIds?: number[];
  dutyTeams?: boolean;
}

/** Two teams sharing players or a coach: never at overlapping times. */
export type ClashPair = [number, number];

// ---------------------------------------------------------------- placement

export interface PlacementInput {
  divisions: DrawDivision[];
  clashes?: ClashPair[];
  slots: Slot[];
  /** From expandSlots: lets unplaced games and skipped dates say which blackout or closure took the slots. */
  missing?: MissingSlots[];
  /** Slot ids already used (other divisions' published games, court hire). */
  occupied?: string[];
  /** Seeds the local search, and shuffles each division's team order when given. */
  seed?: number;
  /** Local search moves to try; defaults to 20 per game, at most 200,000. */
  iterations?: number;
}

export interface DrawGame {
  divisionId: number;
  round: number;
  home: number;
  away: number;
  slotId: string | null;
  doublePoints: boolean;
  dutyTeamId?: number;
}

export interface DrawBye {
  divisionId: number;
  round: number;
  teamId: number;
  doublePoints: boolean;
}

export interface UnplacedGame {
  divisionId: number;
  round: number;
  home: number;
  away: number;
  /** Human reasons, most specific first, each with how many of the date's slots it ruled out. */
  reasons: string[];
}

/** The date each round of a division is played on; null when the season has too few dates. */
export interface RoundDate {
  divisionId: number;
  round: number;
  date: string | null;
}

/** A date the division would have played on but every slot was blacked out or closed. */
export interface SkippedDate {
  divisionId: number;
  date: string;
  reasons: string[];
}

export interface PlacementResult {
  /** Every game of every round, placed or not (slotId null = unplaced, see `unplaced`). */
  games: DrawGame[];
  byes: DrawBye[];
  unplaced: UnplacedGame[];
  rounds: RoundDate[];
  skippedDates: SkippedDate[];
  fairness: FairnessReport;
  stats: { iterations: number; penaltyBefore: number; penaltyAfter: number };
}

// ---------------------------------------------------------------- fairness

export interface TeamFairness {
  divisionId: number;
  teamId: number;
  name: string;
  /** Placed games. */
  games: number;
  unplaced: number;
  byes: number;
  /** Games at the date's first start time. */
  earlyGames: number;
  /** Games at the date's last start time. */
  lateGames: number;
  duties: number;
  /** Changes of venue between the team's consecutive placed games. */
  venueChanges: number;
  longestHomeRun: number;
  longestAwayRun: number;
}

export type FairnessMeasure = Exclude<keyof TeamFairness, 'divisionId' | 'teamId' | 'name'>;

export interface DivisionFairness {
  divisionId: number;
  name: string;
  /** Max minus min over the division's teams. */
  spread: Record<FairnessMeasure, number>;
}

/** Duty teams over the divisions that have them. */
export interface DutyCoverage {
  /** Placed games of the divisions that have duty teams. */
  games: number;
  /** Of those, the games with a duty team. */
  withDutyTeam: number;
  /** Teams on duty more than once on one date, counted once a date (none in a good draw). */
  teamsOnDutyTwiceADay: number;
}

export interface FairnessReport {
  teams: TeamFairness[];
  divisions: DivisionFairness[];
  duties: DutyCoverage;
}

// ---------------------------------------------------------------- repair

export interface CurrentGame {
  gameId: number;
  divisionId: number;
  round: number;
  home: number;
  away: number;
  slotId: string | null;
  played: boolean;
  dutyTeamId?: number | null;
}

export interface DrawChange {
  /** Every slot of the date (at the venue when given) is gone. */
  washout?: { date: string; venueId?: number };
  blackouts?: Blackout[];
  closures?: CourtClosure[];
  withdrawnTeamIds?: number[];
}

export interface RepairInput {
  divisions: DrawDivision[];
  clashes?: ClashPair[];
  /** The same slot inputs the draw was made from; the change is applied on top. */
  slotsInput: SlotsInput;
  occupied?: string[];
  games: CurrentGame[];
  change: DrawChange;
}

export interface RepairResult {
  /** toSlotId null: the game lost its slot and no other was found (see `unplaced`). */
  moves: Array<{ gameId: number; fromSlotId: string; toSlotId: string | null }>;
  /** Games of withdrawn teams that were not played. */
  removed: number[];
  /** The opponent of each removed game sits out that round. */
  byes: Array<{ divisionId: number; round: number; teamId: number }>;
  unplaced: Array<{
    gameId: number;
    divisionId: number;
    round: number;
    home: number;
    away: number;
    reasons: string[];
  }>;
  /** Unplayed games whose duty team no longer fits (moved, withdrew): the new one, or null for none. */
  duties: Array<{ gameId: number; dutyTeamId: number | null }>;
  /** Games neither moved nor removed (games that had no slot stay without one). */
  unchanged: number;
}

// ---------------------------------------------------------------- finals

export type FinalsFormat = 'none' | 'top_two' | 'top_four' | 'top_four_page';
export type FinalStage = 'semi_final' | 'final' | 'grand_final';

export interface FinalsGame {
  round: number;
  finalStage: FinalStage;
  /** 'SF1', 'SF2', 'PF', 'GF'. */
  matchLabel: string;
  /** Known from the ladder for the first stage; null until earlier finals are played. */
  teamA: number | null;
  teamB: number | null;
  /** '1st Div 1', 'Winner SF1', 'Loser SF1'. */
  rankLabelA: string;
  rankLabelB: string;
}

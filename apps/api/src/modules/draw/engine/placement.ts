// Places a season's games on slots. See README.md for the model.
//
// 1. Pairings per division; round r goes to the r-th candidate date (on the
//    division's weekdays) that has any slot left. Every game of a round is on
//    that one date, so the season splits into independent days for the hard rules.
// 2. Greedy, day by day in date order: each division's games go to its blocks
//    (blocks.ts: consecutive slots on as few courts as the night allows, from the
//    first start time), the games with the fewest allowed slots first, each on the
//    slot of the block adding least penalty. A game its block cannot take goes next
//    to a game of its division, else to the earliest slot; a game finding none tries
//    an augmenting path (moving games already placed that day to other allowed
//    slots, as in bipartite matching) before it is left unplaced.
// 3. Local search: a bounded number of seeded random swaps of two games of a
//    division on the same day, kept when the penalty does not rise (the blocks stay).
// 4. Duty teams, reasons for every unplaced game, the fairness report.
//
// The work is a generator that pauses between divisions, days and every few thousand moves:
// placeGames runs it straight through; placeGamesYielding lets other work of the process run
// at each pause (a whole season takes about a second, and a server must go on answering).
import { WEEKDAY_NAMES } from '@courtside/contracts';
import { Board } from './board.js';
import { courtColumns, planBlocks } from './blocks.js';
import { assignDuties } from './duties.js';
import { fairnessReport } from './fairness.js';
import { weekdayOfIso } from './labels.js';
import { roundRobinPairings } from './pairings.js';
import { mixSeed, seededRandom } from './seeded-random.js';
import type {
  DrawBye,
  DrawDivision,
  DrawGame,
  MissingSlots,
  PlacementInput,
  PlacementResult,
  RoundDate,
  SkippedDate,
  UnplacedGame,
} from './types.js';

const DEFAULT_SEED = 1;
const MOVES_PER_GAME = 20;
const MAX_MOVES = 200_000;
/** Picks of a game that adds nothing, per move tried, before the search gives up. */
const IDLE_TURNS = 10;

/** Moves of the local search between two pauses. */
const MOVES_PER_PAUSE = 2_000;

/** The placement, run straight through. */
export function placeGames(input: PlacementInput): PlacementResult {
  const steps = placementSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The placement with a pause at each step, where the process's other work (requests, timers)
 * runs: the result is the same as placeGames'.
 */
export async function placeGamesYielding(
  input: PlacementInput,
  pause: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<PlacementResult> {
  const steps = placementSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

function* placementSteps(input: PlacementInput): Generator<void, PlacementResult> {
  const missing = input.missing ?? [];
  const board = new Board(input.slots, {
    divisions: input.divisions,
    clashes: input.clashes ?? [],
    occupied: input.occupied ?? [],
  });
  const random = seededRandom(input.seed ?? DEFAULT_SEED);

  const byes: DrawBye[] = [];
  const rounds: RoundDate[] = [];
  const skippedDates: SkippedDate[] = [];
  const doublePoints = new Map<number, Set<number>>();
  // 1. Pairings, and the date of each round.
  for (const division of input.divisions) {
    const teamIds = division.teams.map((t) => t.teamId);
    const pairings = roundRobinPairings(
      teamIds,
      division.rounds,
      input.seed === undefined ? undefined : mixSeed(input.seed, division.divisionId),
    );
    const dates = divisionDates(division, pairings.length, board, missing);
    skippedDates.push(...dates.skipped);
    const double = new Set(division.doubleRounds ?? []);
    doublePoints.set(division.divisionId, double);
    for (const p of pairings) {
      const date = dates.rounds[p.round - 1] ?? null;
      rounds.push({ divisionId: division.divisionId, round: p.round, date });
      for (const teamId of p.byes) {
        byes.push({
          divisionId: division.divisionId,
          round: p.round,
          teamId,
          doublePoints: double.has(p.round),
        });
      }
      for (const g of p.games) {
        board.addGame({ divisionId: division.divisionId, round: p.round, home: g.home, away: g.away, date });
      }
    }
    yield;
  }

  // The slots each game may ever use: its date's slots less the rules that do not depend on other games.
  const domains = board.games.map((game, g) =>
    game.date === null ? [] : board.slotsOn(game.date).filter((s) => !board.staticReject(g, s)),
  );

  // 2. Greedy, day by day.
  const byDate = new Map<string, number[]>();
  board.games.forEach((game, g) => {
    if (game.date === null) return;
    const list = byDate.get(game.date) ?? [];
    list.push(g);
    byDate.set(game.date, list);
  });
  const hasClash = new Set((input.clashes ?? []).flat());
  const teamCounts = new Map(input.divisions.map((d) => [d.divisionId, d.teams.length]));
  const preferredVenues = new Map(
    input.divisions.flatMap((d) =>
      d.venueIds?.length ? [[d.divisionId, new Set(d.venueIds)] as const] : [],
    ),
  );
  for (const date of [...byDate.keys()].sort()) {
    const tieBreak = new Map(byDate.get(date)!.map((g) => [g, random()]));
    const order = byDate.get(date)!.sort((a, b) => {
      const clashA = hasClash.has(board.games[a]!.home) || hasClash.has(board.games[a]!.away) ? 0 : 1;
      const clashB = hasClash.has(board.games[b]!.home) || hasClash.has(board.games[b]!.away) ? 0 : 1;
      return (
        domains[a]!.length - domains[b]!.length || clashA - clashB || tieBreak.get(a)! - tieBreak.get(b)!
      );
    });
    const blocks = planBlocks(
      board,
      date,
      [...new Set(order.map((g) => board.games[g]!.divisionId))].map((divisionId) => ({
        divisionId,
        games: order.filter((g) => board.games[g]!.divisionId === divisionId && domains[g]!.length > 0)
          .length,
        teams: teamCounts.get(divisionId) ?? 0,
        venueIds: preferredVenues.get(divisionId) ?? null,
      })),
    );
    const reserved = new Set([...blocks.values()].flat());
    const beside = besideSlots(board, date);
    for (const g of order) {
      const block = blocks.get(board.games[g]!.divisionId) ?? [];
      if (board.placeBest(g, block) || placeBeside(board, g, domains[g]!, beside, reserved)) continue;
      augment(board, g, domains, new Set(), AUGMENT_DEPTH);
    }
    yield;
  }
  const penaltyBefore = board.totalPenalty();

  // 3. Local search: swaps within a division's day, so its blocks keep their slots.
  const peers = new Map<string, number[]>();
  board.games.forEach((game, g) => {
    if (game.slot === -1) return;
    const key = `${game.divisionId}@${game.date}`;
    peers.set(key, [...(peers.get(key) ?? []), g]);
  });
  const peersOf = (g: number) => peers.get(`${board.games[g]!.divisionId}@${board.games[g]!.date}`) ?? [];
  const movable = board.games.map((_, g) => g).filter((g) => peersOf(g).length > 1);
  const budget = input.iterations ?? Math.min(MAX_MOVES, MOVES_PER_GAME * board.games.length);
  // Only games adding to the penalty are tried; the search stops early when none does.
  let iterations = 0;
  for (let turn = 0; turn < budget * IDLE_TURNS && iterations < budget && movable.length > 0; turn++) {
    const g = movable[Math.floor(random() * movable.length)]!;
    if (!board.addsPenalty(g)) continue;
    iterations++;
    const peer = peersOf(g)[Math.floor(random() * peersOf(g).length)]!;
    const slot = board.games[peer]!.slot;
    if (slot !== -1 && !board.staticReject(g, slot)) tryMove(board, g, slot);
    if (iterations % MOVES_PER_PAUSE === 0) yield;
  }
  // Moves may have freed room for a game the greedy pass could not place.
  board.games.forEach((game, g) => {
    if (game.date !== null && game.slot === -1 && !board.placeBest(g, domains[g]!, true)) {
      augment(board, g, domains, new Set(), AUGMENT_DEPTH);
    }
  });
  const penaltyAfter = board.totalPenalty();

  // 4. Output.
  const games: DrawGame[] = board.games.map((game) => ({
    divisionId: game.divisionId,
    round: game.round,
    home: game.home,
    away: game.away,
    slotId: game.slot === -1 ? null : board.slots[game.slot]!.id,
    doublePoints: doublePoints.get(game.divisionId)!.has(game.round),
  }));
  const dutyDivisions = new Set(input.divisions.filter((d) => d.dutyTeams).map((d) => d.divisionId));
  for (const [i, team] of assignDuties(games, input.slots, dutyDivisions)) games[i]!.dutyTeamId = team;

  const unplaced: UnplacedGame[] = [];
  board.games.forEach((game, g) => {
    if (game.slot !== -1) return;
    const reasons =
      game.date === null
        ? [noDateReason(input.divisions, rounds, game.divisionId, game.round)]
        : board.explain(g, game.date, missing);
    unplaced.push({
      divisionId: game.divisionId,
      round: game.round,
      home: game.home,
      away: game.away,
      reasons,
    });
  });

  return {
    games,
    byes,
    unplaced,
    rounds,
    skippedDates,
    fairness: fairnessReport({ divisions: input.divisions, games, byes, slots: input.slots }),
    stats: { iterations, penaltyBefore, penaltyAfter },
  };
}

function noDateReason(
  divisions: DrawDivision[],
  rounds: RoundDate[],
  divisionId: number,
  round: number,
): string {
  const division = divisions.find((d) => d.divisionId === divisionId);
  const name = division?.name ?? 'the division';
  const days = division?.weekdays?.length
    ? ` on ${division.weekdays.map((d) => WEEKDAY_NAMES[d]).join(' or ')}`
    : '';
  const dated = rounds.filter((r) => r.divisionId === divisionId && r.date !== null).length;
  return dated === 0
    ? `No slots for ${name}${days} in the season`
    : `No playing date left for round ${round} of ${name}: the season has ${dated} dates with slots${days}`;
}

/**
 * The date of each round of a division: the candidate dates on its weekdays,
 * in order, that still have a slot. The dates passed over before the last
 * round (every slot blacked out or closed) are returned as skipped.
 */
export function divisionDates(
  division: DrawDivision,
  roundTotal: number,
  board: Board,
  missing: readonly MissingSlots[],
): { rounds: string[]; skipped: SkippedDate[] } {
  const weekdays = division.weekdays?.length ? new Set(division.weekdays) : null;
  const candidates = [...new Set([...board.dates(), ...missing.map((m) => m.date)])]
    .sort()
    .filter((d) => !weekdays || weekdays.has(weekdayOfIso(d)));
  const rounds: string[] = [];
  const skipped: SkippedDate[] = [];
  for (const date of candidates) {
    if (rounds.length === roundTotal) break;
    if (board.slotsOn(date).length > 0) {
      rounds.push(date);
      continue;
    }
    const reasons = [...new Set(missing.filter((m) => m.date === date).map((m) => m.text))];
    skipped.push({ divisionId: division.divisionId, date, reasons });
  }
  return { rounds, skipped };
}

const AUGMENT_DEPTH = 50;

/**
 * Places game g by moving games already placed on its day: a slot held by
 * another game is taken when that game can move to another of its slots, and
 * so on (Kuhn's augmenting path, with every hard rule checked at each step).
 */
export function augment(
  board: Board,
  g: number,
  domains: ReadonlyArray<readonly number[]>,
  visited: Set<number>,
  depth: number,
): boolean {
  const domain = domains[g]!;
  for (const s of domain) {
    if (board.gameIn(s) === -1 && !board.dynamicReject(g, s)) {
      board.place(g, s);
      return true;
    }
  }
  if (depth === 0) return false;
  for (const s of domain) {
    const other = board.gameIn(s);
    if (other === -1 || visited.has(s)) continue;
    visited.add(s);
    board.unplace(other);
    if (!board.dynamicReject(g, s)) {
      board.place(g, s);
      if (augment(board, other, domains, visited, depth - 1)) return true;
      board.unplace(g);
    }
    board.place(other, s);
  }
  return false;
}

/** The slots just before and after each slot of a date on its court. */
function besideSlots(board: Board, date: string): Map<number, number[]> {
  const beside = new Map<number, number[]>();
  for (const column of courtColumns(board, date)) {
    column.forEach((s, i) =>
      beside.set(
        s,
        [column[i - 1], column[i + 1]].filter((x) => x !== undefined),
      ),
    );
  }
  return beside;
}

/**
 * Places game g, which its block cannot take, on an allowed slot no other division's block
 * wants, else on one that is: next to a game of its division on the court (so a duty team is
 * at hand), else the earliest. False when no slot is allowed.
 */
function placeBeside(
  board: Board,
  g: number,
  domain: readonly number[],
  beside: ReadonlyMap<number, readonly number[]>,
  reserved: ReadonlySet<number>,
): boolean {
  const division = board.games[g]!.divisionId;
  for (const wanted of [false, true]) {
    let first = -1;
    for (const s of domain) {
      if (reserved.has(s) !== wanted || board.gameIn(s) !== -1 || board.dynamicReject(g, s)) continue;
      if (first === -1) first = s;
      const next = beside.get(s) ?? [];
      if (next.some((n) => board.gameIn(n) !== -1 && board.games[board.gameIn(n)]!.divisionId === division)) {
        first = s;
        break;
      }
    }
    if (first !== -1) {
      board.place(g, first);
      return true;
    }
  }
  return false;
}

/**
 * Moves game g to slot s (or swaps it with the game there) when every hard rule
 * still holds and the penalty does not rise; otherwise leaves both as they were.
 */
export function tryMove(board: Board, g: number, s: number): boolean {
  const game = board.games[g]!;
  const from = game.slot;
  if (from === -1 || from === s) return false;
  const other = board.gameIn(s);

  if (other === -1) {
    if (board.dynamicReject(g, s)) return false;
    const teams = [game.home, game.away];
    const before = board.penaltyOf(teams);
    board.place(g, s);
    if (board.penaltyOf(teams) <= before) return true;
    board.place(g, from);
    return false;
  }

  if (board.staticReject(other, from)) return false;
  const o = board.games[other]!;
  const teams = [game.home, game.away, o.home, o.away];
  const before = board.penaltyOf(teams);
  board.unplace(g);
  board.unplace(other);
  let ok = !board.dynamicReject(g, s);
  if (ok) {
    board.place(g, s);
    ok = !board.dynamicReject(other, from);
    if (ok) {
      board.place(other, from);
      if (board.penaltyOf(teams) <= before) return true;
      board.unplace(other);
    }
    board.unplace(g);
  }
  board.place(g, from);
  board.place(other, s);
  return false;
}

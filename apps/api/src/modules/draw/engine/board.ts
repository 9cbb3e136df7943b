// The working state of a draw while games are placed: which slot each game has,
// the hard rules a slot is checked against, the soft penalty, and the reasons a
// game found no slot. Placement and repair both work on a board.
//
// Hard rules, in the order a slot is checked (the first that fails is its reason):
//   static (the same whatever else is placed): the team cannot play then, a start
//   time limit, the slot is booked by something outside this draw;
//   dynamic: the slot (or one overlapping it on the court) has a game, one of the
//   teams plays at an overlapping time, a team sharing players or a coach with
//   one of the teams plays at an overlapping time.
// Soft penalty per team: early and late games squared (so they spread evenly),
// venue changes between consecutive rounds, games away from preferred venues.
import { DAY_END, DAY_START, dmy, hhmm, overlaps, timeRange } from './labels.js';
import type { ClashPair, DrawDivision, MissingSlots, Slot, TeamUnavailability } from './types.js';

export const PENALTY = {
  /** Per team, times the square of its early games, and again of its late games. */
  earlyOrLate: 1,
  /** Per change of venue between a team's consecutive rounds. */
  venueChange: 2,
  /** Per team per game at a venue its division does not prefer. */
  offPreferredVenue: 3,
} as const;

export interface BoardGame {
  divisionId: number;
  round: number;
  home: number;
  away: number;
  /** The date the game belongs on; null when its round has no date. */
  date: string | null;
  /** Board slot index, -1 while unplaced. */
  slot: number;
}

interface BoardTeam {
  teamId: number;
  name: string;
  unavailable: TeamUnavailability[];
  notBeforeMinute: number | undefined;
  notAfterMinute: number | undefined;
  clashWith: number[];
  preferredVenues: Set<number> | null;
  /** Board game indexes in round order. */
  games: number[];
  early: number;
  late: number;
  offPreferred: number;
}

export type Rejection =
  | { rule: 'unavailable'; team: number; window: TeamUnavailability }
  | { rule: 'notBefore' | 'notAfter'; team: number }
  | { rule: 'used'; slot: number }
  | { rule: 'busy'; team: number; at: number }
  | { rule: 'clash'; team: number; other: number; at: number };

const NONE = -1;

export class Board {
  readonly slots: Slot[];
  readonly games: BoardGame[] = [];
  private readonly slotIndex = new Map<string, number>();
  /** False for a slot kept only because a played game sits on it (it no longer exists). */
  private readonly exists: boolean[];
  private readonly occupied: boolean[];
  private readonly slotGame: Int32Array;
  private readonly slotVenue: Int32Array;
  /** games[g].slot again, as a plain number array: the penalty reads it in its inner loop. */
  private readonly gameSlot: number[] = [];
  /** The home and away team of each game. */
  private readonly gameTeams: Array<readonly BoardTeam[]> = [];
  /** Other slots on the same court and date whose times overlap. */
  private readonly courtOverlaps: number[][];
  private readonly dateSlots = new Map<string, number[]>();
  private readonly early: boolean[];
  private readonly late: boolean[];
  private readonly teams = new Map<number, BoardTeam>();
  /** team -> date -> board game indexes. */
  private readonly teamDays = new Map<number, Map<string, number[]>>();

  /**
   * @param slots the slots that exist
   * @param goneSlots slots that no longer exist but hold a played game (they still block their court and teams)
   */
  constructor(
    slots: Slot[],
    opts: { divisions: DrawDivision[]; clashes: ClashPair[]; occupied: Iterable<string>; goneSlots?: Slot[] },
  ) {
    this.slots = [...slots, ...(opts.goneSlots ?? [])];
    this.exists = this.slots.map((_, i) => i < slots.length);
    this.slots.forEach((s, i) => this.slotIndex.set(s.id, i));
    this.slotGame = new Int32Array(this.slots.length).fill(NONE);
    this.slotVenue = Int32Array.from(this.slots, (s) => s.venueId);
    this.occupied = this.slots.map(() => false);
    for (const id of opts.occupied) {
      const i = this.slotIndex.get(id);
      if (i !== undefined) this.occupied[i] = true;
    }

    const courtDays = new Map<string, number[]>();
    this.slots.forEach((s, i) => {
      const key = `${s.courtId}@${s.date}`;
      const list = courtDays.get(key) ?? [];
      list.push(i);
      courtDays.set(key, list);
      if (this.exists[i]) {
        const day = this.dateSlots.get(s.date) ?? [];
        day.push(i);
        this.dateSlots.set(s.date, day);
      }
    });
    const byStart = (a: number, b: number) =>
      this.slots[a]!.startMinute - this.slots[b]!.startMinute || a - b;
    for (const day of this.dateSlots.values()) day.sort(byStart);
    this.courtOverlaps = this.slots.map(() => []);
    for (const list of courtDays.values()) {
      for (const a of list) {
        for (const b of list) {
          const sa = this.slots[a]!;
          const sb = this.slots[b]!;
          if (a !== b && overlaps(sa.startMinute, sa.endMinute, sb.startMinute, sb.endMinute)) {
            this.courtOverlaps[a]!.push(b);
          }
        }
      }
    }
    // A slot taken by something outside the draw also takes the slots overlapping it.
    const booked = this.occupied.map((o, i) => o || this.courtOverlaps[i]!.some((j) => this.occupied[j]));
    booked.forEach((b, i) => (this.occupied[i] = b));

    const marks = earlyAndLate(slots);
    this.early = this.slots.map((s) => marks.get(s.id) === 'early');
    this.late = this.slots.map((s) => marks.get(s.id) === 'late');

    for (const division of opts.divisions) {
      const preferred = division.venueIds?.length ? new Set(division.venueIds) : null;
      for (const t of division.teams) {
        this.teams.set(t.teamId, {
          teamId: t.teamId,
          name: t.name,
          unavailable: t.unavailable ?? [],
          notBeforeMinute: t.notBeforeMinute,
          notAfterMinute: t.notAfterMinute,
          clashWith: [],
          preferredVenues: preferred,
          games: [],
          early: 0,
          late: 0,
          offPreferred: 0,
        });
      }
    }
    for (const [a, b] of opts.clashes) {
      const ta = this.teams.get(a);
      const tb = this.teams.get(b);
      if (a === b) continue;
      if (ta && !ta.clashWith.includes(b)) ta.clashWith.push(b);
      if (tb && !tb.clashWith.includes(a)) tb.clashWith.push(a);
    }
  }

  // ------------------------------------------------------------ lookups

  slotOf(id: string): number | undefined {
    return this.slotIndex.get(id);
  }
  slotExists(i: number): boolean {
    return this.exists[i] ?? false;
  }
  readonly isBooked = (slot: number): boolean => this.occupied[slot] ?? false;
  /** Existing slots of a date, by start time. */
  slotsOn(date: string): readonly number[] {
    return this.dateSlots.get(date) ?? [];
  }
  /** Dates with at least one existing slot, in order. */
  dates(): string[] {
    return [...this.dateSlots.keys()].sort();
  }
  gameIn(slot: number): number {
    return this.slotGame[slot] ?? NONE;
  }
  teamName(teamId: number): string {
    return this.teams.get(teamId)?.name ?? `Team ${teamId}`;
  }
  /** Board game indexes of a team on a date. */
  gamesOn(teamId: number, date: string): readonly number[] {
    return this.teamDays.get(teamId)?.get(date) ?? [];
  }

  // ------------------------------------------------------------ games

  addGame(game: Omit<BoardGame, 'slot'>): number {
    const g = this.games.length;
    const { divisionId, round, home, away, date } = game;
    this.games.push({ divisionId, round, home, away, date, slot: NONE });
    this.gameSlot.push(NONE);
    this.gameTeams.push([home, away].flatMap((t) => this.teams.get(t) ?? []));
    for (const t of [game.home, game.away]) {
      const team = this.teams.get(t);
      if (team) {
        // Keep round order: a repair adds games out of order.
        let at = team.games.length;
        while (at > 0 && this.games[team.games[at - 1]!]!.round > game.round) at--;
        team.games.splice(at, 0, g);
      }
    }
    if (game.date !== null) this.linkDay(g, game.date);
    return g;
  }

  /** Moves an unplaced game to another date (a catch-up date in a repair). */
  setDate(g: number, date: string | null): void {
    const game = this.games[g]!;
    if (game.slot !== NONE) throw new Error('unplace the game before changing its date');
    if (game.date !== null) {
      for (const t of [game.home, game.away]) {
        const list = this.teamDays.get(t)?.get(game.date);
        if (list) list.splice(list.indexOf(g), 1);
      }
    }
    game.date = date;
    if (date !== null) this.linkDay(g, date);
  }

  private linkDay(g: number, date: string): void {
    const game = this.games[g]!;
    for (const t of [game.home, game.away]) {
      let days = this.teamDays.get(t);
      if (!days) this.teamDays.set(t, (days = new Map<string, number[]>()));
      const list = days.get(date) ?? [];
      list.push(g);
      days.set(date, list);
    }
  }

  place(g: number, slot: number): void {
    const game = this.games[g]!;
    if (game.slot !== NONE) this.unplace(g);
    game.slot = slot;
    this.gameSlot[g] = slot;
    this.slotGame[slot] = g;
    this.count(game, slot, 1);
  }

  unplace(g: number): void {
    const game = this.games[g]!;
    if (game.slot === NONE) return;
    this.count(game, game.slot, -1);
    this.slotGame[game.slot] = NONE;
    game.slot = NONE;
    this.gameSlot[g] = NONE;
  }

  private count(game: BoardGame, slot: number, by: 1 | -1): void {
    const venue = this.slots[slot]!.venueId;
    for (const t of [game.home, game.away]) {
      const team = this.teams.get(t);
      if (!team) continue;
      if (this.early[slot]) team.early += by;
      if (this.late[slot]) team.late += by;
      if (team.preferredVenues && !team.preferredVenues.has(venue)) team.offPreferred += by;
    }
  }

  // ------------------------------------------------------------ hard rules

  /** The first rule that does not depend on other games which rules the slot out. */
  staticReject(g: number, slot: number): Rejection | null {
    const s = this.slots[slot]!;
    const teams = this.gameTeams[g]!;
    for (const team of teams) {
      for (const window of team.unavailable) {
        if (
          window.date === s.date &&
          overlaps(s.startMinute, s.endMinute, window.fromMinute ?? DAY_START, window.toMinute ?? DAY_END)
        ) {
          return { rule: 'unavailable', team: team.teamId, window };
        }
      }
    }
    for (const team of teams) {
      if (team.notBeforeMinute !== undefined && s.startMinute < team.notBeforeMinute) {
        return { rule: 'notBefore', team: team.teamId };
      }
      if (team.notAfterMinute !== undefined && s.startMinute > team.notAfterMinute) {
        return { rule: 'notAfter', team: team.teamId };
      }
    }
    if (this.occupied[slot]) return { rule: 'used', slot };
    return null;
  }

  /** The first rule depending on the other placed games which rules the slot out. */
  dynamicReject(g: number, slot: number): Rejection | null {
    const used = this.slotGame[slot]!;
    if (used !== NONE && used !== g) return { rule: 'used', slot };
    for (const o of this.courtOverlaps[slot]!) {
      const other = this.slotGame[o]!;
      if (other !== NONE && other !== g) return { rule: 'used', slot };
    }
    const s = this.slots[slot]!;
    const game = this.games[g]!;
    let at = this.playsDuring(game.home, s, g);
    if (at !== NONE) return { rule: 'busy', team: game.home, at };
    at = this.playsDuring(game.away, s, g);
    if (at !== NONE) return { rule: 'busy', team: game.away, at };
    for (const team of this.gameTeams[g]!) {
      for (const other of team.clashWith) {
        const at = this.playsDuring(other, s, g);
        if (at !== NONE) return { rule: 'clash', team: team.teamId, other, at };
      }
    }
    return null;
  }

  reject(g: number, slot: number): Rejection | null {
    return this.staticReject(g, slot) ?? this.dynamicReject(g, slot);
  }

  /** The slot of a game of `teamId` (other than `except`) overlapping `s`, else -1. */
  private playsDuring(teamId: number, s: Slot, except: number): number {
    for (const g of this.gamesOn(teamId, s.date)) {
      const slot = this.gameSlot[g]!;
      if (g === except || slot === NONE) continue;
      const o = this.slots[slot]!;
      if (overlaps(s.startMinute, s.endMinute, o.startMinute, o.endMinute)) return slot;
    }
    return NONE;
  }

  // ------------------------------------------------------------ soft penalty

  teamPenalty(teamId: number): number {
    const team = this.teams.get(teamId);
    if (!team) return 0;
    let changes = 0;
    let lastVenue = NONE;
    const games = team.games;
    for (let i = 0; i < games.length; i++) {
      const slot = this.gameSlot[games[i]!]!;
      if (slot === NONE) continue;
      const venue = this.slotVenue[slot]!;
      if (lastVenue !== NONE && venue !== lastVenue) changes++;
      lastVenue = venue;
    }
    return (
      PENALTY.earlyOrLate * (team.early * team.early + team.late * team.late) +
      PENALTY.venueChange * changes +
      PENALTY.offPreferredVenue * team.offPreferred
    );
  }

  /**
   * Whether game g adds to the penalty at all: early or late, away from a
   * preferred venue, or at another venue than a team's game before or after.
   * The local search only tries to move games that do.
   */
  addsPenalty(g: number): boolean {
    const slot = this.gameSlot[g]!;
    if (slot === NONE) return false;
    if (this.early[slot] || this.late[slot]) return true;
    const venue = this.slotVenue[slot]!;
    for (const team of this.gameTeams[g]!) {
      if (team.preferredVenues && !team.preferredVenues.has(venue)) return true;
    }
    return this.neighbourVenues(g).some((v) => v !== venue);
  }

  /** The venues of the home and away teams' placed games just before and after game g. */
  neighbourVenues(g: number): number[] {
    const out: number[] = [];
    for (const team of this.gameTeams[g]!) {
      const at = team.games.indexOf(g);
      for (const step of [-1, 1]) {
        for (let i = at + step; i >= 0 && i < team.games.length; i += step) {
          const slot = this.gameSlot[team.games[i]!]!;
          if (slot === NONE) continue;
          out.push(this.slotVenue[slot]!);
          break;
        }
      }
    }
    return out;
  }

  venueOf(slot: number): number {
    return this.slotVenue[slot]!;
  }

  penaltyOf(teamIds: readonly number[]): number {
    let sum = 0;
    for (let i = 0; i < teamIds.length; i++) {
      if (teamIds.indexOf(teamIds[i]!) === i) sum += this.teamPenalty(teamIds[i]!);
    }
    return sum;
  }

  totalPenalty(): number {
    let sum = 0;
    for (const t of this.teams.keys()) sum += this.teamPenalty(t);
    return sum;
  }

  /**
   * Places a game on the allowed slot of `candidates` that adds least penalty
   * (the first such slot on a tie). False when none is allowed. `staticChecked`:
   * the candidates are known to pass staticReject.
   */
  placeBest(g: number, candidates: readonly number[], staticChecked = false): boolean {
    const game = this.games[g]!;
    const teams = [game.home, game.away];
    // The penalty depends only on the venue and whether the slot is early or late.
    const seen = new Map<number, number>();
    let best = NONE;
    let bestCost = Infinity;
    for (const s of candidates) {
      if (staticChecked ? this.dynamicReject(g, s) : this.reject(g, s)) continue;
      const key = this.slots[s]!.venueId * 4 + (this.early[s] ? 1 : 0) + (this.late[s] ? 2 : 0);
      let cost = seen.get(key);
      if (cost === undefined) {
        this.place(g, s);
        cost = this.penaltyOf(teams);
        this.unplace(g);
        seen.set(key, cost);
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = s;
      }
    }
    if (best === NONE) return false;
    this.place(g, best);
    return true;
  }

  // ------------------------------------------------------------ explanations

  /**
   * Why game g has no slot on `date`: each of the date's slots (and the slots
   * blackouts and closures removed) under the first rule that ruled it out,
   * grouped, with how many slots each group took.
   */
  explain(g: number, date: string, missing: readonly MissingSlots[]): string[] {
    const existing = this.slotsOn(date);
    const gone = missing.filter((m) => m.date === date);
    const total = existing.length + gone.reduce((n, m) => n + m.slots.length, 0);
    if (total === 0) return [`No slots on ${dmy(date)}`];

    const groups = new Map<string, { order: number; start: number; text: string; count: number }>();
    const add = (key: string, order: number, start: number, text: string, count = 1) => {
      const group = groups.get(key);
      if (group) group.count += count;
      else groups.set(key, { order, start, text, count });
    };
    for (const m of gone) add(`missing:${m.text}`, 0, m.slots[0]?.startMinute ?? 0, m.text, m.slots.length);

    const on = dmy(date);
    for (const slot of existing) {
      const r = this.reject(g, slot);
      if (r) {
        const { key, order, start, text } = this.reason(r, slot);
        add(key, order, start, text);
      }
    }

    // Times at which every slot was used read as one span: 'Every slot from 08:00 to 11:50 ...'.
    const ranges = [
      ...new Set(existing.map((i) => timeRange(this.slots[i]!.startMinute, this.slots[i]!.endMinute))),
    ];
    const slotsAt = (range: string) =>
      existing.filter((i) => timeRange(this.slots[i]!.startMinute, this.slots[i]!.endMinute) === range)
        .length;
    type Line = { text: string; count: number; span?: { first: string; last: string; index: number } };
    const lines: Line[] = [];
    const sorted = [...groups.entries()].sort(([, a], [, b]) => a.order - b.order || a.start - b.start);
    for (const [key, group] of sorted) {
      const previous = lines.at(-1)?.span;
      if (!key.startsWith('used:')) lines.push(group);
      else if (group.count < slotsAt(group.text)) {
        lines.push({ text: `Slots at ${group.text} on ${on} already used`, count: group.count });
      } else {
        const index = ranges.indexOf(group.text);
        if (previous && index === previous.index + 1) {
          const line = lines.at(-1)!;
          line.count += group.count;
          line.span = { ...previous, last: group.text, index };
        } else
          lines.push({ text: '', count: group.count, span: { first: group.text, last: group.text, index } });
      }
    }
    for (const line of lines) {
      if (!line.span) continue;
      const { first, last } = line.span;
      line.text =
        first === last
          ? `Every slot at ${first} on ${on} already used`
          : `Every slot from ${first.slice(0, 5)} to ${last.slice(6)} on ${on} already used`;
    }
    return lines.map((l) => `${l.text}: ${l.count} of ${total} slot${total === 1 ? '' : 's'}`);
  }

  /**
   * Why a game cannot take one slot, in the words `explain` uses (null when it can): a single
   * game moved by hand is checked with the same rules and sentences as a whole draft.
   */
  whyNot(g: number, slot: number): string | null {
    const r = this.reject(g, slot);
    if (!r) return null;
    const { key, text } = this.reason(r, slot);
    const s = this.slots[slot]!;
    return key.startsWith('used:') ? `${s.courtName} is already used at ${text} on ${dmy(s.date)}` : text;
  }

  /** A rejection as explain groups it: its group key, sort order, start minute and sentence. */
  private reason(r: Rejection, slot: number): { key: string; order: number; start: number; text: string } {
    const s = this.slots[slot]!;
    const on = dmy(s.date);
    const name = (t: number) => this.teamName(t);
    switch (r.rule) {
      case 'unavailable': {
        const { fromMinute, toMinute, clashWith } = r.window;
        if (clashWith !== undefined) {
          const range = timeRange(fromMinute ?? DAY_START, toMinute ?? DAY_END);
          return {
            key: `clash:${r.team}:${clashWith}:${range}`,
            order: 5,
            start: fromMinute ?? DAY_START,
            text: `${name(r.team)} share players or a coach with ${clashWith}, who play at ${range} on ${on}`,
          };
        }
        const whole = fromMinute === undefined && toMinute === undefined;
        const when = whole ? '' : ` ${timeRange(fromMinute ?? DAY_START, toMinute ?? DAY_END)}`;
        return {
          key: `u:${r.team}:${when}`,
          order: 1,
          start: fromMinute ?? DAY_START,
          text: `${name(r.team)} cannot play${when} on ${on}`,
        };
      }
      case 'notBefore':
      case 'notAfter': {
        const team = this.teams.get(r.team)!;
        const text =
          r.rule === 'notBefore'
            ? `${name(r.team)} not before ${hhmm(team.notBeforeMinute!)}`
            : `${name(r.team)} not after ${hhmm(team.notAfterMinute!)}`;
        return { key: `${r.rule}:${r.team}`, order: 2, start: 0, text };
      }
      case 'used': {
        const range = timeRange(s.startMinute, s.endMinute);
        return { key: `used:${range}`, order: 3, start: s.startMinute, text: range };
      }
      case 'busy': {
        const o = this.slots[r.at]!;
        const range = timeRange(o.startMinute, o.endMinute);
        return {
          key: `busy:${r.team}:${range}`,
          order: 4,
          start: o.startMinute,
          text: `${name(r.team)} already play at ${range} on ${on}`,
        };
      }
      case 'clash': {
        const o = this.slots[r.at]!;
        const range = timeRange(o.startMinute, o.endMinute);
        return {
          key: `clash:${r.team}:${r.other}:${range}`,
          order: 5,
          start: o.startMinute,
          text: `${name(r.team)} share players or a coach with ${name(r.other)}, who play at ${range} on ${on}`,
        };
      }
    }
  }
}

/**
 * Each slot at its date's first start time is early and at its last, late; a
 * date with one start time has neither.
 */
export function earlyAndLate(slots: readonly Slot[]): Map<string, 'early' | 'late'> {
  const bounds = new Map<string, { first: number; last: number }>();
  for (const s of slots) {
    const b = bounds.get(s.date);
    if (!b) bounds.set(s.date, { first: s.startMinute, last: s.startMinute });
    else {
      b.first = Math.min(b.first, s.startMinute);
      b.last = Math.max(b.last, s.startMinute);
    }
  }
  const marks = new Map<string, 'early' | 'late'>();
  for (const s of slots) {
    const b = bounds.get(s.date)!;
    if (b.first === b.last) continue;
    if (s.startMinute === b.first) marks.set(s.id, 'early');
    else if (s.startMinute === b.last) marks.set(s.id, 'late');
  }
  return marks;
}

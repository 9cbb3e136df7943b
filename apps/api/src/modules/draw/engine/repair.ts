// Repairs a published draw after a washout, a new blackout or closure, or a
// withdrawn team, moving as few games as possible:
// - played games never move (even on a slot that is now gone);
// - an unplayed game keeps its slot (and so its gameId and referees) unless the
//   slot is gone or the game now breaks a hard rule; games are checked in time
//   order, so of two games in conflict the later one moves;
// - a game that must move takes the best free slot on its own date, else the
//   first later date (on the division's weekdays) where neither team plays,
//   such as a catch-up date after the last round; else it is left unplaced
//   with the reasons;
// - games of a withdrawn team that are not played are removed and the opponent
//   has a bye that round;
// - games that had no slot before the change are left alone: placing them is a
//   decision for staff, not a side effect of a washout.
// Duty teams: an unplayed game whose duty team no longer plays next to it on
// the court (or withdrew), or that moved, gets a new one not already on duty that day (or none).
import { Board } from './board.js';
import { DutyCourts, fewestDuties, type DutyGame } from './duties.js';
import { weekdayOfIso } from './labels.js';
import { divisionDates } from './placement.js';
import { expandSlots } from './slots.js';
import type { CurrentGame, RepairInput, RepairResult, Slot } from './types.js';

export function repairDraw(input: RepairInput): RepairResult {
  const { change } = input;
  const before = expandSlots(input.slotsInput);
  const after = expandSlots({
    ...input.slotsInput,
    blackouts: [
      ...(input.slotsInput.blackouts ?? []),
      ...(change.blackouts ?? []),
      ...(change.washout ? [{ ...change.washout, reason: 'Washout' }] : []),
    ],
    closures: [...(input.slotsInput.closures ?? []), ...(change.closures ?? [])],
  });

  // Withdrawn teams: their unplayed games go, and the opponent sits out.
  const withdrawn = new Set(change.withdrawnTeamIds ?? []);
  const removed: number[] = [];
  const byes: RepairResult['byes'] = [];
  const current: CurrentGame[] = [];
  for (const game of input.games) {
    if (!game.played && (withdrawn.has(game.home) || withdrawn.has(game.away))) {
      removed.push(game.gameId);
      for (const t of [game.home, game.away]) {
        if (!withdrawn.has(t)) byes.push({ divisionId: game.divisionId, round: game.round, teamId: t });
      }
    } else current.push(game);
  }

  const beforeById = new Map(before.slots.map((s) => [s.id, s]));
  const afterIds = new Set(after.slots.map((s) => s.id));
  const goneSlots = current
    .filter((g) => g.played && g.slotId !== null && !afterIds.has(g.slotId))
    .map((g) => beforeById.get(g.slotId!))
    .filter((s): s is Slot => s !== undefined);
  const board = new Board(after.slots, {
    divisions: input.divisions,
    clashes: input.clashes ?? [],
    occupied: input.occupied ?? [],
    goneSlots,
  });

  // The date a game without a known slot belongs on: its round's date in the draw as made.
  let roundDates: ((divisionId: number, round: number) => string | null) | undefined;
  const roundDate = (divisionId: number, round: number) =>
    (roundDates ??= roundDatesBefore(input, before.slots, before.missing))(divisionId, round);

  // Played games first, then by time: the first of two games in conflict keeps its slot.
  const timeOf = (g: CurrentGame) => {
    const s = g.slotId === null ? undefined : beforeById.get(g.slotId);
    return s ? `${s.date}T${String(s.startMinute).padStart(4, '0')}` : '~';
  };
  const ordered = [...current].sort(
    (a, b) =>
      Number(b.played) - Number(a.played) ||
      (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0) ||
      a.gameId - b.gameId,
  );
  const boardIndex = new Map<number, number>();
  const toPlace: CurrentGame[] = [];
  for (const game of ordered) {
    const slot = game.slotId === null ? undefined : beforeById.get(game.slotId);
    const date = slot?.date ?? roundDate(game.divisionId, game.round);
    const g = board.addGame({
      divisionId: game.divisionId,
      round: game.round,
      home: game.home,
      away: game.away,
      date,
    });
    boardIndex.set(game.gameId, g);
    const at = game.slotId === null ? undefined : board.slotOf(game.slotId);
    if (game.played || game.slotId === null) {
      if (at !== undefined) board.place(g, at);
    } else if (at !== undefined && board.slotExists(at) && !board.reject(g, at)) {
      board.place(g, at);
    } else {
      toPlace.push(game);
    }
  }

  const weekdaysOf = new Map(
    input.divisions.map((d) => [d.divisionId, d.weekdays?.length ? new Set(d.weekdays) : null]),
  );
  const moves: RepairResult['moves'] = [];
  const unplaced: RepairResult['unplaced'] = [];
  const moved = new Set<number>();
  for (const game of toPlace) {
    const g = boardIndex.get(game.gameId)!;
    const date = board.games[g]!.date;
    let placed = date !== null && board.placeBest(g, board.slotsOn(date));
    if (!placed) {
      const weekdays = weekdaysOf.get(game.divisionId) ?? null;
      for (const later of board.dates()) {
        if (date !== null && later <= date) continue;
        if (weekdays && !weekdays.has(weekdayOfIso(later))) continue;
        if (board.gamesOn(game.home, later).length > 0 || board.gamesOn(game.away, later).length > 0)
          continue;
        board.setDate(g, later);
        placed = board.placeBest(g, board.slotsOn(later));
        if (placed) break;
        board.setDate(g, date);
      }
    }
    const slot = board.games[g]!.slot;
    const toSlotId = placed ? board.slots[slot]!.id : null;
    moves.push({ gameId: game.gameId, fromSlotId: game.slotId!, toSlotId });
    moved.add(game.gameId);
    if (!placed) {
      const reasons = date === null ? [] : board.explain(g, date, after.missing);
      reasons.push(
        `No later date with a free slot while ${board.teamName(game.home)} and ${board.teamName(game.away)} are both free`,
      );
      unplaced.push({
        gameId: game.gameId,
        divisionId: game.divisionId,
        round: game.round,
        home: game.home,
        away: game.away,
        reasons,
      });
    }
  }

  return {
    moves,
    removed,
    byes,
    unplaced,
    duties: repairDuties(input, current, board, boardIndex, moved, withdrawn),
    unchanged: input.games.length - removed.length - moves.length,
  };
}

/** Round -> date of each division, as placeGames dated the draw before the change. */
function roundDatesBefore(
  input: RepairInput,
  slots: Slot[],
  missing: ReturnType<typeof expandSlots>['missing'],
) {
  const board = new Board(slots, { divisions: input.divisions, clashes: [], occupied: [] });
  const dates = new Map<number, string[]>();
  for (const division of input.divisions) {
    const last = Math.max(
      0,
      ...input.games.filter((g) => g.divisionId === division.divisionId).map((g) => g.round),
    );
    dates.set(division.divisionId, divisionDates(division, last, board, missing).rounds);
  }
  return (divisionId: number, round: number) => dates.get(divisionId)?.[round - 1] ?? null;
}

function repairDuties(
  input: RepairInput,
  current: CurrentGame[],
  board: Board,
  boardIndex: Map<number, number>,
  moved: Set<number>,
  withdrawn: Set<number>,
): RepairResult['duties'] {
  const dutyDivisions = new Set(input.divisions.filter((d) => d.dutyTeams).map((d) => d.divisionId));
  if (dutyDivisions.size === 0) return [];
  const dutyGames: DutyGame[] = current.map((game) => {
    const slot = board.games[boardIndex.get(game.gameId)!]!.slot;
    return { ...game, slotId: slot === -1 ? null : board.slots[slot]!.id };
  });
  const courts = new DutyCourts(dutyGames, board.slots);
  const counts = new Map<number, number>();
  // A team is on duty at most once a day: duties per team and date.
  const daily = new Map<string, number>();
  const dayKey = (team: number, i: number) => `${team}@${courts.slotOf(i)?.date}`;
  current.forEach((game, i) => {
    if (game.dutyTeamId == null) return;
    counts.set(game.dutyTeamId, (counts.get(game.dutyTeamId) ?? 0) + 1);
    daily.set(dayKey(game.dutyTeamId, i), (daily.get(dayKey(game.dutyTeamId, i)) ?? 0) + 1);
  });
  const out: RepairResult['duties'] = [];
  const order = current
    .map((_, i) => i)
    .filter((i) => !current[i]!.played && dutyDivisions.has(current[i]!.divisionId))
    .sort((a, b) => {
      const sa = courts.slotOf(a);
      const sb = courts.slotOf(b);
      const ka = sa ? `${sa.date}T${String(sa.startMinute).padStart(4, '0')}` : '~';
      const kb = sb ? `${sb.date}T${String(sb.startMinute).padStart(4, '0')}` : '~';
      return ka < kb ? -1 : ka > kb ? 1 : a - b;
    });
  for (const i of order) {
    const game = current[i]!;
    const now = game.dutyTeamId ?? null;
    const candidates = courts.candidates(i).filter((t) => !withdrawn.has(t));
    const stillFits = now !== null && candidates.includes(now);
    if (stillFits || (now === null && !moved.has(game.gameId))) continue;
    if (now !== null) {
      counts.set(now, (counts.get(now) ?? 1) - 1);
      daily.set(dayKey(now, i), (daily.get(dayKey(now, i)) ?? 1) - 1);
    }
    const free = candidates.filter((t) => !daily.get(dayKey(t, i)));
    const next = fewestDuties(free, counts) ?? null;
    if (next !== null) {
      counts.set(next, (counts.get(next) ?? 0) + 1);
      daily.set(dayKey(next, i), (daily.get(dayKey(next, i)) ?? 0) + 1);
    }
    if (next !== now) out.push({ gameId: game.gameId, dutyTeamId: next });
  }
  return out;
}

// Staff move one published game to another date, time or court, or swap two games' places, from
// the Draw screen. The new places are checked as an imported file's lines are (within the season,
// on a time slot, not a played game) and against the engine's hard rules with the sentences a
// draft gives; its officials' clashes are warnings staff read before confirming. The move is then
// a draft of the moved games published at once, the path an imported file takes: the games keep
// their ids, officials and scorers; their managers hear of the change and their officials of the
// new time; the court's one-use rule and the season's lock settle two moves racing for one slot.
import type { TGameChangeCheck, TGameChanged, TGameMove } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { nothingToAudit } from '../audit/index.js';
import { localInstant, localIsoDate } from '../../lib/local-dates.js';
import { checkMoves, type CurrentGame } from './engine/index.js';
import { occupiedSlots, seasonInputs, slotIdAt, slotPlan } from './draw-inputs.js';
import { refuseMisplaced } from './draw-csv.service.js';
import {
  fromPublished,
  gameColumns,
  publishedGames,
  saveDraft,
  gameStart,
  type DraftGameRow,
} from './draft-rows.js';
import { discardDraft, publishDraft, publishedDrafts, STALE } from './draft-publish.service.js';
import { gameOfficials, type GamePlace } from './game-officials.js';
import { findSeason } from './season-setup.service.js';

/** A game moving: where it goes. */
interface Move {
  gameId: number;
  startsAt: Date;
  endsAt: Date;
  courtId: number;
}

const gameSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  courtId: true,
  divisionId: true,
  teamAId: true,
  teamBId: true,
  byeTeamId: true,
  division: { select: { seasonId: true } },
  result: { select: { id: true } },
} as const;

async function gamesToChange(deps: Deps, ids: number[]) {
  const games = await deps.db.game.findMany({ where: { id: { in: ids } }, select: gameSelect });
  const byId = new Map(games.map((g) => [g.id, g]));
  const found = ids.map((id) => byId.get(id));
  if (found.some((g) => !g)) throw notFound('Game');
  for (const g of found) {
    if (g!.result)
      throw new AppError('conflict', `Game ${g!.id} has a result: it stays where it was played.`);
    if (g!.courtId === null || g!.byeTeamId !== null)
      throw fieldError('game_id', 'A bye has no time or court: move the games of its round instead.');
  }
  if (new Set(found.map((g) => g!.division.seasonId)).size > 1)
    throw fieldError('game_id', 'Swap games of the same season.');
  return found.map((g) => g!);
}

type Game = Awaited<ReturnType<typeof gamesToChange>>[number];

/** The divisions' published games, finals too. */
const gamesOf = async (deps: Deps, divisionIds: number[]) => [
  ...(await publishedGames(deps.db, divisionIds)),
  ...(await publishedGames(deps.db, divisionIds, true)),
];

const ALREADY_THERE = 'The game is already there: choose another date, time or court.';

/** The move of a game to a date, time and court; it keeps its length. */
async function movesOf(deps: Deps, gameId: number, to: TGameMove) {
  const [game] = await gamesToChange(deps, [gameId]);
  const { timeZone } = deps.settings.current();
  const startsAt = localInstant(to.date, to.time, timeZone);
  const length = game!.endsAt.getTime() - game!.startsAt.getTime();
  const move: Move = {
    gameId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + length),
    courtId: to.court_id,
  };
  const unchanged = startsAt.getTime() === game!.startsAt.getTime() && to.court_id === game!.courtId;
  return { games: [game!], moves: [move], unchanged };
}

/** Two games trading places: each takes the other's court, start and end. */
async function swapOf(deps: Deps, gameId: number, otherId: number) {
  if (gameId === otherId) throw fieldError('game_id', 'Choose another game to swap with.');
  const games = await gamesToChange(deps, [gameId, otherId]);
  const [a, b] = games as [Game, Game];
  const moves: Move[] = [
    { gameId: a.id, startsAt: b.startsAt, endsAt: b.endsAt, courtId: b.courtId! },
    { gameId: b.id, startsAt: a.startsAt, endsAt: a.endsAt, courtId: a.courtId! },
  ];
  return { games, moves };
}

/** What the moves would break (problems) and whom they would trouble (warnings). */
async function check(deps: Deps, games: Game[], moves: Move[]): Promise<TGameChangeCheck> {
  const { timeZone } = deps.settings.current();
  const seasonId = games[0]!.division.seasonId;
  const season = await findSeason(deps.db, seasonId);
  if (!season) throw notFound('Season');
  const divisionIds = [...new Set(games.map((g) => g.divisionId))];
  const dates = [
    ...new Set(
      [...games.map((g) => g.startsAt), ...moves.map((m) => m.startsAt)].map((d) =>
        localIsoDate(d, timeZone),
      ),
    ),
  ].sort();
  const inputs = await seasonInputs(deps, deps.db, seasonId, divisionIds, dates[0]!, dates.at(-1)!);
  if (moves.some((m) => !inputs.courtName.has(m.courtId)))
    throw fieldError('court_id', 'Choose a court of a venue.');

  // As an imported file's line: within the season, on one of its time slots.
  const all = await gamesOf(deps, divisionIds);
  const byId = new Map(all.map((g) => [g.id, g]));
  const errors: Record<string, string[]> = {};
  await refuseMisplaced(
    deps,
    season,
    moves.map((m, i) => ({ ...gameColumns(byId.get(m.gameId)!), ...m, line: i })),
    errors,
  );
  const onSlot = moves.filter((_, i) => !errors[`line ${i}`]);
  // The engine's hard rules, for the games placed on slots, with the other games where they are.
  const plan = slotPlan({ ...inputs, slotsInput: { ...inputs.slotsInput, dates } });
  const occupied = await occupiedSlots(deps.db, inputs, plan.slots, divisionIds);
  const current: CurrentGame[] = all
    .filter((g) => g.teamAId !== null && g.teamBId !== null && g.courtId !== null)
    .filter((g) => dates.includes(localIsoDate(g.startsAt, timeZone)))
    .map((g) => ({
      gameId: g.id,
      divisionId: g.divisionId,
      round: g.round,
      home: g.teamAId!,
      away: g.teamBId!,
      slotId: slotIdAt(g.courtId!, g.startsAt, timeZone),
      played: g.result !== null,
    }));
  const ruled = checkMoves({
    divisions: inputs.divisions,
    clashes: inputs.clashes,
    slotsInput: { ...inputs.slotsInput, dates },
    occupied,
    games: current,
    // A final whose teams are not known yet has no team rules: the court's one use still holds
    // when it is published.
    moves: onSlot
      .filter((m) => current.some((g) => g.gameId === m.gameId))
      .map((m) => ({ gameId: m.gameId, toSlotId: slotIdAt(m.courtId, m.startsAt, timeZone) })),
  });
  const problems = [...Object.values(errors).flat(), ...ruled.flatMap((r) => r.reasons)];
  const warnings: string[] = [];
  for (const m of moves) {
    const venue = inputs.venueOfCourt.get(m.courtId)!;
    const at: GamePlace = {
      ...m,
      court: inputs.courtName.get(m.courtId)!,
      venueId: venue.id,
      venue: venue.name,
    };
    warnings.push(...(await gameOfficials().warningsAt(deps.db, timeZone, m.gameId, at)));
  }
  return { problems, warnings };
}

/** Moves (or swaps) the games when nothing is broken: a draft of them, published at once. */
async function apply(
  deps: Deps,
  actorId: number,
  games: Game[],
  moves: Move[],
  action: 'draw.game_move' | 'draw.game_swap',
): Promise<TGameChanged> {
  // The rules are checked against the draw as read now: a draft of these divisions published
  // meanwhile (another move, on any process) makes this one stale, refused at its publishing.
  const divisionIds = [...new Set(games.map((g) => g.divisionId))];
  const seasonId = games[0]!.division.seasonId;
  const publishedSeen = await publishedDrafts(deps.db, seasonId, divisionIds);
  const found = await check(deps, games, moves);
  if (found.problems.length > 0)
    throw new AppError('validation_failed', `The game cannot go there: ${found.problems.join('; ')}.`, {
      game: found.problems,
    });
  const { timeZone } = deps.settings.current();
  const published = await gamesOf(deps, divisionIds);
  const byId = new Map(published.map((g) => [g.id, g]));
  const rows: DraftGameRow[] = moves.map((m) => {
    const g = byId.get(m.gameId)!;
    return { ...fromPublished(g), ...m, action: 'move', fromStartsAt: g.startsAt, fromCourtId: g.courtId };
  });
  const was = new Map(moves.map((m) => [m.gameId, byId.get(m.gameId)!]));
  const when = (d: Date) => gameStart(d, timeZone);
  const request = {
    source: 'edit',
    published_seen: publishedSeen,
    moves: rows.map((r) => ({
      game_id: r.gameId,
      from: { at: when(was.get(r.gameId!)!.startsAt), court_id: r.fromCourtId },
      to: { at: when(moves.find((m) => m.gameId === r.gameId)!.startsAt), court_id: r.courtId },
    })),
  };
  const draftId = await deps.db.$transaction((tx) =>
    saveDraft(
      tx,
      {
        seasonId,
        kind: 'repair',
        divisionIds,
        request,
        report: { skippedDates: [], fairness: [] },
        actorId,
        auditAction: action,
      },
      rows,
    ),
  );
  try {
    const done = await publishDraft(deps, actorId, draftId, {});
    return {
      game_ids: moves.map((m) => m.gameId),
      warnings: found.warnings,
      emailed: done.emailed,
      officials_emailed: done.officials_emailed,
    };
  } catch (err) {
    // Nothing moved: the draft made for the move is closed, so no stray draft waits to publish.
    await discardDraft(deps, actorId, draftId).catch(() => undefined);
    if (err instanceof AppError && err.code === 'conflict' && err.message === STALE)
      throw new AppError(
        'conflict',
        'The draw changed while the game was being moved: look again and choose its place.',
      );
    throw err;
  }
}

/** The check before a move: a preview, which changes nothing and so logs nothing. */
export async function checkGameMove(deps: Deps, gameId: number, to: TGameMove) {
  const { games, moves, unchanged } = await movesOf(deps, gameId, to);
  nothingToAudit();
  return unchanged ? { problems: [ALREADY_THERE], warnings: [] } : check(deps, games, moves);
}

export async function moveGame(deps: Deps, actorId: number, gameId: number, to: TGameMove) {
  const { games, moves, unchanged } = await movesOf(deps, gameId, to);
  if (unchanged) throw fieldError('date', ALREADY_THERE);
  return apply(deps, actorId, games, moves, 'draw.game_move');
}

export async function checkGameSwap(deps: Deps, gameId: number, otherId: number) {
  const { games, moves } = await swapOf(deps, gameId, otherId);
  nothingToAudit();
  return check(deps, games, moves);
}

export async function swapGames(deps: Deps, actorId: number, gameId: number, otherId: number) {
  const { games, moves } = await swapOf(deps, gameId, otherId);
  return apply(deps, actorId, games, moves, 'draw.game_swap');
}

// A division's finals: a draft of its finals games from the ladder as it stands, on the days after
// its last regular round.
import type { TDrawFinals } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, dmyOf, localIsoDate } from '../../lib/local-dates.js';
import { instantOf, occupiedSlots, seasonInputs, slotPlan } from './draw-inputs.js';
import { finalsGames, placeFinals } from './engine/index.js';
import { getStandings } from './draw.service.js';
import { getDraft } from './draft-view.service.js';
import {
  type DraftGameRow,
  conflict,
  publishedGames,
  matchPublished,
  saveDraft,
  type PlannedGame,
} from './draft-rows.js';

// ---- Finals --------------------------------------------------------------------------------

/** How far past the first date finals look for their days. */
const FINALS_WEEKS = 12;

/**
 * A draft of a division's finals per its finals format: the first stage from the ladder as it
 * stands (1st v 4th, ...), later stages as placeholders ('Winner SF1'), each stage on the next of
 * the division's days after the last regular game with enough free slots (other divisions'
 * games, court hire, closures and blackouts respected) that suit the teams' limits (the engine's
 * placeFinals). Replaces unplayed finals already drawn.
 */
export async function finalsDraft(deps: Deps, actorId: number, divisionId: number, body: TDrawFinals) {
  const division = await deps.db.division.findUnique({
    where: { id: divisionId },
    select: { id: true, name: true, seasonId: true, finalsFormat: true },
  });
  if (!division) throw notFound('Division');
  if (division.finalsFormat === 'none')
    throw conflict(`${division.name} has no finals format: choose one in the division's settings first.`);
  const { timeZone } = deps.settings.current();
  const [regular, current] = await Promise.all([
    publishedGames(deps.db, [divisionId]),
    publishedGames(deps.db, [divisionId], true),
  ]);
  if (regular.length === 0) throw conflict(`${division.name} has no draw yet.`);
  // Finals name teams from the ladder, so the ladder must be final: every regular game played
  // (a forfeit is a result), or staff give the reason they draw them now (the log keeps it).
  const matches = regular.filter((g) => g.teamAId && g.teamBId);
  const unplayed = matches.filter((g) => !g.result).length;
  if (unplayed > 0 && !body.reason)
    throw new AppError(
      'ladder_not_final',
      `${division.name}'s ladder is not final: ${unplayed} of ${matches.length} regular games have no result. Enter the results first, or give the reason to draw the finals now.`,
    );
  if (current.some((g) => g.result))
    throw conflict(`${division.name}'s finals have begun: they can no longer be redrawn.`);
  const lastDate = localIsoDate(regular.at(-1)!.startsAt, timeZone);
  const from = body.from_date ?? addDaysIso(lastDate, 1);
  if (from <= lastDate)
    throw fieldError('from_date', `Finals start after the last round (${dmyOf(lastDate)}).`);

  const standings = await getStandings(deps, division.seasonId, divisionId, undefined, {
    evenIfHidden: true,
  });
  const lastRound = Math.max(...regular.map((g) => g.round));
  const games = finalsGames(
    division.finalsFormat,
    standings.divisionResult.map((r) => ({ teamId: r.team_id, name: r.team })),
    division.name,
    lastRound,
  );
  const to = addDaysIso(from, FINALS_WEEKS * 7);
  const inputs = await seasonInputs(deps, deps.db, division.seasonId, [divisionId], from, to);
  const plan = slotPlan(inputs);
  const taken = new Set(await occupiedSlots(deps.db, inputs, plan.slots, [divisionId]));
  const weekdays = new Set(inputs.divisions[0]?.weekdays ?? plan.slots.map((s) => s.weekday));
  const placement = placeFinals({
    games,
    teams: inputs.divisions[0]?.teams ?? [],
    slots: plan.slots.filter((s) => !taken.has(s.id) && weekdays.has(s.weekday)),
    divisionName: division.name,
    window: { from, to },
  });
  const rowOf = (g: (typeof games)[number]) => ({
    divisionId,
    round: g.round,
    teamAId: g.teamA,
    teamBId: g.teamB,
    byeTeamId: null,
    dutyTeamId: null,
    doublePoints: false,
    finalStage: g.finalStage,
    matchLabel: g.matchLabel,
    rankLabelA: g.rankLabelA,
    rankLabelB: g.rankLabelB,
  });
  const planned: PlannedGame[] = placement.placed.map(({ game, slot }) => ({
    ...rowOf(game),
    startsAt: instantOf(slot.date, slot.startMinute, timeZone),
    endsAt: instantOf(slot.date, slot.endMinute, timeZone),
    courtId: slot.courtId,
  }));
  const unplaced: DraftGameRow[] = placement.unplaced.map(({ game, reasons }) => ({
    ...rowOf(game),
    action: 'unplaced',
    reasons,
  }));
  const rows = [...matchPublished(current, planned), ...unplaced];
  const id = await deps.db.$transaction((tx) =>
    saveDraft(
      tx,
      {
        seasonId: division.seasonId,
        kind: 'finals',
        divisionIds: [divisionId],
        request: { ...body, from_date: from, ...(unplayed > 0 ? { unplayed_games: unplayed } : {}) },
        report: { skippedDates: [], fairness: [] },
        actorId,
      },
      rows,
    ),
  );
  return getDraft(deps, id);
}

// Repairing the published draw after a washout, a new blackout or closure, or a withdrawn team:
// a draft that moves only the games that must move.
import type { TDrawRepair } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, localIsoDate } from '../../lib/local-dates.js';
import { instantOf, occupiedSlots, seasonInputs, slotIdAt, slotPlan } from './draw-inputs.js';
import { repairDraw, type CurrentGame } from './engine/index.js';
import { findSeason } from './season-setup.service.js';
import { getDraft } from './draft-view.service.js';
import {
  type DraftGameRow,
  conflict,
  publishedGames,
  fairnessAfter,
  saveDraft,
  fromPublished,
} from './draft-rows.js';

// ---- Repair --------------------------------------------------------------------------------

/**
 * A draft that makes the published draw fit the season's inputs again (its slots, blackouts and
 * closures as they are now), after a washout or with teams withdrawn: only games that must move
 * do, each to the best free slot that day or the first later date both teams are free.
 */
export async function repairDraft(deps: Deps, actorId: number, seasonId: number, body: TDrawRepair) {
  const season = await findSeason(deps.db, seasonId);
  if (!season) throw notFound('Season');
  const withGames = await deps.db.division.findMany({
    where: { seasonId, games: { some: { finalStage: 'none' } } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const divisionIds = withGames.map((d) => d.id);
  if (divisionIds.length === 0) throw conflict('The season has no published draw to repair.');
  const everything = await publishedGames(deps.db, divisionIds);
  const current = everything.filter((g) => g.teamAId && g.teamBId);
  const { timeZone } = deps.settings.current();
  const withdrawn = [...new Set(body.withdrawn_team_ids ?? [])];
  const inDraw = new Set(current.flatMap((g) => [g.teamAId!, g.teamBId!]));
  if (withdrawn.some((t) => !inDraw.has(t)))
    throw fieldError('withdrawn_team_ids', 'Choose teams that play in the season’s draw.');

  const dates = current.map((g) => localIsoDate(g.startsAt, timeZone)).sort();
  const from = dates[0]!;
  // Room after the last round for the games a washout pushes to a catch-up date.
  const to = addDaysIso(dates.at(-1)!, 8 * 7);
  const inputs = await seasonInputs(deps, deps.db, seasonId, divisionIds, from, to);
  // The engine's "before" is the templates alone; every blackout and closure is the change, so a
  // game on a slot that any of them now takes moves.
  const plain = { ...inputs.slotsInput, blackouts: [], closures: [] };
  const occupied = await occupiedSlots(
    deps.db,
    inputs,
    slotPlan({ ...inputs, slotsInput: plain }).slots,
    divisionIds,
  );
  const games: CurrentGame[] = current.map((g) => ({
    gameId: g.id,
    divisionId: g.divisionId,
    round: g.round,
    home: g.teamAId!,
    away: g.teamBId!,
    slotId: g.courtId === null ? null : slotIdAt(g.courtId, g.startsAt, timeZone),
    played: g.result !== null,
    dutyTeamId: g.dutyTeamId,
  }));
  const repair = repairDraw({
    divisions: inputs.divisions,
    clashes: inputs.clashes,
    slotsInput: plain,
    occupied,
    games,
    change: {
      blackouts: inputs.slotsInput.blackouts,
      closures: inputs.slotsInput.closures,
      ...(body.washout
        ? {
            washout: {
              date: body.washout.date,
              ...(body.washout.venue_id ? { venueId: body.washout.venue_id } : {}),
            },
          }
        : {}),
      withdrawnTeamIds: withdrawn,
    },
  });

  const byId = new Map(current.map((g) => [g.id, g]));
  const slotOf = (slotId: string) => {
    const [court, rest] = slotId.split('@') as [string, string];
    const [date, minute] = rest.split('T') as [string, string];
    return { courtId: Number(court), date, minute: Number(minute) };
  };
  const rows: DraftGameRow[] = [];
  const moved = new Set<number>();
  for (const m of repair.moves) {
    const g = byId.get(m.gameId)!;
    moved.add(g.id);
    if (m.toSlotId === null) {
      const why = repair.unplaced.find((u) => u.gameId === g.id);
      rows.push({ ...fromPublished(g), action: 'unplaced', reasons: why?.reasons ?? [] });
      continue;
    }
    const to = slotOf(m.toSlotId);
    const length = g.endsAt.getTime() - g.startsAt.getTime();
    const startsAt = instantOf(to.date, to.minute, timeZone);
    rows.push({
      ...fromPublished(g),
      action: 'move',
      startsAt,
      endsAt: new Date(startsAt.getTime() + length),
      courtId: to.courtId,
      fromStartsAt: g.startsAt,
      fromCourtId: g.courtId,
    });
  }
  for (const id of repair.removed) rows.push({ ...fromPublished(byId.get(id)!), action: 'remove' });
  const duties = new Map(repair.duties.map((d) => [d.gameId, d.dutyTeamId]));
  for (const row of rows) if (row.gameId && duties.has(row.gameId)) row.dutyTeamId = duties.get(row.gameId)!;
  for (const [gameId, dutyTeamId] of duties) {
    if (moved.has(gameId) || repair.removed.includes(gameId)) continue;
    // A game that stays, with a new duty team: kept with the change.
    rows.push({ ...fromPublished(byId.get(gameId)!), action: 'keep', dutyTeamId });
  }
  // The opponents of removed games sit out: a bye card at the removed game's time.
  for (const bye of repair.byes) {
    const removedGame = current.find(
      (g) =>
        repair.removed.includes(g.id) &&
        g.round === bye.round &&
        g.divisionId === bye.divisionId &&
        (g.teamAId === bye.teamId || g.teamBId === bye.teamId),
    )!;
    rows.push({
      action: 'create',
      divisionId: bye.divisionId,
      round: bye.round,
      startsAt: removedGame.startsAt,
      endsAt: removedGame.startsAt,
      byeTeamId: bye.teamId,
      doublePoints: removedGame.doublePoints,
    });
  }
  const id = await deps.db.$transaction((tx) =>
    saveDraft(
      tx,
      {
        seasonId,
        kind: 'repair',
        divisionIds,
        request: body,
        report: {
          skippedDates: [],
          ...fairnessAfter(inputs, slotPlan(inputs).slots, everything, rows),
        },
        actorId,
      },
      rows,
    ),
  );
  return getDraft(deps, id);
}

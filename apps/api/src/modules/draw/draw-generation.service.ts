// Generating a draw: staff ask for a draft of divisions whose games are not yet played and are
// answered at once; the draw-generation job places its games with the engine. An imported draw
// file becomes a draft the same way (replaceDraws).
import type { TDrawDraft, TDrawGenerate } from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, isoOfDbDate, localIsoDate } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { instantOf, occupiedSlots, seasonInputs, slotPlan } from './draw-inputs.js';
import { placeGamesYielding, type Slot } from './engine/index.js';
import { findSeason } from './season-setup.service.js';
import { getDraft } from './draft-view.service.js';
import {
  type DraftGameRow,
  type DraftReport,
  conflict,
  seasonDivisions,
  publishedGames,
  fairnessAfter,
  roundStarts,
  matchPublished,
  saveDraft,
  countActions,
  type PlannedGame,
} from './draft-rows.js';

// ---- Generate ------------------------------------------------------------------------------

/** The job that places a generated draft's games (plugins/jobs.ts lists it). */
export const DRAW_GENERATION_JOB = 'draw-generation';
const NOTHING_YET: DraftReport = { skippedDates: [], fairness: [] };

/**
 * What a generate request asks for, checked against the season as it is now: its divisions
 * (none with played games, each with two teams or more), its dates and the time slots. Any
 * refusal is a 4xx naming the field; the request is checked again when the job runs.
 */
async function checkGenerate(deps: Deps, seasonId: number, body: TDrawGenerate) {
  const season = await findSeason(deps.db, seasonId);
  if (!season) throw notFound('Season');
  const divisionIds = [...new Set(body.division_ids)].sort((a, b) => a - b);
  const divisions = await seasonDivisions(deps.db, seasonId, divisionIds);
  const from = body.from_date ?? (season.startDate ? isoOfDbDate(season.startDate) : null);
  if (!from) throw fieldError('from_date', 'Give the first date, or set the season’s start date.');
  const to = body.to_date ?? addDaysIso(from, 364);
  if (to < from) throw fieldError('to_date', 'The last date cannot be before the first.');
  if (to > addDaysIso(from, 730)) throw fieldError('to_date', 'A draw can span two years at most.');

  const current = await publishedGames(deps.db, divisionIds);
  const played = divisions.filter((d) => current.some((g) => g.divisionId === d.id && g.result));
  if (played.length > 0)
    throw conflict(
      `${played.map((d) => d.name).join(', ')} ${played.length === 1 ? 'has' : 'have'} played games: repair the draw instead.`,
    );

  const inputs = await seasonInputs(deps, deps.db, seasonId, divisionIds, from, to);
  const empty = inputs.divisions.filter((d) => d.teams.length < 2);
  if (empty.length > 0)
    throw fieldError(
      'division_ids',
      `${empty.map((d) => d.name).join(', ')}: a draw needs at least two accepted teams.`,
    );
  if (inputs.slotsInput.templates.length === 0)
    throw fieldError('division_ids', 'The season has no time slots: add the venues’ game times first.');
  return { divisionIds, from, to, current, inputs };
}

/**
 * A draft draw for divisions whose games are not yet played, answered at once as generating:
 * the draw-generation job, in whichever process takes it, places its games (a season of many
 * divisions takes a second or more) and the draft's page shows them when it is done.
 */
export async function requestGeneration(
  deps: Deps,
  actorId: number,
  seasonId: number,
  body: TDrawGenerate,
): Promise<TDrawDraft> {
  const { divisionIds, from, to } = await checkGenerate(deps, seasonId, body);
  const id = await deps.db.$transaction((tx) =>
    saveDraft(
      tx,
      {
        seasonId,
        kind: 'generate',
        status: 'generating',
        divisionIds,
        request: { ...body, from_date: from, to_date: to },
        report: NOTHING_YET,
        actorId,
      },
      [],
    ),
  );
  deps.jobs.wake(DRAW_GENERATION_JOB);
  return getDraft(deps, id);
}

/**
 * The draw-generation job: places the games of every generating draft, oldest first. Each is
 * taken for a while (JOB_TIMEOUT_SECONDS), so runs in other processes take the next one; one
 * taken by a process that died is taken again when its time is up. A draft the season no longer
 * allows (a division has played games, lost its teams) or that met an error is failed with the
 * reason; one discarded meanwhile is left as it is.
 */
export async function runDrawGenerations(deps: Deps): Promise<{ generated: number; failed: number }> {
  const done = { generated: 0, failed: 0 };
  for (;;) {
    const [taken] = await deps.db.$queryRaw<Array<{ id: number }>>`
      UPDATE "DrawDraft" SET "claimedUntil" = now() + make_interval(secs => ${deps.env.JOB_TIMEOUT_SECONDS})
      WHERE id = (
        SELECT id FROM "DrawDraft"
        WHERE status = 'generating' AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (!taken) return done;
    try {
      await generateGames(deps, taken.id);
      done.generated++;
    } catch (err) {
      if (!(err instanceof AppError)) deps.log.error({ err, draftId: taken.id }, 'draw generation failed');
      await deps.db.drawDraft.updateMany({
        where: { id: taken.id, status: 'generating' },
        data: { status: 'failed', claimedUntil: null, failure: failureText(err) },
      });
      done.failed++;
    }
  }
}

/** What staff read on a failed draft. */
function failureText(err: unknown): string {
  if (!(err instanceof AppError))
    return 'The draw could not be generated because of an error in the server (its log has the details). Try again.';
  const fields = Object.values(err.fieldErrors ?? {}).flat();
  return fields.length > 0 ? fields.join(' ') : err.message;
}

/**
 * Places a generating draft's games. A division that already has a published draw keeps each
 * game the new one places identically (same round, teams, court and time: its officials stay)
 * and loses the others.
 */
async function generateGames(deps: Deps, draftId: number): Promise<void> {
  const draft = await deps.db.drawDraft.findUniqueOrThrow({ where: { id: draftId } });
  const body = draft.request as unknown as TDrawGenerate;
  const { current, inputs } = await checkGenerate(deps, draft.seasonId, body);
  const plan = slotPlan(inputs);
  const occupied = await occupiedSlots(deps.db, inputs, plan.slots, draft.divisionIds);
  // With pauses, so the process goes on answering requests while the engine works.
  const result = await placeGamesYielding({
    divisions: inputs.divisions,
    clashes: inputs.clashes,
    slots: plan.slots,
    missing: plan.missing,
    occupied,
    seed: body.seed ?? 1,
  });

  const slotById = new Map(plan.slots.map((s) => [s.id, s]));
  const { timeZone } = inputs;
  const at = (slot: Slot) => ({
    startsAt: instantOf(slot.date, slot.startMinute, timeZone),
    endsAt: instantOf(slot.date, slot.endMinute, timeZone),
    courtId: slot.courtId,
  });
  const planned: PlannedGame[] = [];
  const unplaced: DraftGameRow[] = [];
  for (const game of result.games) {
    const slot = game.slotId ? slotById.get(game.slotId) : undefined;
    const base = {
      divisionId: game.divisionId,
      round: game.round,
      teamAId: game.home,
      teamBId: game.away,
      byeTeamId: null,
      dutyTeamId: game.dutyTeamId ?? null,
      doublePoints: game.doublePoints,
    };
    if (slot) {
      planned.push({ ...base, ...at(slot) });
      continue;
    }
    const why = result.unplaced.find(
      (u) =>
        u.divisionId === game.divisionId &&
        u.round === game.round &&
        u.home === game.home &&
        u.away === game.away,
    );
    unplaced.push({ ...base, action: 'unplaced', reasons: why?.reasons ?? [] });
  }
  // A bye card is dated at the first game of its division's round (its date's start when none).
  const starts = roundStarts(planned);
  for (const bye of result.byes) {
    const date = result.rounds.find((r) => r.divisionId === bye.divisionId && r.round === bye.round)?.date;
    const startsAt =
      starts.get(`${bye.divisionId}:${bye.round}`) ?? (date ? instantOf(date, 0, timeZone) : null);
    if (!startsAt) continue;
    planned.push({
      divisionId: bye.divisionId,
      round: bye.round,
      startsAt,
      endsAt: startsAt,
      courtId: null,
      teamAId: null,
      teamBId: null,
      byeTeamId: bye.teamId,
      dutyTeamId: null,
      doublePoints: bye.doublePoints,
    });
  }
  const rows = [...matchPublished(current, planned), ...unplaced];
  const report: DraftReport = {
    skippedDates: result.skippedDates,
    fairness: result.fairness.teams,
    duties: result.fairness.duties,
    stats: result.stats,
  };
  await deps.db.$transaction(async (tx) => {
    // Only a draft still generating is filled (one discarded meanwhile stays discarded).
    const filled = await tx.drawDraft.updateMany({
      where: { id: draftId, status: 'generating' },
      data: {
        status: 'draft',
        claimedUntil: null,
        report: JSON.parse(JSON.stringify(report)) as Prisma.InputJsonValue,
      },
    });
    if (filled.count === 0) return;
    await tx.drawDraftGame.createMany({ data: rows.map((r) => ({ ...r, draftId })) });
    // The request's entry was written before any game was placed: this one counts them.
    await recordAudit(tx, {
      actorId: draft.createdById,
      action: 'draw.generated',
      entity: 'DrawDraft',
      entityId: draftId,
      after: { divisionIds: draft.divisionIds, counts: countActions(rows) },
    });
  });
}

/**
 * A draft replacing the unplayed draws of the divisions the planned games belong to (an imported
 * file): a planned game naming a published one (a regular game or a final) keeps or moves it,
 * the divisions' regular games none names are removed. Refused when one of them has played
 * games, or when a game lands on a court another division's published game holds then.
 */
export async function replaceDraws(
  deps: Deps,
  actorId: number,
  seasonId: number,
  planned: PlannedGame[],
  request: Record<string, unknown>,
): Promise<TDrawDraft> {
  const divisionIds = [...new Set(planned.map((g) => g.divisionId))].sort((a, b) => a - b);
  const divisions = await seasonDivisions(deps.db, seasonId, divisionIds);
  const current = await publishedGames(deps.db, divisionIds);
  const played = divisions.filter((d) => current.some((g) => g.divisionId === d.id && g.result));
  if (played.length > 0)
    throw conflict(
      `${played.map((d) => d.name).join(', ')} ${played.length === 1 ? 'has' : 'have'} played games: repair the draw instead.`,
    );
  const games = planned.filter((g) => g.courtId !== null);
  if (games.length > 0) {
    const from = new Date(Math.min(...games.map((g) => g.startsAt.getTime())));
    const to = new Date(Math.max(...games.map((g) => g.endsAt.getTime())));
    const others = await deps.db.game.findMany({
      where: {
        courtId: { in: [...new Set(games.map((g) => g.courtId!))] },
        startsAt: { lt: to },
        endsAt: { gt: from },
        divisionId: { notIn: divisionIds },
      },
      select: { courtId: true, startsAt: true, endsAt: true },
    });
    const errors: Record<string, string[]> = {};
    for (const g of games)
      if (others.some((o) => o.courtId === g.courtId && o.startsAt < g.endsAt && g.startsAt < o.endsAt))
        (errors[`line ${g.line ?? '?'}`] ??= []).push('Another division’s game holds the court then.');
    if (Object.keys(errors).length > 0)
      throw new AppError('validation_failed', 'Some games clash with the published draw.', errors);
  }
  const finals = await publishedGames(deps.db, divisionIds, true);
  const rows = matchPublished(current, planned, finals);
  const regular = rows.filter((r) => (r.finalStage ?? 'none') === 'none');
  const { timeZone } = deps.settings.current();
  const dates = planned.map((g) => localIsoDate(g.startsAt, timeZone)).sort();
  const inputs = await seasonInputs(deps, deps.db, seasonId, divisionIds, dates[0]!, dates.at(-1)!);
  const id = await deps.db.$transaction((tx) =>
    saveDraft(
      tx,
      {
        seasonId,
        kind: 'generate',
        divisionIds,
        request,
        report: {
          skippedDates: [],
          ...fairnessAfter(inputs, slotPlan(inputs).slots, current, regular),
        },
        actorId,
      },
      rows,
    ),
  );
  return getDraft(deps, id);
}

// Drafts of the draw: staff generate a draw for divisions, or repair the published one after a
// washout, a new blackout or closure, or a withdrawn team; they see every change and every game
// that found no slot (with the reasons) before publishing.
//
// The Game table holds only published games, so the public draw, the standings, the teams' and
// the officials' pages never show a draft. Publishing applies the draft's rows in one
// transaction, under the season's lock, and refuses a draft the published draw has moved away
// from since (another draft published, a result entered): the rows it would keep, move or remove
// must still be where the draft found them. Games kept keep their id, so their officials; games
// moved lose their officials (they were available for the old time). The managers of teams
// whose games changed are emailed after the commit.
import type {
  TDraftAction,
  TDrawDraft,
  TDrawFinals,
  TDrawGenerate,
  TDrawPublished,
  TDrawRepair,
} from '@courtside/contracts/admin';
import type { DrawDraftStatus, Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, dmyOf, isoOfDbDate, localIsoDate, localTime } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/audit.service.js';
import { memberContacts } from '../people/index.js';
import { officialsOfGames, unassignGames } from '../referee/referee.service.js';
import { managersOfTeams, releaseGames } from '../teams/teams.service.js';
import { fullName } from './draw-setup.service.js';
import {
  instantOf,
  occupiedSlots,
  seasonInputs,
  slotIdAt,
  slotPlan,
  type SeasonInputs,
} from './draw-inputs.js';
import {
  fairnessReport,
  finalsGames,
  placeFinals,
  placeGamesYielding,
  repairDraw,
  type CurrentGame,
  type FairnessReport,
  type Slot,
} from './engine/index.js';
import { findSeason, lockSeason } from './season-setup.service.js';
import { refuseCourtClash } from './court-clashes.js';
import { getStandings } from './draw.service.js';

type DraftGameRow = Omit<Prisma.DrawDraftGameCreateManyInput, 'draftId'>;

interface DraftReport {
  skippedDates: Array<{ divisionId: number; date: string; reasons: string[] }>;
  fairness: FairnessReport['teams'];
  stats?: { iterations: number; penaltyBefore: number; penaltyAfter: number };
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SUBJECT = { generate: 'Draw published', repair: 'Draw changes', finals: 'Finals published' } as const;

const conflict = (message: string) => new AppError('conflict', message);

/** The season's divisions among `ids`, or a 422 naming the field. */
async function seasonDivisions(db: Deps['db'] | Tx, seasonId: number, ids: number[]) {
  const found = await db.division.findMany({
    where: { id: { in: ids }, seasonId },
    select: { id: true, name: true },
  });
  if (found.length !== new Set(ids).size)
    throw fieldError('division_ids', 'Choose divisions of this season.');
  return found;
}

/** Published games of divisions, with what the draft needs to match and move them. */
const publishedGames = (db: Deps['db'] | Tx, divisionIds: number[], finals = false) =>
  db.game.findMany({
    where: { divisionId: { in: divisionIds }, finalStage: finals ? { not: 'none' } : 'none' },
    select: {
      id: true,
      divisionId: true,
      round: true,
      startsAt: true,
      endsAt: true,
      courtId: true,
      teamAId: true,
      teamBId: true,
      byeTeamId: true,
      dutyTeamId: true,
      doublePoints: true,
      finalStage: true,
      matchLabel: true,
      rankLabelA: true,
      rankLabelB: true,
      result: { select: { id: true } },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
type PublishedGame = Awaited<ReturnType<typeof publishedGames>>[number];

/**
 * The fairness report of the draw a draft leaves (a repair, an imported file): the published
 * games of its divisions, each replaced by the draft's row for it (moved, kept, unplaced or
 * removed), and the draft's new games and byes. A game off the time slots counts as neither
 * early nor late.
 */
function fairnessAfter(
  inputs: Pick<SeasonInputs, 'divisions' | 'timeZone'>,
  slots: Slot[],
  published: PublishedGame[],
  rows: DraftGameRow[],
): FairnessReport['teams'] {
  const changed = new Set(rows.flatMap((r) => (r.gameId ? [r.gameId] : [])));
  const left = [
    ...published.filter((g) => !changed.has(g.id)).map((g) => ({ ...g, action: 'keep' })),
    ...rows.filter((r) => r.action !== 'remove'),
  ];
  return fairnessReport({
    divisions: inputs.divisions,
    games: left.flatMap((g) =>
      g.teamAId && g.teamBId
        ? [
            {
              divisionId: g.divisionId,
              round: g.round,
              home: g.teamAId,
              away: g.teamBId,
              slotId:
                g.action === 'unplaced' || g.courtId == null || !g.startsAt
                  ? null
                  : slotIdAt(g.courtId, new Date(g.startsAt), inputs.timeZone),
              dutyTeamId: g.dutyTeamId ?? null,
            },
          ]
        : [],
    ),
    byes: left.flatMap((g) => (g.byeTeamId ? [{ divisionId: g.divisionId, teamId: g.byeTeamId }] : [])),
    slots,
  }).teams;
}

/** The first start time of each division's round (a bye card's time), from the placed games. */
function roundStarts(games: PlannedGame[]) {
  const first = new Map<string, Date>();
  for (const g of games) {
    const key = `${g.divisionId}:${g.round}`;
    if (!first.has(key) || g.startsAt < first.get(key)!) first.set(key, g.startsAt);
  }
  return first;
}

/** A game (or bye card) a new draw places: from the engine or from an imported file. */
export interface PlannedGame {
  divisionId: number;
  round: number;
  startsAt: Date;
  endsAt: Date;
  courtId: number | null;
  teamAId: number | null;
  teamBId: number | null;
  byeTeamId: number | null;
  dutyTeamId: number | null;
  doublePoints: boolean;
  finalStage?: 'none' | 'semi_final' | 'final' | 'grand_final';
  matchLabel?: string | null;
  rankLabelA?: string | null;
  rankLabelB?: string | null;
  /** The imported file's line. */
  line?: number;
}

/**
 * The draft rows of a new draw over the published one: a published game the new draw places
 * identically (same round, teams, court and start) is kept, with its id and officials; the
 * others are removed and the new ones created.
 */
function matchPublished(current: PublishedGame[], planned: PlannedGame[]): DraftGameRow[] {
  const keyOf = (g: Omit<PlannedGame, 'endsAt' | 'dutyTeamId' | 'doublePoints'>) =>
    `${g.divisionId}|${g.round}|${g.teamAId}|${g.teamBId}|${g.byeTeamId}|${g.courtId}|${g.startsAt.getTime()}|${g.matchLabel ?? ''}|${g.rankLabelA ?? ''}|${g.rankLabelB ?? ''}`;
  const existing = new Map(current.map((g) => [keyOf(g), g]));
  const rows: DraftGameRow[] = planned.map(({ line: _line, ...g }) => {
    const kept = existing.get(keyOf(g));
    if (kept) existing.delete(keyOf(g));
    return { ...g, action: kept ? 'keep' : 'create', gameId: kept?.id ?? null };
  });
  for (const gone of existing.values()) rows.push({ ...fromPublished(gone), action: 'remove' });
  return rows;
}

async function saveDraft(
  tx: Tx,
  draft: {
    seasonId: number;
    kind: 'generate' | 'repair' | 'finals';
    divisionIds: number[];
    request: unknown;
    report: DraftReport;
    actorId: number;
    /** A generated draft starts generating: the job fills its games. */
    status?: 'generating';
  },
  rows: DraftGameRow[],
) {
  const created = await tx.drawDraft.create({
    data: {
      seasonId: draft.seasonId,
      kind: draft.kind,
      status: draft.status ?? 'draft',
      divisionIds: draft.divisionIds,
      request: JSON.parse(JSON.stringify(draft.request)) as Prisma.InputJsonValue,
      report: JSON.parse(JSON.stringify(draft.report)) as Prisma.InputJsonValue,
      createdById: draft.actorId,
    },
    select: { id: true },
  });
  await tx.drawDraftGame.createMany({ data: rows.map((r) => ({ ...r, draftId: created.id })) });
  await recordAudit(tx, {
    actorId: draft.actorId,
    action: `draw.${draft.kind}`,
    entity: 'DrawDraft',
    entityId: created.id,
    after: { divisionIds: draft.divisionIds, request: draft.request, counts: countActions(rows) },
    reason: reasonOf(draft.request),
  });
  return created.id;
}

/** The reason a request gives (a repair's), for the log's Reason column. */
function reasonOf(request: unknown): string | null {
  const reason = (request as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

function countActions(rows: Array<{ action: TDraftAction }>): Record<TDraftAction, number> {
  const counts: Record<TDraftAction, number> = { create: 0, move: 0, keep: 0, remove: 0, unplaced: 0 };
  for (const r of rows) counts[r.action]++;
  return counts;
}

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
 * file). Refused when one of them has played games, or when a game lands on a court another
 * division's published game holds then.
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
  const rows = matchPublished(current, planned);
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
        report: { skippedDates: [], fairness: fairnessAfter(inputs, slotPlan(inputs).slots, current, rows) },
        actorId,
      },
      rows,
    ),
  );
  return getDraft(deps, id);
}

/** What a game row holds (a published game's, or a draft row's once placed). */
const gameColumns = (g: Omit<PublishedGame, 'id' | 'result'> & { startsAt: Date; endsAt: Date }) => ({
  divisionId: g.divisionId,
  round: g.round,
  startsAt: g.startsAt,
  endsAt: g.endsAt,
  courtId: g.courtId,
  teamAId: g.teamAId,
  teamBId: g.teamBId,
  byeTeamId: g.byeTeamId,
  dutyTeamId: g.dutyTeamId,
  doublePoints: g.doublePoints,
  finalStage: g.finalStage,
  matchLabel: g.matchLabel,
  rankLabelA: g.rankLabelA,
  rankLabelB: g.rankLabelB,
});

const fromPublished = (g: PublishedGame): Omit<DraftGameRow, 'action'> => ({
  gameId: g.id,
  ...gameColumns(g),
});

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
          fairness: fairnessAfter(inputs, slotPlan(inputs).slots, everything, rows),
        },
        actorId,
      },
      rows,
    ),
  );
  return getDraft(deps, id);
}

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

// ---- Preview -------------------------------------------------------------------------------

export async function getDraft(deps: Deps, draftId: number): Promise<TDrawDraft> {
  const draft = await deps.db.drawDraft.findUnique({
    where: { id: draftId },
    include: {
      games: { orderBy: [{ divisionId: 'asc' }, { round: 'asc' }, { startsAt: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!draft) throw notFound('Draft');
  const { timeZone } = deps.settings.current();
  const teamIds = [
    ...new Set(
      draft.games.flatMap((g) => [g.teamAId, g.teamBId, g.byeTeamId, g.dutyTeamId]).filter((t) => t !== null),
    ),
  ];
  // Officials of the games an open draft moves or removes: publishing takes them off.
  const leaving = draft.games.filter(
    (g) => (g.action === 'move' || g.action === 'remove') && g.gameId !== null,
  );
  const open = draft.status === 'draft' || draft.status === 'generating';
  const officials = open
    ? await officialsOfGames(
        deps.db,
        leaving.map((g) => g.gameId!),
      )
    : [];
  const [divisions, teams, creator, places, season, officialNames] = await Promise.all([
    deps.db.division.findMany({ where: { id: { in: draft.divisionIds } }, select: { id: true, name: true } }),
    deps.db.$queryRaw<
      Array<{ id: number; name: string }>
    >`SELECT id, name FROM team_names WHERE id = ANY(${teamIds}::int[])`,
    memberContacts(deps.db, [draft.createdById]),
    deps.db.$queryRaw<
      Array<{ id: number; name: string; venueName: string }>
    >`SELECT id, name, "venueName" FROM court_places`,
    deps.db.season.findUniqueOrThrow({
      where: { id: draft.seasonId },
      select: { status: true, archived: true },
    }),
    memberContacts(deps.db, [...new Set(officials.map((o) => o.memberId))]),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const divisionName = new Map(divisions.map((d) => [d.id, d.name]));
  const place = new Map(places.map((p) => [p.id, p]));
  const when = (at: Date, courtId: number | null) => {
    const date = localIsoDate(at, timeZone);
    const court = courtId === null ? null : place.get(courtId);
    return `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${dmyOf(date)} ${localTime(at, timeZone)}${court ? `, ${court.name}` : ''}`;
  };
  const name = (id: number | null) => (id === null ? null : (teamName.get(id) ?? `Team ${id}`));
  const report = draft.report as unknown as DraftReport;
  return {
    id: draft.id,
    season_id: draft.seasonId,
    kind: draft.kind,
    status: draft.status,
    divisions: divisions.map((d) => ({ id: d.id, name: d.name })),
    created_at: draft.createdAt.toISOString(),
    created_by: fullName(creator.get(draft.createdById)),
    failure: draft.failure,
    counts: countActions(draft.games),
    games: draft.games.map((g) => {
      const court = g.courtId === null ? null : place.get(g.courtId);
      return {
        id: g.id,
        action: g.action,
        game_id: g.gameId,
        division_id: g.divisionId,
        division: divisionName.get(g.divisionId) ?? '',
        round: g.round,
        date: g.startsAt && g.action !== 'unplaced' ? localIsoDate(g.startsAt, timeZone) : null,
        time:
          g.startsAt && g.action !== 'unplaced' && g.courtId !== null
            ? localTime(g.startsAt, timeZone)
            : null,
        venue: g.action === 'unplaced' ? null : (court?.venueName ?? null),
        court: g.action === 'unplaced' ? null : (court?.name ?? null),
        team_a: name(g.teamAId),
        team_b: name(g.teamBId),
        bye: name(g.byeTeamId),
        duty: name(g.dutyTeamId),
        double_points: g.doublePoints,
        from: g.fromStartsAt ? when(g.fromStartsAt, g.fromCourtId) : null,
        reasons: g.reasons,
        final_stage: g.finalStage,
        match_label: g.matchLabel,
        rank_label_a: g.rankLabelA,
        rank_label_b: g.rankLabelB,
      };
    }),
    skipped_dates: report.skippedDates.map((s) => ({
      division: divisionName.get(s.divisionId) ?? '',
      date: s.date,
      reasons: s.reasons,
    })),
    fairness: report.fairness.map((t) => ({
      division_id: t.divisionId,
      team_id: t.teamId,
      name: t.name,
      games: t.games,
      unplaced: t.unplaced,
      byes: t.byes,
      early_games: t.earlyGames,
      late_games: t.lateGames,
      duties: t.duties,
      venue_changes: t.venueChanges,
      longest_home_run: t.longestHomeRun,
      longest_away_run: t.longestAwayRun,
    })),
    season_active: isVisible(season),
    officials_affected: officials.map((o) => {
      const g = leaving.find((x) => x.gameId === o.gameId)!;
      const was = g.action === 'move' ? g.fromStartsAt : g.startsAt;
      const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
      return {
        game_id: o.gameId,
        name: fullName(officialNames.get(o.memberId)),
        role: o.rosterType,
        game: `Round ${g.round} ${name(g.teamAId) ?? 'TBA'} v ${name(g.teamBId) ?? 'TBA'}, ${was ? when(was, wasCourt) : ''}`,
      };
    }),
  };
}

// ---- Publish and discard -------------------------------------------------------------------

/** Why a draft in this status cannot be published or discarded. */
const DECIDED: Record<Exclude<DrawDraftStatus, 'draft'>, string> = {
  generating: 'This draft is still being generated: wait for its games.',
  published: 'This draft was already published.',
  discarded: 'This draft was already discarded.',
  failed: 'This draft could not be generated: make a new one.',
};

/** The draft, locked, when its status is one of `open` (a draft ready to publish by default). */
async function lockDraft(tx: Tx, draftId: number, open: readonly DrawDraftStatus[] = ['draft']) {
  const [row] = await tx.$queryRaw<Array<{ id: number; seasonId: number }>>`
    SELECT id, "seasonId" FROM "DrawDraft" WHERE id = ${draftId}`;
  if (!row) throw notFound('Draft');
  // The season first (every publish of the season queues there), then the draft itself.
  await lockSeason(tx, row.seasonId);
  await tx.$queryRaw`SELECT id FROM "DrawDraft" WHERE id = ${draftId} FOR UPDATE`;
  const draft = await tx.drawDraft.findUniqueOrThrow({ where: { id: draftId }, include: { games: true } });
  if (!open.includes(draft.status)) throw conflict(DECIDED[draft.status as keyof typeof DECIDED]);
  return draft;
}

const STALE = 'The published draw has changed since this draft was made: make a new one.';

/** The public sees an active season's draw, and an archived one's (the draw's archive). */
const isVisible = (season: { status: string; archived: boolean }) =>
  season.status === 'active' || season.archived;

/** Publishes a draft: its games become the draw everyone sees, in one transaction. */
export async function publishDraft(
  deps: Deps,
  actorId: number,
  draftId: number,
  options: { leave_unplaced?: boolean },
): Promise<TDrawPublished> {
  const publishing = deps.db.$transaction(
    async (tx) => {
      const draft = await lockDraft(tx, draftId);
      const unplaced = draft.games.filter((g) => g.action === 'unplaced').length;
      if (unplaced > 0 && !options.leave_unplaced)
        throw new AppError(
          'validation_failed',
          `${unplaced} ${unplaced === 1 ? 'game has' : 'games have'} no slot: publish without ${unplaced === 1 ? 'it' : 'them'}, or change the inputs and make a new draft.`,
        );
      // Stale check: no other draft of these divisions was published since this one was made (its
      // games may now sit on the slots this one fills); every published game the draft keeps,
      // moves or removes is where it was and unplayed where it changes; a new draw replaces
      // exactly the games it found.
      const newer = await tx.drawDraft.count({
        where: {
          seasonId: draft.seasonId,
          status: 'published',
          decidedAt: { gt: draft.createdAt },
          divisionIds: { hasSome: draft.divisionIds },
        },
      });
      if (newer > 0) throw conflict(STALE);
      const referenced = draft.games.filter((g) => g.gameId !== null);
      const now = await tx.game.findMany({
        where: { id: { in: referenced.map((g) => g.gameId!) } },
        select: {
          id: true,
          startsAt: true,
          courtId: true,
          dutyTeamId: true,
          result: { select: { id: true } },
        },
      });
      const nowById = new Map(now.map((g) => [g.id, g]));
      for (const g of referenced) {
        const found = nowById.get(g.gameId!);
        const wasAt = g.action === 'move' ? g.fromStartsAt : g.startsAt;
        const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
        if (
          !found ||
          (g.action !== 'unplaced' &&
            (found.startsAt.getTime() !== wasAt?.getTime() || found.courtId !== wasCourt)) ||
          (g.action !== 'keep' && found.result)
        )
          throw conflict(STALE);
      }
      if (draft.kind === 'generate') {
        const count = await tx.game.count({
          where: { divisionId: { in: draft.divisionIds }, finalStage: 'none' },
        });
        if (count !== referenced.length) throw conflict(STALE);
      }

      const byAction = (a: TDraftAction) => draft.games.filter((g) => g.action === a);
      const removed = byAction('remove').map((g) => g.gameId!);
      // The officials of moved and removed games lose them (removing a game removes its allocations).
      const officials = await officialsOfGames(tx, [...byAction('move').map((g) => g.gameId!), ...removed]);
      const season = await tx.season.findUniqueOrThrow({
        where: { id: draft.seasonId },
        select: { status: true, archived: true },
      });
      await releaseGames(tx, removed);
      await tx.game.deleteMany({ where: { id: { in: removed } } });
      const moves = byAction('move');
      // Moved games let go of their courts first, so one moving onto a slot another leaves never
      // meets it there (the trigger on Game holds each court again as the game is placed).
      await tx.game.updateMany({
        where: { id: { in: moves.map((m) => m.gameId!) } },
        data: { courtId: null },
      });
      for (const m of moves)
        await tx.game.update({
          where: { id: m.gameId! },
          data: { startsAt: m.startsAt!, endsAt: m.endsAt!, courtId: m.courtId, dutyTeamId: m.dutyTeamId },
        });
      const unassigned = await unassignGames(
        tx,
        moves.map((m) => m.gameId!),
      );
      // A kept game is written only when its duty team changes (a new draw keeps most games as they are).
      for (const k of byAction('keep'))
        if (nowById.get(k.gameId!)?.dutyTeamId !== k.dutyTeamId)
          await tx.game.update({ where: { id: k.gameId! }, data: { dutyTeamId: k.dutyTeamId } });
      const created = byAction('create');
      await tx.game.createMany({
        data: created.map((g) => gameColumns({ ...g, startsAt: g.startsAt!, endsAt: g.endsAt! })),
      });
      await tx.drawDraft.update({
        where: { id: draftId },
        data: { status: 'published', decidedById: actorId, decidedAt: new Date() },
      });
      const counts = { created: created.length, moved: moves.length, removed: removed.length };
      await recordAudit(tx, {
        actorId,
        action: 'draw.publish',
        entity: 'DrawDraft',
        entityId: draftId,
        after: {
          ...counts,
          unplacedLeftOut: unplaced,
          officialsTakenOff: unassigned + officials.filter((o) => removed.includes(o.gameId)).length,
          seasonActive: isVisible(season),
        },
        reason: draft.kind === 'repair' ? ((draft.request as { reason?: string }).reason ?? null) : null,
      });
      // Teams whose games changed: every team of a new draw, the moved and removed games' teams of a repair.
      const changed = draft.games.filter(
        (g) => g.action === 'create' || g.action === 'move' || g.action === 'remove',
      );
      return { draft, counts, changed, officials, visible: isVisible(season) };
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  // A game landing on a hire or class fails on the exclusion constraint: refused with the clashes.
  const outcome = await publishing.catch((err: unknown) => refuseCourtClash(deps, draftId, err));
  // Managers hear of games they can see: an inactive season's draw is not public, so its
  // managers are emailed when the draw is published after the season is activated.
  const emailed = outcome.visible ? await emailManagers(deps, outcome.draft, outcome.changed) : 0;
  const officialsEmailed = await emailOfficials(deps, outcome.draft, outcome.officials);
  return {
    id: draftId,
    status: 'published',
    ...outcome.counts,
    emailed,
    season_active: outcome.visible,
    officials_emailed: officialsEmailed,
  };
}

export async function discardDraft(deps: Deps, actorId: number, draftId: number) {
  await deps.db.$transaction(async (tx) => {
    // A draft still generating can be discarded: the job then leaves it as it is.
    await lockDraft(tx, draftId, ['draft', 'generating']);
    await tx.drawDraft.update({
      where: { id: draftId },
      data: { status: 'discarded', decidedById: actorId, decidedAt: new Date() },
    });
    await recordAudit(tx, { actorId, action: 'draw.discard', entity: 'DrawDraft', entityId: draftId });
  });
  return {
    id: draftId,
    status: 'discarded' as const,
    created: 0,
    moved: 0,
    removed: 0,
    emailed: 0,
    season_active: true,
    officials_emailed: 0,
  };
}

// ---- The managers' email -------------------------------------------------------------------

type ChangedGame = {
  action: TDraftAction;
  gameId: number | null;
  teamAId: number | null;
  teamBId: number | null;
  byeTeamId: number | null;
  startsAt: Date | null;
  fromStartsAt: Date | null;
  courtId: number | null;
  fromCourtId: number | null;
  round: number;
  divisionId: number;
};

/** One email per manager and team, listing the team's changed games (after the commit; failures are logged). */
async function emailManagers(
  deps: Deps,
  draft: { id: number; kind: 'generate' | 'repair' | 'finals'; request: unknown },
  changed: ChangedGame[],
): Promise<number> {
  const { timeZone, clientName } = deps.settings.current();
  const teamIds = [
    ...new Set(changed.flatMap((g) => [g.teamAId, g.teamBId, g.byeTeamId]).filter((t) => t !== null)),
  ];
  if (teamIds.length === 0) return 0;
  const [managers, teams, places] = await Promise.all([
    managersOfTeams(deps.db, teamIds),
    deps.db.$queryRaw<
      Array<{ id: number; name: string }>
    >`SELECT id, name FROM team_names WHERE id = ANY(${teamIds}::int[])`,
    deps.db.$queryRaw<
      Array<{ id: number; name: string; venueName: string }>
    >`SELECT id, name, "venueName" FROM court_places`,
  ]);
  const contacts = await memberContacts(deps.db, [...new Set(managers.map((m) => m.memberId))]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const place = new Map(places.map((p) => [p.id, p]));
  const at = (when: Date, courtId: number | null) => {
    const date = localIsoDate(when, timeZone);
    const court = courtId === null ? undefined : place.get(courtId);
    return `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${dmyOf(date)} ${localTime(when, timeZone)}${court ? ` at ${court.venueName}, ${court.name}` : ''}`;
  };
  const line = (g: ChangedGame, teamId: number) => {
    if (g.byeTeamId === teamId) return `Round ${g.round}: bye`;
    const opponent = teamName.get((g.teamAId === teamId ? g.teamBId : g.teamAId)!) ?? '';
    const game = `Round ${g.round} v ${opponent}`;
    if (g.action === 'remove') return `${game}: cancelled (was ${at(g.startsAt!, g.courtId)})`;
    if (g.action === 'move')
      return `${game}: now ${at(g.startsAt!, g.courtId)} (was ${at(g.fromStartsAt!, g.fromCourtId)})`;
    return `${game}: ${at(g.startsAt!, g.courtId)}`;
  };
  const reason = draft.kind === 'repair' ? (draft.request as { reason?: string }).reason : undefined;
  let sent = 0;
  for (const teamId of teamIds) {
    const lines = changed
      .filter((g) => g.teamAId === teamId || g.teamBId === teamId || g.byeTeamId === teamId)
      .sort((a, b) => a.round - b.round)
      .map((g) => `- ${line(g, teamId)}`);
    const team = teamName.get(teamId) ?? '';
    for (const m of managers.filter((x) => x.teamId === teamId)) {
      const to = contacts.get(m.memberId);
      if (!to?.email) continue;
      const subject = `${SUBJECT[draft.kind]}: ${team} - ${clientName}`;
      const text = [
        `Hi ${to.firstname},`,
        '',
        draft.kind === 'repair'
          ? `The draw has changed for ${team}${reason ? ` (${reason})` : ''}:`
          : `The ${draft.kind === 'finals' ? 'finals draw' : 'draw'} for ${team} is published:`,
        '',
        ...lines,
        '',
        'Times are local. The full draw is on the website.',
        '',
        clientName,
      ].join('\n');
      try {
        await deps.mailer.send({ to: to.email, subject, text });
        sent++;
      } catch (err) {
        deps.log.warn({ err, teamId, draftId: draft.id }, 'could not send the draw change email');
      }
    }
  }
  return sent;
}

// ---- The officials' email -------------------------------------------------------------------

/**
 * One email per official taken off moved or removed games, listing each game, where it was and
 * what became of it (after the commit; failures are logged). Their roster and calendar feed
 * read the allocations, so they no longer show the games.
 */
async function emailOfficials(
  deps: Deps,
  draft: { id: number; kind: 'generate' | 'repair' | 'finals'; request: unknown; games: ChangedGame[] },
  officials: Array<{ gameId: number; memberId: number; rosterType: string }>,
): Promise<number> {
  if (officials.length === 0) return 0;
  const { timeZone, clientName } = deps.settings.current();
  const rowOf = new Map(
    draft.games.flatMap((g) =>
      (g.action === 'move' || g.action === 'remove') && g.gameId !== null ? [[g.gameId, g] as const] : [],
    ),
  );
  const describe = await gameDescriber(deps, [...rowOf.values()], timeZone);
  const contacts = await memberContacts(deps.db, [...new Set(officials.map((o) => o.memberId))]);
  const reason = draft.kind === 'repair' ? (draft.request as { reason?: string }).reason : undefined;
  let sent = 0;
  for (const [memberId, to] of contacts) {
    if (!to.email) continue;
    const lines = officials
      .filter((o) => o.memberId === memberId && rowOf.has(o.gameId))
      .map((o) => {
        const g = rowOf.get(o.gameId)!;
        const was = g.action === 'move' ? g.fromStartsAt! : g.startsAt!;
        const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
        const now =
          g.action === 'move' ? `moved to ${describe.at(g.startsAt!, g.courtId)}` : 'taken out of the draw';
        return `- ${describe.game(g)} (${o.rosterType}), ${describe.at(was, wasCourt)}: ${now}`;
      });
    const text = [
      `Hi ${to.firstname},`,
      '',
      `The draw has changed${reason ? ` (${reason})` : ''} and you are no longer allocated to:`,
      '',
      ...lines,
      '',
      'Times are local. Your roster shows the games you are allocated to now.',
      '',
      clientName,
    ].join('\n');
    try {
      await deps.mailer.send({
        to: to.email,
        subject: `Taken off ${lines.length === 1 ? 'a game' : 'games'} - ${clientName}`,
        text,
      });
      sent++;
    } catch (err) {
      deps.log.warn({ err, memberId, draftId: draft.id }, 'could not send the officials change email');
    }
  }
  return sent;
}

/** Words for games and their times in emails: 'Round 2 Ants v Bees', 'Sat 10/04/2027 09:00 at Venue, Court 1'. */
async function gameDescriber(deps: Deps, games: ChangedGame[], timeZone: string) {
  const teamIds = [...new Set(games.flatMap((g) => [g.teamAId, g.teamBId]).filter((t) => t !== null))];
  const [teams, places] = await Promise.all([
    deps.db.$queryRaw<
      Array<{ id: number; name: string }>
    >`SELECT id, name FROM team_names WHERE id = ANY(${teamIds}::int[])`,
    deps.db.$queryRaw<
      Array<{ id: number; name: string; venueName: string }>
    >`SELECT id, name, "venueName" FROM court_places`,
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const place = new Map(places.map((p) => [p.id, p]));
  return {
    game: (g: ChangedGame) =>
      `Round ${g.round} ${teamName.get(g.teamAId!) ?? 'TBA'} v ${teamName.get(g.teamBId!) ?? 'TBA'}`,
    at: (when: Date, courtId: number | null) => {
      const date = localIsoDate(when, timeZone);
      const court = courtId === null ? undefined : place.get(courtId);
      return `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${dmyOf(date)} ${localTime(when, timeZone)}${court ? ` at ${court.venueName}, ${court.name}` : ''}`;
    },
  };
}

export type { SeasonInputs };

// What every kind of draft is made of: the published games it starts from, the rows it keeps,
// moves, removes or creates, its fairness report, and how it is saved with its audit entry.
// The Game table holds only published games; a draft's rows wait in DrawDraftGame until
// publishing applies them (draft-publish.service.ts).
import { isoToDmy, weekdayOfIso } from '@courtside/contracts';
import type { TDraftAction } from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { localIsoDate, localTime } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { slotIdAt, type SeasonInputs } from './draw-inputs.js';
import { fairnessReport, type FairnessReport, type Slot } from './engine/index.js';

export type DraftGameRow = Omit<Prisma.DrawDraftGameCreateManyInput, 'draftId'>;

export interface DraftReport {
  skippedDates: Array<{ divisionId: number; date: string; reasons: string[] }>;
  fairness: FairnessReport['teams'];
  /** Generated, repair and imported drafts (older drafts, finals and moved games have none). */
  duties?: FairnessReport['duties'];
  stats?: { iterations: number; penaltyBefore: number; penaltyAfter: number };
}

export const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A game's start in the association's time zone, as the draw's messages say it: 'Sat 10/04/2027 09:00'. */
export function gameStart(at: Date, timeZone: string): string {
  const date = localIsoDate(at, timeZone);
  return `${WEEKDAY[weekdayOfIso(date)]} ${isoToDmy(date)} ${localTime(at, timeZone)}`;
}

export const conflict = (message: string) => new AppError('conflict', message);

/** The season's divisions among `ids`, or a 422 naming the field. */
export async function seasonDivisions(db: Deps['db'] | Tx, seasonId: number, ids: number[]) {
  const found = await db.division.findMany({
    where: { id: { in: ids }, seasonId },
    select: { id: true, name: true },
  });
  if (found.length !== new Set(ids).size)
    throw fieldError('division_ids', 'Choose divisions of this season.');
  return found;
}

/** Published games of divisions, with what the draft needs to match and move them. */
export const publishedGames = (db: Deps['db'] | Tx, divisionIds: number[], finals = false) =>
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
export type PublishedGame = Awaited<ReturnType<typeof publishedGames>>[number];

/**
 * The fairness report and duty coverage of the draw a draft leaves (a repair, an imported file): the published
 * games of its divisions, each replaced by the draft's row for it (moved, kept, unplaced or
 * removed), and the draft's new games and byes. A game off the time slots counts as neither
 * early nor late.
 */
export function fairnessAfter(
  inputs: Pick<SeasonInputs, 'divisions' | 'timeZone'>,
  slots: Slot[],
  published: PublishedGame[],
  rows: DraftGameRow[],
): Pick<DraftReport, 'fairness' | 'duties'> {
  const changed = new Set(rows.flatMap((r) => (r.gameId ? [r.gameId] : [])));
  const left = [
    ...published.filter((g) => !changed.has(g.id)).map((g) => ({ ...g, action: 'keep' })),
    ...rows.filter((r) => r.action !== 'remove'),
  ];
  const report = fairnessReport({
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
  });
  return { fairness: report.teams, duties: report.duties };
}

/** The first start time of each division's round (a bye card's time), from the placed games. */
export function roundStarts(games: PlannedGame[]) {
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
  /** The published game this is (an imported file's line naming its game). */
  gameId?: number | null;
  /** The imported file's line. */
  line?: number;
}

/**
 * The draft rows of a new draw over the published one. A planned game naming a published one
 * (by its id, among `current` and `named`) is that game, kept or moved to its new place. Of the
 * others, a published game the new draw places identically (same round, teams, court and start)
 * is kept, with its id and officials; the rest of `current` is removed and the new ones created.
 */
export function matchPublished(
  current: PublishedGame[],
  planned: PlannedGame[],
  named: PublishedGame[] = [],
): DraftGameRow[] {
  const keyOf = (g: Omit<PlannedGame, 'endsAt' | 'dutyTeamId' | 'doublePoints'>) =>
    `${g.divisionId}|${g.round}|${g.teamAId}|${g.teamBId}|${g.byeTeamId}|${g.courtId}|${g.startsAt.getTime()}|${g.matchLabel ?? ''}|${g.rankLabelA ?? ''}|${g.rankLabelB ?? ''}`;
  const byId = new Map([...current, ...named].map((g) => [g.id, g]));
  const claimed = new Set(planned.flatMap((g) => (g.gameId ? [g.gameId] : [])));
  const existing = new Map(current.filter((g) => !claimed.has(g.id)).map((g) => [keyOf(g), g]));
  const rows: DraftGameRow[] = planned.map(({ line: _line, gameId, ...g }) => {
    const was = gameId ? byId.get(gameId) : undefined;
    if (was) {
      const stays =
        was.startsAt.getTime() === g.startsAt.getTime() &&
        was.endsAt.getTime() === g.endsAt.getTime() &&
        was.courtId === g.courtId;
      return stays
        ? { ...g, action: 'keep', gameId: was.id }
        : { ...g, action: 'move', gameId: was.id, fromStartsAt: was.startsAt, fromCourtId: was.courtId };
    }
    const kept = existing.get(keyOf(g));
    if (kept) existing.delete(keyOf(g));
    return { ...g, action: kept ? 'keep' : 'create', gameId: kept?.id ?? null };
  });
  for (const gone of existing.values()) rows.push({ ...fromPublished(gone), action: 'remove' });
  return rows;
}

export async function saveDraft(
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
    /** The log's action, when the draft is one step of another change (a game moved by hand). */
    auditAction?: string;
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
    action: draft.auditAction ?? `draw.${draft.kind}`,
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

export function countActions(rows: Array<{ action: TDraftAction }>): Record<TDraftAction, number> {
  const counts: Record<TDraftAction, number> = { create: 0, move: 0, keep: 0, remove: 0, unplaced: 0 };
  for (const r of rows) counts[r.action]++;
  return counts;
}

/** What a game row holds (a published game's, or a draft row's once placed). */
export const gameColumns = (g: Omit<PublishedGame, 'id' | 'result'> & { startsAt: Date; endsAt: Date }) => ({
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

export const fromPublished = (g: PublishedGame): Omit<DraftGameRow, 'action'> => ({
  gameId: g.id,
  ...gameColumns(g),
});

/** The public sees an active season's draw, and an archived one's (the draw's archive). */
export const isVisible = (season: { status: string; archived: boolean }) =>
  season.status === 'active' || season.archived;

/**
 * Whether the games a draft moves keep their officials: staff moved them by hand (an imported
 * file's lines, a game moved or two swapped on the Draw screen), so they keep them as they keep
 * their scorers; the engine's moves (a repair) take them off, since they were available for the
 * old time only.
 */
export const movesKeepOfficials = (draft: { request: unknown }) => {
  const source = (draft.request as { source?: unknown } | null)?.source;
  return source === 'csv' || source === 'edit';
};

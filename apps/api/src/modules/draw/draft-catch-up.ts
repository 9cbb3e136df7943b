// The catch-up dates an open draft offers for each game it leaves without a slot: read when
// the draft is shown, so a one-off slot staff add meanwhile is offered at once. The draw the
// draft would leave (the published games of its divisions, each replaced by the draft's row for
// it) holds its slots and its teams' days; other divisions' games, their finals and court hire
// hold theirs; the season's blackouts (and a repair's washout) and closures take their dates.
import type { TDraftCatchUp } from '@courtside/contracts/admin';
import { TX_OPTIONS } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, dmyOf, isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { instantOf, occupiedSlots, seasonInputs, slotIdAt } from './draw-inputs.js';
import { catchUpDates, expandSlots, type CatchUpDate, type CatchUpGame, type Slot } from './engine/index.js';
import { conflict, publishedGames } from './draft-rows.js';
import { findSeason } from './season-setup.service.js';

interface DraftRow {
  id: number;
  action: string;
  gameId: number | null;
  divisionId: number;
  round: number;
  startsAt: Date | null;
  courtId: number | null;
  teamAId: number | null;
  teamBId: number | null;
}

interface OpenDraft {
  seasonId: number;
  status: string;
  divisionIds: number[];
  request: unknown;
  games: DraftRow[];
}

/** Draft row id -> its catch-up dates, for the unplaced games of an open draft. */
export async function draftCatchUps(deps: Deps, draft: OpenDraft): Promise<Map<number, CatchUpDate[]>> {
  return (await catchUpsOf(deps, draft)).dates;
}

/** The catch-up dates (at most `limit` a game) and the season's slots they were found among. */
async function catchUpsOf(deps: Deps, draft: OpenDraft, limit?: number) {
  const out = { dates: new Map<number, CatchUpDate[]>(), slots: [] as Slot[] };
  const wanting = draft.games.filter((g) => g.action === 'unplaced' && g.teamAId && g.teamBId);
  if (draft.status !== 'draft' || wanting.length === 0) return out;
  const season = await findSeason(deps.db, draft.seasonId);
  if (!season?.startDate) return out;
  const { timeZone } = deps.settings.current();
  const first = isoOfDbDate(season.startDate);
  const last = addDaysIso(first, 364);
  const today = todayIso(timeZone, deps.now());
  const from = today > first ? today : first;
  if (from > last) return out;

  const inputs = await seasonInputs(deps, deps.db, draft.seasonId, draft.divisionIds, from, last);
  const washout = (draft.request as { washout?: { date: string; venue_id?: number | null } } | null)?.washout;
  const slots = expandSlots({
    ...inputs.slotsInput,
    blackouts: [
      ...(inputs.slotsInput.blackouts ?? []),
      ...(washout
        ? [
            {
              date: washout.date,
              reason: 'Washout',
              ...(washout.venue_id ? { venueId: washout.venue_id } : {}),
            },
          ]
        : []),
    ],
  }).slots.filter((slot) => instantOf(slot.date, slot.startMinute, timeZone) > deps.now());
  // A slot that has begun (earlier today) is no catch-up: only slots still ahead are offered.
  const [others, published, finals] = await Promise.all([
    occupiedSlots(deps.db, inputs, slots, draft.divisionIds),
    publishedGames(deps.db, draft.divisionIds),
    publishedGames(deps.db, draft.divisionIds, true),
  ]);
  const slotOf = (g: { courtId: number | null; startsAt: Date | null }) =>
    g.courtId === null || g.startsAt === null ? null : slotIdAt(g.courtId, g.startsAt, timeZone);
  const replaced = new Set(draft.games.flatMap((g) => (g.gameId === null ? [] : [g.gameId])));
  const placed: CatchUpGame[] = [
    ...published.filter((g) => !replaced.has(g.id)),
    ...draft.games.filter((g) => g.action !== 'remove' && g.action !== 'unplaced'),
  ].flatMap((g) =>
    g.teamAId && g.teamBId && slotOf(g) !== null
      ? [{ divisionId: g.divisionId, round: g.round, home: g.teamAId, away: g.teamBId, slotId: slotOf(g) }]
      : [],
  );
  const games: CatchUpGame[] = [
    ...placed,
    ...wanting.map((g) => ({
      divisionId: g.divisionId,
      round: g.round,
      home: g.teamAId!,
      away: g.teamBId!,
      slotId: null,
    })),
  ];
  const dates = catchUpDates({
    divisions: inputs.divisions,
    clashes: inputs.clashes,
    slots,
    // The divisions' own finals hold their courts too.
    occupied: [...others, ...finals.flatMap((g) => slotOf(g) ?? [])],
    games,
    fromDate: from,
    ...(limit === undefined ? {} : { limit }),
  });
  wanting.forEach((g, i) => out.dates.set(g.id, dates[placed.length + i]!));
  out.slots = slots;
  return out;
}

/**
 * Places an open draft's unplaced game on a catch-up date: on the first slot of the date that is
 * free and that both teams may take (as the draft offers it). A game of the published draw moves
 * there, a new game is created there; publishing does the rest. The draft's row is held while it
 * is checked, so two staff placing games on one draft take turns and never share a slot.
 */
export async function placeOnCatchUp(
  deps: Deps,
  actorId: number,
  draftId: number,
  body: TDraftCatchUp,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "DrawDraft" WHERE id = ${draftId} FOR UPDATE`;
    const draft = await tx.drawDraft.findUnique({ where: { id: draftId }, include: { games: true } });
    if (!draft) throw notFound('Draft');
    if (draft.status !== 'draft') throw conflict('Only a draft not yet published or discarded can change.');
    const row = draft.games.find((g) => g.id === body.draft_game_id);
    if (!row || row.action !== 'unplaced' || !row.teamAId || !row.teamBId)
      throw fieldError('draft_game_id', 'Choose a game of the draft that has no slot.');
    // Every date the season offers the game, so a date past the first few can be chosen too.
    const { dates, slots } = await catchUpsOf(deps, draft, 400);
    // A published game keeps its length, so it takes a slot as long; a new one takes the slot's.
    const kept = row.startsAt && row.endsAt ? (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000 : 0;
    const offered = dates.get(row.id)?.find((d) => d.date === body.date)?.slotIds ?? [];
    const slot = offered
      .map((id) => slots.find((s) => s.id === id))
      .find((s) => s !== undefined && s.endMinute - s.startMinute >= kept);
    if (!slot) throw fieldError('date', `No slot on ${dmyOf(body.date)} is free that both teams can take.`);
    const { timeZone } = deps.settings.current();
    const startsAt = instantOf(slot.date, slot.startMinute, timeZone);
    const minutes = kept || slot.endMinute - slot.startMinute;
    const after = await tx.drawDraftGame.update({
      where: { id: row.id },
      data: {
        action: row.gameId === null ? 'create' : 'move',
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        courtId: slot.courtId,
        fromStartsAt: row.gameId === null ? null : row.startsAt,
        fromCourtId: row.gameId === null ? null : row.courtId,
        reasons: [],
      },
    });
    await recordAudit(tx, {
      actorId,
      action: 'draw.draft_catch_up',
      entity: 'DrawDraft',
      entityId: draftId,
      before: { draftGameId: row.id, action: row.action, reasons: row.reasons },
      after: {
        draftGameId: row.id,
        action: after.action,
        date: slot.date,
        startMinute: slot.startMinute,
        courtId: slot.courtId,
      },
    });
  }, TX_OPTIONS);
}

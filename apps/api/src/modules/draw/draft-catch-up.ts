// The catch-up dates an open draft offers for each game it leaves without a slot: read when
// the draft is shown, so a one-off slot staff add meanwhile is offered at once. The draw the
// draft would leave (the published games of its divisions, each replaced by the draft's row for
// it) holds its slots and its teams' days; other divisions' games, their finals and court hire
// hold theirs; the season's blackouts (and a repair's washout) and closures take their dates.
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { occupiedSlots, seasonInputs, slotIdAt } from './draw-inputs.js';
import { catchUpDates, expandSlots, type CatchUpDate, type CatchUpGame } from './engine/index.js';
import { publishedGames } from './draft-rows.js';
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
  const out = new Map<number, CatchUpDate[]>();
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
  }).slots;
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
  });
  wanting.forEach((g, i) => out.set(g.id, dates[placed.length + i]!));
  return out;
}

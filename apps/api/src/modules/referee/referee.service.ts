// Referee area: the competition roster (MY / FULL) and the referee's availability.
// Every function checks is_ref first; roster types are limited to access_ref.
import type { z } from 'zod';
import {
  AVAILABILITY_WINDOW_DAYS,
  REFEREE_GAME_MINUTES,
  REFEREE_MSG,
  ROSTER_MAX_RANGE_DAYS,
  WEEKDAY_NAMES,
  type TRefereeAvailability,
  type TRefereeGame,
  type TRefereeRosterResponse,
  type TRefereeSeason,
  type TRefereeVenue,
  type ZRefereeAvailabilityRequest,
  type ZRefereeRosterRequest,
} from '@courtside/contracts';
import { requireAccess } from '../../lib/access.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { calendarFile, placeText, type CalendarEntry } from '../../lib/calendar.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import {
  activeSeasons,
  courtsWithGames,
  requireSeason,
  officialsGames,
  officialsGamesByIds,
  type OfficialsGame,
} from '../draw/index.js';
import { lockMember } from '../people/index.js';
import { offeredTimes, venuesWithOfferedTimes } from './offered-times.service.js';
import { venueExists, venuesOfCourts } from '../booking/index.js';
import {
  addDaysIso,
  daysBetween,
  dbDate,
  dmyOf,
  isoOfDbDate,
  localIsoDate,
  localTime,
  localTime12,
  startOfLocalDay,
  todayIso,
  weekdayOfIso,
} from '../../lib/local-dates.js';

type RosterInput = z.output<typeof ZRefereeRosterRequest>;
type AvailabilityInput = z.output<typeof ZRefereeAvailabilityRequest>;
type Db = Deps['db'];

const GAME_MS = REFEREE_GAME_MINUTES * 60_000;

export async function listSeasons(deps: Deps, memberId: number): Promise<TRefereeSeason[]> {
  await requireAccess(deps.db, memberId, 'isRef');
  const seasons = await activeSeasons(deps.db, { refereesOpen: true });
  return seasons.map((s) => ({ season_id: s.id, season_name: s.name }));
}

/** Venues where the competition plays (a court of theirs hosts a game) or staff offer game times. */
export async function listVenues(deps: Deps, memberId: number): Promise<TRefereeVenue[]> {
  await requireAccess(deps.db, memberId, 'isRef');
  const [playing, offering] = await Promise.all([courtsWithGames(deps.db), venuesWithOfferedTimes(deps.db)]);
  const venues = await venuesOfCourts(deps.db, playing, offering);
  return venues.map((v) => ({ venue_id: v.id, venue_name: v.name }));
}

async function requireVenue(db: Db, venueId: number | null) {
  if (venueId === null) return;
  if (!(await venueExists(db, venueId))) throw notFound('Venue');
}

// --- Competition roster ---------------------------------------------------------

/** The member's roster types on each of the given games (of `type` when given). */
async function rosterTypesOn(db: Db, memberId: number, type: string | null, gameIds: number[]) {
  const rows = await db.refereeAssignment.findMany({
    where: { memberId, gameId: { in: gameIds }, ...(type ? { rosterType: type } : {}) },
    select: { gameId: true, rosterType: true },
    orderBy: { rosterType: 'asc' },
  });
  const types = new Map<number, string[]>();
  for (const r of rows) types.set(r.gameId, [...(types.get(r.gameId) ?? []), r.rosterType]);
  return types;
}

function toRefereeGame(g: OfficialsGame, types: string[], timeZone: string): TRefereeGame {
  const date = localIsoDate(g.startsAt, timeZone);
  const venue = g.court?.venue ?? null;
  return {
    gs_game: g.id,
    gs_date: date,
    gs_time: localTime(g.startsAt, timeZone),
    gs_date_formatted: dmyOf(date),
    gs_time_formatted: localTime12(g.startsAt, timeZone),
    gs_starts_at: g.startsAt.toISOString(),
    gs_ends_at: new Date(g.startsAt.getTime() + GAME_MS).toISOString(),
    venue_name: venue?.name ?? null,
    venue_address: venue?.address ?? null,
    venue_suburb: venue?.suburb ?? null,
    venue_postcode: venue?.postcode ?? null,
    venue_state: venue?.state ?? null,
    division_name: g.division.name,
    game_rank: g.round,
    member_type_name: types.length ? types.join(', ') : null,
    team_a: g.teamA?.name ?? g.rankLabelA ?? g.matchLabel ?? null,
    team_b: g.teamB?.name ?? g.rankLabelB ?? null,
    team_a_points: g.result?.scoreA ?? null,
    team_b_points: g.result?.scoreB ?? null,
    court_name: g.court?.name ?? null,
  };
}

/**
 * MY ROSTER: the season's games in the range on which the member is rostered
 * (of `type` when given). FULL ROSTER: every game of the season in the range.
 */
export async function roster(
  deps: Deps,
  memberId: number,
  input: RosterInput,
): Promise<TRefereeRosterResponse> {
  const { db } = deps;
  const settings = deps.settings.current();
  const access = await requireAccess(db, memberId, 'isRef');
  const type = input.type ?? null;
  if (type !== null && !access.accessRef.includes(type)) {
    throw new AppError('forbidden_roster_type', `You do not have access to the ${type} roster`);
  }
  await requireSeason(db, input.season, { refereesOpen: true });

  // The picker gives one or two dates; a reversed range is swapped. Without dates, the roster
  // is the season's games from today on (as far ahead as a range may reach).
  const today = todayIso(settings.timeZone, deps.now());
  const [first, second = first] = (input.dates ?? [today, addDaysIso(today, ROSTER_MAX_RANGE_DAYS - 1)]) as [
    string,
    string?,
  ];
  const [from, to] = first <= second ? [first, second] : [second, first];
  if (daysBetween(from, to) >= ROSTER_MAX_RANGE_DAYS) {
    throw fieldError('dates', `Choose a range of at most ${ROSTER_MAX_RANGE_DAYS} days`);
  }

  const window = {
    seasonId: input.season,
    from: startOfLocalDay(from, settings.timeZone),
    to: startOfLocalDay(addDaysIso(to, 1), settings.timeZone),
  };
  const mine =
    input.roster === 'my'
      ? await db.refereeAssignment.findMany({
          where: { memberId, ...(type ? { rosterType: type } : {}) },
          select: { gameId: true },
          distinct: ['gameId'],
        })
      : null;
  const games = await officialsGames(db, mine ? { ...window, ids: mine.map((a) => a.gameId) } : window);
  const types = await rosterTypesOn(
    db,
    memberId,
    type,
    games.map((g) => g.id),
  );
  return {
    data: games.map((g) => toRefereeGame(g, types.get(g.id) ?? [], settings.timeZone)),
    roster: input.roster,
    type,
    from,
    to,
  };
}

/** The .ics file of one competition game: a game is booked for 45 minutes. */
export async function gameCalendar(deps: Deps, memberId: number, gameId: number): Promise<string> {
  const { db } = deps;
  const settings = deps.settings.current();
  await requireAccess(db, memberId, 'isRef');
  const [game] = await officialsGames(db, { gameId });
  if (!game) throw notFound('Game');
  const types = await rosterTypesOn(db, memberId, null, [game.id]);
  const g = toRefereeGame(game, types.get(game.id) ?? [], settings.timeZone);
  const location = game.court ? placeText(game.court.venue) : '';
  const role = g.member_type_name ? ` (${g.member_type_name})` : '';
  return calendarFile(`${settings.clientName} - Games`, {
    uid: `referee-game-${game.id}@${new URL(deps.publicUrl).hostname}`,
    start: game.startsAt,
    end: new Date(game.startsAt.getTime() + GAME_MS),
    stamp: deps.now(),
    summary: `${g.team_a ?? 'TBA'} vs ${g.team_b ?? 'TBA'}${role}`,
    location,
    description: [`${g.team_a ?? 'TBA'} vs ${g.team_b ?? 'TBA'}${role}`, g.division_name, g.court_name]
      .filter(Boolean)
      .join('\n'),
  });
}

/**
 * The member's officiating from `from` on, as calendar entries: a game on a roster date staff
 * have published (before that the allocation may still change), one entry per roster type, each
 * booked for 45 minutes as the roster's own calendar file is.
 */
export async function assignmentEntries(deps: Deps, memberId: number, from: Date): Promise<CalendarEntry[]> {
  const { db } = deps;
  const assignments = await db.refereeAssignment.findMany({
    where: { memberId },
    select: { gameId: true, rosterType: true },
  });
  if (assignments.length === 0) return [];
  const games = await officialsGamesByIds(db, [...new Set(assignments.map((a) => a.gameId))], from);
  const { timeZone } = deps.settings.current();
  const published = await db.rosterPublication.findMany({
    where: {
      seasonId: { in: [...new Set(games.map((g) => g.division.seasonId))] },
      date: { gte: dbDate(localIsoDate(from, timeZone)) },
    },
    select: { seasonId: true, date: true },
  });
  const isPublished = new Set(published.map((p) => `${p.seasonId}:${isoOfDbDate(p.date)}`));
  const host = new URL(deps.publicUrl).hostname;
  const stamp = deps.now();
  return games.flatMap((g) => {
    if (!isPublished.has(`${g.division.seasonId}:${localIsoDate(g.startsAt, timeZone)}`)) return [];
    const teams = `${g.teamA?.name ?? g.rankLabelA ?? 'TBA'} vs ${g.teamB?.name ?? g.rankLabelB ?? 'TBA'}`;
    return assignments
      .filter((a) => a.gameId === g.id)
      .map((a) => ({
        uid: `referee-${g.id}-${a.rosterType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@${host}`,
        start: g.startsAt,
        end: new Date(g.startsAt.getTime() + GAME_MS),
        stamp,
        summary: `${a.rosterType}: ${teams}`,
        location: g.court ? placeText(g.court.venue) : undefined,
        description: [g.division.name, g.court?.name].filter(Boolean).join('\n'),
      }));
  });
}

// --- Availability -----------------------------------------------------------------

function planningWindow(deps: Deps) {
  const from = todayIso(deps.settings.current().timeZone, deps.now());
  return { from, to: addDaysIso(from, AVAILABILITY_WINDOW_DAYS - 1) };
}

interface Window {
  from: string;
  to: string;
}

const inWindow = (w: Window) => ({ gte: dbDate(w.from), lte: dbDate(w.to) });

async function savedState(
  db: Pick<Db, 'refereeAvailability' | 'refereeUnavailableDate' | 'rosterPublication'>,
  memberId: number,
  seasonId: number,
  venueId: number | null,
  w: Window,
) {
  const [slots, unavailable, published] = await Promise.all([
    db.refereeAvailability.findMany({
      where: { memberId, seasonId, venueId },
      select: { weekday: true, timeSlot: true },
      orderBy: [{ weekday: 'asc' }, { timeSlot: 'asc' }],
    }),
    db.refereeUnavailableDate.findMany({
      where: { memberId, seasonId, date: inWindow(w) },
      select: { date: true },
      orderBy: { date: 'asc' },
    }),
    db.rosterPublication.findMany({
      where: { seasonId, date: inWindow(w) },
      select: { date: true },
      orderBy: { date: 'asc' },
    }),
  ]);
  return {
    slots: slots.map((s) => ({ day: s.weekday, time: s.timeSlot })),
    unavailable: unavailable.map((u) => isoOfDbDate(u.date)),
    published: published.map((p) => isoOfDbDate(p.date)),
  };
}

function describe(
  seasonId: number,
  venueId: number | null,
  times: Map<number, string[]>,
  state: Awaited<ReturnType<typeof savedState>>,
  w: Window,
): TRefereeAvailability {
  const days = [...times.keys()]
    .sort((a, b) => a - b)
    .map((day) => ({ day, name: WEEKDAY_NAMES[day] as string }));
  const availability: Record<string, string[]> = Object.fromEntries(
    days.map((d) => [d.name, [] as string[]]),
  );
  for (const s of state.slots) (availability[WEEKDAY_NAMES[s.day] as string] ??= []).push(s.time);
  return {
    season: seasonId,
    venue: venueId,
    days,
    availability,
    refGameTimes: Object.fromEntries([...times].map(([day, slots]) => [String(day), slots])),
    refRosteredPublished: state.published,
    unavailability: state.unavailable,
    window: w,
  };
}

export async function getAvailability(
  deps: Deps,
  memberId: number,
  seasonId: number,
  venueId: number | null,
): Promise<TRefereeAvailability> {
  const { db } = deps;
  const settings = deps.settings.current();
  await requireAccess(db, memberId, 'isRef');
  await requireSeason(db, seasonId, { refereesOpen: true });
  await requireVenue(db, venueId);
  const w = planningWindow(deps);
  const [times, state] = await Promise.all([
    offeredTimes(db, settings.timeZone, seasonId, venueId),
    savedState(db, memberId, seasonId, venueId, w),
  ]);
  return describe(seasonId, venueId, times, state, w);
}

/**
 * SAVE replaces the member's time slots for (season, venue) and unavailable dates
 * within the window. A change that touches a published roster date (a slot added
 * or removed on a weekday with a published date in the window, or an unavailable
 * date added or removed on a published date) refuses the whole save.
 */
export async function saveAvailability(
  deps: Deps,
  memberId: number,
  input: AvailabilityInput,
): Promise<TRefereeAvailability> {
  const { db } = deps;
  const settings = deps.settings.current();
  await requireAccess(db, memberId, 'isRef');
  const seasonId = input.season;
  const venueId = input.venue ?? null;
  await requireSeason(db, seasonId, { refereesOpen: true });
  await requireVenue(db, venueId);
  const w = planningWindow(deps);
  const times = await offeredTimes(db, settings.timeZone, seasonId, venueId);

  const slotKey = (s: { day: number; time: string }) => `${s.day}|${s.time}`;
  const wanted = new Map(input.availability.map((s) => [slotKey(s), s]));
  for (const s of wanted.values()) {
    if (!times.get(s.day)?.includes(s.time))
      throw fieldError('availability', `There is no game at ${s.time} on ${WEEKDAY_NAMES[s.day]}`);
  }
  const wantedDates = [...new Set(input.unavailability)].sort();
  for (const d of wantedDates) {
    if (d < w.from || d > w.to)
      throw fieldError('unavailability', 'Unavailable dates must be within the next 4 weeks');
  }

  await db.$transaction(async (tx) => {
    // One save at a time per member, so two racing saves cannot interleave their replace-all.
    await lockMember(tx, memberId);
    const before = await savedState(tx, memberId, seasonId, venueId, w);
    const published = new Set(before.published);
    const publishedWeekdays = new Set(before.published.map(weekdayOfIso));

    const had = new Set(before.slots.map(slotKey));
    const changedSlots = [
      ...before.slots.filter((s) => !wanted.has(slotKey(s))),
      ...[...wanted.values()].filter((s) => !had.has(slotKey(s))),
    ];
    const hadDates = new Set(before.unavailable);
    const wantedSet = new Set(wantedDates);
    const changedDates = [
      ...before.unavailable.filter((d) => !wantedSet.has(d)),
      ...wantedDates.filter((d) => !hadDates.has(d)),
    ];
    if (
      changedSlots.some((s) => publishedWeekdays.has(s.day)) ||
      changedDates.some((d) => published.has(d))
    ) {
      throw new AppError('roster_published', REFEREE_MSG.rosterPublished);
    }

    await tx.refereeAvailability.deleteMany({ where: { memberId, seasonId, venueId } });
    await tx.refereeAvailability.createMany({
      data: [...wanted.values()].map((s) => ({
        memberId,
        seasonId,
        venueId,
        weekday: s.day,
        timeSlot: s.time,
      })),
    });
    await tx.refereeUnavailableDate.deleteMany({ where: { memberId, seasonId, date: inWindow(w) } });
    await tx.refereeUnavailableDate.createMany({
      data: wantedDates.map((d) => ({ memberId, seasonId, date: dbDate(d) })),
      skipDuplicates: true,
    });
  });

  return getAvailability(deps, memberId, seasonId, venueId);
}

/** Takes the officials off games the draw moved (their availability was for the old time). */
export async function unassignGames(tx: Tx, gameIds: number[]): Promise<number> {
  if (gameIds.length === 0) return 0;
  const { count } = await tx.refereeAssignment.deleteMany({ where: { gameId: { in: gameIds } } });
  return count;
}

/** The officials allocated to these games, with the roster type of each allocation. */
export function officialsOfGames(db: Deps['db'] | Tx, gameIds: number[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db.refereeAssignment.findMany({
    where: { gameId: { in: gameIds } },
    select: { gameId: true, memberId: true, rosterType: true },
    orderBy: [{ gameId: 'asc' }, { id: 'asc' }],
  });
}

/** How many officials each of these games has. */
export async function officialCounts(db: Deps['db'], gameIds: number[]): Promise<Map<number, number>> {
  const rows = await db.refereeAssignment.groupBy({
    by: ['gameId'],
    where: { gameId: { in: gameIds } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.gameId, r._count._all]));
}

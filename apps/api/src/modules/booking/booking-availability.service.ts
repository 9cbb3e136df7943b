// Court hire: what can be booked. A booking is checked the same way by the stepper's checks
// (checkavail, checkrules) and by the payment: court and catalogue, the window (1 hour to
// 7 days ahead in the association's zone), the court's hours, the rate rules and what is
// already taken. Competition games, court closures and event roster shifts on a court are read
// from their owners, so they are checked here too: on the court, its halves and its full court.
import {
  BOOKING_MSG,
  BOOKING_TIME_STEP_MINUTES,
  MSG,
  hhmmOfMinutes,
  minutesOfHhmm,
  type TBookingErrorKey,
  type TCheckAvailResponse,
  type TCheckRulesRequest,
  type TCheckRulesResponse,
  type TCourtDayAvailability,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  addDaysIso,
  localInstant,
  localIsoDate,
  localTime,
  startOfLocalDay,
  todayIso,
  weekdayOfIso,
} from '../../lib/local-dates.js';
import { toDollars } from '../../lib/money.js';
import type { Tx } from '../../db/tx.js';
import {
  bookingWindow,
  fitsHours,
  leafCourts,
  mergedHours,
  priceBooking,
  relatedCourts,
  startsInWindow,
  type OpenHours,
} from './booking-rules.js';
import * as data from './booking.data.js';
import { courtGames, courtShifts } from './court-users.js';
import { venueOrThrow } from './booking-catalogue.service.js';

type Db = Deps['db'] | Tx;

// --- Errors -----------------------------------------------------------------------------

export const bookingError = (
  key: TBookingErrorKey,
  message: string,
  fieldErrors?: Record<string, string[]>,
) => new AppError(key, message, fieldErrors);

export interface Refusal {
  key: TBookingErrorKey;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export const refusalError = (r: Refusal) => bookingError(r.key, r.message, r.fieldErrors);

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping occupancy row. */
export function isExclusionViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const o = e as { code?: unknown; originalCode?: unknown; meta?: { code?: unknown } };
    if (o.code === '23P01' || o.originalCode === '23P01' || o.meta?.code === '23P01') return true;
  }
  return false;
}

// --- Days and times in the association's zone -------------------------------------------

/** The instant of HH:mm on a local day ('24:00' = the next midnight); null for a time the clocks skip. */
export function instantOf(day: string, hhmm: string, timeZone: string): Date | null {
  if (hhmm === '24:00') return startOfLocalDay(addDaysIso(day, 1), timeZone);
  const instant = localInstant(day, hhmm, timeZone);
  return localIsoDate(instant, timeZone) === day && localTime(instant, timeZone) === hhmm ? instant : null;
}

const dayBounds = (day: string, timeZone: string) => ({
  from: startOfLocalDay(day, timeZone),
  to: startOfLocalDay(addDaysIso(day, 1), timeZone),
});

/** A calendar day can be picked from today to the day the window ends (the picker's minimum is today). */
function dayInWindow(deps: Deps, day: string): boolean {
  const now = deps.now();
  const tz = deps.settings.current().timeZone;
  const lastDay = localIsoDate(bookingWindow(now, tz).latest, tz);
  return day >= todayIso(tz, now) && day <= lastDay;
}

/** A stretch of time as HH:mm on a day, clipped to the day. */
function onDay(s: data.Stretch, day: string, timeZone: string) {
  const { from, to } = dayBounds(day, timeZone);
  return {
    start: s.startsAt <= from ? '00:00' : localTime(s.startsAt, timeZone),
    end: s.endsAt >= to ? '24:00' : localTime(s.endsAt, timeZone),
  };
}

const hoursText = (hours: OpenHours[]) =>
  hours.map((h) => ({ start: hhmmOfMinutes(h.openMinute), end: hhmmOfMinutes(h.closeMinute) }));

// --- What is taken ------------------------------------------------------------------------

interface Topology {
  courts: data.CourtData[];
  leaves: (courtId: number) => number[];
  related: (courtId: number) => number[];
}

export async function topologyOf(db: Db, venueIds: number[]): Promise<Topology> {
  const courts = (await Promise.all([...new Set(venueIds)].map((v) => data.courtsOfVenue(db, v)))).flat();
  return { courts, leaves: (id) => leafCourts(courts, id), related: (id) => relatedCourts(courts, id) };
}

/** Bookings, games, classes, closures and roster shifts that take a court (or its halves, or its full court) in [from, to), as stretches. */
async function takenStretches(
  db: Db,
  topology: Topology,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, data.Stretch[]>> {
  const leafIds = [...new Set(courtIds.flatMap(topology.leaves))];
  const relatedIds = [...new Set(courtIds.flatMap(topology.related))];
  const [occupancies, games, closures, shifts] = await Promise.all([
    data.occupanciesOverlapping(db, leafIds, from, to),
    courtGames().onCourts(db, relatedIds, from, to),
    data.closuresOverlapping(db, relatedIds, from, to),
    courtShifts().onCourts(db, relatedIds, from, to),
  ]);
  const taken = new Map<number, data.Stretch[]>();
  for (const courtId of courtIds) {
    const leaves = new Set(topology.leaves(courtId));
    const related = new Set(topology.related(courtId));
    const seen = new Set<string>();
    const list: data.Stretch[] = [];
    const add = (key: string, s: data.Stretch) => {
      if (seen.has(key)) return;
      seen.add(key);
      list.push(s);
    };
    // A full-court use has a row on each half: count it once.
    for (const o of occupancies)
      if (leaves.has(o.courtId)) add(`b${o.bookingId ?? ''}g${o.gameId ?? ''}k${o.hpcClassId ?? ''}`, o);
    for (const g of games) if (related.has(g.courtId)) add(`g${g.courtId}|${g.startsAt.getTime()}`, g);
    for (const c of closures) if (related.has(c.courtId)) add(`c${c.id}`, c);
    for (const r of shifts)
      if (related.has(r.courtId)) add(`r${r.courtId}|${r.startsAt.getTime()}|${r.endsAt.getTime()}`, r);
    taken.set(
      courtId,
      list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    );
  }
  return taken;
}

// --- checkavailday / checkavail --------------------------------------------------------------

export async function checkAvailDay(
  deps: Deps,
  day: string,
  venueId?: number,
): Promise<TCourtDayAvailability[]> {
  const tz = deps.settings.current().timeZone;
  if (!dayInWindow(deps, day))
    throw bookingError('error_rule', BOOKING_MSG.window, { day: [BOOKING_MSG.window] });
  if (venueId) await venueOrThrow(deps, venueId);
  const courts = await data.bookableCourts(deps.db, venueId);
  const topology = await topologyOf(
    deps.db,
    courts.map((c) => c.venueId),
  );
  const ids = courts.map((c) => c.id);
  const { from, to } = dayBounds(day, tz);
  const [hours, taken] = await Promise.all([
    data.hoursOn(deps.db, ids, weekdayOfIso(day)),
    takenStretches(deps.db, topology, ids, from, to),
  ]);
  return courts.map((c) => {
    const open = mergedHours(hours.filter((h) => h.courtId === c.id));
    return {
      court_id: c.id,
      court_name: c.name,
      venue_id: c.venueId,
      parent_id: c.parentCourtId,
      availability_from: open.length ? hhmmOfMinutes(open[0]!.openMinute) : null,
      availability_to: open.length ? hhmmOfMinutes(open[open.length - 1]!.closeMinute) : null,
      hours: hoursText(open),
      taken: (taken.get(c.id) ?? []).map((s) => onDay(s, day, tz)),
    };
  });
}

/** The starts on the day that are inside the court's hours (with 15 minutes to play) and inside the window. */
function bookableStarts(deps: Deps, day: string, hours: OpenHours[]): string[] {
  const window = bookingWindow(deps.now(), deps.settings.current().timeZone);
  const starts: string[] = [];
  for (const h of mergedHours(hours)) {
    const first = Math.ceil(h.openMinute / BOOKING_TIME_STEP_MINUTES) * BOOKING_TIME_STEP_MINUTES;
    for (let m = first; m + BOOKING_TIME_STEP_MINUTES <= h.closeMinute; m += BOOKING_TIME_STEP_MINUTES) {
      const instant = instantOf(day, hhmmOfMinutes(m), deps.settings.current().timeZone);
      if (instant && startsInWindow(instant, window)) starts.push(hhmmOfMinutes(m));
    }
  }
  return starts;
}

export async function checkAvail(
  deps: Deps,
  day: string,
  courtId: number,
): Promise<TCheckAvailResponse['feedback']> {
  const tz = deps.settings.current().timeZone;
  const court = await data.findCourt(deps.db, courtId);
  if (!court?.bookable) throw notFound('Court');
  if (!dayInWindow(deps, day))
    throw bookingError('error_rule', BOOKING_MSG.window, { day: [BOOKING_MSG.window] });
  const hours = mergedHours(await data.hoursOn(deps.db, [courtId], weekdayOfIso(day)));
  if (hours.length === 0) throw bookingError('error_avail', BOOKING_MSG.noHours);
  const topology = await topologyOf(deps.db, [court.venueId]);
  const { from, to } = dayBounds(day, tz);
  const taken = (await takenStretches(deps.db, topology, [courtId], from, to)).get(courtId) ?? [];
  const starts = bookableStarts(deps, day, hours);
  return {
    availability_from: hhmmOfMinutes(hours[0]!.openMinute),
    availability_to: hhmmOfMinutes(hours[hours.length - 1]!.closeMinute),
    earliest_start: starts[0] ?? null,
    latest_start: starts[starts.length - 1] ?? null,
    hours: hoursText(hours),
    taken: taken.map((s) => onDay(s, day, tz)),
  };
}

// --- The booking checks (checkrules and paybooking) -----------------------------------------

export interface BookingRequest {
  day: string;
  start: string;
  end: string;
  space: number;
  sport: number;
  type: number;
  option: number | null;
  venue?: number;
}

export interface Priced {
  court: data.CourtData;
  sport: { id: number; name: string };
  type: { id: number; name: string };
  option: { id: number; name: string } | null;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  leafIds: number[];
  relatedIds: number[];
}

const invalid = (field: string, message: string): Refusal => ({
  key: 'error_validation',
  message: BOOKING_MSG.bookingInvalid,
  fieldErrors: { [field]: [message] },
});

/**
 * Everything but the slot itself: catalogue, window, hours and price. Staff booking at the desk
 * (`anyDay`) are not held to the member's window of 1 hour to 7 days ahead, only to the future.
 */
export async function priceRequest(
  deps: Deps,
  req: BookingRequest,
  opts: { anyDay?: boolean } = {},
): Promise<Priced | Refusal> {
  const tz = deps.settings.current().timeZone;
  const court = await data.findCourt(deps.db, req.space);
  if (!court?.bookable)
    return {
      key: 'error_validation',
      message: BOOKING_MSG.courtUnknown,
      fieldErrors: { space: [BOOKING_MSG.courtUnknown] },
    };
  if (req.venue !== undefined && req.venue !== court.venueId)
    return invalid('venue', BOOKING_MSG.courtUnknown);

  const [sport, type, option] = await Promise.all([
    data.findSport(deps.db, req.sport),
    data.findType(deps.db, req.type),
    req.option === null ? Promise.resolve(null) : data.findOption(deps.db, req.option),
  ]);
  if (!sport) return invalid('sport', MSG.required);
  if (!type) return invalid('type', MSG.required);
  if (req.option !== null && !option) return invalid('option', BOOKING_MSG.optionMismatch);
  if (sport.venueId !== court.venueId || (court.sportId !== null && court.sportId !== sport.id))
    return { key: 'error_rule', message: BOOKING_MSG.sportMismatch };
  if (court.typeId !== null && court.typeId !== type.id)
    return { key: 'error_rule', message: BOOKING_MSG.typeMismatch };
  if (option && court.optionId !== null && court.optionId !== option.id)
    return { key: 'error_rule', message: BOOKING_MSG.optionMismatch };
  // Option is optional for the member; a court that comes with one (a half court) is priced with it.
  const optionId = option?.id ?? court.optionId;
  const effectiveOption =
    option ?? (court.optionId !== null ? await data.findOption(deps.db, court.optionId) : null);

  const startsAt = instantOf(req.day, req.start, tz);
  const endsAt = instantOf(req.day, req.end, tz);
  if (!startsAt) return invalid('start', BOOKING_MSG.dateTime);
  if (!endsAt) return invalid('end', BOOKING_MSG.dateTime);
  if (endsAt <= startsAt)
    return {
      key: 'error_validation',
      message: BOOKING_MSG.bookingInvalid,
      fieldErrors: { start: [BOOKING_MSG.startBeforeEnd], end: [BOOKING_MSG.endAfterStart] },
    };
  if (opts.anyDay ? startsAt <= deps.now() : !startsInWindow(startsAt, bookingWindow(deps.now(), tz)))
    return opts.anyDay
      ? invalid('start', 'The hire must start in the future.')
      : { key: 'error_rule', message: BOOKING_MSG.window };

  const startMinute = minutesOfHhmm(req.start) as number;
  const endMinute = minutesOfHhmm(req.end) as number;
  const weekday = weekdayOfIso(req.day);
  const hours = await data.hoursOn(deps.db, [court.id], weekday);
  if (hours.length === 0) return { key: 'error_avail', message: BOOKING_MSG.noHours };
  if (!fitsHours(hours, startMinute, endMinute)) {
    const open = mergedHours(hours);
    return {
      key: 'error_avail',
      message: BOOKING_MSG.outsideHours(
        hhmmOfMinutes(open[0]!.openMinute),
        hhmmOfMinutes(open[open.length - 1]!.closeMinute),
      ),
    };
  }

  const price = priceBooking(await data.activeRateRules(deps.db, court.venueId), {
    sportId: sport.id,
    typeId: type.id,
    optionId,
    weekday,
    startMinute,
    endMinute,
  });
  if (price.kind === 'blocked') return { key: 'error_rule', message: price.message };
  if (price.kind === 'unpriced') return { key: 'error_rate', message: BOOKING_MSG.noRate };

  const topology = await topologyOf(deps.db, [court.venueId]);
  return {
    court,
    sport,
    type,
    option: effectiveOption,
    startsAt,
    endsAt,
    priceCents: price.cents,
    leafIds: topology.leaves(court.id),
    relatedIds: topology.related(court.id),
  };
}

/** A closure of the court, its halves or its full court during the booking: the court is not available. */
export async function closureRefusal(db: Db, p: Priced): Promise<Refusal | null> {
  const closures = await data.closuresOverlapping(db, p.relatedIds, p.startsAt, p.endsAt);
  return closures.length > 0 ? { key: 'error_avail', message: BOOKING_MSG.closed } : null;
}

/** Roster shifts on the court, its halves or its full court during the booking: an event uses it. */
export async function shiftRefusal(db: Db, p: Priced): Promise<Refusal | null> {
  const shifts = await courtShifts().onCourts(db, p.relatedIds, p.startsAt, p.endsAt);
  return shifts.length > 0 ? { key: 'error_collision', message: BOOKING_MSG.event } : null;
}

/**
 * Is the slot free? Closures, games and roster shifts on the court, its halves or its full court,
 * and bookings and HPC classes through their occupancy rows.
 */
export async function slotRefusal(db: Db, p: Priced): Promise<Refusal | null> {
  const [closed, occupied, games, shifts] = await Promise.all([
    closureRefusal(db, p),
    data.occupanciesOverlapping(db, p.leafIds, p.startsAt, p.endsAt),
    courtGames().onCourts(db, p.relatedIds, p.startsAt, p.endsAt),
    shiftRefusal(db, p),
  ]);
  if (closed) return closed;
  if (games.length > 0) return { key: 'error_collision', message: BOOKING_MSG.competition };
  if (occupied.some((o) => o.hpcClassId !== null))
    return { key: 'error_collision', message: BOOKING_MSG.hpcClass };
  if (shifts) return shifts;
  if (occupied.length > 0) return { key: 'error_collision', message: BOOKING_MSG.collision };
  return null;
}

export const isRefusal = (v: Priced | Refusal): v is Refusal => 'key' in v;

/** POST /api/booking/events/checkrules: the price, or the reason the booking cannot be made. */
export async function checkRules(deps: Deps, req: TCheckRulesRequest): Promise<TCheckRulesResponse> {
  const priced = await priceRequest(deps, req);
  const refusal = isRefusal(priced) ? priced : await slotRefusal(deps.db, priced);
  if (refusal) {
    const message = refusal.fieldErrors
      ? (Object.values(refusal.fieldErrors).flat()[0] ?? refusal.message)
      : refusal.message;
    return { feedback: message, bookable: false, reason: refusal.key };
  }
  return { feedback: toDollars((priced as Priced).priceCents), bookable: true, reason: null };
}

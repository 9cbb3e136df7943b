// Court hire (spec document 3: Bookings screen, Booking stepper, Court Hire History).
//
// A booking is checked the same way by the stepper's checks (checkavail,
// checkrules) and by the payment: court and catalogue, the window (1 hour to
// 7 days ahead in the association's zone), the court's hours, the rate rules and
// what is already taken. The payment prices it again on the server and writes
// it inside createPaidOrder's transaction before the card is charged:
//   order -> booking (pending) + one CourtOccupancy row per leaf court -> charge.
// The exclusion constraint on CourtOccupancy (migration booking_no_overlap) is
// what finally stops a double booking: of two racing payments for one slot the
// second insert waits for the first transaction and fails with 23P01, which rolls
// its order back before any charge and answers error_collision.
// Competition games have no occupancy rows (CourtOccupancy.bookingId is required),
// so they are checked here, again inside the payment's transaction.
import {
  BOOKING_MSG,
  BOOKING_TIME_STEP_MINUTES,
  MSG,
  PAY_MSG,
  formatDollars,
  hhmmOfMinutes,
  minutesOfHhmm,
  type TBookingCourt,
  type TBookingErrorKey,
  type TBookingOption,
  type TBookingSport,
  type TBookingType,
  type TBookingVenue,
  type TCalendarEvent,
  type TCalendarResponse,
  type TCalendarViewType,
  type TCheckAvailResponse,
  type TCheckRulesRequest,
  type TCheckRulesResponse,
  type TCourtDayAvailability,
  type TMyBooking,
  type TPayBookingRequest,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  addDaysIso,
  localInstant,
  localIsoDate,
  localTime,
  localTime12,
  startOfLocalDay,
  todayIso,
  weekdayOfIso,
} from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { toDollars } from '../../lib/money.js';
import { getProfile } from '../profile/profile.service.js';
import { donationFromCart } from '../payments/donation.service.js';
import { formatDateTime } from '../../lib/display.js';
import {
  onOrderFailed,
  onOrderPaid,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
} from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { findUsableVoucher } from '../payments/voucher.service.js';
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

type Db = Deps['db'] | Tx;

// --- Errors -----------------------------------------------------------------------------

export const bookingError = (
  key: TBookingErrorKey,
  message: string,
  fieldErrors?: Record<string, string[]>,
) => new AppError(key, message, fieldErrors);

interface Refusal {
  key: TBookingErrorKey;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const refusalError = (r: Refusal) => bookingError(r.key, r.message, r.fieldErrors);

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping occupancy row. */
function isExclusionViolation(err: unknown): boolean {
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

// --- Catalogue ---------------------------------------------------------------------------

async function venueOrThrow(deps: Deps, venueId: number) {
  const venue = await data.findVenue(deps.db, venueId);
  if (!venue) throw notFound('Venue');
  return venue;
}

const toCourt = (c: data.CourtData): TBookingCourt => ({
  court_id: c.id,
  court_name: c.name,
  venue_id: c.venueId,
  sport_id: c.sportId,
  type_id: c.typeId,
  option_id: c.optionId,
  parent_id: c.parentCourtId,
});

export async function listVenues(deps: Deps): Promise<TBookingVenue[]> {
  return (await data.listVenuesWithBookableCourts(deps.db)).map((v) => ({
    venue_id: v.id,
    venue_name: v.name,
  }));
}

export async function listCourts(deps: Deps, venueId: number): Promise<TBookingCourt[]> {
  await venueOrThrow(deps, venueId);
  return (await data.bookableCourts(deps.db, venueId)).map(toCourt);
}

export async function listSports(deps: Deps, venueId: number): Promise<TBookingSport[]> {
  await venueOrThrow(deps, venueId);
  return (await data.sportsOfVenue(deps.db, venueId)).map((s) => ({
    sport_id: s.id,
    sport_name: s.name,
    venue_id: s.venueId,
  }));
}

/** Ids a venue's bookable courts allow for one catalogue field; undefined = any (some court leaves it open). */
async function idsOffered(
  deps: Deps,
  venueId: number,
  field: 'typeId' | 'optionId',
): Promise<number[] | undefined> {
  const courts = await data.bookableCourts(deps.db, venueId);
  if (courts.length === 0) return [];
  if (courts.some((c) => c[field] === null)) return undefined;
  return [...new Set(courts.map((c) => c[field] as number))];
}

export async function listTypes(deps: Deps, venueId: number): Promise<TBookingType[]> {
  await venueOrThrow(deps, venueId);
  const types = await data.allTypes(deps.db, await idsOffered(deps, venueId, 'typeId'));
  return types.map((t) => ({ type_id: t.id, type_name: t.name, type_slug: t.slug }));
}

export async function listOptions(deps: Deps, venueId: number): Promise<TBookingOption[]> {
  await venueOrThrow(deps, venueId);
  const options = await data.allOptions(deps.db, await idsOffered(deps, venueId, 'optionId'));
  return options.map((o) => ({ option_id: o.id, option_name: o.name }));
}

// --- Days and times in the association's zone -------------------------------------------

/** The instant of HH:mm on a local day ('24:00' = the next midnight); null for a time the clocks skip. */
function instantOf(day: string, hhmm: string, timeZone: string): Date | null {
  if (hhmm === '24:00') return startOfLocalDay(addDaysIso(day, 1), timeZone);
  const instant = localInstant(day, hhmm, timeZone);
  return localIsoDate(instant, timeZone) === day && localTime(instant, timeZone) === hhmm ? instant : null;
}

const dayBounds = (day: string, timeZone: string) => ({
  from: startOfLocalDay(day, timeZone),
  to: startOfLocalDay(addDaysIso(day, 1), timeZone),
});

/** A calendar day can be picked from today to the day the window ends (spec: the picker minimum is today). */
function dayInWindow(deps: Deps, day: string): boolean {
  const now = deps.now();
  const lastDay = localIsoDate(bookingWindow(now, deps.env.TIME_ZONE).latest, deps.env.TIME_ZONE);
  return day >= todayIso(deps.env.TIME_ZONE, now) && day <= lastDay;
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

async function topologyOf(db: Db, venueIds: number[]): Promise<Topology> {
  const courts = (await Promise.all([...new Set(venueIds)].map((v) => data.courtsOfVenue(db, v)))).flat();
  return { courts, leaves: (id) => leafCourts(courts, id), related: (id) => relatedCourts(courts, id) };
}

/** Bookings and games that take a court (or its halves, or its full court) in [from, to), as stretches. */
async function takenStretches(
  db: Db,
  topology: Topology,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, data.Stretch[]>> {
  const leafIds = [...new Set(courtIds.flatMap(topology.leaves))];
  const relatedIds = [...new Set(courtIds.flatMap(topology.related))];
  const [occupancies, games] = await Promise.all([
    data.occupanciesOverlapping(db, leafIds, from, to),
    data.gamesOverlapping(db, relatedIds, from, to),
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
    // A full-court booking has a row on each half: count the booking once.
    for (const o of occupancies) if (leaves.has(o.courtId)) add(`b${o.bookingId}`, o);
    for (const g of games) if (related.has(g.courtId)) add(`g${g.courtId}|${g.startsAt.getTime()}`, g);
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
  const tz = deps.env.TIME_ZONE;
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
  const window = bookingWindow(deps.now(), deps.env.TIME_ZONE);
  const starts: string[] = [];
  for (const h of mergedHours(hours)) {
    const first = Math.ceil(h.openMinute / BOOKING_TIME_STEP_MINUTES) * BOOKING_TIME_STEP_MINUTES;
    for (let m = first; m + BOOKING_TIME_STEP_MINUTES <= h.closeMinute; m += BOOKING_TIME_STEP_MINUTES) {
      const instant = instantOf(day, hhmmOfMinutes(m), deps.env.TIME_ZONE);
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
  const tz = deps.env.TIME_ZONE;
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

interface Priced {
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

/** Everything but the slot itself: catalogue, window, hours and price. */
async function priceRequest(deps: Deps, req: BookingRequest): Promise<Priced | Refusal> {
  const tz = deps.env.TIME_ZONE;
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
  if (!startsInWindow(startsAt, bookingWindow(deps.now(), tz)))
    return { key: 'error_rule', message: BOOKING_MSG.window };

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

/** Is the slot free? Bookings through their occupancy rows, games on the court, its halves or its full court. */
async function slotRefusal(db: Db, p: Priced): Promise<Refusal | null> {
  const [occupied, games] = await Promise.all([
    data.occupanciesOverlapping(db, p.leafIds, p.startsAt, p.endsAt),
    data.gamesOverlapping(db, p.relatedIds, p.startsAt, p.endsAt),
  ]);
  if (games.length > 0) return { key: 'error_collision', message: BOOKING_MSG.competition };
  if (occupied.length > 0) return { key: 'error_collision', message: BOOKING_MSG.collision };
  return null;
}

const isRefusal = (v: Priced | Refusal): v is Refusal => 'key' in v;

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

// --- Payment -------------------------------------------------------------------------------------

/** The order line, as the receipt shows it: 'Court hire: Court 1, Harbourside Sports Centre, 10/04/2027 10:00 AM to 11:00 AM'. */
const lineName = (p: Priced, tz: string) =>
  `Court hire: ${p.court.name}, ${p.court.venue.name}, ${formatDateTime(p.startsAt, tz)} to ${localTime12(p.endsAt, tz)}`;

/** POST /api/booking/paybooking: the browser's price (rate_review) is never charged; the server prices the booking again. */
export async function payBooking(
  deps: Deps,
  memberId: number,
  body: TPayBookingRequest,
): Promise<PaymentOutcome & { bookingId: number | null }> {
  const cart = body.bookingCart;
  const card = cardInputOf(body.cardData);
  const keyCart = [
    'booking',
    cart.space,
    cart.day,
    cart.start,
    cart.end,
    cart.sport,
    cart.type,
    cart.option,
    body.couponCart?.voucherNumber ?? null,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, keyCart, card);
  const fingerprint = fingerprintOf(keyCart);

  const outcome = await payOnce(
    deps,
    { memberId, origin: 'booking', idempotencyKey, fingerprint },
    async () => {
      const profile = await getProfile(deps, memberId);
      if (!profile.profile_complete) throw bookingError('error_auth', MSG.profileIncomplete);

      const priced = await priceRequest(deps, cart);
      if (isRefusal(priced)) throw refusalError(priced);
      const taken = await slotRefusal(deps.db, priced);
      if (taken) throw refusalError(taken);
      if (
        cart.rate_review !== null &&
        cart.rate_review !== undefined &&
        Math.round(cart.rate_review * 100) !== priced.priceCents
      ) {
        throw bookingError('error_rate', BOOKING_MSG.rateChanged(formatDollars(priced.priceCents)));
      }

      const voucher = body.couponCart ? await findUsableVoucher(deps, memberId, body.couponCart) : null;
      // Active & Creative Kids vouchers pay for sport and activity programs, not court hire.
      if (voucher?.kind === 'akv') throw bookingError('error_response', PAY_MSG.voucherNotEligible);
      const donation = await donationFromCart(deps, body.donationCart);

      return createPaidOrder(deps, {
        memberId,
        origin: 'booking',
        description: 'Court hire',
        lines: [
          {
            productId: null,
            name: lineName(priced, deps.env.TIME_ZONE),
            quantity: 1,
            unitPriceCents: priced.priceCents,
          },
        ],
        donation,
        voucher,
        card,
        idempotencyKey,
        fingerprint,
        beforeCharge: async (tx, order) => {
          // Games are not guarded by the constraint: look again inside the transaction.
          const games = await data.gamesOverlapping(tx, priced.relatedIds, priced.startsAt, priced.endsAt);
          if (games.length > 0) throw bookingError('error_collision', BOOKING_MSG.competition);
          try {
            await data.insertBooking(
              tx,
              {
                memberId,
                orderId: order.id,
                courtId: priced.court.id,
                sportId: priced.sport.id,
                typeId: priced.type.id,
                optionId: priced.option?.id ?? null,
                startsAt: priced.startsAt,
                endsAt: priced.endsAt,
                priceCents: priced.priceCents,
              },
              priced.leafIds,
            );
          } catch (err) {
            if (isExclusionViolation(err)) throw bookingError('error_collision', BOOKING_MSG.collision);
            throw err;
          }
        },
      });
    },
  );
  return { ...outcome, bookingId: await data.bookingIdOfOrder(deps.db, outcome.orderId) };
}

onOrderPaid('booking', async (tx, order) => {
  await data.markOrderBookingsBooked(tx, order.id);
});
onOrderFailed('booking', async (tx, order) => {
  await data.releaseOrderBookings(tx, order.id);
});

// --- Calendar and history --------------------------------------------------------------------------

/** The days a calendar view shows: the day, its Monday-to-Sunday week, or its month. */
export function calendarRange(viewType: TCalendarViewType, date: string): { from: string; to: string } {
  if (viewType === 'day') return { from: date, to: date };
  if (viewType === 'week') {
    const from = addDaysIso(date, -((weekdayOfIso(date) + 6) % 7));
    return { from, to: addDaysIso(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  const nextMonth = addDaysIso(from, 31).slice(0, 8) + '01';
  return { from, to: addDaysIso(nextMonth, -1) };
}

/** Public: what is taken at a venue, never by whom (the selects carry no member). */
export async function calendar(
  deps: Deps,
  venueId: number,
  viewType: TCalendarViewType,
  date: string,
): Promise<TCalendarResponse> {
  const tz = deps.env.TIME_ZONE;
  await venueOrThrow(deps, venueId);
  const { from, to } = calendarRange(viewType, date);
  const topology = await topologyOf(deps.db, [venueId]);
  const ids = topology.courts.map((c) => c.id);
  const start = startOfLocalDay(from, tz);
  const end = startOfLocalDay(addDaysIso(to, 1), tz);
  const [bookings, games] = await Promise.all([
    data.bookingsOverlapping(deps.db, ids, start, end),
    data.gamesOverlapping(deps.db, ids, start, end),
  ]);
  const names = new Map(topology.courts.map((c) => [c.id, c.name]));
  const event = (s: data.Stretch, type: TCalendarEvent['type']): TCalendarEvent => ({
    start: isoInZone(s.startsAt, tz),
    end: isoInZone(s.endsAt, tz),
    venue: venueId,
    type,
    court: s.courtId,
    court_name: names.get(s.courtId) ?? '',
    title: type === 'booking' ? 'Booked' : 'Competition',
    blocks: topology.related(s.courtId).filter((id) => id !== s.courtId),
  });
  const events = [...bookings.map((b) => event(b, 'booking')), ...games.map((g) => event(g, 'competition'))];
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.court - b.court);
  return { data: events, from, to };
}

export async function myBookings(deps: Deps, memberId: number): Promise<TMyBooking[]> {
  const tz = deps.env.TIME_ZONE;
  const bookings = await data.myBookings(deps.db, memberId);
  const receipts = await data.receiptNumbers(deps.db, [
    ...new Set(bookings.flatMap((b) => (b.orderId === null ? [] : [b.orderId]))),
  ]);
  return bookings.map((b) => ({
    b_id: b.id,
    venue_name: b.court.venue.name,
    sport_name: b.sport.name,
    booking_from: isoInZone(b.startsAt, tz),
    booking_to: isoInZone(b.endsAt, tz),
    booking_from_formatted: formatDateTime(b.startsAt, tz),
    booking_to_formatted: formatDateTime(b.endsAt, tz),
    duration: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    type_name: b.type.name,
    option_name: b.option?.name ?? '',
    space_name: b.court.name,
    status: b.status === 'booked' ? 'Booked' : 'Pending',
    o_id: b.orderId,
    o_receipt_id: b.orderId === null ? null : (receipts.get(b.orderId) ?? null),
  }));
}

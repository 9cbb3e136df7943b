// Court hire: the public calendar of what is taken at a venue, and a member's history.
import {
  type TCalendarEvent,
  type TCalendarResponse,
  type TCalendarViewType,
  type TMyBooking,
} from '@courtside/contracts';
import { placeText, type CalendarEntry } from '../../lib/calendar.js';
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, startOfLocalDay, weekdayOfIso } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { formatDateTime } from '../../lib/display.js';
import * as data from './booking.data.js';
import { courtGames, courtShifts } from './court-users.js';
import { onOrderPage, receiptNumbers } from '../payments/index.js';
import { venueOrThrow } from './booking-catalogue.service.js';
import { topologyOf } from './booking-availability.service.js';

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

const TITLES = {
  booking: 'Booked',
  competition: 'Competition',
  class: 'HPC class',
  event: 'Event',
  closed: 'Closed',
} as const satisfies Record<TCalendarEvent['type'], string>;

/**
 * The HPC classes holding courts in the stretch, each on the court it holds: the court whose
 * playing surfaces are exactly the leaf courts its occupancy rows take (the rows the stepper's
 * checks refuse a hire over), so the calendar shows what the booking rule holds.
 */
function classesOnCourts(
  occupancies: Array<data.Stretch & data.OccupancyOwner>,
  topology: Awaited<ReturnType<typeof topologyOf>>,
): data.Stretch[] {
  const byClass = new Map<number, { leaves: Set<number>; s: data.Stretch }>();
  for (const o of occupancies) {
    if (o.hpcClassId === null) continue;
    const held = byClass.get(o.hpcClassId) ?? { leaves: new Set<number>(), s: o };
    held.leaves.add(o.courtId);
    byClass.set(o.hpcClassId, held);
  }
  return [...byClass.values()].flatMap(({ leaves, s }) => {
    const court = topology.courts.find((c) => {
      const own = topology.leaves(c.id);
      return own.length === leaves.size && own.every((id) => leaves.has(id));
    });
    return court ? [{ courtId: court.id, startsAt: s.startsAt, endsAt: s.endsAt }] : [];
  });
}

/**
 * Roster shifts as the calendar shows them: one stretch per court for shifts that overlap or
 * touch (a scorer and a timekeeper on one court are one event), since the calendar never says who.
 */
function joinedShifts(shifts: data.Stretch[]): data.Stretch[] {
  const sorted = [...shifts].sort(
    (a, b) => a.courtId - b.courtId || a.startsAt.getTime() - b.startsAt.getTime(),
  );
  const joined: data.Stretch[] = [];
  for (const s of sorted) {
    const last = joined[joined.length - 1];
    if (last && last.courtId === s.courtId && s.startsAt <= last.endsAt) {
      if (s.endsAt > last.endsAt) last.endsAt = s.endsAt;
    } else joined.push({ courtId: s.courtId, startsAt: s.startsAt, endsAt: s.endsAt });
  }
  return joined;
}

/** Public: what is taken at a venue (hires, games, HPC classes, events' roster shifts, closures), never by whom (the selects carry no member) nor why a court is closed. */
export async function calendar(
  deps: Deps,
  venueId: number,
  viewType: TCalendarViewType,
  date: string,
): Promise<TCalendarResponse> {
  const tz = deps.settings.current().timeZone;
  await venueOrThrow(deps, venueId);
  const { from, to } = calendarRange(viewType, date);
  const topology = await topologyOf(deps.db, [venueId]);
  const ids = topology.courts.map((c) => c.id);
  const start = startOfLocalDay(from, tz);
  const end = startOfLocalDay(addDaysIso(to, 1), tz);
  const [bookings, games, occupancies, closures, shifts] = await Promise.all([
    data.bookingsOverlapping(deps.db, ids, start, end),
    courtGames().onCourts(deps.db, ids, start, end),
    data.occupanciesOverlapping(deps.db, ids, start, end),
    data.closuresOverlapping(deps.db, ids, start, end),
    courtShifts().onCourts(deps.db, ids, start, end),
  ]);
  const names = new Map(topology.courts.map((c) => [c.id, c.name]));
  const event = (s: data.Stretch, type: TCalendarEvent['type']): TCalendarEvent => ({
    start: isoInZone(s.startsAt, tz),
    end: isoInZone(s.endsAt, tz),
    venue: venueId,
    type,
    court: s.courtId,
    court_name: names.get(s.courtId) ?? '',
    title: TITLES[type],
    blocks: topology.related(s.courtId).filter((id) => id !== s.courtId),
  });
  const events = [
    ...bookings.map((b) => event(b, 'booking')),
    ...games.map((g) => event(g, 'competition')),
    ...classesOnCourts(occupancies, topology).map((k) => event(k, 'class')),
    ...joinedShifts(shifts).map((r) => event(r, 'event')),
    ...closures.map((c) => event(c, 'closed')),
  ];
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.court - b.court);
  return { data: events, from, to };
}

export async function myBookings(deps: Deps, memberId: number): Promise<TMyBooking[]> {
  const tz = deps.settings.current().timeZone;
  const bookings = await data.myBookings(deps.db, memberId);
  const receipts = await receiptNumbers(deps.db, [
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

/** The member's court hire from `from` on (booked, not waiting for payment), as calendar entries. */
export async function bookingEntries(deps: Deps, memberId: number, from: Date): Promise<CalendarEntry[]> {
  const bookings = await deps.db.booking.findMany({
    where: { memberId, status: 'booked', startsAt: { gte: from } },
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      sport: { select: { name: true } },
      type: { select: { name: true } },
      court: {
        select: {
          name: true,
          venue: { select: { name: true, address: true, suburb: true, postcode: true, state: true } },
        },
      },
    },
    orderBy: { startsAt: 'asc' },
  });
  const host = new URL(deps.publicUrl).hostname;
  const stamp = deps.now();
  return bookings.map((b) => ({
    uid: `booking-${b.id}@${host}`,
    start: b.startsAt,
    end: b.endsAt,
    stamp,
    summary: `Court hire: ${b.sport.name}, ${b.court.name}`,
    location: placeText(b.court.venue),
    description: `${b.type.name}\nBooking ${b.id}`,
  }));
}

/** The court bookings an order paid for (the console's order page), earliest first. */
function bookingsOfOrder(deps: Deps, orderId: number) {
  return deps.db.booking.findMany({
    where: { orderId },
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      priceCents: true,
      status: true,
      court: { select: { name: true, venue: { select: { name: true } } } },
      sport: { select: { name: true } },
      type: { select: { name: true } },
      option: { select: { name: true } },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

// The console's page of an order shows the court bookings it paid for.
onOrderPage('booking', async (deps, order, when) => ({
  bookings: (await bookingsOfOrder(deps, order.id)).map((b) => ({
    id: b.id,
    from_formatted: when(b.startsAt),
    to_formatted: when(b.endsAt),
    venue: b.court.venue.name,
    court: b.court.name,
    sport: b.sport.name,
    type: b.type.name,
    option: b.option?.name ?? null,
    price_cents: b.priceCents,
    status: b.status,
  })),
}));

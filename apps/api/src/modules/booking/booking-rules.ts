// The pure rules of court hire: the booking window, court hours, the price from
// rate rules, and which courts a booking covers. No database here, so each rule
// has fast unit tests (booking-rules.test.ts); the booking services apply them.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import {
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MIN_LEAD_MINUTES,
  BOOKING_TIME_STEP_MINUTES,
} from '@courtside/contracts';

// --- Booking window ----------------------------------------------------------------

export interface BookingWindow {
  /** The earliest start: one hour of real time from now. */
  earliest: Date;
  /** The latest start: the same wall-clock time 7 days on, in the association's zone. */
  latest: Date;
}

/**
 * 'Between 1 hours and 7 days from now', read the way people do: an hour is 60
 * minutes of real time, but 7 days is 7 calendar days on the association's clock,
 * so across a daylight-saving change the window is 167 or 169 hours long and
 * "10 am Saturday" can still book "10 am next Saturday".
 */
export function bookingWindow(now: Date, timeZone: string): BookingWindow {
  return {
    earliest: new Date(now.getTime() + BOOKING_MIN_LEAD_MINUTES * 60_000),
    latest: new Date(addDays(new TZDate(now.getTime(), timeZone), BOOKING_MAX_AHEAD_DAYS).getTime()),
  };
}

export const startsInWindow = (start: Date, window: BookingWindow) =>
  start.getTime() >= window.earliest.getTime() && start.getTime() <= window.latest.getTime();

// --- Court hours -----------------------------------------------------------------------

/** One CourtHours row of a weekday: minutes since local midnight, [open, close]. */
export interface OpenHours {
  openMinute: number;
  closeMinute: number;
}

/** A booking must sit inside one opening of the court that weekday. */
export const fitsHours = (hours: OpenHours[], startMinute: number, endMinute: number) =>
  hours.some((h) => h.openMinute <= startMinute && endMinute <= h.closeMinute);

/** Openings in time order, touching or overlapping ones joined. */
export function mergedHours(hours: OpenHours[]): OpenHours[] {
  const sorted = [...hours].sort((a, b) => a.openMinute - b.openMinute);
  const out: OpenHours[] = [];
  for (const h of sorted) {
    const last = out[out.length - 1];
    if (last && h.openMinute <= last.closeMinute)
      last.closeMinute = Math.max(last.closeMinute, h.closeMinute);
    else out.push({ ...h });
  }
  return out;
}

// --- Price ---------------------------------------------------------------------------------

export interface RateRuleData {
  id: number;
  sportId: number | null;
  typeId: number | null;
  optionId: number | null;
  weekday: number | null;
  fromMinute: number;
  toMinute: number;
  pricePerHourCents: number;
  priority: number;
  blockedMessage: string | null;
}

export interface PriceQuery {
  sportId: number;
  typeId: number;
  optionId: number | null;
  /** 0 = Sunday ... 6 = Saturday, of the booking's day in the association's zone. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export type PriceAnswer =
  { kind: 'price'; cents: number } | { kind: 'blocked'; message: string } | { kind: 'unpriced' };

const specificity = (r: RateRuleData) =>
  [r.sportId, r.typeId, r.optionId, r.weekday].filter((v) => v !== null).length;

/** Among the rules that cover a minute, the one that applies: highest priority, then the most specific, then the oldest. */
export function ruleAt(
  rules: RateRuleData[],
  q: Omit<PriceQuery, 'startMinute' | 'endMinute'>,
  minute: number,
): RateRuleData | null {
  let best: RateRuleData | null = null;
  for (const r of rules) {
    const matches =
      (r.sportId === null || r.sportId === q.sportId) &&
      (r.typeId === null || r.typeId === q.typeId) &&
      (r.optionId === null || r.optionId === q.optionId) &&
      (r.weekday === null || r.weekday === q.weekday) &&
      r.fromMinute <= minute &&
      minute < r.toMinute;
    if (!matches) continue;
    if (
      !best ||
      r.priority > best.priority ||
      (r.priority === best.priority &&
        (specificity(r) > specificity(best) || (specificity(r) === specificity(best) && r.id < best.id)))
    ) {
      best = r;
    }
  }
  return best;
}

/**
 * The price of a booking, or why it has none. The booking is priced in 15-minute
 * steps, each at the rate of the rule covering it, so a booking from 4 pm to 6 pm
 * pays off-peak for the first hour and peak for the second. A blocking rule
 * anywhere in the booking makes it unbookable with that rule's message; a step
 * no rule covers leaves it unpriced. Cents are rounded once, at the end.
 */
export function priceBooking(rules: RateRuleData[], q: PriceQuery): PriceAnswer {
  let centsTimesMinutes = 0;
  for (let minute = q.startMinute; minute < q.endMinute; minute += BOOKING_TIME_STEP_MINUTES) {
    const rule = ruleAt(rules, q, minute);
    if (!rule) return { kind: 'unpriced' };
    if (rule.blockedMessage) return { kind: 'blocked', message: rule.blockedMessage };
    centsTimesMinutes += rule.pricePerHourCents * Math.min(BOOKING_TIME_STEP_MINUTES, q.endMinute - minute);
  }
  return { kind: 'price', cents: Math.round(centsTimesMinutes / 60) };
}

// --- Full courts and halves -------------------------------------------------------------

export interface CourtNode {
  id: number;
  parentCourtId: number | null;
}

const childrenOf = (courts: CourtNode[], id: number) => courts.filter((c) => c.parentCourtId === id);

/**
 * The playing surfaces a booking of this court actually takes, one CourtOccupancy
 * row each: a full court's halves (their own halves in turn, if any), or the court
 * itself when it is not divided. Sorted, so racing bookings take rows in one order.
 */
export function leafCourts(courts: CourtNode[], courtId: number): number[] {
  const children = childrenOf(courts, courtId);
  if (children.length === 0) return [courtId];
  return children.flatMap((c) => leafCourts(courts, c.id)).sort((a, b) => a - b);
}

/**
 * The courts whose use makes this one unavailable: itself, the full courts it is
 * part of, and its halves. A competition game on any of them blocks a booking.
 */
export function relatedCourts(courts: CourtNode[], courtId: number): number[] {
  const related = new Set<number>([courtId]);
  const byId = new Map(courts.map((c) => [c.id, c]));
  for (
    let up = byId.get(courtId)?.parentCourtId ?? null;
    up !== null && !related.has(up);
    up = byId.get(up)?.parentCourtId ?? null
  )
    related.add(up);
  const down = (id: number) => {
    for (const c of childrenOf(courts, id)) {
      if (related.has(c.id)) continue;
      related.add(c.id);
      down(c.id);
    }
  };
  down(courtId);
  return [...related].sort((a, b) => a - b);
}

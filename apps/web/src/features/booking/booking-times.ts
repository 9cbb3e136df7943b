// Pure rules of the court hire screens: the calendar grid (from 06:00 in
// 30-minute rows, 34 rows), the stepper's times (15-minute steps inside the court's
// hours and the booking window) and which courts fit the chosen sport, type and option.
// Every time here is wall-clock time in the association's zone: the server sends
// instants as ISO 8601 with that zone's offset, so their date and HH:mm are read as written.
import {
  BOOKING_DEFAULT_HOURS,
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MSG,
  BOOKING_TIME_STEP_MINUTES,
  hhmmOfMinutes,
  minutesOfHhmm,
  type TBookingCourt,
  type TCalendarEvent,
  type TCheckAvailResponse,
} from '@courtside/contracts';
import { addDaysIso } from '../../lib/calendar-dates';

export const CALENDAR_START_MINUTE = 6 * 60;
export const CALENDAR_ROW_MINUTES = 30;
export const CALENDAR_ROWS = 34;
export const CALENDAR_END_MINUTE = CALENDAR_START_MINUTE + CALENDAR_ROWS * CALENDAR_ROW_MINUTES;

/** '06:00', '06:30', ... '22:30': the label of each calendar row. */
export const calendarRowTimes = (): string[] =>
  Array.from({ length: CALENDAR_ROWS }, (_, i) =>
    hhmmOfMinutes(CALENDAR_START_MINUTE + i * CALENDAR_ROW_MINUTES),
  );

/** The zone's calendar date and minute of an ISO 8601 instant written with the zone's offset. */
export function wallClock(iso: string): { date: string; minute: number } {
  return { date: iso.slice(0, 10), minute: Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)) };
}

export interface DaySpan {
  /** Minutes since midnight on the day, clipped to the day. */
  from: number;
  to: number;
}

/** The part of an event that falls on a day (null when none). */
export function spanOnDay(event: Pick<TCalendarEvent, 'start' | 'end'>, day: string): DaySpan | null {
  const start = wallClock(event.start);
  const end = wallClock(event.end);
  if (start.date > day || end.date < day) return null;
  const from = start.date < day ? 0 : start.minute;
  const to = end.date > day ? 1440 : end.minute;
  return to > from ? { from, to } : null;
}

/**
 * Where a span sits on the day grid, in 15-minute slots from 06:00 (a 30-minute row is
 * two slots): [first, last) clipped to the grid; null when it is outside the grid.
 */
export function gridSlots(span: DaySpan): { first: number; last: number } | null {
  const from = Math.max(span.from, CALENDAR_START_MINUTE);
  const to = Math.min(span.to, CALENDAR_END_MINUTE);
  if (to <= from) return null;
  const step = BOOKING_TIME_STEP_MINUTES;
  return {
    first: Math.floor((from - CALENDAR_START_MINUTE) / step),
    last: Math.ceil((to - CALENDAR_START_MINUTE) / step),
  };
}

/** A court's taken slots on a day: its own events and those of its halves or full court (`blocks`). */
export function eventsOfCourt(events: readonly TCalendarEvent[], courtId: number, day: string) {
  return events.flatMap((e) => {
    const own = e.court === courtId;
    if (!own && !e.blocks.includes(courtId)) return [];
    const span = spanOnDay(e, day);
    return span ? [{ event: e, span, own }] : [];
  });
}

export interface TakenSlot {
  court: TBookingCourt;
  event: TCalendarEvent;
  span: DaySpan;
  /** The court's own booking or game; false when it is a half or the full court of it (Unavailable). */
  own: boolean;
}

/**
 * Every court's taken slots on a day, the blocks of the day layout included (a game on
 * Court 1 makes its halves Unavailable, a booking of a half makes Court 1 Unavailable):
 * by start time, then in column order.
 */
export function takenOnDay(events: readonly TCalendarEvent[], courts: readonly TBookingCourt[], day: string) {
  const columns = courtColumns(courts);
  const slots: TakenSlot[] = columns.flatMap((court) =>
    eventsOfCourt(events, court.court_id, day).map((taken) => ({ court, ...taken })),
  );
  const column = new Map(columns.map((c, i) => [c.court_id, i]));
  return slots.sort(
    (a, b) =>
      a.span.from - b.span.from || (column.get(a.court.court_id) ?? 0) - (column.get(b.court.court_id) ?? 0),
  );
}

/** '10:00 to 11:30' */
export const spanText = (span: DaySpan) => `${hhmmOfMinutes(span.from)} to ${hhmmOfMinutes(span.to)}`;

/** Calendar columns: each full court followed by its halves. */
export function courtColumns(courts: readonly TBookingCourt[]): TBookingCourt[] {
  const ids = new Set(courts.map((c) => c.court_id));
  const tops = courts.filter((c) => c.parent_id === null || !ids.has(c.parent_id));
  return tops.flatMap((top) => [top, ...courts.filter((c) => c.parent_id === top.court_id)]);
}

// --- Week and month layouts ------------------------------------------------------------------

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 42; d = addDaysIso(d, 1)) days.push(d);
  return days;
}

/** The month's days in Monday-to-Sunday weeks; days of the next or previous month are null. */
export function monthWeeks(from: string, to: string): (string | null)[][] {
  const days = daysBetween(from, to);
  const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The date one day, week or month before or after (a month step keeps the 1st: the view shows the whole month). */
export function stepDate(date: string, view: 'day' | 'week' | 'month', direction: 1 | -1): string {
  if (view === 'day') return addDaysIso(date, direction);
  if (view === 'week') return addDaysIso(date, 7 * direction);
  const [y, m] = date.split('-').map(Number) as [number, number];
  const month = m - 1 + direction;
  const year = y + Math.floor(month / 12);
  return `${year}-${String((((month % 12) + 12) % 12) + 1).padStart(2, '0')}-01`;
}

// --- Stepper -------------------------------------------------------------------------------------

export interface CourtChoice {
  sport: number | null;
  type: number | null;
  option: number | null;
}

/** Courts that take the sport, type and option chosen (null on a court = any; option is optional for the member). */
export function courtsFor(courts: readonly TBookingCourt[], choice: CourtChoice): TBookingCourt[] {
  const fits = (courtValue: number | null, chosen: number | null) =>
    chosen === null || courtValue === null || courtValue === chosen;
  return courts.filter(
    (c) => fits(c.sport_id, choice.sport) && fits(c.type_id, choice.type) && fits(c.option_id, choice.option),
  );
}

/** What the Date/Time step knows of the court's day: the server's answer, or 09:00-21:00 before it. */
export type DayHours = Pick<TCheckAvailResponse['feedback'], 'hours' | 'earliest_start' | 'latest_start'>;
export const DEFAULT_DAY_HOURS: DayHours = {
  hours: [{ start: BOOKING_DEFAULT_HOURS.from, end: BOOKING_DEFAULT_HOURS.to }],
  earliest_start: BOOKING_DEFAULT_HOURS.from,
  latest_start: hhmmOfMinutes(
    (minutesOfHhmm(BOOKING_DEFAULT_HOURS.to) as number) - BOOKING_TIME_STEP_MINUTES,
  ),
};

const ranges = (day: DayHours) =>
  day.hours
    .map((h) => ({ open: minutesOfHhmm(h.start) ?? 0, close: minutesOfHhmm(h.end) ?? 0 }))
    .filter((r) => r.close > r.open);

/**
 * Start times on 15-minute steps inside the court's hours, from the earliest still
 * bookable (today: now + 1 hour) to the latest; none when the day has no start left
 * (the picker is then disabled).
 */
export function startTimes(day: DayHours): string[] {
  if (day.earliest_start === null || day.latest_start === null) return [];
  const earliest = minutesOfHhmm(day.earliest_start) ?? 0;
  const latest = minutesOfHhmm(day.latest_start) ?? 0;
  const step = BOOKING_TIME_STEP_MINUTES;
  const out: string[] = [];
  for (const r of ranges(day)) {
    for (let m = Math.ceil(r.open / step) * step; m + step <= r.close; m += step)
      if (m >= earliest && m <= latest) out.push(hhmmOfMinutes(m));
  }
  return out;
}

/** End times after a start, on 15-minute steps, up to the close of the hours the start is in. */
export function endTimes(day: DayHours, start: string): string[] {
  const from = minutesOfHhmm(start);
  if (from === null) return [];
  const range = ranges(day).find((r) => from >= r.open && from < r.close);
  if (!range) return [];
  const out: string[] = [];
  for (let m = from + BOOKING_TIME_STEP_MINUTES; m <= range.close; m += BOOKING_TIME_STEP_MINUTES)
    out.push(hhmmOfMinutes(m));
  return out;
}

/** The booking date's rule: required, a real date, from today up to 7 days ahead. */
export function dayError(day: string, today: string): string | null {
  if (!day) return 'This field is required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    return BOOKING_MSG.dateTime;
  if (day < today || day > addDaysIso(today, BOOKING_MAX_AHEAD_DAYS)) return BOOKING_MSG.window;
  return null;
}

/** Minutes between two HH:mm times, as '1 hour 30 minutes'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 && `${h} ${h === 1 ? 'hour' : 'hours'}`, m > 0 && `${m} minutes`].filter(Boolean).join(' ');
}

/** Payment error keys whose server message is shown as sent; error_validation and the rest have fixed texts. */
export const BOOKING_MESSAGE_KEYS = [
  'error_auth',
  'error_avail',
  'error_collision',
  'error_rule',
  'error_rate',
  'error_response',
  'error_payment',
] as const;

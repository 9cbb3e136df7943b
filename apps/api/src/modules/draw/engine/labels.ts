// How the engine words dates, times and courts in the reasons staff read.
import { dmyOf, weekdayOfIso } from '../../../lib/local-dates.js';

export { weekdayOfIso };

/** 'DD/MM/YYYY' of a 'YYYY-MM-DD' date. */
export const dmy = (date: string) => dmyOf(date);

/** 'HH:MM' of minutes since midnight. */
export function hhmm(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** '18:00-19:00'. */
export const timeRange = (from: number, to: number) => `${hhmm(from)}-${hhmm(to)}`;

/** A window without bounds is the whole day. */
export const DAY_START = 0;
export const DAY_END = 24 * 60;

export const overlaps = (aFrom: number, aTo: number, bFrom: number, bTo: number) =>
  aFrom < bTo && bFrom < aTo;

// Calendar-day arithmetic on YYYY-MM-DD strings for the roster and availability
// screens. Days are counted on the UTC calendar, so no time zone offset is involved;
// "today" itself comes from the association's zone.
import { addDaysIso, isoToDmy, WEEKDAY_NAMES, weekdayOfIso } from '@courtside/contracts';

// The calendar arithmetic both apps use lives in the contracts; the screens reach it from here too.
export { addDaysIso, todayIso, weekdayOfIso } from '@courtside/contracts';

/** Every date from `from` to `to`, both included. */
export function isoDatesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = addDaysIso(d, 1)) out.push(d);
  return out;
}

/** 'Saturday 21/11/2026', or with the short name 'Sat 21/11/2026'. */
export function weekdayAndDate(iso: string, name: 'long' | 'short' = 'long') {
  const weekday = WEEKDAY_NAMES[weekdayOfIso(iso)]!;
  return `${name === 'short' ? weekday.slice(0, 3) : weekday} ${isoToDmy(iso)}`;
}

/** One date, or two in order: a reversed range is swapped. */
export function dateRange(from: string, to: string): [string] | [string, string] {
  if (!to || to === from) return [from];
  return from <= to ? [from, to] : [to, from];
}

// The days of a weekly class schedule, from a recurrence rule (the rrule package, RFC 5545).
// The rule is expanded over "floating" local dates: rrule works in UTC, so each occurrence's UTC
// fields are read as the local calendar day, and the caller puts the local start time on that
// day in the association's time zone. A class at 17:00 stays at 17:00 across daylight saving.
import { RRule, datetime } from '../../lib/rrule.js';
import type { TClassSeriesCreate } from '@courtside/contracts/admin';

const WEEKDAY = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
} as const;

export type WeeklySchedule = Pick<
  TClassSeriesCreate,
  'weekdays' | 'interval' | 'first_date' | 'until' | 'count' | 'start_time'
>;

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

function ruleOptions(s: WeeklySchedule) {
  const [y, m, d] = parts(s.first_date);
  const [hh, mm] = s.start_time.split(':').map(Number) as [number, number];
  const until = s.until ? parts(s.until) : null;
  return {
    freq: RRule.WEEKLY,
    interval: s.interval ?? 1,
    byweekday: s.weekdays.map((w) => WEEKDAY[w]),
    dtstart: datetime(y, m, d, hh, mm),
    ...(until ? { until: datetime(until[0], until[1], until[2], 23, 59, 59) } : {}),
    ...(s.count ? { count: s.count } : {}),
  };
}

/** The rule as RFC 5545 text, its start in the association's zone (kept with the series). */
export const scheduleRule = (s: WeeklySchedule, timeZone: string): string =>
  new RRule({ ...ruleOptions(s), tzid: timeZone }).toString();

/**
 * The local dates (YYYY-MM-DD) the schedule falls on, in order, at most `limit`; `more` says
 * the schedule has further dates (the caller refuses it rather than cut it short).
 */
export function scheduleDates(s: WeeklySchedule, limit: number): { dates: string[]; more: boolean } {
  const found = new RRule(ruleOptions(s)).all((_date, i) => i < limit + 1);
  return {
    dates: found.slice(0, limit).map((d) => d.toISOString().slice(0, 10)),
    more: found.length > limit,
  };
}

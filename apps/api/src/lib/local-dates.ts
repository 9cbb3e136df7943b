// Calendar dates and wall-clock times in the association's time zone (TIME_ZONE).
// Dates travel as 'YYYY-MM-DD' text; instants are Dates. @date-fns/tz does the zone maths.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isoToDmy } from '@courtside/contracts';

// The calendar arithmetic both apps use lives in the contracts; the API reaches it from here too.
export { addDaysIso, todayIso, weekdayOfIso } from '@courtside/contracts';

const zoned = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/** Local calendar date of an instant, YYYY-MM-DD. */
export const localIsoDate = (instant: Date, timeZone: string) =>
  format(zoned(instant, timeZone), 'yyyy-MM-dd');
/** Local wall-clock time of an instant, HH:mm. */
export const localTime = (instant: Date, timeZone: string) => format(zoned(instant, timeZone), 'HH:mm');
/** Local time as people read it (h:mm A), e.g. '6:30 PM'. */
export const localTime12 = (instant: Date, timeZone: string) => format(zoned(instant, timeZone), 'h:mm a');
/** DD/MM/YYYY of a YYYY-MM-DD date. */
export const dmyOf = (isoDate: string) => isoToDmy(isoDate);

/** The instant a local calendar day starts (handles daylight-saving days). */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** A local date and HH:mm as an instant. */
export function localInstant(isoDate: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** Whole days from a to b (b - a). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Postgres `date` columns: a calendar date is stored and read as UTC midnight. */
export const dbDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
export const isoOfDbDate = (d: Date) => d.toISOString().slice(0, 10);

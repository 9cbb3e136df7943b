// Dates travel as text: input dd/mm/yyyy, profile DD-MM-YYYY.
const DMY = /^(\d{2})[/-](\d{2})[/-](\d{4})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses dd/mm/yyyy (or dd-mm-yyyy); null when it is not a real calendar date. */
export function parseDmy(text: string): CalendarDate | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

export function toIsoDate(d: CalendarDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function isoToDmy(iso: string, sep: '/' | '-' = '/'): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}${sep}${m}${sep}${y}`;
}

// Building an Intl.DateTimeFormat costs far more than using one (it was about 2% of the server's
// time on a signed-in page under load): one is kept per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date in a time zone (the association's, Australia/Sydney by default). */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const parts = dayFormatOf(timeZone).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Today in a time zone as YYYY-MM-DD. */
export const todayIso = (timeZone: string, now: Date = new Date()) => toIsoDate(todayIn(timeZone, now));

/** YYYY-MM-DD plus whole days: calendar arithmetic on the UTC calendar, so no zone offset is involved. */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday of a YYYY-MM-DD date. */
export const weekdayOfIso = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The days of the week as people read them, Sunday first (index = `weekdayOfIso`). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years between a birth date and a day, counting a birthday on that day. */
export function ageOn(dob: CalendarDate, on: CalendarDate): number {
  let age = on.year - dob.year;
  if (on.month < dob.month || (on.month === dob.month && on.day < dob.day)) age -= 1;
  return age;
}

export const ADULT_AGE = 18;

/** Adult means 18 or over on the given day (nomination is for those 18 and over). */
export function isAdult(dob: CalendarDate, on: CalendarDate): boolean {
  return ageOn(dob, on) >= ADULT_AGE;
}

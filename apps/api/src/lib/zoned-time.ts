// Dates and times as the association sees them: every instant is shown in its
// time zone (the live setting, deps.settings), formatted as members read them (DD/MM/YYYY, h:mm a).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const inZone = (instant: Date, timeZone: string): TZDate => new TZDate(instant.getTime(), timeZone);

// Zone-aware formatting costs ~35 µs a call, and a draw formats the same few
// dozen tip-off times on every request, so results are remembered (bounded).
const MEMO_LIMIT = 50_000;
const memo = new Map<string, string>();
function formatInZone(instant: Date, timeZone: string, pattern: string): string {
  const key = `${instant.getTime()}|${timeZone}|${pattern}`;
  let text = memo.get(key);
  if (text === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    text = format(inZone(instant, timeZone), pattern);
    memo.set(key, text);
  }
  return text;
}

/** DD/MM/YYYY */
export const formatDmy = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, 'dd/MM/yyyy');
/** h:mm am/pm, e.g. 6:30 pm (moment's 'h:mm a'). */
export const formatTime = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, 'h:mm aaa');
/** YYYY-MM-DD: the calendar day in the zone. */
export const localIsoDate = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, 'yyyy-MM-dd');
/** ISO 8601 with the zone's offset at that instant, e.g. 2026-11-21T18:30:00+11:00. */
export const isoInZone = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx");

/** The instant of a wall-clock time in the zone (month 1-12). */
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

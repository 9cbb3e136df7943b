// A recurring block's repeat as staff choose it (weekdays, every so many weeks, until a date or a
// number of times), written as the RFC 5545 rule the API expands: "FREQ=WEEKLY;BYDAY=TU;COUNT=10".
// The first date is sent apart (no DTSTART), and the API books at most BLOCK_MAX_OCCURRENCES dates.
import { isoToDmy, WEEKDAY_NAMES } from '@courtside/contracts';

/** RFC 5545 weekday codes, by JavaScript's day number (0 = Sunday). */
const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** Weekdays as the week reads, Monday first (the order the rule lists them in). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The weekdays' names, Sunday first (by JavaScript's day number, as DAY_CODES). */
export const DAY_NAMES: readonly string[] = WEEKDAY_NAMES;

export type BlockEnd = { kind: 'count'; count: number } | { kind: 'until'; until: string };

export interface WeeklyRepeat {
  /** 0 = Sunday ... 6 = Saturday; at least one. */
  weekdays: readonly number[];
  /** 1: every week, 2: every other week, ... */
  everyWeeks: number;
  /** After so many dates, or on a last date (YYYY-MM-DD, included). */
  end: BlockEnd;
}

const inWeekOrder = (weekdays: readonly number[]) => WEEK_ORDER.filter((d) => weekdays.includes(d));

/** The RFC 5545 rule of a weekly repeat, e.g. FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630. */
export function weeklyRule({ weekdays, everyWeeks, end }: WeeklyRepeat): string {
  const days = inWeekOrder(weekdays);
  if (days.length === 0) throw new Error('A weekly rule needs at least one weekday');
  return [
    'FREQ=WEEKLY',
    ...(everyWeeks > 1 ? [`INTERVAL=${everyWeeks}`] : []),
    `BYDAY=${days.map((d) => DAY_CODES[d]).join(',')}`,
    end.kind === 'count' ? `COUNT=${end.count}` : `UNTIL=${end.until.replaceAll('-', '')}`,
  ].join(';');
}

const listed = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The repeat said in words, under the controls: "Every other week on Tuesday and Thursday, 10 times". */
export function repeatText({ weekdays, everyWeeks, end }: WeeklyRepeat): string {
  const days = inWeekOrder(weekdays).map((d) => DAY_NAMES[d]!);
  if (days.length === 0) return 'Pick the weekdays it repeats on.';
  const every =
    everyWeeks === 1 ? 'Every week' : everyWeeks === 2 ? 'Every other week' : `Every ${everyWeeks} weeks`;
  const until =
    end.kind === 'count'
      ? `${end.count} ${end.count === 1 ? 'time' : 'times'}`
      : `until ${isoToDmy(end.until)}`;
  return `${every} on ${listed(days)}, ${until}.`;
}

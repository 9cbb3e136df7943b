// One venue's day as the resource calendar shows it: each court a column, each use of a court an
// event whose kind is said in words (game, hire with its member and status, class, event roster
// shift, closure), not by colour alone. A use that takes a court from next door (a full court's
// game on its halves, a half's hire on its full court) shows on both, saying where it really is.
import type { TCourtUse, THireCalendar } from '@courtside/contracts/admin';

export const USE_KIND_TEXT: Record<TCourtUse['kind'], string> = {
  game: 'Game',
  hire: 'Hire',
  class: 'Class',
  shift: 'Event shift',
  closure: 'Closure',
};

const HIRE_STATUS_TEXT: Record<NonNullable<TCourtUse['status']>, string> = {
  booked: 'booked',
  pending: 'awaiting payment',
};

/**
 * A wall-clock time of the association's day as the calendar's Date (the browser's own time zone
 * is only a canvas: the calendar shows the same HH:mm back). 24:00 is the next day's midnight.
 */
export function wallClock(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hours, minutes);
}

/**
 * Where a use ends on the calendar. The calendar draws only uses that end on their own day (one
 * ending at the next midnight would go to its all-day row, which is not shown), so 24:00 ends at
 * the day's last millisecond; `clockText` shows that as 24:00.
 */
export function useEnd(date: string, time: string): Date {
  return time === '24:00' ? new Date(wallClock(date, '24:00').getTime() - 1) : wallClock(date, time);
}

/** HH:mm of a calendar time, the day's last millisecond as 24:00. */
export function clockText(d: Date): string {
  if (d.getHours() === 23 && d.getMinutes() === 59 && d.getSeconds() === 59 && d.getMilliseconds() === 999)
    return '24:00';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** What a use is, in words: "Hire: Jack Smith (booked)", "Game: Competition game", "Closure: Resurfacing". */
export function courtUseText(use: TCourtUse): string {
  const what =
    use.kind === 'hire'
      ? `${use.member?.name ?? use.title.replace(/^Hire: /, '')}${use.status ? ` (${HIRE_STATUS_TEXT[use.status]})` : ''}`
      : use.title.replace(/^(HPC class|Event|Closed): /, '');
  return `${USE_KIND_TEXT[use.kind]}: ${what}`;
}

export interface CourtEvent {
  /** Unique in the day: the court shown on and the use. */
  key: string;
  /** The court (column) it shows on. */
  courtId: number;
  use: TCourtUse;
  title: string;
  start: Date;
  end: Date;
}

export interface CourtColumn {
  id: number;
  title: string;
}

/** The calendar's columns: every court and half, with whether it is hired out. */
export const courtColumns = (day: THireCalendar): CourtColumn[] =>
  day.courts.map((c) => ({ id: c.id, title: c.bookable ? c.name : `${c.name} (not hired out)` }));

/** Every use of every court in the day as events, a use on next door's court saying where it is. */
export function courtEvents(day: THireCalendar): CourtEvent[] {
  const names = new Map(day.courts.map((c) => [c.id, c.name]));
  return day.courts.flatMap((court) =>
    court.uses.map((use, i) => {
      const elsewhere =
        use.court_id === court.id ? '' : ` (on ${names.get(use.court_id) ?? 'another court'})`;
      return {
        key: `${court.id}-${use.kind}-${use.id ?? `n${i}`}-${use.start}`,
        courtId: court.id,
        use,
        title: `${courtUseText(use)}${elsewhere}`,
        start: wallClock(day.date, use.start),
        end: useEnd(day.date, use.end),
      };
    }),
  );
}

/** The hours the calendar spans: from the earliest opening or use to the latest, whole hours, 6:00 to 22:00 at least. */
export function dayBounds(day: THireCalendar): { from: number; to: number } {
  const times = day.courts.flatMap((c) => [
    ...c.hours.flatMap((h) => [h.start, h.end]),
    ...c.uses.flatMap((u) => [u.start, u.end]),
  ]);
  const hour = (t: string) => Number(t.slice(0, 2)) + Number(t.slice(3, 5)) / 60;
  return {
    from: Math.floor(Math.min(6, ...times.map(hour))),
    to: Math.ceil(Math.max(22, ...times.map(hour))),
  };
}

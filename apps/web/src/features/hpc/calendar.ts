// The class calendar's pure rules:
// four weeks from today, 7 days a page on desktop and 2 on phones, 05:00-23:00 at
// 50 px an hour, overlapping classes side by side.
import { addDaysIso, HPC_CALENDAR, HPC_WEEKS, WEEKDAY_NAMES, weekdayOfIso } from '@courtside/contracts';

/** Days in the schedule: 4 weeks of 7. */
export const SCHEDULE_DAYS = HPC_WEEKS * 7;
export const CALENDAR_HEIGHT_PX = (HPC_CALENDAR.endHour - HPC_CALENDAR.startHour) * HPC_CALENDAR.slotHeightPx;

/** 'Mon 24/11' for a column header, and 'Monday 24/11/2026' for its accessible name. */
export function dayLabel(iso: string): { short: string; long: string } {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const weekday = WEEKDAY_NAMES[weekdayOfIso(iso)]!;
  return { short: `${weekday.slice(0, 3)} ${d}/${m}`, long: `${weekday} ${d}/${m}/${y}` };
}

export interface CalendarPage {
  /** The days shown, YYYY-MM-DD. */
  days: string[];
  /** The schedule weeks (0-3) those days fall in: what GET /api/hpc/classes/{week} must load. */
  weeks: number[];
}

/** How many pages the schedule has with `perPage` days a page (4 on desktop, 14 on phones). */
export const pageCount = (perPage: number) => Math.ceil(SCHEDULE_DAYS / perPage);

/** Page `page` of the schedule that starts on `todayIso`. */
export function calendarPage(todayIso: string, page: number, perPage: number): CalendarPage {
  const first = Math.min(Math.max(0, page), pageCount(perPage) - 1) * perPage;
  const offsets = Array.from({ length: perPage }, (_, i) => first + i).filter((o) => o < SCHEDULE_DAYS);
  return {
    days: offsets.map((o) => addDaysIso(todayIso, o)),
    weeks: [...new Set(offsets.map((o) => Math.floor(o / 7)))],
  };
}

/** The page of the other layout that shows the first day of this one (switching desktop/phone keeps the place). */
export const samePlace = (page: number, fromPerPage: number, toPerPage: number) =>
  Math.floor((page * fromPerPage) / toPerPage);

/** A swipe of at least 50 px, mostly sideways: +1 = next page (finger moved left), -1 = previous, 0 = none. */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold: number = HPC_CALENDAR.swipeThresholdPx,
): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export interface TimedItem {
  /** HH:mm, local to the association. */
  start: string;
  /** Minutes. */
  duration: number;
}

export interface Placed<T> {
  item: T;
  topPx: number;
  heightPx: number;
  /** 0-based column within its group of overlapping items, and how many columns that group has. */
  column: number;
  columns: number;
}

/**
 * Positions a day's items on the 05:00-23:00 grid. Items that overlap (directly or
 * through a chain of overlaps) form a group whose columns share the width; each item
 * takes the leftmost column free at its start.
 */
export function layoutDay<T extends TimedItem>(items: readonly T[]): Placed<T>[] {
  const startMin = HPC_CALENDAR.startHour * 60;
  const endMin = HPC_CALENDAR.endHour * 60;
  const pxPerMin = HPC_CALENDAR.slotHeightPx / 60;
  const sorted = items
    .map((item) => {
      const from = minutesOf(item.start);
      return { item, from, to: from + item.duration };
    })
    .sort((a, b) => a.from - b.from || b.to - a.to);

  const placed: Placed<T>[] = [];
  let group: { placed: Placed<T>; to: number }[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    const columns = Math.max(1, ...group.map((g) => g.placed.column + 1));
    for (const g of group) g.placed.columns = columns;
    group = [];
  };
  for (const s of sorted) {
    if (s.from >= groupEnd) {
      closeGroup();
      groupEnd = -Infinity;
    }
    const taken = new Set(group.filter((g) => g.to > s.from).map((g) => g.placed.column));
    let column = 0;
    while (taken.has(column)) column += 1;
    const top = Math.max(s.from, startMin);
    const bottom = Math.min(Math.max(s.to, top + 15), endMin);
    const p: Placed<T> = {
      item: s.item,
      topPx: (top - startMin) * pxPerMin,
      heightPx: Math.max(0, bottom - top) * pxPerMin,
      column,
      columns: 1,
    };
    placed.push(p);
    group.push({ placed: p, to: s.to });
    groupEnd = Math.max(groupEnd, s.to);
  }
  closeGroup();
  return placed;
}

/** The hour labels down the side: 05:00 to 22:00 (each row is the hour that starts there). */
export const hourLabels = () =>
  Array.from(
    { length: HPC_CALENDAR.endHour - HPC_CALENDAR.startHour },
    (_, i) => `${String(HPC_CALENDAR.startHour + i).padStart(2, '0')}:00`,
  );

/** HH:mm a duration after HH:mm (for the dialog's time range). */
export function classEnd(start: string, duration: number): string {
  const end = (minutesOf(start) + duration) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The schedule week (0-3) of a day: GET /api/hpc/classes/{week} answers it. */
export function weekOfDay(todayIso: string, dayIso: string): number {
  const days = Math.round(
    (Date.parse(`${dayIso}T00:00:00Z`) - Date.parse(`${todayIso}T00:00:00Z`)) / 86_400_000,
  );
  return Math.floor(days / 7);
}

// The Stats table's rules: sorted by name ascending whatever else
// happens, a search over name and number, 10 rows a page, and the two empty messages.
import { STATS_EMPTY, statsNoMatch, type TStatRow, type TStatTotalsRow } from '@courtside/contracts';

export const STATS_PAGE_SIZE = 10;

export const STAT_COLUMNS: ReadonlyArray<{ key: keyof TStatRow; label: string; title: string }> = [
  { key: 'tshirt_number', label: '#', title: 'Playing number' },
  { key: 'member', label: 'Name', title: 'Name' },
  { key: 'points', label: 'PTS', title: 'Points' },
  { key: 'one_points', label: 'FTM', title: 'Free throws made' },
  { key: 'two_points', label: 'FGM', title: 'Field goals made' },
  { key: 'three_points', label: '3PM', title: 'Three pointers made' },
  { key: 'fouls', label: 'PF', title: 'Personal fouls' },
  { key: 'techfouls', label: 'TF', title: 'Technical fouls' },
  { key: 'unspfouls', label: 'UF', title: 'Unsportsmanlike fouls' },
  { key: 'disqfouls', label: 'DF', title: 'Disqualifying fouls' },
];

const byName = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

export interface StatsPage {
  rows: TStatRow[];
  /** Matching rows over all pages. */
  count: number;
  /** The page actually shown (a search can shorten the list under the current page). */
  page: number;
  /** Shown instead of rows: no stats at all, or none matching the search. */
  message: string | null;
}

export function statsPage(all: readonly TStatRow[], search: string, page: number): StatsPage {
  if (all.length === 0) return { rows: [], count: 0, page: 0, message: STATS_EMPTY };
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? all.filter(
        (r) =>
          r.member.toLowerCase().includes(needle) ||
          (r.tshirt_number !== null && String(r.tshirt_number) === needle),
      )
    : [...all];
  if (matching.length === 0) return { rows: [], count: 0, page: 0, message: statsNoMatch(search.trim()) };
  matching.sort((a, b) => byName.compare(a.member, b.member));
  const lastPage = Math.max(0, Math.ceil(matching.length / STATS_PAGE_SIZE) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return {
    rows: matching.slice(shown * STATS_PAGE_SIZE, (shown + 1) * STATS_PAGE_SIZE),
    count: matching.length,
    page: shown,
    message: null,
  };
}

/** The stats a season total and average is shown for, in the box score's order. */
export const TOTAL_COLUMNS = STAT_COLUMNS.filter(
  (c): c is { key: keyof TStatTotalsRow['averages']; label: string; title: string } =>
    c.key !== 'tshirt_number' && c.key !== 'member',
);

/** An average as the server rounded it, always with its one decimal place (4 shows as 4.0). */
export const formatAverage = (average: number): string => average.toFixed(1);

/** The season totals of one team, or of the whole division when no team is chosen. */
export const totalsOfTeam = (rows: readonly TStatTotalsRow[], teamId: string): TStatTotalsRow[] =>
  teamId ? rows.filter((r) => String(r.team_id) === teamId) : [...rows];

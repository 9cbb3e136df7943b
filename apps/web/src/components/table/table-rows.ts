// Search and paging of the list screens (search box, 10 rows per page).
export const ROWS_PER_PAGE = 10;

/** Rows whose search text contains every word typed (case-insensitive). */
export function searchRows<T>(rows: readonly T[], query: string, textOf: (row: T) => string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = textOf(row).toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** One page of rows; a page past the end falls back to the last page. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size = ROWS_PER_PAGE,
): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}

export type SortDirection = 'asc' | 'desc';

/** Rows ordered on one value (numbers as numbers, text ignoring case); equal values keep their order. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
}

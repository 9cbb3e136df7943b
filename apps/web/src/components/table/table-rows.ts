// Search and paging of the list screens (spec: search box, 10 rows per page).
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
export function pageOf<T>(rows: readonly T[], page: number, size = ROWS_PER_PAGE): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}

import { describe, expect, it } from 'vitest';
import { pageOf, searchRows } from './table-rows';

describe('list screens', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: i % 2 ? 'Winter fees' : 'Summer fees' }));

  it('shows 10 rows per page and clamps the page', () => {
    expect(pageOf(rows, 0).rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(rows, 2).rows).toHaveLength(3);
    expect(pageOf(rows, 9).page).toBe(2);
    expect(pageOf([], 3)).toEqual({ rows: [], page: 0 });
  });

  it('keeps rows containing every typed word, ignoring case', () => {
    const text = (r: (typeof rows)[number]) => `${r.id} ${r.name}`;
    expect(searchRows(rows, 'winter', text)).toHaveLength(11);
    expect(searchRows(rows, 'SUMMER 21', text).map((r) => r.id)).toEqual([21]);
    expect(searchRows(rows, '  ', text)).toHaveLength(23);
  });
});

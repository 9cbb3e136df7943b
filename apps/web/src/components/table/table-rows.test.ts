import { describe, expect, it } from 'vitest';
import { pageOf, searchRows, sortRows } from './table-rows';

describe('list screens', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    name: i % 2 ? 'Winter fees' : 'Summer fees',
  }));

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

  it('sorts on a column both ways, numbers as numbers and text without case', () => {
    const teams = [
      { name: 'glebe', pos: 10 },
      { name: 'Balmain', pos: 9 },
      { name: 'Annandale', pos: 100 },
    ];
    expect(sortRows(teams, (t) => t.name, 'asc').map((t) => t.name)).toEqual([
      'Annandale',
      'Balmain',
      'glebe',
    ]);
    expect(sortRows(teams, (t) => t.pos, 'desc').map((t) => t.pos)).toEqual([100, 10, 9]);
    expect(teams[0]!.name).toBe('glebe');
  });
});

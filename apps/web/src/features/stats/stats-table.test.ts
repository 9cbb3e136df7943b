import type { TStatRow } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { formatAverage, statsPage, TOTAL_COLUMNS } from './stats-table';

const line = (member: string, n: number | null = null): TStatRow => ({
  tshirt_number: n,
  member,
  points: 10,
  one_points: 2,
  two_points: 4,
  three_points: 0,
  fouls: 1,
  techfouls: 0,
  unspfouls: 0,
  disqfouls: 0,
});

describe('stats table', () => {
  it("says 'Sorry, No Stats Yet' without any stats", () => {
    expect(statsPage([], '', 0).message).toBe('Sorry, No Stats Yet');
  });

  it('sorts by name ascending, whatever order the lines came in', () => {
    const page = statsPage(
      [line('zoe Chen'), line('Amelia Brown'), line('Mia Tran'), line('ava King')],
      '',
      0,
    );
    expect(page.rows.map((r) => r.member)).toEqual(['Amelia Brown', 'ava King', 'Mia Tran', 'zoe Chen']);
  });

  it('shows 10 rows a page and stays sorted across pages', () => {
    const names = Array.from({ length: 23 }, (_, i) => `Player ${String(23 - i).padStart(2, '0')}`);
    const all = names.map((n) => line(n));
    expect(statsPage(all, '', 0).rows.map((r) => r.member)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`),
    );
    const last = statsPage(all, '', 2);
    expect(last.rows.map((r) => r.member)).toEqual(['Player 21', 'Player 22', 'Player 23']);
    expect(last.count).toBe(23);
  });

  it('searches names and numbers, and keeps the matches sorted', () => {
    const all = [line('Noah Smith', 7), line('Ava Smith', 12), line('Leo Chen', 4)];
    expect(statsPage(all, 'smith', 0).rows.map((r) => r.member)).toEqual(['Ava Smith', 'Noah Smith']);
    expect(statsPage(all, '4', 0).rows.map((r) => r.member)).toEqual(['Leo Chen']);
  });

  it('says \'Sorry, No Results found for "{search}"\' when nothing matches', () => {
    expect(statsPage([line('Leo Chen')], ' zed ', 0).message).toBe('Sorry, No Results found for "zed"');
  });

  it('falls back to the last page when a search shortens the list', () => {
    const all = Array.from({ length: 15 }, (_, i) => line(`Smith ${i}`));
    expect(statsPage(all, 'smith 1', 1).page).toBe(0);
  });
});

describe('season totals', () => {
  it('shows every average with its one decimal place, as the server rounded it', () => {
    expect([4, 0.7, 0, 12.5].map(formatAverage)).toEqual(['4.0', '0.7', '0.0', '12.5']);
  });

  it("gives a total and an average for each stat of the box score, in the box score's order", () => {
    expect(TOTAL_COLUMNS.map((c) => c.label)).toEqual(['PTS', 'FTM', 'FGM', '3PM', 'PF', 'TF', 'UF', 'DF']);
  });
});

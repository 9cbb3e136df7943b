import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  dateRange,
  isoDatesBetween,
  todayIso,
  weekdayAndDate,
  weekdayOfIso,
} from './calendar-dates';

describe('calendar dates', () => {
  it("takes today from the association's zone", () => {
    // 14:30 UTC on 21 November is already 22 November in Sydney.
    expect(todayIso('Australia/Sydney', new Date('2026-11-21T14:30:00Z'))).toBe('2026-11-22');
    expect(todayIso('UTC', new Date('2026-11-21T14:30:00Z'))).toBe('2026-11-21');
  });

  it('adds days across months, years and daylight saving changes', () => {
    expect(addDaysIso('2026-10-03', 2)).toBe('2026-10-05');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names weekdays', () => {
    expect(weekdayOfIso('2026-11-21')).toBe(6);
    expect(weekdayAndDate('2026-11-22')).toBe('Sunday 22/11/2026');
    expect(weekdayAndDate('2027-03-06', 'short')).toBe('Sat 06/03/2027');
    expect(isoDatesBetween('2026-11-28', '2026-12-02')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('takes one or two dates and swaps a reversed range', () => {
    expect(dateRange('2026-11-21', '')).toEqual(['2026-11-21']);
    expect(dateRange('2026-11-21', '2026-11-21')).toEqual(['2026-11-21']);
    expect(dateRange('2026-11-21', '2026-11-28')).toEqual(['2026-11-21', '2026-11-28']);
    expect(dateRange('2026-11-28', '2026-11-21')).toEqual(['2026-11-21', '2026-11-28']);
  });
});

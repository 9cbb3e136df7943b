import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCycle,
  addMonthsIso,
  bookingOpen,
  nextPeriodEnd,
  requestEffectiveDate,
  weekDays,
} from './hpc-rules.js';

const TZ = 'Australia/Sydney';

describe('requestEffectiveDate', () => {
  it('waits for the 3 months minimum from the start', () => {
    expect(requestEffectiveDate('2026-01-10', '2026-01-20', 3, 30)).toBe('2026-04-10');
  });
  it("then needs 30 days' notice from the request", () => {
    expect(requestEffectiveDate('2026-01-10', '2026-03-20', 3, 30)).toBe('2026-04-19');
    expect(requestEffectiveDate('2025-06-01', '2026-02-15', 3, 30)).toBe('2026-03-17');
  });
  it('is never earlier than either rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 400 }),
        (startOffset, requestAfter) => {
          const start = new Date(Date.UTC(2025, 0, 1) + startOffset * 86_400_000).toISOString().slice(0, 10);
          const requested = new Date(Date.parse(`${start}T00:00:00Z`) + requestAfter * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const effective = requestEffectiveDate(start, requested, 3, 30);
          expect(Date.parse(effective) - Date.parse(requested)).toBeGreaterThanOrEqual(30 * 86_400_000);
          expect(effective >= addMonthsIso(start, 3)).toBe(true);
        },
      ),
    );
  });
});

describe('billing periods', () => {
  it('adds a month on the local calendar, keeping the local time across daylight saving', () => {
    // 6 pm on 15 March 2026 in Sydney (daylight time, +11) -> 6 pm on 15 April (standard time, +10).
    const start = new Date('2026-03-15T07:00:00Z');
    expect(addCycle(start, 'monthly', TZ).toISOString()).toBe('2026-04-15T08:00:00.000Z');
    expect(addCycle(start, 'fortnightly', TZ).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(addCycle(start, 'quarterly', TZ).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(addCycle(start, 'yearly', TZ).toISOString()).toBe('2027-03-15T07:00:00.000Z');
  });
  it('renews from the end of the last period, or from now when that one has also gone by', () => {
    const end = new Date('2026-05-01T00:00:00Z');
    expect(nextPeriodEnd(end, new Date('2026-05-01T01:00:00Z'), 'weekly', TZ).toISOString()).toBe(
      '2026-05-08T00:00:00.000Z',
    );
    expect(nextPeriodEnd(end, new Date('2026-06-01T00:00:00Z'), 'weekly', TZ).toISOString()).toBe(
      '2026-06-08T00:00:00.000Z',
    );
  });
});

describe('calendar', () => {
  it('splits the four weeks into seven-day pages from today', () => {
    expect(weekDays('2026-11-21', 0)).toEqual({ from: '2026-11-21', toExclusive: '2026-11-28' });
    expect(weekDays('2026-11-21', 3)).toEqual({ from: '2026-12-12', toExclusive: '2026-12-19' });
  });
  it('opens booking 14 days ahead', () => {
    expect(bookingOpen(0)).toBe(true);
    expect(bookingOpen(14)).toBe(true);
    expect(bookingOpen(15)).toBe(false);
  });
});

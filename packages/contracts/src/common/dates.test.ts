import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDaysIso,
  ageOn,
  isAdult,
  isoToDmy,
  parseDmy,
  todayIn,
  todayIso,
  toIsoDate,
  WEEKDAY_NAMES,
  weekdayOfIso,
} from './dates.js';

describe('parseDmy', () => {
  it('reads dd/mm/yyyy and dd-mm-yyyy', () => {
    expect(parseDmy('09/07/1995')).toEqual({ year: 1995, month: 7, day: 9 });
    expect(parseDmy('09-07-1995')).toEqual({ year: 1995, month: 7, day: 9 });
  });

  it.each(['31/02/2001', '29/02/2023', '00/01/2000', '12/13/2000', '1/1/2000', '2000-01-01', ''])(
    'refuses %s',
    (text) => {
      expect(parseDmy(text)).toBeNull();
    },
  );

  it('accepts 29 February in leap years only', () => {
    expect(parseDmy('29/02/2024')).not.toBeNull();
    expect(parseDmy('29/02/1900')).toBeNull();
  });

  it('round-trips every real date through ISO and back', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const parsed = parseDmy(isoToDmy(iso));
          expect(parsed && toIsoDate(parsed)).toBe(iso);
        },
      ),
    );
  });
});

describe('adult', () => {
  it('is 18 or over on the day, counting the birthday itself', () => {
    const on = { year: 2026, month: 11, day: 21 };
    expect(isAdult({ year: 2008, month: 11, day: 21 }, on)).toBe(true);
    expect(isAdult({ year: 2008, month: 11, day: 22 }, on)).toBe(false);
    expect(ageOn({ year: 2008, month: 11, day: 22 }, on)).toBe(17);
  });

  it('uses the calendar day of the association time zone', () => {
    // 14:00 UTC on 21 Nov is already 22 Nov in Sydney (UTC+11 in summer).
    const instant = new Date('2026-11-21T14:00:00Z');
    expect(todayIn('Australia/Sydney', instant)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayIn('UTC', instant)).toEqual({ year: 2026, month: 11, day: 21 });
  });
});

describe('calendar days as YYYY-MM-DD', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days whatever the daylight-saving change in between', () => {
    // Sydney moves its clocks on 5 April and 4 October 2026: calendar days still add up.
    expect(addDaysIso('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDaysIso('2026-10-03', 2)).toBe('2026-10-05');
  });

  it('goes there and back: adding n then -n days is the same day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -4000, max: 4000 }),
        (date, n) => {
          const iso = date.toISOString().slice(0, 10);
          expect(addDaysIso(addDaysIso(iso, n), -n)).toBe(iso);
        },
      ),
    );
  });

  it("takes today from the association's zone, not the machine's", () => {
    // 14:30 UTC on 31 December is already 1 January in Sydney (UTC+11 in summer).
    const instant = new Date('2026-12-31T14:30:00Z');
    expect(todayIso('Australia/Sydney', instant)).toBe('2027-01-01');
    expect(todayIso('UTC', instant)).toBe('2026-12-31');
  });

  it('names the weekday of a date, Sunday first', () => {
    expect(weekdayOfIso('2026-11-29')).toBe(0);
    expect(WEEKDAY_NAMES[weekdayOfIso('2026-11-29')]).toBe('Sunday');
    expect(WEEKDAY_NAMES[weekdayOfIso(addDaysIso('2026-11-29', 6))]).toBe('Saturday');
  });
});

import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../form/iso-date';
import { issuesByField } from '../../lib/form';
import { lastDaysTo, monthOf, periodFormSchema, periodText } from './periods';

const problems = (from: string, to: string, maxDays?: number) => {
  const r = periodFormSchema(maxDays).safeParse({ from, to });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('periods', () => {
  it('takes the whole month of a date, February of a leap year included', () => {
    expect(monthOf('2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes the last days up to a date, that date included, across a month and a year', () => {
    expect(lastDaysTo('2026-03-30', 30)).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(lastDaysTo('2026-01-15', 30)).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(lastDaysTo('2026-01-15', 1)).toEqual({ from: '2026-01-15', to: '2026-01-15' });
  });

  it('reads as one date or two', () => {
    expect(periodText({ from: '2026-03-01', to: '2026-03-31' })).toBe('01/03/2026 to 31/03/2026');
    expect(periodText({ from: '2026-03-01', to: '2026-03-01' })).toBe('01/03/2026');
  });
});

describe('the period form', () => {
  it('needs two whole dates, the last not before the first', () => {
    expect(problems('2026-11-01', '2026-11-30')).toEqual([]);
    expect(problems('2020-01-01', '2026-11-30')).toEqual([]);
    const parsed = periodFormSchema().safeParse({ from: '', to: INVALID_DATE });
    expect(parsed.success ? {} : issuesByField(parsed.error)).toEqual({
      from: 'Choose the first date.',
      to: 'Type the date as dd/mm/yyyy.',
    });
    expect(problems('2026-02-01', '2026-01-31')).toEqual(['The last date cannot be before the first.']);
  });

  it('takes at most the days the API allows, when it has a limit', () => {
    expect(problems('2026-01-01', '2026-01-01', 400)).toEqual([]);
    expect(problems('2025-01-01', '2026-02-04', 400)).toEqual([]);
    expect(problems('2025-01-01', '2026-02-05', 400)).toEqual(['A report covers at most 400 days.']);
    expect(problems('2026-02-01', '2026-01-31', 400)).toEqual(['The last date cannot be before the first.']);
    expect(problems('', '2026-01-31', 400)).toEqual(['Choose the first date.']);
    expect(problems('2026-01-01', 'not-a-date', 400)).toEqual(['Type the date as dd/mm/yyyy.']);
  });
});

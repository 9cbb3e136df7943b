import { describe, expect, it } from 'vitest';
import { repeatText, weeklyRule } from './block-rule';

describe('a recurring block as an RFC 5545 rule', () => {
  it('repeats weekly on one weekday a number of times', () => {
    expect(weeklyRule({ weekdays: [2], everyWeeks: 1, end: { kind: 'count', count: 10 } })).toBe(
      'FREQ=WEEKLY;BYDAY=TU;COUNT=10',
    );
  });

  it('lists the weekdays Monday first, whatever order they were ticked in, Sunday last', () => {
    expect(weeklyRule({ weekdays: [0, 4, 1], everyWeeks: 1, end: { kind: 'count', count: 3 } })).toBe(
      'FREQ=WEEKLY;BYDAY=MO,TH,SU;COUNT=3',
    );
  });

  it('says every other week as an interval and ends on a last date without dashes', () => {
    expect(weeklyRule({ weekdays: [2, 4], everyWeeks: 2, end: { kind: 'until', until: '2027-06-30' } })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630',
    );
  });

  it('refuses a repeat with no weekday', () => {
    expect(() => weeklyRule({ weekdays: [], everyWeeks: 1, end: { kind: 'count', count: 2 } })).toThrow();
  });

  it('says the repeat in words', () => {
    expect(repeatText({ weekdays: [4, 2], everyWeeks: 2, end: { kind: 'count', count: 10 } })).toBe(
      'Every other week on Tuesday and Thursday, 10 times.',
    );
    expect(repeatText({ weekdays: [6], everyWeeks: 1, end: { kind: 'until', until: '2027-06-30' } })).toBe(
      'Every week on Saturday, until 30/06/2027.',
    );
    expect(repeatText({ weekdays: [1, 3, 5], everyWeeks: 3, end: { kind: 'count', count: 1 } })).toBe(
      'Every 3 weeks on Monday, Wednesday and Friday, 1 time.',
    );
  });
});

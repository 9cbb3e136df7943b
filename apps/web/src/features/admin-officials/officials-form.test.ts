import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import {
  defaultSeasonId,
  grantedText,
  rosterTypeFormOf,
  sameTimes,
  timesByWeekday,
  weekdayTimeText,
  withoutTime,
  withTime,
  ZAddOfficialForm,
  ZRosterTypeChangeForm,
  ZRosterTypeCreateForm,
} from './officials-form';

describe('the roster type dialog', () => {
  it('sends a new type with its rate in cents', () => {
    const parsed = ZRosterTypeCreateForm.safeParse({ name: ' scorer ', per_game: '2', rate: '25.50' });
    expect(parsed.success && parsed.data).toEqual({ name: 'scorer', per_game: 2, rate_cents: 2550 });
  });
  it('says in its own words what is wrong with per game and the rate', () => {
    const parsed = ZRosterTypeCreateForm.safeParse({ name: 'scorer', per_game: '11', rate: 'ten' });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(issuesByField(parsed.error)).toEqual({
        per_game: 'A game needs 1 to 10 of this type.',
        rate: 'Enter the rate in dollars, such as 25 or 25.50 (at most 100000).',
      });
  });
  it('refuses a name that is not lower-case, in the contract’s words', () => {
    const parsed = ZRosterTypeCreateForm.safeParse({ name: 'Scorer', per_game: '1', rate: '10' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(issuesByField(parsed.error))).toEqual(['name']);
  });
  it('changes only per game and the rate', () => {
    const form = rosterTypeFormOf({ name: 'referee', per_game: 2, rate_cents: 4000 });
    expect(form).toEqual({ name: 'referee', per_game: '2', rate: '40.00' });
    const parsed = ZRosterTypeChangeForm.safeParse({ ...form, rate: '45' });
    expect(parsed.success && parsed.data).toEqual({ per_game: 2, rate_cents: 4500 });
  });
});

describe('granting roster types', () => {
  it('adds an official only with a member and at least one type', () => {
    expect(ZAddOfficialForm.safeParse({ member_id: '42', roster_types: ['referee'] }).success).toBe(true);
    const parsed = ZAddOfficialForm.safeParse({ member_id: '', roster_types: [] });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(Object.keys(issuesByField(parsed.error)).sort()).toEqual(['member_id', 'roster_types']);
  });
  it('says what the official holds, or that they are no longer one', () => {
    expect(grantedText({ firstname: 'Ann', lastname: 'Able', roster_types: ['referee', 'scorer'] })).toBe(
      'Ann Able holds referee, scorer.',
    );
    expect(grantedText({ firstname: 'Ann', lastname: 'Able', roster_types: [] })).toBe(
      'Ann Able holds no roster type and is no longer an official.',
    );
  });
});

describe('the game times offered', () => {
  const sat9 = { day: 6, time: '09:00' };
  const sat8 = { day: 6, time: '08:00' };
  const sun10 = { day: 0, time: '10:00' };

  it('reads a time as its weekday and time', () => {
    expect(weekdayTimeText(sat9)).toBe('Sat 09:00');
    expect(weekdayTimeText(sun10)).toBe('Sun 10:00');
  });
  it('groups times by weekday, Sunday first, each day in time order and each time once', () => {
    expect(timesByWeekday([sat9, sun10, sat8, sat9])).toEqual([
      { day: 0, name: 'Sunday', times: [sun10] },
      { day: 6, name: 'Saturday', times: [sat8, sat9] },
    ]);
    expect(timesByWeekday([])).toEqual([]);
  });
  it('adds a time once and takes one away', () => {
    expect(withTime([sat9], sat8)).toEqual([sat8, sat9]);
    expect(withTime([sat9], { day: 6, time: '09:00' })).toEqual([sat9]);
    expect(withoutTime([sat8, sat9], sat8)).toEqual([sat9]);
  });
  it('compares two sets whatever their order', () => {
    expect(sameTimes([sat9, sun10], [sun10, sat9])).toBe(true);
    expect(sameTimes([sat9], [sat9, sun10])).toBe(false);
  });
  it('opens on the first active season', () => {
    const season = (id: number, active: boolean) => ({ id, name: `S${id}`, active, referees_open: false });
    expect(defaultSeasonId([season(1, false), season(2, true), season(3, true)])).toBe(2);
    expect(defaultSeasonId([season(1, false)])).toBe(1);
    expect(defaultSeasonId([])).toBeUndefined();
  });
});

import type { THireCalendar, TCourtUse } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { clockText, courtEvents, dayBounds, courtUseText, wallClock } from './hire-calendar';

const courtUse = (over: Partial<TCourtUse>): TCourtUse => ({
  kind: 'game',
  id: null,
  court_id: 1,
  blocks: [],
  start: '18:00',
  end: '19:00',
  starts_at: '',
  ends_at: '',
  title: 'Competition game',
  member: null,
  status: null,
  price_cents: null,
  ...over,
});

const day: THireCalendar = {
  venue: { id: 1, name: 'Arena' },
  date: '2027-04-13',
  courts: [
    {
      id: 1,
      name: 'Court 1',
      parent_court_id: null,
      bookable: true,
      hours: [{ start: '06:00', end: '23:00' }],
      uses: [courtUse({})],
    },
    {
      id: 2,
      name: 'Court 1 - Half A',
      parent_court_id: 1,
      bookable: true,
      hours: [{ start: '06:00', end: '23:00' }],
      uses: [
        courtUse({}),
        courtUse({
          kind: 'hire',
          id: 9,
          court_id: 2,
          start: '20:00',
          end: '24:00',
          title: 'Hire: Jo Lee',
          member: { id: 3, name: 'Jo Lee' },
          status: 'booked',
        }),
      ],
    },
  ],
  other_classes: [],
};

describe('the resource calendar', () => {
  it('places wall-clock times on the day, 24:00 at the next midnight', () => {
    expect(wallClock('2027-04-13', '18:30')).toEqual(new Date(2027, 3, 13, 18, 30));
    expect(wallClock('2027-04-13', '24:00')).toEqual(new Date(2027, 3, 14, 0, 0));
  });

  it('says each kind in words, a hire with its member and status', () => {
    expect(courtUseText(courtUse({}))).toBe('Game: Competition game');
    expect(
      courtUseText(
        courtUse({
          kind: 'hire',
          title: 'Hire: Jo Lee',
          member: { id: 3, name: 'Jo Lee' },
          status: 'pending',
        }),
      ),
    ).toBe('Hire: Jo Lee (awaiting payment)');
    expect(courtUseText(courtUse({ kind: 'class', title: 'HPC class: Shooting Lab' }))).toBe(
      'Class: Shooting Lab',
    );
    expect(courtUseText(courtUse({ kind: 'closure', title: 'Closed: Resurfacing' }))).toBe(
      'Closure: Resurfacing',
    );
  });

  it('shows a full court’s game on its half too, saying where it is', () => {
    expect(courtEvents(day).map((e) => [e.courtId, e.title])).toEqual([
      [1, 'Game: Competition game'],
      [2, 'Game: Competition game (on Court 1)'],
      [2, 'Hire: Jo Lee (booked)'],
    ]);
    expect(new Set(courtEvents(day).map((e) => e.key)).size).toBe(3);
  });

  it('ends a use at 24:00 on its own day, so the calendar draws it, and says 24:00', () => {
    const hire = courtEvents(day).find((e) => e.use.kind === 'hire')!;
    expect(hire.end).toEqual(new Date(2027, 3, 13, 23, 59, 59, 999));
    expect([clockText(hire.start), clockText(hire.end)]).toEqual(['20:00', '24:00']);
  });

  it('spans the openings and uses of the day in whole hours', () => {
    expect(dayBounds(day)).toEqual({ from: 6, to: 24 });
  });
});

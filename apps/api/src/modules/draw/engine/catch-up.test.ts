import { describe, expect, it } from 'vitest';
import { division, teams, venue } from '../../../../test/draw-engine-fixtures.js';
import { catchUpDates, type CatchUpGame } from './catch-up.js';
import { expandSlots } from './slots.js';
import type { DrawTeam } from './types.js';

// Saturdays 12/04, 19/04, 26/04 and 03/05/2025, one court with games at 09:00, 10:00 and 11:00;
// Wednesday 23/04/2025 is a one-off catch-up night at another venue.
const templates = [
  venue(1, { starts: [540, 600, 660] }),
  { ...venue(2, { weekday: 3, starts: [1140] }), date: '2025-04-23' },
];
const dates = ['2025-04-12', '2025-04-19', '2025-04-23', '2025-04-26', '2025-05-03'];

// Every team plays on 12/04 and 19/04; the round of 26/04 was washed out, so two games have no slot.
const games: CatchUpGame[] = [
  { divisionId: 1, round: 1, home: 1, away: 2, slotId: '101@2025-04-12T540' },
  { divisionId: 1, round: 1, home: 3, away: 4, slotId: '101@2025-04-12T600' },
  { divisionId: 1, round: 2, home: 1, away: 3, slotId: '101@2025-04-19T540' },
  { divisionId: 1, round: 2, home: 2, away: 4, slotId: '101@2025-04-19T600' },
  { divisionId: 1, round: 3, home: 1, away: 4, slotId: null },
  { divisionId: 1, round: 3, home: 2, away: 3, slotId: null },
];

const propose = (o: { teams?: DrawTeam[]; weekdays?: number[]; blackout?: string; occupied?: string[] }) =>
  proposeWithSlots(o).map((dates) => dates.map(({ date, freeSlots }) => ({ date, freeSlots })));

const proposeWithSlots = (o: {
  teams?: DrawTeam[];
  weekdays?: number[];
  blackout?: string;
  occupied?: string[];
}) =>
  catchUpDates({
    divisions: [division({ teams: o.teams ?? teams(4), ...(o.weekdays ? { weekdays: o.weekdays } : {}) })],
    slots: expandSlots({
      templates,
      dates,
      blackouts: o.blackout ? [{ date: o.blackout, reason: 'Washout' }] : [],
    }).slots,
    occupied: o.occupied ?? [],
    games,
  });

describe('catch-up dates', () => {
  it('proposes the date with 3 free slots for the 2 games left without one', () => {
    const found = propose({ weekdays: [6] });
    expect(found.slice(0, 4)).toEqual([[], [], [], []]);
    // Not 12/04 or 19/04, where both teams already play though a slot is free.
    expect(found[4]).toEqual([
      { date: '2025-04-26', freeSlots: 3 },
      { date: '2025-05-03', freeSlots: 3 },
    ]);
    expect(found[5]).toEqual(found[4]);
    // With the free slots themselves, by start time.
    expect(proposeWithSlots({ weekdays: [6] })[4]![0]!.slotIds).toEqual([
      '101@2025-04-26T540',
      '101@2025-04-26T600',
      '101@2025-04-26T660',
    ]);
  });

  it('counts only the slots both teams may take, and offers one-off dates of any weekday', () => {
    const limited = teams(4, 1, [
      {},
      {},
      { unavailable: [{ date: '2025-04-26' }] },
      { notBeforeMinute: 600 },
    ]);
    const found = propose({ teams: limited, occupied: ['101@2025-05-03T660'] });
    // 1 v 4: team 4 cannot start before 10:00; the 19:00 Wednesday night is free.
    expect(found[4]).toEqual([
      { date: '2025-04-23', freeSlots: 1 },
      { date: '2025-04-26', freeSlots: 2 },
      { date: '2025-05-03', freeSlots: 1 },
    ]);
    // 2 v 3: team 3 cannot play on 26/04; 11:00 on 03/05 is booked.
    expect(found[5]).toEqual([
      { date: '2025-04-23', freeSlots: 1 },
      { date: '2025-05-03', freeSlots: 2 },
    ]);
  });

  it('leaves out a blacked-out date', () => {
    const found = propose({ weekdays: [6], blackout: '2025-04-26' });
    expect(found[4]).toEqual([{ date: '2025-05-03', freeSlots: 3 }]);
  });
});

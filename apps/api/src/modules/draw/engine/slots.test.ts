import { describe, expect, it } from 'vitest';
import { venue } from '../../../../test/draw-engine-fixtures.js';
import { expandSlots } from './slots.js';

// 2027-04-24 and 2027-05-01 are Saturdays; 2027-04-26 is a Monday.
const dates = ['2027-04-24', '2027-04-26', '2027-05-01'];

describe('expanding slot templates', () => {
  it('makes one slot per court and start time on each date of the weekday, with stable ids', () => {
    const { slots, missing } = expandSlots({ templates: [venue(1, { courts: 2 })], dates });
    expect(slots).toHaveLength(2 * 2 * 2);
    expect(missing).toEqual([]);
    expect(slots[0]).toEqual({
      id: '101@2027-04-24T540',
      venueId: 1,
      venueName: 'Venue 1',
      courtId: 101,
      courtName: 'Court 1',
      date: '2027-04-24',
      weekday: 6,
      startMinute: 540,
      endMinute: 590,
    });
    // By date, then time, then the courts in the order given.
    expect(slots.map((s) => s.id).slice(0, 4)).toEqual([
      '101@2027-04-24T540',
      '102@2027-04-24T540',
      '101@2027-04-24T600',
      '102@2027-04-24T600',
    ]);
  });

  it('uses each template on its own weekday only', () => {
    const { slots } = expandSlots({
      templates: [venue(1), venue(2, { weekday: 1, starts: [18 * 60] })],
      dates,
    });
    expect(slots.filter((s) => s.date === '2027-04-26').map((s) => s.id)).toEqual(['201@2027-04-26T1080']);
    expect(slots.filter((s) => s.weekday === 6).every((s) => s.venueId === 1)).toBe(true);
  });

  it('expands a one-off template on its date only, blackouts still applying', () => {
    // A Wednesday catch-up night on 2027-04-28, and the same kind of night on a blacked-out date.
    const catchUp = { ...venue(2, { weekday: 3, starts: [19 * 60] }), date: '2027-04-28' };
    const blacked = { ...venue(3, { weekday: 3, starts: [19 * 60] }), date: '2027-05-05' };
    const { slots, missing } = expandSlots({
      templates: [catchUp, blacked],
      dates: ['2027-04-21', '2027-04-28', '2027-05-05', '2027-05-12'],
      blackouts: [{ date: '2027-05-05', reason: 'No games: Venue works' }],
    });
    expect(slots.map((s) => s.id)).toEqual(['201@2027-04-28T1140']);
    expect(missing.map((m) => m.date)).toEqual(['2027-05-05']);
  });

  it('removes a blacked-out date and remembers why', () => {
    const { slots, missing } = expandSlots({
      templates: [venue(1, { courts: 2 })],
      dates,
      blackouts: [{ date: '2027-04-24', reason: 'Public holiday: Anzac Day' }],
    });
    expect(slots.every((s) => s.date !== '2027-04-24')).toBe(true);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ date: '2027-04-24', reason: 'Public holiday: Anzac Day' });
    expect(missing[0]!.text).toBe('No games on 24/04/2027 (Public holiday: Anzac Day)');
    expect(missing[0]!.slots).toHaveLength(4);
  });

  it('blacks out one venue when the blackout names it', () => {
    const { slots, missing } = expandSlots({
      templates: [venue(1, { name: 'Kings Park' }), venue(2, { name: 'Riverside' })],
      dates: ['2027-05-01'],
      blackouts: [{ date: '2027-05-01', venueId: 2, reason: 'School holidays' }],
    });
    expect(slots.map((s) => s.venueId)).toEqual([1, 1]);
    expect(missing.map((m) => m.text)).toEqual(['No games at Riverside on 01/05/2027 (School holidays)']);
  });

  it('closes a court for the day or for part of it', () => {
    const { slots, missing } = expandSlots({
      templates: [venue(1, { courts: 2, starts: [9 * 60, 10 * 60, 11 * 60] })],
      dates: ['2027-05-01'],
      closures: [
        { courtId: 102, date: '2027-05-01', reason: 'Resurfacing' },
        {
          courtId: 101,
          date: '2027-05-01',
          fromMinute: 10 * 60 + 30,
          toMinute: 12 * 60,
          reason: 'Leaking roof',
        },
      ],
    });
    // Court 1's 10:00 game would end at 10:50, inside the closure from 10:30.
    expect(slots.map((s) => s.id)).toEqual(['101@2027-05-01T540']);
    expect(missing.map((m) => [m.text, m.slots.length])).toEqual([
      ['Court 2 closed on 01/05/2027 (Resurfacing)', 3],
      ['Court 1 closed 10:30-12:00 on 01/05/2027 (Leaking roof)', 2],
    ]);
  });

  it('counts a slot under the first rule that removed it: a blackout before a closure', () => {
    const { missing } = expandSlots({
      templates: [venue(1)],
      dates: ['2027-05-01'],
      blackouts: [{ date: '2027-05-01', reason: 'Washout' }],
      closures: [{ courtId: 101, date: '2027-05-01', reason: 'Resurfacing' }],
    });
    expect(missing.map((m) => [m.reason, m.slots.length])).toEqual([['Washout', 2]]);
  });

  it('names the venue with a court when two venues have a court of that name', () => {
    const { missing } = expandSlots({
      templates: [venue(1, { name: 'Kings Park' }), venue(2, { name: 'Riverside' })],
      dates: ['2027-05-01'],
      closures: [{ courtId: 201, date: '2027-05-01', fromMinute: 9 * 60, reason: 'Flooded' }],
    });
    expect(missing.map((m) => m.text)).toEqual([
      'Court 1 at Riverside closed from 09:00 on 01/05/2027 (Flooded)',
    ]);
  });
});

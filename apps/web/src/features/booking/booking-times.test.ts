import { describe, expect, it } from 'vitest';
import type { TBookingCourt, TCalendarEvent } from '@courtside/contracts';
import {
  calendarRowTimes,
  courtColumns,
  courtsFor,
  dayError,
  DEFAULT_DAY_HOURS,
  durationText,
  endTimes,
  eventsOfCourt,
  gridSlots,
  monthWeeks,
  spanOnDay,
  startTimes,
  stepDate,
  takenOnDay,
} from './booking-times';

const event = (over: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  start: '2027-06-10T10:00:00+10:00',
  end: '2027-06-10T11:30:00+10:00',
  venue: 1,
  type: 'booking',
  court: 1,
  court_name: 'Court 1',
  title: 'Booked',
  blocks: [2, 3],
  ...over,
});

const court = (court_id: number, parent_id: number | null): TBookingCourt => ({
  court_id,
  court_name: `C${court_id}`,
  venue_id: 1,
  sport_id: null,
  type_id: null,
  option_id: null,
  parent_id,
});

describe('booking calendar', () => {
  it('starts at 06:00 with 34 rows of 30 minutes', () => {
    const rows = calendarRowTimes();
    expect(rows).toHaveLength(34);
    expect(rows[0]).toBe('06:00');
    expect(rows[1]).toBe('06:30');
    expect(rows[33]).toBe('22:30');
  });

  it("reads an event's wall-clock time in the association's zone and clips it to the day", () => {
    expect(spanOnDay(event(), '2027-06-10')).toEqual({ from: 600, to: 690 });
    expect(spanOnDay(event(), '2027-06-11')).toBeNull();
    expect(
      spanOnDay(
        event({ start: '2027-06-10T23:00:00+10:00', end: '2027-06-11T01:00:00+10:00' }),
        '2027-06-11',
      ),
    ).toEqual({ from: 0, to: 60 });
  });

  it('places a span on 15-minute slots from 06:00, clipped to the grid', () => {
    expect(gridSlots({ from: 600, to: 690 })).toEqual({ first: 16, last: 22 });
    expect(gridSlots({ from: 300, to: 420 })).toEqual({ first: 0, last: 4 });
    expect(gridSlots({ from: 0, to: 300 })).toBeNull();
    expect(gridSlots({ from: 1350, to: 1440 })).toEqual({ first: 66, last: 68 });
  });

  it('shows a booking on its court and, as blocked, on the courts it blocks', () => {
    const events = [event(), event({ court: 4, blocks: [] })];
    expect(eventsOfCourt(events, 1, '2027-06-10').map((e) => e.own)).toEqual([true]);
    expect(eventsOfCourt(events, 2, '2027-06-10').map((e) => e.own)).toEqual([false]);
    expect(eventsOfCourt(events, 5, '2027-06-10')).toEqual([]);
  });

  it('lists the day of every court with the same blocks as the day layout, by time then column', () => {
    // A game on Court 1 blocks its halves 2 and 3; a later booking of half 2 blocks Court 1.
    const events = [
      event({ type: 'competition', title: 'Competition', start: '2027-06-10T09:00:00+10:00' }),
      event({
        court: 2,
        court_name: 'Court 1 - Half A',
        blocks: [1],
        start: '2027-06-10T12:00:00+10:00',
        end: '2027-06-10T13:00:00+10:00',
      }),
      event({
        court: 4,
        court_name: 'Court 2',
        blocks: [],
        start: '2027-06-11T09:00:00+10:00',
        end: '2027-06-11T10:00:00+10:00',
      }),
    ];
    const courts = [court(1, null), court(4, null), court(2, 1), court(3, 1)];
    expect(
      takenOnDay(events, courts, '2027-06-10').map((t) => [t.court.court_id, t.span.from, t.own]),
    ).toEqual([
      [1, 540, true],
      [2, 540, false],
      [3, 540, false],
      [1, 720, false],
      [2, 720, true],
    ]);
    expect(takenOnDay(events, courts, '2027-06-12')).toEqual([]);
  });

  it('puts the halves of a court next to it', () => {
    const c = court;
    expect(
      courtColumns([c(1, null), c(2, null), c(3, null), c(4, 1), c(5, 1)]).map((x) => x.court_id),
    ).toEqual([1, 4, 5, 2, 3]);
  });

  it('lays a month out in Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks('2027-06-01', '2027-06-30'); // 1 June 2027 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      '2027-06-01',
      '2027-06-02',
      '2027-06-03',
      '2027-06-04',
      '2027-06-05',
      '2027-06-06',
    ]);
    expect(weeks.at(-1)?.filter(Boolean).at(-1)).toBe('2027-06-30');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('steps a day, a week or a month', () => {
    expect(stepDate('2027-06-30', 'day', 1)).toBe('2027-07-01');
    expect(stepDate('2027-06-10', 'week', -1)).toBe('2027-06-03');
    expect(stepDate('2027-01-15', 'month', -1)).toBe('2026-12-01');
    expect(stepDate('2027-12-15', 'month', 1)).toBe('2028-01-01');
  });
});

describe('booking stepper', () => {
  const court = (over: Partial<TBookingCourt>): TBookingCourt => ({
    court_id: 1,
    court_name: 'Court',
    venue_id: 1,
    sport_id: null,
    type_id: null,
    option_id: null,
    parent_id: null,
    ...over,
  });

  it('offers the courts that take the sport, type and option (option optional, a court without one takes any)', () => {
    const courts = [
      court({ court_id: 1, option_id: 10 }),
      court({ court_id: 2, option_id: 11 }),
      court({ court_id: 3, sport_id: 5 }),
      court({ court_id: 4 }),
    ];
    expect(courtsFor(courts, { sport: 6, type: 1, option: null }).map((c) => c.court_id)).toEqual([1, 2, 4]);
    expect(courtsFor(courts, { sport: 5, type: 1, option: 11 }).map((c) => c.court_id)).toEqual([2, 3, 4]);
  });

  it('offers starts on 15-minute steps from the earliest to the latest still bookable', () => {
    const day = { hours: [{ start: '06:00', end: '23:00' }], earliest_start: '14:15', latest_start: '22:45' };
    const starts = startTimes(day);
    expect(starts[0]).toBe('14:15');
    expect(starts[1]).toBe('14:30');
    expect(starts.at(-1)).toBe('22:45');
    expect(startTimes({ ...day, earliest_start: null, latest_start: null })).toEqual([]);
  });

  it('shows 09:00 to 21:00 before the server answers', () => {
    expect(startTimes(DEFAULT_DAY_HOURS)[0]).toBe('09:00');
    expect(startTimes(DEFAULT_DAY_HOURS).at(-1)).toBe('20:45');
  });

  it('offers ends after the start up to the close of its hours', () => {
    const day = {
      hours: [
        { start: '06:00', end: '12:00' },
        { start: '15:00', end: '23:00' },
      ],
      earliest_start: '06:00',
      latest_start: '22:45',
    };
    expect(endTimes(day, '11:00')).toEqual(['11:15', '11:30', '11:45', '12:00']);
    expect(endTimes(day, '13:00')).toEqual([]);
    expect(startTimes(day)).not.toContain('12:00');
  });

  it('takes a booking date from today up to 7 days ahead', () => {
    expect(dayError('', '2027-06-10')).toBe('This field is required');
    expect(dayError('2027-06-10', '2027-06-10')).toBeNull();
    expect(dayError('2027-06-17', '2027-06-10')).toBeNull();
    expect(dayError('2027-06-18', '2027-06-10')).toBe(
      'Booking can only be made between 1 hours and 7 days from now.',
    );
    expect(dayError('2027-06-09', '2027-06-10')).toBe(
      'Booking can only be made between 1 hours and 7 days from now.',
    );
  });

  it('says how long a booking lasts', () => {
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(120)).toBe('2 hours');
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_MSG, ZBookingCart, ZCheckRulesRequest, hhmmOfMinutes, minutesOfHhmm } from './booking.js';

const rules = { day: '10/06/2027', start: '10:00', end: '11:00', space: 1, type: 2, option: null, sport: 3 };

describe('booking stepper fields', () => {
  it('reads the booking date as dd/MM/yyyy or YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(ZCheckRulesRequest.parse(rules).day).toBe('2027-06-10');
    expect(ZCheckRulesRequest.parse({ ...rules, day: '2027-06-10' }).day).toBe('2027-06-10');
    expect(ZCheckRulesRequest.safeParse({ ...rules, day: '31/06/2027' }).error?.issues[0]?.message).toBe(
      BOOKING_MSG.dateTime,
    );
  });

  it('takes times on 15-minute steps only', () => {
    expect(ZCheckRulesRequest.safeParse({ ...rules, start: '10:15', end: '10:45' }).success).toBe(true);
    expect(ZCheckRulesRequest.safeParse({ ...rules, start: '10:10' }).error?.issues[0]?.message).toBe(
      BOOKING_MSG.timeStep,
    );
    expect(ZCheckRulesRequest.safeParse({ ...rules, start: '9:00' }).error?.issues[0]?.message).toBe(
      BOOKING_MSG.dateTime,
    );
  });

  it('puts its two messages on start and end when the end is not after the start', () => {
    const issues =
      ZCheckRulesRequest.safeParse({ ...rules, start: '11:00', end: '11:00' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['start', 'Start Time must be before End Time'],
      ['end', 'End Time must be after Start Time'],
    ]);
  });

  it('treats an empty option as none and takes the cart as an object or a one-item list', () => {
    expect(ZCheckRulesRequest.parse({ ...rules, option: '' }).option).toBeNull();
    expect(ZBookingCart.parse([{ ...rules, rate_review: '60' }])).toMatchObject({
      space: 1,
      option: null,
      rate_review: 60,
    });
  });

  it('converts HH:mm and minutes both ways, 24:00 being the end of the day', () => {
    expect(minutesOfHhmm('17:45')).toBe(1065);
    expect(minutesOfHhmm('24:00')).toBe(1440);
    expect(minutesOfHhmm('24:15')).toBeNull();
    expect(hhmmOfMinutes(1065)).toBe('17:45');
    expect(hhmmOfMinutes(1440)).toBe('24:00');
  });
});

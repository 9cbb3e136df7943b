import { describe, expect, it } from 'vitest';
import { hoursText, venueWriteOf } from './venue-form';

describe('a venue as the API takes it', () => {
  it('sends empty address parts as none, and trims the rest', () => {
    expect(
      venueWriteOf({ name: ' Arena ', address: '', suburb: 'Ryde ', postcode: ' ', state: 'NSW' }),
    ).toEqual({
      name: 'Arena',
      address: null,
      suburb: 'Ryde',
      postcode: null,
      state: 'NSW',
    });
  });
});

describe("a court's weekly hours in words", () => {
  it('lists Monday first and Sunday last, each day in order of opening', () => {
    expect(
      hoursText([
        { weekday: 0, open: '07:00', close: '22:00' },
        { weekday: 1, open: '18:00', close: '23:00' },
        { weekday: 1, open: '06:00', close: '12:00' },
      ]),
    ).toBe('Mon 06:00-12:00, 18:00-23:00; Sun 07:00-22:00');
  });

  it('says a court with no hours is not open for hire', () => {
    expect(hoursText([])).toBe('Not open for hire');
  });
});

import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import {
  courtFormOf,
  courtWriteOf,
  hoursFormOf,
  hoursWriteOf,
  nextOpening,
  rateRuleFormOf,
  rateRuleWriteOf,
  ZCourtForm,
  ZHoursForm,
  ZRateRuleForm,
  catalogueSchema,
  catalogueWriteOf,
  hoursText,
  venueWriteOf,
  type RateRuleForm,
} from './venue-form';

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

/** The form's refusals as {field: message}; none when it goes through. */
function problems(
  schema: typeof ZCourtForm | typeof ZHoursForm | typeof ZRateRuleForm | ReturnType<typeof catalogueSchema>,
  form: unknown,
) {
  const result = schema.safeParse(form);
  return result.success ? {} : issuesByField(result.error);
}

describe('a court as the API takes it', () => {
  const court = {
    id: 7,
    venue_id: 1,
    name: 'Court 1 (A)',
    parent_court_id: 3,
    halves: [],
    bookable: false,
    sort_order: 4,
    sport_id: null,
    type_id: 2,
    option_id: null,
    hours: [],
  };

  it('sends "none" and "any" as null and ids as numbers, and leaves an empty place to the API', () => {
    expect(courtWriteOf({ ...courtFormOf(null), name: ' Court 9 ', sport_id: '5' })).toEqual({
      name: 'Court 9',
      parent_court_id: null,
      bookable: true,
      sport_id: 5,
      type_id: null,
      option_id: null,
    });
  });

  it('gives back what a court has when it is changed', () => {
    expect(courtWriteOf(courtFormOf(court))).toEqual({
      name: 'Court 1 (A)',
      parent_court_id: 3,
      bookable: false,
      sort_order: 4,
      sport_id: null,
      type_id: 2,
      option_id: null,
    });
  });

  it('asks for a name and a whole place in the list', () => {
    expect(problems(ZCourtForm, { ...courtFormOf(null), name: ' ', sort_order: '2.5' })).toEqual({
      name: 'Type the court’s name.',
      sort_order: 'Type a whole number from 0 to 10000, or leave it empty.',
    });
    expect(problems(ZCourtForm, { ...courtFormOf(null), name: 'Court 9' })).toEqual({});
  });
});

describe("a court's week as typed", () => {
  it('lists the week Monday first, and sends times typed as 6:00 or 24:00 as the API takes them', () => {
    const form = hoursFormOf({
      hours: [
        { weekday: 0, open: '07:00', close: '22:00' },
        { weekday: 1, open: '06:00', close: '23:00' },
      ],
    });
    expect(form.hours.map((h) => h.weekday)).toEqual(['1', '0']);
    expect(hoursWriteOf({ hours: [{ weekday: '2', open: '6:00', close: '24:00' }] })).toEqual({
      hours: [{ weekday: 2, open: '06:00', close: '24:00' }],
    });
  });

  it('adds the next day at the last row’s times, Sunday after Saturday and Monday after Sunday', () => {
    expect(nextOpening([])).toEqual({ weekday: '1', open: '09:00', close: '17:00' });
    expect(nextOpening([{ weekday: '6', open: '08:00', close: '20:00' }])).toEqual({
      weekday: '0',
      open: '08:00',
      close: '20:00',
    });
    expect(nextOpening([{ weekday: '0', open: '08:00', close: '20:00' }]).weekday).toBe('1');
  });

  it('says a bad time under its row, and refuses hours of one day that overlap', () => {
    expect(problems(ZHoursForm, { hours: [{ weekday: '1', open: '9', close: '08:00' }] })).toEqual({
      'hours.0.open': 'Type the opening as a time, such as 06:00.',
    });
    expect(problems(ZHoursForm, { hours: [{ weekday: '1', open: '10:00', close: '09:00' }] })).toEqual({
      'hours.0.close': 'It must close after it opens.',
    });
    expect(
      problems(ZHoursForm, {
        hours: [
          { weekday: '1', open: '06:00', close: '12:00' },
          { weekday: '1', open: '11:00', close: '14:00' },
        ],
      }),
    ).toEqual({ hours: 'Opening hours of one day must not overlap.' });
  });
});

describe('a rate rule as the API takes it', () => {
  const typed: RateRuleForm = {
    ...rateRuleFormOf(null),
    weekday: '6',
    from: '8:00',
    to: '24:00',
    price: '42.5',
    priority: '-3',
  };

  it('sends dollars as cents, "any" as null and an empty message as none', () => {
    expect(rateRuleWriteOf(typed)).toEqual({
      sport_id: null,
      type_id: null,
      option_id: null,
      weekday: 6,
      from: '08:00',
      to: '24:00',
      price_per_hour_cents: 4250,
      priority: -3,
      blocked_message: null,
      active: true,
    });
  });

  it('shows a rule’s price in dollars when it is changed', () => {
    const rule = { id: 1, venue_id: 1, ...rateRuleWriteOf(typed), weekday: null, blocked_message: 'Closed' };
    expect(
      rateRuleFormOf({ ...rule, priority: -3, active: false, sport_id: 4, type_id: null, option_id: null }),
    ).toMatchObject({
      sport_id: '4',
      weekday: '',
      price: '42.50',
      priority: '-3',
      blocked_message: 'Closed',
      active: false,
    });
  });

  it('asks for times in order, a price in dollars and a priority in range', () => {
    expect(
      problems(ZRateRuleForm, { ...typed, from: '20:00', to: '19:00', price: 'free', priority: '5000' }),
    ).toEqual({
      to: 'The end must be after the start.',
      price: 'Type the price per hour in dollars, such as 40.',
      priority: 'Type a whole number from -1000 to 1000.',
    });
    expect(problems(ZRateRuleForm, typed)).toEqual({});
  });
});

describe('a sport, booking type or option as the API takes it', () => {
  it("sends a type's slug, and a sport's or option's name only", () => {
    expect(catalogueWriteOf('type', { name: ' Party ', slug: ' party-room ' })).toEqual({
      name: 'Party',
      slug: 'party-room',
    });
    expect(catalogueWriteOf('sport', { name: ' Futsal ', slug: 'left-over' })).toEqual({ name: 'Futsal' });
  });

  it("asks for a name, and a type's slug in lower-case letters, digits and -", () => {
    expect(problems(catalogueSchema('option'), { name: ' ', slug: '' })).toEqual({
      name: 'Type the option’s name.',
    });
    expect(problems(catalogueSchema('type'), { name: 'Party', slug: 'Party Room' })).toEqual({
      slug: 'Lower-case letters, digits and -',
    });
    expect(problems(catalogueSchema('sport'), { name: 'Futsal', slug: '' })).toEqual({});
  });
});

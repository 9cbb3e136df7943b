import type { TAdminVenuePage } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import {
  endTimeOfText,
  hireBlockCreateOf,
  hireCreateOf,
  laterTime,
  newHireForm,
  repeatSummary,
  splitDated,
  datedText,
  ZHireBlockForm,
  ZHireForm,
  type HireForm,
} from './hire-form';

const court = (id: number, bookable = true, option_id: number | null = null) => ({
  id,
  venue_id: 1,
  name: `Court ${id}`,
  parent_court_id: null,
  halves: [],
  bookable,
  sort_order: id,
  sport_id: null,
  type_id: null,
  option_id,
  hours: [],
});
const venue: Pick<TAdminVenuePage, 'court_list' | 'sports' | 'types'> = {
  court_list: [court(1, false), court(2, true, 7), court(3)],
  sports: [{ id: 4, venue_id: 1, name: 'Basketball' }],
  types: [{ id: 5, name: 'Casual hire', slug: 'casual' }],
};
const filled = (over: Partial<HireForm> = {}): HireForm => ({
  ...newHireForm(venue, '2027-04-13'),
  member_id: '42',
  ...over,
});
const problems = (schema: typeof ZHireForm | typeof ZHireBlockForm, form: HireForm) => {
  const result = schema.safeParse(form);
  return result.success ? {} : issuesByField(result.error);
};

describe('times typed in the hire forms', () => {
  it('reads 24:00 as the end of the day, and other times as HH:mm', () => {
    expect(endTimeOfText('24:00')).toBe('24:00');
    expect(endTimeOfText('9.30')).toBe('09:30');
    expect(endTimeOfText('25:00')).toBeNull();
  });

  it('adds minutes within the day only', () => {
    expect(laterTime('18:00', 60)).toBe('19:00');
    expect(laterTime('23:00', 60)).toBe('24:00');
    expect(laterTime('23:30', 60)).toBeNull();
  });
});

describe('the Book a hire form', () => {
  it('starts on the first court hired out, with its option, on the weekday of its date', () => {
    expect(newHireForm(venue, '2027-04-13')).toMatchObject({
      court_id: '2',
      option_id: '7',
      sport_id: '4',
      type_id: '5',
      start_time: '18:00',
      end_time: '19:00',
      invoice: true,
      weekdays: [2],
    });
  });

  it('becomes the API body with numbers and HH:mm times', () => {
    expect(hireCreateOf(filled({ start_time: '9:00', end_time: '10.30', option_id: '' }))).toEqual({
      member_id: 42,
      court_id: 2,
      sport_id: 4,
      type_id: 5,
      option_id: null,
      start_time: '09:00',
      end_time: '10:30',
      invoice: true,
      date: '2027-04-13',
    });
  });

  it('says what is missing or wrong under each field', () => {
    expect(
      problems(ZHireForm, filled({ member_id: '', date: INVALID_DATE, start_time: '7pm', end_time: '' })),
    ).toEqual({
      member_id: 'Pick the member (or type their member id).',
      date: 'Type the date as dd/mm/yyyy.',
      start_time: 'Type the start as a time, such as 18:00.',
      end_time: 'Type the end as a time, such as 19:30.',
    });
    expect(problems(ZHireForm, filled({ start_time: '19:00', end_time: '18:00' }))).toEqual({
      end_time: 'The end must be after the start.',
    });
    expect(problems(ZHireForm, filled())).toEqual({});
  });
});

describe('the Recurring block form', () => {
  it('sends the weekly repeat as its rule, from the first date', () => {
    expect(hireBlockCreateOf(filled({ weekdays: [2], count: '10' }))).toMatchObject({
      first_date: '2027-04-13',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=10',
    });
    expect(
      hireBlockCreateOf(filled({ weekdays: [4, 2], every_weeks: '2', ends: 'until', until: '2027-06-30' }))
        .rrule,
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630');
  });

  it('needs a weekday, a count the API allows, or a last date after the first', () => {
    expect(problems(ZHireBlockForm, filled({ weekdays: [], count: '53' }))).toEqual({
      weekdays: 'Tick at least one weekday.',
      count: 'Type a number of times from 1 to 52.',
    });
    expect(problems(ZHireBlockForm, filled({ ends: 'until', until: '2027-04-01' }))).toEqual({
      until: 'The last date must be on or after the first.',
    });
    expect(problems(ZHireBlockForm, filled())).toEqual({});
  });

  it('says the repeat in words once it reads, else what it needs', () => {
    expect(repeatSummary(filled({ weekdays: [2], count: '10' }))).toBe('Every week on Tuesday, 10 times.');
    expect(repeatSummary(filled({ count: 'x' }))).toBe('Type the number of times.');
    expect(repeatSummary(filled({ ends: 'until', until: '' }))).toBe('Pick the last date.');
    expect(repeatSummary(filled({ weekdays: [] }))).toBe('Tick the weekdays it repeats on.');
  });
});

describe('a refusal naming dates', () => {
  it('lists the dates in order apart from the field errors', () => {
    const split = splitDated({
      '2027-04-20': ['Hire: Hattie Hirer, Court 1, 18:00 to 19:00'],
      '2027-04-13': ['Competition game, Court 1, 18:30 to 19:30'],
      start_time: ['The hire must start in the future.'],
    });
    expect(split.fields).toEqual({ start_time: ['The hire must start in the future.'] });
    expect(split.dated.map(datedText)).toEqual([
      'Tuesday 13/04/2027: Competition game, Court 1, 18:30 to 19:30',
      'Tuesday 20/04/2027: Hire: Hattie Hirer, Court 1, 18:00 to 19:00',
    ]);
  });
});

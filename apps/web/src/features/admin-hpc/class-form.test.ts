import type { TAdminClass } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import {
  classChangeOf,
  classEditFormOf,
  classEditSchema,
  datesOfText,
  namesOfText,
  newSeriesForm,
  seriesCreateOf,
  seriesMadeText,
  ZSeriesForm,
  type SeriesForm,
} from './class-form';

const cls = (extra: Partial<TAdminClass> = {}): TAdminClass => ({
  id: 7,
  series_id: 3,
  name: 'Shooting Lab',
  description: 'Form shooting.',
  date: '2026-12-07',
  start_time: '17:00',
  end_time: '18:30',
  starts_at: '2026-12-07T17:00:00+11:00',
  ends_at: '2026-12-07T18:30:00+11:00',
  duration: 90,
  venue: { id: 2, name: 'Hall' },
  room: 'Court 1',
  trainers: ['Coach Mia'],
  activities: ['Shooting'],
  colour: '#1e88e5',
  capacity: 16,
  booked: 3,
  waitlisted: 0,
  booking_days_ahead: null,
  cancelled: false,
  ...extra,
});

const series = (extra: Partial<SeriesForm> = {}): SeriesForm => ({
  ...newSeriesForm('2026-12-01'),
  name: 'Console Shooting Clinic',
  weekdays: ['TU', 'TH'],
  start_time: '6:30',
  end_time: '07:30',
  trainers: 'Coach Sam,  Coach Mia ,',
  ...extra,
});

const issues = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : issuesByField(result.error as Parameters<typeof issuesByField>[0]);

describe('a new weekly schedule', () => {
  it('sends names as lists, times as HH:mm and a number of classes', () => {
    expect(seriesCreateOf(series())).toMatchObject({
      name: 'Console Shooting Clinic',
      trainers: ['Coach Sam', 'Coach Mia'],
      activities: [],
      venue_id: null,
      colour: null,
      capacity: 16,
      booking_days_ahead: null,
      weekdays: ['TU', 'TH'],
      start_time: '06:30',
      end_time: '07:30',
      first_date: '2026-12-01',
      count: 4,
      skip_dates: [],
    });
  });

  it('sends a last date instead of a count, and skip dates typed as dd/mm/yyyy', () => {
    const body = seriesCreateOf(
      series({ ends: 'until', until: '2026-12-31', skip_dates: '8/12/2026, 10/12/2026' }),
    );
    expect(body).toMatchObject({ until: '2026-12-31', skip_dates: ['2026-12-08', '2026-12-10'] });
    expect(body).not.toHaveProperty('count');
  });

  it('passes a complete schedule through the contract', () => {
    expect(ZSeriesForm.safeParse(series()).success).toBe(true);
  });

  it('says each problem under its field', () => {
    const result = ZSeriesForm.safeParse(
      series({
        name: ' ',
        weekdays: [],
        start_time: '18:00',
        end_time: '17:00',
        capacity: '0',
        first_date: INVALID_DATE,
        count: '',
        skip_dates: '32/13/2026',
        colour: 'blue',
      }),
    );
    expect(issues(result)).toMatchObject({
      name: 'Type the name of the class.',
      weekdays: 'Choose at least one weekday.',
      end_time: 'The class must end after it starts.',
      capacity: 'A number of places from 1 to 500.',
      first_date: 'Type the first date as dd/mm/yyyy.',
      count: 'A number of classes from 1 to 200.',
      skip_dates: 'Type each date as dd/mm/yyyy, separated by commas.',
      colour: 'A colour such as #1e88e5.',
    });
  });

  it('refuses a last date before the first', () => {
    expect(issues(ZSeriesForm.safeParse(series({ ends: 'until', until: '2026-11-30' })))).toMatchObject({
      until: 'The last date cannot be before the first.',
    });
  });

  it('reads names and dates as typed', () => {
    expect(namesOfText(' A ,, B')).toEqual(['A', 'B']);
    expect(datesOfText('')).toEqual([]);
    expect(datesOfText('01/02/2027 nonsense')).toBeNull();
  });

  it('says what the API made', () => {
    const made = {
      series_id: 1,
      rule: '',
      skipped: [],
      classes: [cls({ date: '2026-12-01' }), cls({ date: '2026-12-15' })],
    };
    expect(seriesMadeText(made)).toBe('2 classes made, Tue 01/12/2026 to Tue 15/12/2026.');
  });
});

describe('changing a class', () => {
  it('sends only what changed', () => {
    const before = cls();
    const form = { ...classEditFormOf(before), capacity: '20', room: 'Court 2', trainers: 'Coach Mia' };
    expect(classChangeOf(form, before)).toEqual({ capacity: 20, room: 'Court 2' });
  });

  it('has nothing to send when nothing changed', () => {
    const before = cls();
    expect(issues(classEditSchema(before).safeParse(classEditFormOf(before)))).toEqual({
      name: 'Nothing to change.',
    });
  });

  it('clears the venue and the colour with null', () => {
    const before = cls();
    expect(classChangeOf({ ...classEditFormOf(before), venue_id: '', colour: '' }, before)).toEqual({
      venue_id: null,
      colour: null,
    });
  });
});

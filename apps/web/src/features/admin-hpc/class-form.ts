// The console's HPC class forms: a new weekly schedule as typed and the body the API takes, and a
// class's (and its series') edit form and the changes it sends. Each form checks in its own words
// first (each message under its field), then with the contract.
import { parseDmy, toIsoDate } from '@courtside/contracts';
import {
  type WEEKDAYS,
  ZClassChange,
  ZClassSeriesCreate,
  type TAdminClass,
  type TClassChange,
  type TClassSeriesCreate,
  type TClassSeriesCreated,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { weekdayAndDate } from '../../lib/calendar-dates';
import { timeOfText } from '../../lib/time-of-day';
import { formValues, issuesOf, type Issue } from '../../components/console/form-schema';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// ---- Shared fields of the schedule and edit forms --------------------------------------------

export const WEEKDAY_TEXT: Record<(typeof WEEKDAYS)[number], string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** What staff describe of a class, as typed. */
export interface ClassDetailsForm {
  name: string;
  description: string;
  /** A venue id as text, '' for none. */
  venue_id: string;
  room: string;
  /** Names separated by commas. */
  trainers: string;
  activities: string;
  /** #rrggbb, '' for none. */
  colour: string;
  capacity: string;
  /** Days ahead booking opens, '' for the centre's default. */
  booking_days_ahead: string;
  start_time: string;
  end_time: string;
}

/** 'Coach Sam, Coach Mia' -> ['Coach Sam', 'Coach Mia']. */
export const namesOfText = (text: string) =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');

const wholeOf = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : null);

/** Days typed as dd/mm/yyyy, separated by commas or spaces, as YYYY-MM-DD; null when any does not read. */
export function datesOfText(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const dates = parts.map((p) => {
    // 8/12/2026 reads as 08/12/2026.
    const date = parseDmy(p.replace(/\b(\d)\b/g, '0$1'));
    return date ? toIsoDate(date) : null;
  });
  return dates.every((d) => d !== null) ? dates : null;
}

function detailProblems(form: ClassDetailsForm, issue: Issue) {
  if (!form.name.trim()) issue('name', 'Type the name of the class.');
  const capacity = wholeOf(form.capacity);
  if (capacity === null || capacity < 1 || capacity > 500)
    issue('capacity', 'A number of places from 1 to 500.');
  const ahead = form.booking_days_ahead.trim();
  if (ahead !== '' && (wholeOf(ahead) === null || Number(ahead) > 365))
    issue('booking_days_ahead', 'A number of days from 0 to 365, or leave it empty.');
  if (form.colour && !/^#[0-9a-fA-F]{6}$/.test(form.colour)) issue('colour', 'A colour such as #1e88e5.');
  const start = timeOfText(form.start_time);
  const end = timeOfText(form.end_time);
  if (start === null) issue('start_time', 'Type the start time, such as 17:30.');
  if (end === null) issue('end_time', 'Type the end time, such as 18:30.');
  if (start !== null && end !== null && end <= start)
    issue('end_time', 'The class must end after it starts.');
}

const detailsOf = (form: ClassDetailsForm) => ({
  name: form.name.trim(),
  description: form.description.trim(),
  venue_id: form.venue_id ? Number(form.venue_id) : null,
  room: form.room.trim(),
  trainers: namesOfText(form.trainers),
  activities: namesOfText(form.activities),
  colour: form.colour || null,
  capacity: wholeOf(form.capacity) ?? 0,
  booking_days_ahead: form.booking_days_ahead.trim() === '' ? null : Number(form.booking_days_ahead),
  start_time: timeOfText(form.start_time) ?? form.start_time,
  end_time: timeOfText(form.end_time) ?? form.end_time,
});

// ---- A new weekly schedule -----------------------------------------------------------------

export interface SeriesForm extends ClassDetailsForm {
  weekdays: (typeof WEEKDAYS)[number][];
  /** YYYY-MM-DD from the picker. */
  first_date: string;
  /** How the schedule ends: on a last date or after a number of classes. */
  ends: 'until' | 'count';
  until: string;
  count: string;
  /** dd/mm/yyyy dates, separated by commas. */
  skip_dates: string;
}

export const newSeriesForm = (firstDate: string): SeriesForm => ({
  name: '',
  description: '',
  venue_id: '',
  room: '',
  trainers: '',
  activities: '',
  colour: '',
  capacity: '16',
  booking_days_ahead: '',
  weekdays: [],
  start_time: '',
  end_time: '',
  first_date: firstDate,
  ends: 'count',
  until: '',
  count: '4',
  skip_dates: '',
});

/** The body of POST /api/admin/hpc/series. */
export const seriesCreateOf = (form: SeriesForm): TClassSeriesCreate => ({
  ...detailsOf(form),
  weekdays: form.weekdays,
  first_date: form.first_date,
  ...(form.ends === 'until' ? { until: form.until } : { count: wholeOf(form.count) ?? 0 }),
  skip_dates: datesOfText(form.skip_dates) ?? [],
});

export const ZSeriesForm = z.pipe(
  z.pipe(
    formValues<SeriesForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        detailProblems(form, issue);
        if (form.weekdays.length === 0) issue('weekdays', 'Choose at least one weekday.');
        if (form.first_date === '' || form.first_date === INVALID_DATE)
          issue('first_date', 'Type the first date as dd/mm/yyyy.');
        if (form.ends === 'until') {
          if (form.until === '' || form.until === INVALID_DATE)
            issue('until', 'Type the last date as dd/mm/yyyy.');
          else if (form.first_date && form.until < form.first_date)
            issue('until', 'The last date cannot be before the first.');
        } else {
          const count = wholeOf(form.count);
          if (count === null || count < 1 || count > 200)
            issue('count', 'A number of classes from 1 to 200.');
        }
        if (datesOfText(form.skip_dates) === null)
          issue('skip_dates', 'Type each date as dd/mm/yyyy, separated by commas.');
      }),
    ),
    z.transform((form): z.input<typeof ZClassSeriesCreate> => seriesCreateOf(form)),
  ),
  ZClassSeriesCreate,
);

/** The form's fields for the API's field errors. */
export const SERIES_FIELDS = [
  'name',
  'description',
  'venue_id',
  'room',
  'trainers',
  'activities',
  'colour',
  'capacity',
  'booking_days_ahead',
  'weekdays',
  'start_time',
  'end_time',
  'first_date',
  'until',
  'count',
  'skip_dates',
] as const;

/** What a new schedule made: '3 classes made, Mon 30/11/2026 to Mon 14/12/2026.' and the days left out. */
export function seriesMadeText(made: TClassSeriesCreated): string {
  const dates = made.classes.map((c) => c.date);
  const span =
    dates.length === 0
      ? ''
      : dates.length === 1
        ? `, ${weekdayAndDate(dates[0]!, 'short')}`
        : `, ${weekdayAndDate(dates[0]!, 'short')} to ${weekdayAndDate(dates.at(-1)!, 'short')}`;
  return `${plural(made.classes.length, 'class', 'classes')} made${span}.`;
}

export const skippedText = (skipped: TClassSeriesCreated['skipped'][number]) =>
  `${weekdayAndDate(skipped.date, 'short')}: ${skipped.why}`;

// ---- Changing a class, or the rest of its series ---------------------------------------------

export interface ClassEditForm extends ClassDetailsForm {
  /** YYYY-MM-DD; only a single class's date can change. */
  date: string;
}

export const classEditFormOf = (c: TAdminClass): ClassEditForm => ({
  name: c.name,
  description: c.description,
  venue_id: c.venue ? String(c.venue.id) : '',
  room: c.room,
  trainers: c.trainers.join(', '),
  activities: c.activities.join(', '),
  colour: c.colour ?? '',
  capacity: String(c.capacity),
  booking_days_ahead: c.booking_days_ahead === null ? '' : String(c.booking_days_ahead),
  start_time: c.start_time,
  end_time: c.end_time,
  date: c.date,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields changed from the class (the API leaves the others as they are). */
export function classChangeOf(form: ClassEditForm, before: TAdminClass): TClassChange {
  const after = { ...detailsOf(form), date: form.date };
  const was = { ...detailsOf(classEditFormOf(before)), date: before.date };
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !same(value, was[key as keyof typeof was])),
  );
}

export const classEditSchema = (before: TAdminClass) =>
  z.pipe(
    z.pipe(
      formValues<ClassEditForm>().check(
        z.superRefine((form, ctx) => {
          const issue = issuesOf(ctx);
          detailProblems(form, issue);
          if (form.date === '' || form.date === INVALID_DATE) issue('date', 'Type the date as dd/mm/yyyy.');
          if (Object.keys(classChangeOf(form, before)).length === 0) issue('name', 'Nothing to change.');
        }),
      ),
      z.transform((form): z.input<typeof ZClassChange> => classChangeOf(form, before)),
    ),
    ZClassChange,
  );

export const CLASS_EDIT_FIELDS = [
  ...SERIES_FIELDS.filter((f) => !['weekdays', 'first_date'].includes(f)),
  'date',
];

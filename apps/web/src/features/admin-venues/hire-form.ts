// Court hire's pure rules, tested without a browser: the "Book a hire" and "Recurring block" form
// as typed and the bodies the API takes (times typed as 9:00 or 18:30, a weekly repeat as its
// RFC 5545 rule), the refusals that name dates (a block's clashes, keyed by date) as a list, and
// what a hire's cancel and move do. Each form checks in its own words first (each message under
// its field), then with the contract.
import { isoToDmy } from '@courtside/contracts';
import {
  BLOCK_MAX_OCCURRENCES,
  ZHireBlockCreate,
  ZHireCreate,
  ZHireMove,
  type TAdminHire,
  type TAdminVenuePage,
  type THireBlockCreate,
  type THireCreate,
  type THireMove,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { weekdayAndDate, weekdayOfIso } from '../../lib/calendar-dates';
import { formatCents } from '../../lib/money';
import { timeOfText } from '../../lib/time-of-day';
import { repeatText, weeklyRule, type WeeklyRepeat } from './block-rule';
import { formChecks, formValues, issuesOf, type Issue } from '../../components/console/form-schema';

// ---- Times -----------------------------------------------------------------------------------

/** An end time as typed: a time of day, or 24:00 (midnight at the end of the day); null otherwise. */
export const endTimeOfText = (text: string): string | null =>
  /^\s*24[:.]00\s*$/.test(text) ? '24:00' : timeOfText(text);

/** HH:mm plus whole minutes, within the day (24:00 at most); null past midnight. */
export function laterTime(time: string, minutes: number): string | null {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  if (total > 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

// ---- Booking a hire, once or as a recurring block ------------------------------------------------

/** The "Book a hire" form as typed; a recurring block adds its repeat. */
export interface HireForm {
  /** The member's id (the member picker holds it as text). */
  member_id: string;
  court_id: string;
  /** The hire's date, or a block's first date: YYYY-MM-DD. */
  date: string;
  start_time: string;
  end_time: string;
  sport_id: string;
  type_id: string;
  /** '' for none. */
  option_id: string;
  /** Bill the hire on an invoice to the member. */
  invoice: boolean;
  /** A block's weekdays, 0 = Sunday ... 6 = Saturday. */
  weekdays: number[];
  /** '1' every week, '2' every other week, ... */
  every_weeks: string;
  ends: 'count' | 'until';
  /** How many dates, when `ends` is 'count'. */
  count: string;
  /** The last date, when `ends` is 'until'. */
  until: string;
}

/** The courts a hire can be booked on: those hired out. */
export const hireCourts = (venue: Pick<TAdminVenuePage, 'court_list'>) =>
  venue.court_list.filter((c) => c.bookable);

/** A new form on a day (and a court and start, when a free slot was picked). */
export function newHireForm(
  venue: Pick<TAdminVenuePage, 'court_list' | 'sports' | 'types'>,
  date: string,
  at: { court_id?: number; start_time?: string } = {},
): HireForm {
  const court = hireCourts(venue).find((c) => c.id === at.court_id) ?? hireCourts(venue)[0];
  const start = at.start_time ?? '18:00';
  return {
    member_id: '',
    court_id: court ? String(court.id) : '',
    date,
    start_time: start,
    end_time: laterTime(start, 60) ?? '24:00',
    sport_id: String(court?.sport_id ?? venue.sports[0]?.id ?? ''),
    type_id: String(court?.type_id ?? venue.types[0]?.id ?? ''),
    option_id: court?.option_id ? String(court.option_id) : '',
    invoice: true,
    weekdays: [weekdayOfIso(date)],
    every_weeks: '1',
    ends: 'count',
    count: '10',
    until: '',
  };
}

/** The repeat of a block form (the form's checks have passed). */
export const repeatOf = (form: HireForm): WeeklyRepeat => ({
  weekdays: form.weekdays,
  everyWeeks: Number(form.every_weeks),
  end:
    form.ends === 'count'
      ? { kind: 'count', count: Number(form.count) }
      : { kind: 'until', until: form.until },
});

/** The repeat said in words under its controls, or what it still needs. */
export function repeatSummary(form: HireForm): string {
  if (form.weekdays.length === 0) return 'Tick the weekdays it repeats on.';
  if (form.ends === 'count' && !/^[1-9]\d{0,2}$/.test(form.count.trim())) return 'Type the number of times.';
  if (form.ends === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(form.until)) return 'Pick the last date.';
  return repeatText(repeatOf(form));
}

const hireFieldsOf = (form: HireForm) => ({
  member_id: Number(form.member_id),
  court_id: Number(form.court_id),
  sport_id: Number(form.sport_id),
  type_id: Number(form.type_id),
  option_id: form.option_id ? Number(form.option_id) : null,
  start_time: timeOfText(form.start_time) ?? form.start_time,
  end_time: endTimeOfText(form.end_time) ?? form.end_time,
  invoice: form.invoice,
});

/** The body of POST /api/admin/hire-bookings. */
export const hireCreateOf = (form: HireForm): THireCreate => ({ ...hireFieldsOf(form), date: form.date });

/** The body of POST /api/admin/hire-bookings/block. */
export const hireBlockCreateOf = (form: HireForm): THireBlockCreate => ({
  ...hireFieldsOf(form),
  first_date: form.date,
  rrule: weeklyRule(repeatOf(form)),
});

function hireProblems(form: HireForm, issue: Issue, dateWords: string) {
  if (!/^\d{1,9}$/.test(form.member_id.trim()))
    issue('member_id', 'Pick the member (or type their member id).');
  if (!form.court_id) issue('court_id', 'Pick the court.');
  if (!form.date || form.date === INVALID_DATE) issue('date', `Type the ${dateWords} as dd/mm/yyyy.`);
  const start = timeOfText(form.start_time);
  const end = endTimeOfText(form.end_time);
  if (!start) issue('start_time', 'Type the start as a time, such as 18:00.');
  if (!end) issue('end_time', 'Type the end as a time, such as 19:30.');
  else if (start && end <= start) issue('end_time', 'The end must be after the start.');
  if (!form.sport_id) issue('sport_id', 'Pick the sport.');
  if (!form.type_id) issue('type_id', 'Pick the booking type.');
}

function repeatProblems(form: HireForm, issue: Issue) {
  if (form.weekdays.length === 0) issue('weekdays', 'Tick at least one weekday.');
  if (form.ends === 'count') {
    const count = Number(form.count);
    if (!/^\d{1,3}$/.test(form.count.trim()) || count < 1 || count > BLOCK_MAX_OCCURRENCES)
      issue('count', `Type a number of times from 1 to ${BLOCK_MAX_OCCURRENCES}.`);
  } else if (!form.until || form.until === INVALID_DATE) issue('until', 'Type the last date as dd/mm/yyyy.');
  else if (form.date && form.until < form.date)
    issue('until', 'The last date must be on or after the first.');
}

/** One hire's rules in the form's words, each under its field, then the contract's. */
export const ZHireForm = z.pipe(
  z.pipe(
    formChecks<HireForm>((form, issue) => hireProblems(form, issue, 'date')),
    z.transform((raw) => hireCreateOf(raw)),
  ),
  ZHireCreate,
);

/** A recurring block's rules in the form's words, then the contract's. */
export const ZHireBlockForm = z.pipe(
  z.pipe(
    formValues<HireForm>().check(
      z.superRefine((form, ctx) => {
        hireProblems(form, issuesOf(ctx), 'first date');
        repeatProblems(form, issuesOf(ctx));
      }),
    ),
    z.transform((raw) => hireBlockCreateOf(raw)),
  ),
  ZHireBlockCreate,
);

/** The API's field names the form shows under its own fields (a block's first date is the form's date). */
export const HIRE_FIELDS = [
  'member_id',
  'court_id',
  'date',
  'start_time',
  'end_time',
  'sport_id',
  'type_id',
  'option_id',
  'invoice',
] as const;
export const BLOCK_RENAME = { first_date: 'date', rrule: 'weekdays' } as const;

// ---- Refusals naming dates ----------------------------------------------------------------------

export interface DatedRefusal {
  date: string;
  /** Each thing the date clashes with, or why it cannot be booked, as the API says it. */
  reasons: string[];
}

const isIsoDate = (key: string) => /^\d{4}-\d{2}-\d{2}$/.test(key);

/**
 * A refusal's errors split in two: those keyed by a date (a clash: "Competition game, Court 1,
 * 18:30 to 19:30"), listed by date, and the rest, keyed by field.
 */
export function splitDated(errors: Record<string, string[]>): {
  dated: DatedRefusal[];
  fields: Record<string, string[]>;
} {
  const dated: DatedRefusal[] = [];
  const fields: Record<string, string[]> = {};
  for (const [key, reasons] of Object.entries(errors))
    if (isIsoDate(key)) dated.push({ date: key, reasons });
    else fields[key] = reasons;
  dated.sort((a, b) => a.date.localeCompare(b.date));
  return { dated, fields };
}

/** A dated refusal as one line: "Tuesday 13/04/2027: Competition game, Court 1, 18:30 to 19:30". */
export const datedText = (r: DatedRefusal) => `${weekdayAndDate(r.date)}: ${r.reasons.join('; ')}`;

// ---- What a booking did ---------------------------------------------------------------------------

/** "18:00 to 19:00" (24:00 is midnight). */
export const timesText = (hire: Pick<TAdminHire, 'start_time' | 'end_time'>) =>
  `${hire.start_time} to ${hire.end_time === '24:00' ? 'midnight' : hire.end_time}`;

/** What booking one hire did. */
export const bookedText = (hire: Pick<TAdminHire, 'member' | 'court' | 'date' | 'start_time' | 'end_time'>) =>
  `${hire.member.name} has ${hire.court} on ${isoToDmy(hire.date)}, ${timesText(hire)}.`;

/** What booking a block did. */
export const blockBookedText = (hires: readonly Pick<TAdminHire, 'member' | 'court'>[]) =>
  hires[0]
    ? `${hires[0].member.name} has ${hires[0].court} on ${hires.length} ${hires.length === 1 ? 'date' : 'dates'}.`
    : 'Nothing was booked.';

// ---- Moving and cancelling a hire ---------------------------------------------------------------

/** The move form as typed: where and when the hire goes. */
export interface MoveForm {
  court_id: string;
  date: string;
  start_time: string;
  end_time: string;
}

export const moveFormOf = (
  hire: Pick<TAdminHire, 'court_id' | 'date' | 'start_time' | 'end_time'>,
): MoveForm => ({
  court_id: String(hire.court_id),
  date: hire.date,
  start_time: hire.start_time,
  end_time: hire.end_time,
});

/** The body of POST /api/admin/hire-bookings/:id/move. */
export const hireMoveOf = (form: MoveForm): THireMove => ({
  court_id: Number(form.court_id),
  date: form.date,
  start_time: timeOfText(form.start_time) ?? form.start_time,
  end_time: endTimeOfText(form.end_time) ?? form.end_time,
});

export const ZMoveForm = z.pipe(
  z.pipe(
    formValues<MoveForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        if (!form.court_id) issue('court_id', 'Pick the court.');
        if (!form.date || form.date === INVALID_DATE) issue('date', 'Type the date as dd/mm/yyyy.');
        const start = timeOfText(form.start_time);
        const end = endTimeOfText(form.end_time);
        if (!start) issue('start_time', 'Type the start as a time, such as 18:00.');
        if (!end) issue('end_time', 'Type the end as a time, such as 19:30.');
        else if (start && end <= start) issue('end_time', 'The end must be after the start.');
      }),
    ),
    z.transform((raw) => hireMoveOf(raw)),
  ),
  ZHireMove,
);

/** What cancelling did, with what went back to the member. */
export const cancelledText = (
  hire: Pick<TAdminHire, 'member' | 'court' | 'date'> & { refunded_cents: number },
) =>
  `${hire.member.name}'s hire of ${hire.court} on ${isoToDmy(hire.date)} is cancelled${
    hire.refunded_cents > 0 ? `: ${formatCents(hire.refunded_cents)} refunded.` : ', with no refund.'
  }`;

/** A fresh key for one cancel: the same click retried cancels (and refunds) once. */
export const cancelKey = () => `hire-cancel-${crypto.randomUUID()}`;

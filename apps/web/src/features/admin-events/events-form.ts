// The event roster screens' rules, kept pure so they are tested without a browser: the shift and
// copy-a-day forms as typed and the bodies the API takes (checked first with the form's own
// wording, then with the contracts), and how dates, times and outcomes read.
import {
  EVENT_MSG,
  ZEventCopyDay,
  ZShiftWrite,
  type TAdminEvent,
  type TAdminShift,
  type TEventCopyDay,
  type TEventVenue,
  type TShiftWrite,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { weekdayAndDate } from '../../lib/calendar-dates';
import { timeOfText } from '../../lib/time-of-day';
import { formOf } from '../../components/console/form-schema';

type Ctx = z.core.$RefinementCtx;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The event's shifts and dates in a few words: '3 shifts, Sat 06/03/2027 to Sat 13/03/2027'. */
export function eventSpanText(e: Pick<TAdminEvent, 'shifts' | 'first_date' | 'last_date'>) {
  if (e.shifts === 0 || !e.first_date || !e.last_date) return 'No shifts yet';
  const dates =
    e.first_date === e.last_date
      ? weekdayAndDate(e.first_date, 'short')
      : `${weekdayAndDate(e.first_date, 'short')} to ${weekdayAndDate(e.last_date, 'short')}`;
  return `${plural(e.shifts, 'shift', 'shifts')}, ${dates}`;
}

/** A shift's times: '09:30 to 11:00'. */
export const shiftTimes = (s: Pick<TAdminShift, 'time' | 'end_time'>) => `${s.time} to ${s.end_time}`;

/** A shift in a sentence: 'Robin Shift, Scorer, Sat 06/03/2027 09:30 to 11:00'. */
export const shiftText = (s: Pick<TAdminShift, 'member_name' | 'duty' | 'date' | 'time' | 'end_time'>) =>
  `${s.member_name}, ${s.duty}, ${weekdayAndDate(s.date, 'short')} ${shiftTimes(s)}`;

/** What publishing or unpublishing did, in the words staff read. */
export const publishedText = (e: Pick<TAdminEvent, 'name' | 'published'>) =>
  e.published
    ? `${e.name} is published: members on the event roster see it on their Event Roster page.`
    : `${e.name} is no longer published: members do not see it.`;

/** What copying a day did. */
export const copiedText = (count: number, toDate: string) =>
  `${plural(count, 'shift', 'shifts')} copied to ${weekdayAndDate(toDate, 'short')}.`;

/** The dates the event has shifts on, in order (the days that can be copied). */
export const shiftDates = (shifts: readonly Pick<TAdminShift, 'date'>[]) =>
  [...new Set(shifts.map((s) => s.date))].sort();

// ---- The shift dialog ------------------------------------------------------------------------

/** The shift dialog as typed: ids as text ('' for none), the date from the picker. */
export interface ShiftForm {
  member_id: string;
  date: string;
  time: string;
  end_time: string;
  venue_id: string;
  court_id: string;
  duty: string;
}

export const shiftFormOf = (shift: TAdminShift | null, venues: readonly TEventVenue[]): ShiftForm =>
  shift
    ? {
        member_id: String(shift.member_id),
        date: shift.date,
        time: shift.time,
        // A shift written before shifts had an end may end after midnight: staff give it one.
        end_time: shift.ends_at.slice(0, 10) === shift.date ? shift.end_time : '',
        venue_id: String(shift.venue_id),
        court_id: shift.court_id === null ? '' : String(shift.court_id),
        duty: shift.duty,
      }
    : {
        member_id: '',
        date: '',
        time: '',
        end_time: '',
        // One venue: nothing to choose.
        venue_id: venues.length === 1 ? String(venues[0]!.id) : '',
        court_id: '',
        duty: '',
      };

/** The body of POST .../shifts and PUT .../shifts/:shift_id. */
export const shiftInputOf = (form: ShiftForm): TShiftWrite => ({
  member_id: /^\d{1,10}$/.test(form.member_id.trim()) ? Number(form.member_id.trim()) : Number.NaN,
  date: form.date,
  time: timeOfText(form.time) ?? form.time.trim(),
  end_time: timeOfText(form.end_time) ?? form.end_time.trim(),
  venue_id: Number(form.venue_id),
  court_id: form.court_id === '' ? null : Number(form.court_id),
  duty: form.duty.trim(),
});

function checkDate(ctx: Ctx, text: string, path: string, missing: string) {
  if (text === '') ctx.addIssue({ code: 'custom', path: [path], message: missing });
  else if (text === INVALID_DATE)
    ctx.addIssue({ code: 'custom', path: [path], message: 'Type the date as dd/mm/yyyy.' });
}

export const ZShiftForm = z.pipe(
  z.pipe(
    formOf<ShiftForm>(
      z
        .looseObject({
          member_id: z.string(),
          date: z.string(),
          time: z.string(),
          end_time: z.string(),
          venue_id: z.string(),
          court_id: z.string(),
          duty: z.string(),
        })
        .check(
          z.superRefine((f, ctx) => {
            // Everything missing is said at once, in the form's words.
            if (f.member_id.trim() === '')
              ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'Choose the member.' });
            else if (!/^\d{1,10}$/.test(f.member_id.trim()))
              ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'A member id is a number.' });
            checkDate(ctx, f.date, 'date', 'Give the date.');
            if (f.time.trim() === '')
              ctx.addIssue({ code: 'custom', path: ['time'], message: 'Give the start time.' });
            else if (timeOfText(f.time) === null)
              ctx.addIssue({
                code: 'custom',
                path: ['time'],
                message: 'Type the time as HH:mm, such as 09:30.',
              });
            const start = timeOfText(f.time);
            const end = timeOfText(f.end_time);
            if (f.end_time.trim() === '')
              ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'Give the end time.' });
            else if (end === null)
              ctx.addIssue({
                code: 'custom',
                path: ['end_time'],
                message: 'Type the time as HH:mm, such as 11:00.',
              });
            // HH:mm strings of one day compare as times do.
            else if (start !== null && end <= start)
              ctx.addIssue({ code: 'custom', path: ['end_time'], message: EVENT_MSG.endAfterStart });
            if (f.venue_id === '')
              ctx.addIssue({ code: 'custom', path: ['venue_id'], message: 'Choose the venue.' });
            if (f.duty.trim() === '')
              ctx.addIssue({ code: 'custom', path: ['duty'], message: 'Give the duty.' });
          }),
        ),
    ),
    z.transform((form): z.input<typeof ZShiftWrite> => shiftInputOf(form)),
  ),
  ZShiftWrite,
);

// ---- Copying a day ---------------------------------------------------------------------------

export interface CopyDayForm {
  from_date: string;
  to_date: string;
}

export const copyDayInputOf = (form: CopyDayForm): TEventCopyDay => ({
  from_date: form.from_date,
  to_date: form.to_date,
});

export const ZCopyDayForm = z.pipe(
  z.pipe(
    formOf<CopyDayForm>(
      z.looseObject({ from_date: z.string(), to_date: z.string() }).check(
        z.superRefine((f, ctx) => {
          if (f.from_date === '')
            ctx.addIssue({ code: 'custom', path: ['from_date'], message: 'Choose the day to copy.' });
          checkDate(ctx, f.to_date, 'to_date', 'Give the date to copy to.');
        }),
      ),
    ),
    z.transform((form) => copyDayInputOf(form)),
  ),
  ZEventCopyDay,
);

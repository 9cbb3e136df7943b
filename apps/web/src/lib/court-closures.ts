// Court closures as the console keeps them (API /api/admin/court-closures, owned by court hire):
// the closure dialog's form as typed and the body the API takes, checked first with the form's
// own wording and then with the contract, and how a closure reads. Shared by the season's Draw
// screen (competition staff) and Court hire (facilities staff): the same closures the draw engine
// keeps games out of and court hire refuses bookings over.
import {
  ZCourtClosureCreate,
  type TCourtClosure,
  type TCourtClosureCreate,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { checkDate, checkOrder } from '../components/form/iso-date';
import { weekdayAndDate } from './calendar-dates';

/** A venue with the courts (and halves) a closure can be put on. */
export interface ClosureVenue {
  id: number;
  name: string;
  courts: readonly { id: number; name: string }[];
}

const dayAndDate = (iso: string) => weekdayAndDate(iso, 'short');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The closure dialog as typed: a court of a venue, from a day and time to another (or the same day). */
export interface ClosureForm {
  court_id: string;
  start_date: string;
  start_time: string;
  /** '' for the first day. */
  end_date: string;
  end_time: string;
  reason: string;
}

export const NEW_CLOSURE: ClosureForm = {
  court_id: '',
  start_date: '',
  start_time: '',
  end_date: '',
  end_time: '',
  reason: '',
};

export const closureInputOf = (form: ClosureForm): TCourtClosureCreate => ({
  court_id: Number(form.court_id),
  start_date: form.start_date,
  start_time: form.start_time.trim(),
  ...(form.end_date !== '' && { end_date: form.end_date }),
  end_time: form.end_time.trim(),
  reason: form.reason.trim(),
});

export const ZClosureForm = z.pipe(
  z.pipe(
    z
      .looseObject({
        court_id: z.string().check(z.minLength(1, 'Choose the court.')),
        start_date: z.string(),
        start_time: z.string(),
        end_date: z.string(),
        end_time: z.string(),
        reason: z.string(),
      })
      .check(
        z.superRefine((f, ctx) => {
          // Everything missing is said at once; the times' form is the contract's to check.
          for (const [path, message] of [
            ['start_time', 'Give the time the closure starts.'],
            ['end_time', 'Give the time the closure ends.'],
            ['reason', 'Give the reason.'],
          ] as const)
            if (f[path].trim() === '') ctx.addIssue({ code: 'custom', path: [path], message });
          checkDate(ctx, f.start_date, 'start_date', 'Give the first day.');
          checkDate(ctx, f.end_date, 'end_date', null);
          checkOrder(ctx, f.start_date, f.end_date, 'end_date');
        }),
      ),
    z.transform((form): z.input<typeof ZCourtClosureCreate> =>
      closureInputOf(form as unknown as ClosureForm),
    ),
  ),
  ZCourtClosureCreate,
);

/** A venue's courts as the closure dialog offers them: 'Harbourside: Court 1'. */
export const courtChoices = (venues: readonly ClosureVenue[]) =>
  venues.flatMap((v) => v.courts.map((c) => ({ value: String(c.id), text: `${v.name}: ${c.name}` })));

/** When a court is closed: 'Sat 12/04/2027 08:00 to 12:00', or across days. */
export const closureWhen = (c: Pick<TCourtClosure, 'start_date' | 'start_time' | 'end_date' | 'end_time'>) =>
  c.start_date === c.end_date
    ? `${dayAndDate(c.start_date)} ${c.start_time} to ${c.end_time}`
    : `${dayAndDate(c.start_date)} ${c.start_time} to ${dayAndDate(c.end_date)} ${c.end_time}`;

/** What adding a closure did, with the bookings staff must now see to. */
export const closureAddedText = (
  c: Pick<TCourtClosure, 'venue' | 'court'> & { overlapping_booking_ids: number[] },
) =>
  `Closed: ${c.venue}, ${c.court}.` +
  (c.overlapping_booking_ids.length === 0
    ? ''
    : ` ${plural(c.overlapping_booking_ids.length, 'booking', 'bookings')} already made in that time still ` +
      `stand: ${c.overlapping_booking_ids.map((id) => `#${id}`).join(', ')}. Contact the members to cancel them.`);

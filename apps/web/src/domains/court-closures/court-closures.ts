// Court closures as the console keeps them (API /api/admin/court-closures, owned by court hire):
// the closure dialog's form as typed and the body the API takes, checked first with the form's
// own wording and then with the contract, and how a closure reads. Shared by the season's Draw
// screen (competition staff) and Court hire (facilities staff): the same closures the draw engine
// keeps games out of and court hire refuses bookings over.
import {
  ZCourtClosureCreate,
  ZCourtClosureVenueCreate,
  type TCourtClosure,
  type TCourtClosureCreate,
  type TCourtClosureHits,
  type TCourtClosureHitsQuery,
  type TCourtClosureVenueCreate,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { formOf } from '../../components/console/form-schema';
import { checkDate, checkOrder } from '../../components/form/iso-date';
import { weekdayAndDate } from '../../lib/calendar-dates';

/** A venue with the courts (and halves) a closure can be put on. */
export interface ClosureVenue {
  id: number;
  name: string;
  courts: readonly { id: number; name: string }[];
}

const dayAndDate = (iso: string) => weekdayAndDate(iso, 'short');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The court choice that closes every court of a venue: 'venue:<id>'. */
const VENUE_CHOICE = /^venue:(\d+)$/;

/** The closure dialog as typed: a court of a venue (or the whole venue), from a day and time to another (or the same day). */
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

/** When the closure runs, as the API takes it. */
const stretchOf = (form: ClosureForm) => ({
  start_date: form.start_date,
  start_time: form.start_time.trim(),
  ...(form.end_date !== '' && { end_date: form.end_date }),
  end_time: form.end_time.trim(),
});

/** The body of one court's closure, or of every court of a venue's ('venue_id'). */
export const closureInputOf = (form: ClosureForm): TCourtClosureCreate | TCourtClosureVenueCreate => {
  const venue = VENUE_CHOICE.exec(form.court_id);
  return {
    ...(venue ? { venue_id: Number(venue[1]) } : { court_id: Number(form.court_id) }),
    ...stretchOf(form),
    reason: form.reason.trim(),
  };
};

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** What the hits preview asks, once a court (or venue), the first day and both times are typed; else null. */
export const hitsQueryOf = (form: ClosureForm): TCourtClosureHitsQuery | null => {
  const venue = VENUE_CHOICE.exec(form.court_id);
  const s = stretchOf(form);
  if (form.court_id === '' || s.start_date === '' || !TIME.test(s.start_time) || !TIME.test(s.end_time))
    return null;
  if (`${s.end_date ?? s.start_date}T${s.end_time}` <= `${s.start_date}T${s.start_time}`) return null;
  return venue ? { venue_id: Number(venue[1]), ...s } : { court_id: Number(form.court_id), ...s };
};

const ZClosureBody = z.union([ZCourtClosureCreate, ZCourtClosureVenueCreate]);

export const ZClosureForm = z.pipe(
  z.pipe(
    formOf<ClosureForm>(
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
    ),
    z.transform((form): z.input<typeof ZClosureBody> => closureInputOf(form)),
  ),
  ZClosureBody,
);

/** A venue's courts as the closure dialog offers them: 'Harbourside: Court 1'. */
export const courtChoices = (venues: readonly ClosureVenue[]) =>
  venues.flatMap((v) => [
    { value: `venue:${v.id}`, text: `${v.name}: every court` },
    ...v.courts.map((c) => ({ value: String(c.id), text: `${v.name}: ${c.name}` })),
  ]);

/** A time of an ISO instant with its offset, as the association reads it: '18:00'. */
const clock = (iso: string) => iso.slice(11, 16);
const span = (u: { starts_at: string; ends_at: string }) =>
  `${dayAndDate(u.starts_at.slice(0, 10))} ${clock(u.starts_at)} to ${clock(u.ends_at)}`;

/** Each thing a closure hits as a line: games, then hires, then classes. */
export const hitLines = (h: TCourtClosureHits) => [
  ...h.games.map((g) => ({
    key: `game-${g.id}`,
    text: `Game: ${g.division}, ${g.team_a ?? 'TBC'} v ${g.team_b ?? 'TBC'}, ${g.court}, ${span(g)}`,
  })),
  ...h.hires.map((b) => ({ key: `hire-${b.id}`, text: `Court hire: ${b.member}, ${b.court}, ${span(b)}` })),
  ...h.classes.map((c) => ({ key: `class-${c.id}`, text: `HPC class: ${c.name}, ${c.court}, ${span(c)}` })),
];

/** The seasons whose published games a closure hits, each once: their Draw screens repair them. */
export const seasonsHit = (h: TCourtClosureHits) => [...new Set(h.games.map((g) => g.season_id))];

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

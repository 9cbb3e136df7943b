// The console's Venues and court hire (facilities staff, API /api/admin/venues, /courts,
// /booking-*, /rate-rules and /hire-bookings): venues and their courts (a full court divided
// into halves that a hire can take separately, as members book them), the sports, types and
// options a court offers, each court's weekly hire hours, the rate rules that price a hire; one
// venue's day as a resource calendar (games, hires, HPC classes and closures on every court); and
// hires made at the desk for a member: one, a recurring block (an RFC 5545 rule such as
// FREQ=WEEKLY;BYDAY=TU;COUNT=10, expanded in the association's time zone), moved or cancelled
// with a refund. Closures have their own console (closures.ts). Money is integer cents; dates
// and times are the association's local ones.
import { z } from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.js';
import { id, isoDate, timeOfDay, whole } from './fields.js';

export const HIRE_MSG = {
  noSuchVenue: 'There is no such venue.',
  noSuchCourt: 'There is no such court.',
  noSuchMember: 'There is no such member.',
  noSuchSport: 'There is no such sport at this venue.',
  noSuchType: 'There is no such booking type.',
  noSuchOption: 'There is no such booking option.',
  parentElsewhere: 'The full court must be at the same venue.',
  parentLoop: 'A court cannot be a half of itself or of one of its halves.',
  endAfterStart: 'The end must be after the start.',
  hoursOverlap: 'Opening hours of one day must not overlap.',
  slugTaken: 'Another booking type has this slug.',
  divisionInUse:
    'Hires are booked on these courts from now on: a court can be divided or joined only when none are.',
  sportInUse: 'This sport is offered by courts, rates or hires: it cannot be deleted.',
  typeInUse: 'This booking type is used by courts, rates or hires: it cannot be deleted.',
  optionInUse: 'This booking option is used by courts, rates or hires: it cannot be deleted.',
  rule: 'A rule such as FREQ=WEEKLY;BYDAY=TU;COUNT=10 (no DTSTART: the first date is given apart)',
  ruleNoEnd: 'The rule must end: give COUNT or UNTIL.',
  ruleTooOften: 'A block repeats daily at most (the times of day are given apart).',
  tooMany: (max: number) => `A block books at most ${max} dates.`,
  noDates: 'The rule gives no dates.',
  missingTime: 'This time does not exist on that day (the clocks go forward).',
  clashes: (n: number) =>
    n === 1
      ? 'One date clashes with another use of the court: nothing was booked.'
      : `${n} dates clash with other uses of the court: nothing was booked.`,
  taken: 'The court is taken at that time: nothing was booked.',
  notLive: 'This hire is already cancelled.',
  pendingPayment: "The member's card payment for this hire is still being confirmed: try again shortly.",
  refundTooMuch: (left: string) => `At most ${left} can be refunded for this hire.`,
} as const;

/** Occurrences one recurring block may book. */
export const BLOCK_MAX_OCCURRENCES = 52;

const count = z.number();
const nullableId = z.optional(z.nullable(id));
/** An end time: HH:mm, or 24:00 for midnight at the end of the day. */
const endTime = z
  .string()
  .check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'This field must be a time (HH:mm)'));
const quarter = (t: string) => Number(t.slice(3)) % 15 === 0;

// --- Venues and courts -----------------------------------------------------------------------

export const ZVenueWrite = z.object({
  name: requiredText(120),
  address: z.optional(z.nullable(optionalText(200))),
  suburb: z.optional(z.nullable(optionalText(100))),
  postcode: z.optional(z.nullable(optionalText(10))),
  state: z.optional(z.nullable(optionalText(10))),
});
export type TVenueWrite = z.infer<typeof ZVenueWrite>;

export const ZAdminVenue = z.object({
  id: count,
  name: z.string(),
  address: z.nullable(z.string()),
  suburb: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  state: z.nullable(z.string()),
  courts: count,
  bookable_courts: count,
});
export type TAdminVenue = z.infer<typeof ZAdminVenue>;
export const ZAdminVenueList = z.object({ data: z.object({ venues: z.array(ZAdminVenue) }) });

/** One opening of a court on a weekday (0 = Sunday ... 6 = Saturday), local HH:mm. */
export const ZCourtOpening = z.object({ weekday: whole(0, 6), open: timeOfDay, close: endTime }).check(
  z.refine((h) => h.close > h.open, { message: HIRE_MSG.endAfterStart, path: ['close'] }),
  z.refine((h) => quarter(h.open) && quarter(h.close), {
    message: 'Times must be on the quarter hour (:00, :15, :30 or :45)',
    path: ['open'],
  }),
);
export type TCourtOpening = z.infer<typeof ZCourtOpening>;

/** PUT /api/admin/courts/{id}/hours: the court's whole week, replacing what it had (none: no hire). */
export const ZCourtHoursWrite = z
  .object({ hours: z.array(ZCourtOpening).check(z.maxLength(7 * 6)) })
  .check(
    z.refine(
      (b) =>
        b.hours.every((h, i) =>
          b.hours.every(
            (o, j) => i === j || o.weekday !== h.weekday || o.close <= h.open || h.close <= o.open,
          ),
        ),
      { message: HIRE_MSG.hoursOverlap, path: ['hours'] },
    ),
  );
export type TCourtHoursWrite = z.infer<typeof ZCourtHoursWrite>;

/** POST /api/admin/venues/{id}/courts and PUT /api/admin/courts/{id}. sport/type/option null: any. */
export const ZCourtWrite = z.object({
  name: requiredText(120),
  /** The full court this one is a half of. */
  parent_court_id: nullableId,
  /** Offered for hire; false keeps it for competition only (and is how a court is retired). */
  bookable: z.boolean(),
  sort_order: z.optional(whole(0, 10_000)),
  sport_id: nullableId,
  type_id: nullableId,
  option_id: nullableId,
});
export type TCourtWrite = z.infer<typeof ZCourtWrite>;

export const ZAdminCourt = z.object({
  id: count,
  venue_id: count,
  name: z.string(),
  parent_court_id: z.nullable(count),
  /** Its halves' ids (none: not divided). */
  halves: z.array(count),
  bookable: z.boolean(),
  sort_order: count,
  sport_id: z.nullable(count),
  type_id: z.nullable(count),
  option_id: z.nullable(count),
  hours: z.array(z.object({ weekday: count, open: z.string(), close: z.string() })),
});
export type TAdminCourt = z.infer<typeof ZAdminCourt>;

export const ZAdminSport = z.object({ id: count, venue_id: count, name: z.string() });
export const ZAdminBookingType = z.object({ id: count, name: z.string(), slug: z.string() });
export const ZAdminBookingOption = z.object({ id: count, name: z.string() });
export type TAdminSport = z.infer<typeof ZAdminSport>;
export type TAdminBookingType = z.infer<typeof ZAdminBookingType>;
export type TAdminBookingOption = z.infer<typeof ZAdminBookingOption>;

/** A rate rule: the price per hour of the 15-minute steps it covers, or a message blocking them. */
export const ZRateRuleWrite = z
  .object({
    sport_id: nullableId,
    type_id: nullableId,
    option_id: nullableId,
    /** 0 = Sunday ... 6 = Saturday; null: every day. */
    weekday: z.optional(z.nullable(whole(0, 6))),
    from: timeOfDay,
    to: endTime,
    price_per_hour_cents: whole(0, 10_000_000),
    /** The highest priority covering a step prices it (then the most specific, then the oldest). */
    priority: z.optional(whole(-1000, 1000)),
    /** Bookings touching the rule are refused with this message. */
    blocked_message: z.optional(z.nullable(optionalText(300))),
    active: z.optional(z.boolean()),
  })
  .check(z.refine((r) => r.to > r.from, { message: HIRE_MSG.endAfterStart, path: ['to'] }));
export type TRateRuleWrite = z.infer<typeof ZRateRuleWrite>;

export const ZAdminRateRule = z.object({
  id: count,
  venue_id: count,
  sport_id: z.nullable(count),
  type_id: z.nullable(count),
  option_id: z.nullable(count),
  weekday: z.nullable(count),
  from: z.string(),
  to: z.string(),
  price_per_hour_cents: count,
  priority: count,
  blocked_message: z.nullable(z.string()),
  active: z.boolean(),
});
export type TAdminRateRule = z.infer<typeof ZAdminRateRule>;

/** GET /api/admin/venues/{id}: the venue, its courts with their hours, sports and rate rules; the types and options every venue shares. */
export const ZAdminVenuePage = z.object({
  data: z.extend(ZAdminVenue, {
    court_list: z.array(ZAdminCourt),
    sports: z.array(ZAdminSport),
    types: z.array(ZAdminBookingType),
    options: z.array(ZAdminBookingOption),
    rate_rules: z.array(ZAdminRateRule),
  }),
});
export type TAdminVenuePage = z.infer<typeof ZAdminVenuePage>['data'];

export const ZAdminCourtAnswer = z.object({ data: ZAdminCourt });
export const ZAdminVenueAnswer = z.object({ data: ZAdminVenue });
export const ZSportWrite = z.object({ name: requiredText(80) });
export const ZAdminSportAnswer = z.object({ data: ZAdminSport });
export const ZBookingTypeWrite = z.object({
  name: requiredText(80),
  slug: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Lower-case letters, digits and -')),
});
export const ZAdminBookingTypeAnswer = z.object({ data: ZAdminBookingType });
export const ZBookingOptionWrite = z.object({ name: requiredText(80) });
export const ZAdminBookingOptionAnswer = z.object({ data: ZAdminBookingOption });
export const ZAdminRateRuleAnswer = z.object({ data: ZAdminRateRule });
export const ZDeleted = z.object({ data: z.object({ id: count }) });

// --- The resource calendar --------------------------------------------------------------------

/** 'shift': an event roster shift on the court; it takes the court from hires only. */
export const HIRE_USE_KINDS = ['game', 'hire', 'class', 'shift', 'closure'] as const;

/** One use of a court in the day: where it really is (court_id) and what it is. */
export const ZCourtUse = z.object({
  kind: z.enum(HIRE_USE_KINDS),
  /** The booking's, class's, shift's or closure's id; null for a game. */
  id: z.nullable(count),
  /** The court it is on: a full court's game also takes its halves (see `blocks`). */
  court_id: count,
  /** The other courts it takes: a full court's halves, a half's full court. */
  blocks: z.array(count),
  /** HH:mm, clipped to the day (00:00 / 24:00 when it runs over midnight). */
  start: z.string(),
  end: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  title: z.string(),
  /** A hire's member, status and price; null otherwise. */
  member: z.nullable(z.object({ id: count, name: z.string() })),
  status: z.nullable(z.enum(['pending', 'booked'])),
  price_cents: z.nullable(count),
});
export type TCourtUse = z.infer<typeof ZCourtUse>;

export const ZHireCalendarQuery = z.object({ date: isoDate });
export const ZHireCalendar = z.object({
  data: z.object({
    venue: z.object({ id: count, name: z.string() }),
    date: z.string(),
    courts: z.array(
      z.object({
        id: count,
        name: z.string(),
        parent_court_id: z.nullable(count),
        bookable: z.boolean(),
        hours: z.array(z.object({ start: z.string(), end: z.string() })),
        /** Every use taking this court in the day (its own and its halves' or full court's), by start. */
        uses: z.array(ZCourtUse),
      }),
    ),
    /** HPC classes at the venue whose room names no court: shown, but they take no court. */
    other_classes: z.array(ZCourtUse),
  }),
});
export type THireCalendar = z.infer<typeof ZHireCalendar>['data'];

// --- Hires made at the desk ---------------------------------------------------------------------

const hireFields = {
  member_id: id,
  court_id: id,
  sport_id: id,
  type_id: id,
  option_id: nullableId,
  start_time: timeOfDay,
  end_time: endTime,
  /** Bill the hire on an invoice to the member (due on its day); false: no charge. */
  invoice: z.optional(z.boolean()),
};
const timesInOrder = z.refine<{ start_time: string; end_time: string }>((b) => b.end_time > b.start_time, {
  message: HIRE_MSG.endAfterStart,
  path: ['end_time'],
});

/** POST /api/admin/hire-bookings: one hire for a member. */
export const ZHireCreate = z.object({ ...hireFields, date: isoDate }).check(timesInOrder);
export type THireCreate = z.infer<typeof ZHireCreate>;

/** POST /api/admin/hire-bookings/block: a hire on every date of the rule, from first_date, all or none. */
export const ZHireBlockCreate = z
  .object({
    ...hireFields,
    first_date: isoDate,
    rrule: z.string().check(z.regex(/^[A-Z0-9=;,+-]{5,300}$/i, HIRE_MSG.rule)),
  })
  .check(timesInOrder);
export type THireBlockCreate = z.infer<typeof ZHireBlockCreate>;

/** POST /api/admin/hire-bookings/{id}/move: another court, date or time (left out: as it is). The price stays. */
export const ZHireMove = z.object({
  court_id: z.optional(id),
  date: z.optional(isoDate),
  start_time: z.optional(timeOfDay),
  end_time: z.optional(endTime),
});
export type THireMove = z.infer<typeof ZHireMove>;

/**
 * POST /api/admin/hire-bookings/{id}/cancel: the hire is cancelled and its court freed. With
 * refund, the money the member paid for it goes back (refund_cents, default all of it) through
 * the console's refunds; an unpaid invoice of it is voided.
 */
export const ZHireCancel = z.object({
  reason: requiredText(500),
  refund: z.boolean(),
  refund_cents: z.optional(whole(1, 100_000_000)),
  idempotency_key: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,80}$/, 'A key of 8 to 80 letters, digits, - or _')),
});
export type THireCancel = z.infer<typeof ZHireCancel>;

export const ZAdminHire = z.object({
  id: count,
  member: z.object({ id: count, name: z.string() }),
  venue_id: count,
  court_id: count,
  court: z.string(),
  sport_id: count,
  type_id: count,
  option_id: z.nullable(count),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  price_cents: count,
  status: z.enum(['pending', 'booked', 'cancelled']),
  /** A member's card payment. */
  order_id: z.nullable(count),
  /** Billed at the desk. */
  invoice_id: z.nullable(count),
});
export type TAdminHire = z.infer<typeof ZAdminHire>;
export const ZAdminHireAnswer = z.object({ data: ZAdminHire });
export const ZAdminHireBlockAnswer = z.object({
  data: z.object({ bookings: z.array(ZAdminHire), total_cents: count }),
});
export const ZAdminHireCancelled = z.object({
  data: z.extend(ZAdminHire, { refunded_cents: count }),
});

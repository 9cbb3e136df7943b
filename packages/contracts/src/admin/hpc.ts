// The console's high performance centre (facilities staff, API /api/admin/hpc): the plans members
// subscribe to (every field the member Plans screen reads, and a cover image), classes made from
// a weekly schedule (a recurrence rule in the association's local time), each class's roll and
// waitlist. Money is integer cents; dates are local YYYY-MM-DD and times local HH:mm.
import { z } from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.js';
import { BILLING_CYCLES } from '../hpc/hpc.js';
import { id, isoDate, timeOfDay, whole } from './fields.js';

export const HPC_ADMIN_MSG = {
  endBeforeStart: 'The end date cannot be before the start date.',
  bothDates: 'Give both a start and an end date, or neither.',
  slidingNeedsDates: 'A plan with its own dates needs a start and an end date.',
  excludedTwice: 'Each excluded date once, please.',
  classNamedTwice: 'Each class once, please.',
  endTimeAfterStart: 'The class must end after it starts.',
  untilOrCount: 'Give either a last date or a number of classes.',
  untilBeforeFirst: 'The last date cannot be before the first.',
  weekdaysTwice: 'Each weekday once, please.',
  tooManyClasses: (max: number) => `A schedule can make at most ${max} classes; shorten it.`,
  noClasses: 'This schedule makes no classes (every day falls on a closed date).',
  coverMissing: 'Choose an image file (JPEG, PNG or WebP).',
  coverType: 'The cover must be a JPEG, PNG or WebP image.',
  coverSize: (bytes: number) => `The cover must be under ${Math.round(bytes / 1000)} kB.`,
  noSuchVenue: 'There is no such venue.',
  capacityBelowBooked: (booked: number) =>
    `The capacity cannot be below the ${booked} places already booked.`,
  classCancelled: 'This class has been cancelled.',
  classOver: 'This class has already started.',
  notWaitlisted: 'This member is not on the waitlist of this class.',
  notBooked: 'This member is not booked in this class.',
  notInClass: 'This member is neither booked nor waitlisted in this class.',
  alreadyBooked: 'This member is already booked in this class.',
  alreadyWaitlisted: (position: number) =>
    `This member is already on the waitlist of this class (position ${position}).`,
  classFullRaise: 'The class is full: raise its capacity to promote this member.',
  rollNotOpen: 'The roll can be marked from the day of the class.',
  missingTime: 'This time does not exist on that day (the clocks go forward).',
  nothingToChange: 'Nothing to change.',
  /** A class holds the court its room names: one court, one use (hire, game, class). */
  courtTaken: (n: number) =>
    n === 1
      ? 'One class clashes with another use of its court: nothing was saved.'
      : `${n} classes clash with other uses of their court: nothing was saved.`,
} as const;

/** A cover image: JPEG, PNG or WebP, under this many bytes (as member photos), sent as form field `cover`. */
export const PLAN_COVER_MAX_BYTES = 500_000;
export const PLAN_COVER_FIELD = 'cover';
/** A schedule makes at most this many classes at once. */
export const MAX_CLASSES_PER_SERIES = 200;
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const CLASS_ATTENDANCE = ['attended', 'absent'] as const;

const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #1e88e5'));
const names = (max: number) => z.array(requiredText(100)).check(z.maxLength(max, `At most ${max}`));

// --- Plans ------------------------------------------------------------------------------------

export const ZAdminPlan = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  billing_cycle: z.enum(BILLING_CYCLES),
  auto_renewal: z.boolean(),
  sliding_date: z.boolean().check(z.describe('true: the plan runs from start_date to end_date')),
  start_date: z.nullable(z.string().check(z.describe('YYYY-MM-DD'))),
  end_date: z.nullable(z.string().check(z.describe('YYYY-MM-DD'))),
  expiry_period_days: z.nullable(z.number()),
  excluded_dates: z.array(z.string().check(z.describe('YYYY-MM-DD, days with no classes'))),
  minimum_term_months: z.number(),
  notice_period_days: z.number(),
  class_names: z.array(
    z.string().check(z.describe('the classes (by name) its subscribers may book; empty: every class')),
  ),
  active: z.boolean().check(z.describe('false: withdrawn, members no longer see it')),
  cover_url: z.nullable(z.string().check(z.describe('the address the member Plans screen shows'))),
  active_subscriptions: z.number(),
});
export type TAdminPlan = z.infer<typeof ZAdminPlan>;

export const ZAdminPlanList = z.object({ data: z.object({ plans: z.array(ZAdminPlan) }) });
export type TAdminPlanList = z.infer<typeof ZAdminPlanList>['data'];
export const ZAdminPlanResponse = z.object({ data: ZAdminPlan });

/**
 * POST /api/admin/hpc/plans and PUT /api/admin/hpc/plans/{id}: every field of the plan. With
 * sliding_date the plan runs between its start and end dates (the expiry period is not used);
 * otherwise each subscription lasts expiry_period_days (none: until cancelled).
 */
export const ZPlanWrite = z
  .object({
    name: requiredText(100),
    description: z.optional(optionalText(2000)),
    price_cents: whole(0, 10_000_000),
    billing_cycle: z.enum(BILLING_CYCLES),
    auto_renewal: z.boolean(),
    sliding_date: z.boolean(),
    start_date: z.optional(z.nullable(isoDate)),
    end_date: z.optional(z.nullable(isoDate)),
    expiry_period_days: z.optional(z.nullable(whole(1, 3660))),
    excluded_dates: z.optional(z.array(isoDate).check(z.maxLength(366, 'At most 366 dates'))),
    minimum_term_months: whole(0, 36),
    notice_period_days: whole(0, 365),
    class_names: z.optional(names(50)),
    active: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((p, ctx) => {
      const start = p.start_date ?? null;
      const end = p.end_date ?? null;
      if ((start === null) !== (end === null))
        ctx.addIssue({
          code: 'custom',
          path: [start === null ? 'start_date' : 'end_date'],
          message: p.sliding_date ? HPC_ADMIN_MSG.slidingNeedsDates : HPC_ADMIN_MSG.bothDates,
        });
      else if (p.sliding_date && start === null)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: HPC_ADMIN_MSG.slidingNeedsDates });
      if (start !== null && end !== null && end < start)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: HPC_ADMIN_MSG.endBeforeStart });
      const dates = p.excluded_dates ?? [];
      if (new Set(dates).size !== dates.length)
        ctx.addIssue({ code: 'custom', path: ['excluded_dates'], message: HPC_ADMIN_MSG.excludedTwice });
      const classes = (p.class_names ?? []).map((n) => n.trim().toLowerCase());
      if (new Set(classes).size !== classes.length)
        ctx.addIssue({ code: 'custom', path: ['class_names'], message: HPC_ADMIN_MSG.classNamedTwice });
    }),
  );
export type TPlanWrite = z.infer<typeof ZPlanWrite>;

/** PUT /api/admin/hpc/plans/{id}/active: withdraw (false) or restore (true) a plan. */
export const ZPlanActive = z.object({ active: z.boolean() });
export type TPlanActive = z.infer<typeof ZPlanActive>;

// --- Classes ----------------------------------------------------------------------------------

export const ZAdminClass = z.object({
  id: z.number(),
  series_id: z.nullable(z.number()),
  name: z.string(),
  description: z.string(),
  date: z.string().check(z.describe('YYYY-MM-DD, local')),
  start_time: z.string().check(z.describe('HH:mm, local')),
  end_time: z.string().check(z.describe('HH:mm, local')),
  starts_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  ends_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  duration: z.number().check(z.describe('minutes')),
  venue: z.nullable(z.object({ id: z.number(), name: z.string() })),
  room: z.string(),
  trainers: z.array(z.string()),
  activities: z.array(z.string()),
  colour: z.nullable(z.string()),
  capacity: z.number(),
  booked: z.number(),
  waitlisted: z.number(),
  booking_days_ahead: z.nullable(
    z.number().check(z.describe('its own booking window; null: the centre default (14 days)')),
  ),
  cancelled: z.boolean(),
});
export type TAdminClass = z.infer<typeof ZAdminClass>;

/** GET /api/admin/hpc/classes: classes on the local days from..to (default: today and 27 days on). */
export const ZAdminClassQuery = z
  .object({
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    series_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: HPC_ADMIN_MSG.untilBeforeFirst,
      path: ['to'],
    }),
  );
export type TAdminClassQuery = z.infer<typeof ZAdminClassQuery>;

export const ZAdminClassList = z.object({ data: z.object({ classes: z.array(ZAdminClass) }) });
export type TAdminClassList = z.infer<typeof ZAdminClassList>['data'];
export const ZAdminClassResponse = z.object({ data: ZAdminClass });

/** What a class is, as staff describe it (shared by a new schedule and its edits). */
const classDetails = {
  name: requiredText(100),
  description: z.optional(optionalText(2000)),
  venue_id: z.optional(z.nullable(id)),
  room: z.optional(optionalText(100)),
  trainers: z.optional(names(20)),
  activities: z.optional(names(20)),
  colour: z.optional(z.nullable(colour)),
  capacity: whole(1, 500),
  booking_days_ahead: z.optional(z.nullable(whole(0, 365))),
};

/**
 * POST /api/admin/hpc/series: classes on the given weekdays every `interval` weeks, from
 * first_date until `until` (included) or for `count` classes, start_time to end_time local time
 * on each day (the same wall-clock time across daylight saving). Days the centre is closed (an
 * HPC closure, or a date an active plan lists as excluded) and skip_dates are left out.
 */
export const ZClassSeriesCreate = z
  .object({
    ...classDetails,
    weekdays: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, 'Choose at least one weekday'), z.maxLength(7)),
    interval: z.optional(whole(1, 4)),
    start_time: timeOfDay,
    end_time: timeOfDay,
    first_date: isoDate,
    until: z.optional(isoDate),
    count: z.optional(whole(1, MAX_CLASSES_PER_SERIES)),
    skip_dates: z.optional(z.array(isoDate).check(z.maxLength(366))),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.end_time <= s.start_time)
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: HPC_ADMIN_MSG.endTimeAfterStart });
      if ((s.until === undefined) === (s.count === undefined))
        ctx.addIssue({ code: 'custom', path: ['until'], message: HPC_ADMIN_MSG.untilOrCount });
      if (s.until !== undefined && s.until < s.first_date)
        ctx.addIssue({ code: 'custom', path: ['until'], message: HPC_ADMIN_MSG.untilBeforeFirst });
      if (new Set(s.weekdays).size !== s.weekdays.length)
        ctx.addIssue({ code: 'custom', path: ['weekdays'], message: HPC_ADMIN_MSG.weekdaysTwice });
    }),
  );
export type TClassSeriesCreate = z.infer<typeof ZClassSeriesCreate>;

export const ZClassSeriesCreated = z.object({
  data: z.object({
    series_id: z.number(),
    rule: z.string().check(z.describe('RFC 5545 RRULE over local times')),
    classes: z.array(ZAdminClass),
    skipped: z.array(
      z.object({
        date: z.string(),
        why: z.string().check(z.describe('the closure or plan that closes the day, or "skipped"')),
      }),
    ),
  }),
});
export type TClassSeriesCreated = z.infer<typeof ZClassSeriesCreated>['data'];

/** The fields an edit may change: those left out stay as they are. */
const classChanges = {
  name: z.optional(requiredText(100)),
  description: z.optional(optionalText(2000)),
  venue_id: z.optional(z.nullable(id)),
  room: z.optional(optionalText(100)),
  trainers: z.optional(names(20)),
  activities: z.optional(names(20)),
  colour: z.optional(z.nullable(colour)),
  capacity: z.optional(whole(1, 500)),
  booking_days_ahead: z.optional(z.nullable(whole(0, 365))),
  start_time: z.optional(timeOfDay),
  end_time: z.optional(timeOfDay),
};
const endAfterStart = z.refine<{ start_time?: string; end_time?: string }>(
  (c) => c.start_time === undefined || c.end_time === undefined || c.end_time > c.start_time,
  { message: HPC_ADMIN_MSG.endTimeAfterStart, path: ['end_time'] },
);

/**
 * PATCH /api/admin/hpc/classes/{id}: change one class (its date too). The capacity never goes
 * below the places booked; raising it moves waitlisted members in, in order.
 */
export const ZClassChange = z.object({ ...classChanges, date: z.optional(isoDate) }).check(endAfterStart);
export type TClassChange = z.infer<typeof ZClassChange>;

/** PATCH /api/admin/hpc/series/{id}: change every class of the series on or after `from` (local date). */
export const ZSeriesChange = z.object({ ...classChanges, from: isoDate }).check(endAfterStart);
export type TSeriesChange = z.infer<typeof ZSeriesChange>;

/** POST /api/admin/hpc/classes/{id}/cancel: booked and waitlisted members are emailed. */
export const ZClassCancel = z.object({ reason: z.optional(optionalText(500)) });
export type TClassCancel = z.infer<typeof ZClassCancel>;

/** POST /api/admin/hpc/series/{id}/cancel: every class of the series on or after `from`. */
export const ZSeriesCancel = z.object({ from: isoDate, reason: z.optional(optionalText(500)) });
export type TSeriesCancel = z.infer<typeof ZSeriesCancel>;

export const ZSeriesResult = z.object({ data: z.object({ classes: z.array(ZAdminClass) }) });
export type TSeriesResult = z.infer<typeof ZSeriesResult>['data'];

// --- The roll and the waitlist ----------------------------------------------------------------

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** GET /api/admin/hpc/classes/{id}: the class, its booked members (the roll) and its waitlist in order. */
export const ZClassRoll = z.object({
  data: z.extend(ZAdminClass, {
    roll: z.array(
      z.object({
        enrollment_id: z.number(),
        member: person,
        attendance: z.nullable(z.enum(CLASS_ATTENDANCE)),
      }),
    ),
    waitlist: z.array(
      z.object({
        enrollment_id: z.number(),
        member: person,
        position: z.number().check(z.describe('1 = next in')),
        waitlisted_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
        active_subscription: z
          .boolean()
          .check(z.describe('false: passed over by automatic promotion until they subscribe')),
      }),
    ),
  }),
});
export type TClassRoll = z.infer<typeof ZClassRoll>['data'];

/** PUT /api/admin/hpc/classes/{id}/attendance: marks of booked members (null clears a mark). */
export const ZAttendanceMarks = z.object({
  marks: z
    .array(z.object({ member_id: id, attendance: z.nullable(z.enum(CLASS_ATTENDANCE)) }))
    .check(z.minLength(1), z.maxLength(500)),
});
export type TAttendanceMarks = z.infer<typeof ZAttendanceMarks>;

/**
 * POST /api/admin/hpc/classes/{id}/promote: move a waitlisted member into the class by hand.
 * Only into a free place, unless raise_capacity: then a full class gets one more place for them.
 */
export const ZWaitlistPromote = z.object({ member_id: id, raise_capacity: z.optional(z.boolean()) });
export type TWaitlistPromote = z.infer<typeof ZWaitlistPromote>;

/**
 * POST /api/admin/hpc/classes/{id}/add: book a member into the class when it has a free place, or
 * put them at the end of its waitlist when it is full (a waitlist forms only once a class is full).
 */
export const ZClassAddMember = z.object({ member_id: id });
export type TClassAddMember = z.infer<typeof ZClassAddMember>;

/** POST /api/admin/hpc/classes/{id}/remove: take a member off the waitlist (or out of the class). */
export const ZClassRemoveMember = z.object({ member_id: id });
export type TClassRemoveMember = z.infer<typeof ZClassRemoveMember>;

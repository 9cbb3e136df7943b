// Court hire: the booking catalogue, the calendar, the checks of
// the booking stepper, the payment and Court Hire History. Field names are the
// published API's; dates travel as dd/MM/yyyy (or YYYY-MM-DD), times as HH:mm in the
// association's time zone, instants as ISO 8601 with the zone's offset.
import { z } from 'zod/mini';
import { addTransformIssue, preprocess } from '../common/fields.js';
import { MSG } from '../common/messages.js';
import { parseDmy, toIsoDate } from '../common/dates.js';
import {
  ZCardData,
  ZCouponCart,
  ZDonationCart,
  ZIdempotencyKey,
  ZPaymentOutcome,
} from '../payments/payments.js';

/** Texts of court hire, compared exactly by the tests; the ones marked as ours had no given wording. */
export const BOOKING_MSG = {
  window: 'Booking can only be made between 1 hours and 7 days from now.',
  noHours: 'Booking not available: no availability hours.',
  startBeforeEnd: 'Start Time must be before End Time',
  endAfterStart: 'End Time must be after Start Time',
  dateTime: 'This field must be a valid date/time',
  bookingInvalid: 'Booking Data Invalid',
  paymentInvalid: 'Payment Invalid',
  noBookings: 'Sorry, No Bookings Yet',
  noResults: (search: string) => `Sorry, No Results found for "${search}"`,
  timeStep: 'Times must be on the quarter hour (:00, :15, :30 or :45)',
  outsideHours: (from: string, to: string) =>
    `This court can only be booked between ${from} and ${to} on that day.`,
  collision: 'Sorry, this court has just been booked for that time. Please choose another time or court.',
  competition:
    'This court is being used for competition games at that time. Please choose another time or court.',
  hpcClass: 'This court is being used for an HPC class at that time. Please choose another time or court.',
  /** Staff are rostered on the court for an event (a carnival, a presentation night). */
  event: 'This court is being used for an event at that time. Please choose another time or court.',
  /** A court staff have closed (console, court closures) is refused with its own words. */
  closed: 'This court is closed at that time. Please choose another time or court.',
  noRate: 'This booking cannot be priced: no rate is set for that time. Please contact us.',
  rateChanged: (price: string) =>
    `The price of this booking is now ${price}. Please review it and try again.`,
  courtUnknown: 'This court cannot be booked online.',
  sportMismatch: 'This court is not available for that sport.',
  typeMismatch: 'This court is not available for that type of booking.',
  optionMismatch: 'This court is not available with that option.',
} as const;

/** bookings from 1 hour to 7 days ahead, on 15-minute steps. */
export const BOOKING_MIN_LEAD_MINUTES = 60;
export const BOOKING_MAX_AHEAD_DAYS = 7;
export const BOOKING_TIME_STEP_MINUTES = 15;
/** Bookable hours the stepper shows before the server answers. */
export const BOOKING_DEFAULT_HOURS = { from: '09:00', to: '21:00' } as const;
export const CALENDAR_VIEW_TYPES = ['month', 'week', 'day'] as const;
export type TCalendarViewType = (typeof CALENDAR_VIEW_TYPES)[number];

/** Error keys of POST /api/booking/paybooking. */
export const BOOKING_ERROR_KEYS = [
  'error_auth',
  'error_avail',
  'error_collision',
  'error_rule',
  'error_rate',
  'error_response',
  'error_payment',
  'error_validation',
] as const;
export type TBookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

// --- Time helpers shared by the stepper and the server ------------------------------

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:mm' ('24:00' is the end of the day); null when malformed. */
export function minutesOfHhmm(text: string): number | null {
  if (text === '24:00') return 1440;
  const m = HH_MM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:mm' of minutes since midnight (1440 reads '24:00'). */
export function hhmmOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// --- Request fields -------------------------------------------------------------------

/** A booking date: dd/MM/yyyy as the stepper sends it, or YYYY-MM-DD; always read as YYYY-MM-DD. */
export const ZBookingDay = z.pipe(
  z.string({ error: MSG.required }),
  z.transform((value, ctx) => {
    const text = value.trim();
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const parsed = iso ? parseDmy(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseDmy(text);
    if (parsed) return toIsoDate(parsed);
    addTransformIssue(ctx, text ? BOOKING_MSG.dateTime : MSG.required);
    return z.NEVER;
  }),
);

/** A start or end time: HH:mm on a 15-minute step ('24:00' allowed for an end at midnight). */
export const ZBookingTime = z.pipe(
  z.string({ error: MSG.required }),
  z.transform((value, ctx) => {
    const text = value.trim();
    const minutes = minutesOfHhmm(text);
    if (minutes === null) {
      addTransformIssue(ctx, text ? BOOKING_MSG.dateTime : MSG.required);
      return z.NEVER;
    }
    if (minutes % BOOKING_TIME_STEP_MINUTES !== 0) {
      addTransformIssue(ctx, BOOKING_MSG.timeStep);
      return z.NEVER;
    }
    return text;
  }),
);

const id = z.coerce.number({ error: MSG.required }).check(z.int(MSG.required), z.positive(MSG.required));
/** Option is optional: null, '' and 0 mean none. */
const optionalId = z.pipe(
  preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.nullish(id)),
  z.transform((v) => v ?? null),
);

/** End after start, with a message on each of the two fields. */
function refineTimes(value: { start: string; end: string }, ctx: z.core.$RefinementCtx) {
  const start = minutesOfHhmm(value.start);
  const end = minutesOfHhmm(value.end);
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['start'], message: BOOKING_MSG.startBeforeEnd });
    ctx.addIssue({ code: 'custom', path: ['end'], message: BOOKING_MSG.endAfterStart });
  }
}

// --- Catalogue (GET /api/booking/venues, /courts|sports|types|options/venue/{venueId}) --

export const ZBookingVenue = z.object({ venue_id: z.int(), venue_name: z.string() });
export type TBookingVenue = z.infer<typeof ZBookingVenue>;

/** sport_id, type_id, option_id: null means the court takes any; parent_id: the full court of a half. */
export const ZBookingCourt = z.object({
  court_id: z.int(),
  court_name: z.string(),
  venue_id: z.int(),
  sport_id: z.nullable(z.int()),
  type_id: z.nullable(z.int()),
  option_id: z.nullable(z.int()),
  parent_id: z.nullable(z.int()),
});
export type TBookingCourt = z.infer<typeof ZBookingCourt>;

export const ZBookingSport = z.object({ sport_id: z.int(), sport_name: z.string(), venue_id: z.int() });
export type TBookingSport = z.infer<typeof ZBookingSport>;

export const ZBookingType = z.object({ type_id: z.int(), type_name: z.string(), type_slug: z.string() });
export type TBookingType = z.infer<typeof ZBookingType>;

export const ZBookingOption = z.object({ option_id: z.int(), option_name: z.string() });
export type TBookingOption = z.infer<typeof ZBookingOption>;

export const ZBookingVenuesResponse = z.object({ data: z.array(ZBookingVenue) });
export const ZBookingCourtsResponse = z.object({ data: z.array(ZBookingCourt) });
export const ZBookingSportsResponse = z.object({ data: z.array(ZBookingSport) });
export const ZBookingTypesResponse = z.object({ data: z.array(ZBookingType) });
export const ZBookingOptionsResponse = z.object({ data: z.array(ZBookingOption) });

// --- Calendar (GET /api/booking/events/venue/{venueId}/{viewType}/{date}) ---------------

/**
 * A taken slot. Never says who booked: `type` is 'booking' (court hire), 'competition' (a game
 * of the draw), 'class' (an HPC class), 'event' (event roster shifts on the court) or 'closed'
 * (staff closed the court; the reason is staff's and not shown). `court` is the court booked;
 * `blocks` lists the other courts it makes unavailable (the halves of a full court, or the full
 * court of a half).
 */
export const ZCalendarEvent = z.object({
  start: z.string().check(z.describe('ISO 8601 with the zone offset')),
  end: z.string(),
  venue: z.int(),
  type: z.enum(['booking', 'competition', 'class', 'event', 'closed']),
  court: z.int(),
  court_name: z.string(),
  title: z.string().check(z.describe("'Booked', 'Competition', 'HPC class', 'Event' or 'Closed'")),
  blocks: z.array(z.int()),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const ZCalendarParams = z.object({
  venueId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  viewType: z.enum(CALENDAR_VIEW_TYPES),
  date: ZBookingDay,
});
export const ZCalendarResponse = z.object({
  data: z.array(ZCalendarEvent),
  from: z.string().check(z.describe('first day shown, YYYY-MM-DD')),
  to: z.string().check(z.describe('last day shown, YYYY-MM-DD')),
});
export type TCalendarResponse = z.infer<typeof ZCalendarResponse>;

// --- Stepper checks -----------------------------------------------------------------------

/** A stretch of time, HH:mm to HH:mm on the day. */
export const ZTimeRange = z.object({ start: z.string(), end: z.string() });

/** POST /api/booking/events/checkavailday {day, venue?}. */
export const ZCheckAvailDayRequest = z.object({ day: ZBookingDay, venue: z.optional(id) });
export type TCheckAvailDayRequest = z.infer<typeof ZCheckAvailDayRequest>;

/** One court's day: its hire hours (null when none) and what is already taken. */
export const ZCourtDayAvailability = z.object({
  court_id: z.int(),
  court_name: z.string(),
  venue_id: z.int(),
  parent_id: z.nullable(z.int()),
  availability_from: z.nullable(z.string()),
  availability_to: z.nullable(z.string()),
  hours: z.array(ZTimeRange),
  taken: z
    .array(ZTimeRange)
    .check(z.describe('bookings and competition games on this court, its halves or its full court')),
});
export type TCourtDayAvailability = z.infer<typeof ZCourtDayAvailability>;
export const ZCheckAvailDayResponse = z.object({ feedback: z.array(ZCourtDayAvailability) });
export type TCheckAvailDayResponse = z.infer<typeof ZCheckAvailDayResponse>;

/** POST /api/booking/events/checkavail {day, space}; space is the court_id. */
export const ZCheckAvailRequest = z.object({ day: ZBookingDay, space: id });
export type TCheckAvailRequest = z.infer<typeof ZCheckAvailRequest>;
export const ZCheckAvailResponse = z.object({
  feedback: z.object({
    availability_from: z.string().check(z.describe('HH:mm the court opens for hire that day')),
    availability_to: z.string().check(z.describe('HH:mm it closes')),
    /** The earliest start still bookable that day (now + 1 hour on today), null when none is left. */
    earliest_start: z.nullable(z.string()),
    /** The latest start still inside the 7-day window on the window's last day, else the closing time. */
    latest_start: z.nullable(z.string()),
    hours: z.array(ZTimeRange),
    taken: z.array(ZTimeRange),
  }),
});
export type TCheckAvailResponse = z.infer<typeof ZCheckAvailResponse>;

/** POST /api/booking/events/checkrules {day, start, end, space, type, option, sport}. */
export const ZCheckRulesRequest = z
  .object({
    day: ZBookingDay,
    start: ZBookingTime,
    end: ZBookingTime,
    space: id,
    type: id,
    option: optionalId,
    sport: id,
  })
  .check(z.superRefine(refineTimes));
export type TCheckRulesRequest = z.infer<typeof ZCheckRulesRequest>;

/** feedback: the price in dollars when bookable, else the reason it is not (a sentence). */
export const ZCheckRulesResponse = z.object({
  feedback: z.union([z.number(), z.string()]),
  bookable: z.boolean(),
  /** Which check refused it (error_avail, error_collision, error_rule, error_rate); null when bookable. */
  reason: z.nullable(z.enum(BOOKING_ERROR_KEYS)),
});
export type TCheckRulesResponse = z.infer<typeof ZCheckRulesResponse>;

// --- Payment (POST /api/booking/paybooking) -------------------------------------------------

/**
 * What the stepper collected. space is the court_id. rate_review is the price the
 * member saw on the Review step: it is never charged (the server prices the
 * booking again), but when sent and different the payment is refused with
 * error_rate so nobody pays a price they did not see.
 */
export const ZBookingCart = preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z
    .object({
      venue: z.optional(id),
      sport: id,
      type: id,
      option: optionalId,
      space: id,
      day: ZBookingDay,
      start: ZBookingTime,
      end: ZBookingTime,
      rate_review: z.nullish(z.coerce.number().check(z.nonnegative())),
    })
    .check(z.superRefine(refineTimes)),
);
export type TBookingCart = z.infer<typeof ZBookingCart>;

export const ZPayBookingRequest = z.object({
  cardData: z.nullish(ZCardData),
  couponCart: z.optional(ZCouponCart),
  bookingCart: ZBookingCart,
  donationCart: ZDonationCart,
  idempotencyKey: ZIdempotencyKey,
});
export type TPayBookingRequest = z.infer<typeof ZPayBookingRequest>;
export const ZPayBookingResponse = z.object({
  data: z.object({ ...ZPaymentOutcome.shape, b_id: z.nullable(z.int()) }),
});
export type TPayBookingResponse = z.infer<typeof ZPayBookingResponse>;

// --- Court Hire History (GET /api/booking/mybookings) --------------------------------------

export const ZMyBooking = z.object({
  b_id: z.int(),
  venue_name: z.string(),
  sport_name: z.string(),
  booking_from: z.string().check(z.describe('ISO 8601 with the zone offset')),
  booking_to: z.string(),
  booking_from_formatted: z.string().check(z.describe('DD/MM/YYYY h:mm A')),
  booking_to_formatted: z.string(),
  duration: z.int().check(z.describe('minutes')),
  type_name: z.string(),
  option_name: z.string(),
  space_name: z.string(),
  status: z.enum(['Booked', 'Pending']),
  o_id: z.nullable(z.int()),
  o_receipt_id: z
    .nullable(z.int())
    .check(z.describe("the receipt number: the order's first received payment (null: none yet)")),
});
export type TMyBooking = z.infer<typeof ZMyBooking>;

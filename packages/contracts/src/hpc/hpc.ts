// High performance centre: the dashboard, plans and plan payment, classes, enrolments,
// subscriptions, their payment errors and constants. Every /api/hpc endpoint needs sign-in and is_hpc.
import { z } from 'zod/mini';
import { preprocess } from '../common/fields.js';
import { ZCardData, ZIdempotencyKey, ZPaymentOutcome } from '../payments/payments.js';

/** Texts of the HPC area, compared exactly by the tests; the ones marked as ours had no given wording. */
export const HPC_MSG = {
  subscriptionActivated: 'Your subscription has been successfully activated.',
  cardUpdated: 'Card details updated successfully.',
  actionSent: (action: THpcSubscriptionRequest) => `Subscription ${action} request sent.`,
  requestWithdrawn: (action: THpcSubscriptionRequest) => `Your ${action} request has been withdrawn.`,
  nothingToWithdraw: 'There is no pause or cancel request to withdraw.',
  actionFailed: 'Failed to send request.',
  /** error_validation of a plan payment. */
  planDataInvalid: 'Plan Data Invalid',
  /** Any other failure of a plan payment. */
  planInvalid: 'Plan Invalid',
  subscriptionDataInvalid: 'Subscription Data Invalid',
  subscriptionInvalid: 'Subscription Invalid',
  noPlanData: 'No Plan Data',
  noPlans: 'No plans are currently available.',
  noEnrollments: 'Sorry, No enrollments Yet',
  noSubscriptions: 'Sorry, No subscriptions Yet',
  /** Only its start ('No active subscription') was given; the rest is ours. */
  noActiveSubscription: 'No active subscription. Please subscribe to a plan to book classes.',
  termsRequired: 'This field is required',
  planEnded: 'This plan has ended and can no longer be subscribed to.',
  alreadySubscribed: 'You already have a subscription to this plan.',
  classNotFound: 'Class not found',
  classStarted: 'This class has already started.',
  bookingOpensOn: (dayText: string) => `Booking opens 14 days before the class, on ${dayText}.`,
  bookingNotOpen: (days: number) => `Classes can be booked up to ${days} days ahead.`,
  /** A member's plans run on their own dates: a class outside every one of them cannot be booked. */
  outsidePlanDates: (classDay: string, from: string, to: string | null) =>
    `Your plan covers classes ${to ? `from ${from} to ${to}` : `from ${from}`}: the class on ${classDay} is outside it.`,
  excludedPlanDate: (classDay: string) =>
    `Your plan has no classes on ${classDay}: it is one of the plan's excluded dates.`,
  /** A plan that names its classes lets its subscribers book only those. */
  classNotInPlan: (name: string) =>
    `Your plan does not include ${name} classes, so you cannot book this class.`,
  /** One athlete, one class at a time. */
  classClash: (name: string, when: string) =>
    `You are already booked into ${name} at ${when}, which overlaps this class.`,
  classFull: 'Sorry, this class is full. You can join the waitlist.',
  classNotFull: 'This class still has spots available. Please book it instead.',
  alreadyBooked: 'You are already booked into this class.',
  alreadyWaitlisted: 'You are already on the waitlist for this class.',
  notEnrolled: 'You are not booked or waitlisted for this class.',
  pastEnrollment: 'Past classes cannot be cancelled.',
  enrollmentCancelled: 'Enrollment cancelled.',
  booked: 'Class booked.',
  waitlisted: 'You have been added to the waitlist.',
  removedBooking: 'Booking removed.',
  removedWaitlist: 'Removed from the waitlist.',
  onlyActiveAction: (action: THpcSubscriptionAction) =>
    `Only an active subscription can be sent a ${action} request.`,
  requestPending: (action: THpcSubscriptionRequest) =>
    `A ${action} request has already been sent for this subscription.`,
  onlyActiveOrSuspendedCard: 'The card can only be updated on an active or suspended subscription.',
} as const;

/** Business constants. */
export const HPC_BOOKING_DAYS_AHEAD = 14;
/** The class schedule covers 4 weeks (28 days): GET /api/hpc/classes/{week} takes 0 to 3. */
export const HPC_WEEKS = 4;
export const HPC_CALENDAR = {
  desktopDays: 7,
  mobileDays: 2,
  startHour: 5,
  endHour: 23,
  slotHeightPx: 50,
  swipeThresholdPx: 50,
} as const;
export const HPC_REDIRECT_MS = { afterPlanSuccess: 1500, afterCardUpdate: 1000, snackbar: 3000 } as const;
/** Plan terms: pause and cancel requests take effect no earlier than both of these. */
export const HPC_MINIMUM_TERM_MONTHS = 3;
export const HPC_NOTICE_DAYS = 30;
/** The terms step of the plan payment wizard (Plan payment). */
/** The terms of a one-off plan (no auto renewal): one payment for its dates, nothing recurring. */
export const HPC_ONE_OFF_TERMS = [
  'One payment covers the plan from its start date to its end date.',
  "Classes can be booked on the plan's dates, except its excluded dates.",
  'I give permission for photographs and video taken at HPC sessions to be used by the association.',
  'If the attendee is under 18, I am their parent or guardian and I consent to their participation.',
] as const;

export const HPC_TERMS = [
  'Membership has a minimum commitment of 3 months.',
  'After the minimum commitment, membership renews automatically each month until cancelled.',
  "Cancellation requires 30 days' written notice.",
  'I give permission for photographs and video taken at HPC sessions to be used by the association.',
  'If the attendee is under 18, I am their parent or guardian and I consent to their participation.',
] as const;

export const BILLING_CYCLES = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'paused', 'cancelled', 'expired'] as const;
export const ENROLLMENT_STATUSES = ['booked', 'waitlisted', 'cancelled'] as const;
export const CLASS_ACTIONS = ['add', 'waitlist', 'remove'] as const;
/** pause and cancel send a request; withdraw takes back the one pending (a cancel also replaces a pending pause). */
export const SUBSCRIPTION_ACTIONS = ['pause', 'cancel', 'withdraw'] as const;
export type THpcSubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];
export type THpcSubscriptionRequest = Exclude<THpcSubscriptionAction, 'withdraw'>;

const dmy = z.string().check(z.describe('DD/MM/YYYY'));

/** A plan card. Money in dollars, GST included. */
export const ZPlan = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_price: z.number(),
  plan_billing_cycle: z.enum(BILLING_CYCLES),
  plan_auto_renewal: z.boolean(),
  plan_sliding_date: z
    .boolean()
    .check(z.describe('true: the plan runs from plan_start_date to plan_end_date')),
  plan_start_date: z.nullable(dmy),
  plan_end_date: z.nullable(dmy),
  plan_expiry_period: z
    .nullable(z.int())
    .check(
      z.describe(
        'days a subscription lasts from its own start (plans without sliding dates); null = until cancelled',
      ),
    ),
  plan_excluded_date: z.array(dmy).check(z.describe('days with no classes')),
  plan_class_names: z.optional(
    z
      .array(z.string())
      .check(z.describe('the only classes (by name) it lets members book; absent: every class')),
  ),
  plan_cover: z.nullable(z.string()),
  plan_description: z.string(),
  plan_tax: z
    .number()
    .check(z.describe('GST included in plan_price (the wizard summary: subtotal, tax, total)')),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlansResponse = z.object({ data: z.array(ZPlan) });
export const ZPlanResponse = z.object({ data: ZPlan });
export const ZPlanParams = z.object({
  plan: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

const agreed = preprocess(
  (v) => v === true || v === 'true' || v === 1 || v === '1',
  z.literal(true, { error: HPC_MSG.termsRequired }),
);

/** POST /api/hpc/plans/{plan}/payment. The price comes from the database; planCart is ignored. */
export const ZPlanPaymentRequest = z.object({
  cardData: z.nullish(ZCardData),
  agreed: agreed.check(z.describe('the Terms & Conditions checkbox; must be true')),
  planCart: z
    .optional(z.unknown())
    .check(z.describe("ignored ({name: 'Plan #id', p_price}); the server prices the plan")),
  idempotencyKey: ZIdempotencyKey,
});
export type TPlanPaymentRequest = z.infer<typeof ZPlanPaymentRequest>;
export const ZPlanPaymentResponse = z.object({
  data: z.object({ ...ZPaymentOutcome.shape, subscription_id: z.int() }),
});
export type TPlanPaymentResponse = z.infer<typeof ZPlanPaymentResponse>;

/** A class on the calendar, as the signed-in member sees it. */
export const ZHpcClass = z.object({
  class_id: z.int(),
  class_name: z.string(),
  class_description: z.string(),
  class_date: dmy,
  class_date_formatted: z.string().check(z.describe('YYYY-MM-DD in the association time zone')),
  class_starts_formatted: z.string().check(z.describe('HH:mm')),
  class_starts_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  class_ends_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  duration: z.int().check(z.describe('minutes')),
  class_venue: z.string(),
  class_room: z.string(),
  class_trainers: z.string().check(z.describe('comma separated')),
  class_activity: z.string().check(z.describe('comma separated')),
  class_colour: z.string(),
  class_capacity: z.int().check(z.describe('spots remaining')),
  class_day_advance: z.int().check(z.describe('days from today to the class day (booking opens at 14)')),
  class_booking_days_ahead: z.optional(
    z
      .int()
      .check(
        z.describe(
          'how many days ahead this class may be booked (HPC_BOOKING_DAYS_AHEAD unless staff set its own)',
        ),
      ),
  ),
  class_in_plan: z.optional(
    z.boolean().check(z.describe("false: none of the member's plans lets them book this class")),
  ),
  class_booked: z.boolean(),
  class_waitlist: z.boolean(),
  class_waitlist_position: z
    .nullable(z.int())
    .check(z.describe('1 = next to be moved in; null when not waitlisted')),
});
export type THpcClass = z.infer<typeof ZHpcClass>;
export const ZClassWeekParams = z.object({
  week: z.coerce
    .number({ error: 'Week must be 0, 1, 2 or 3' })
    .check(
      z.int('Week must be 0, 1, 2 or 3'),
      z.gte(0, 'Week must be 0, 1, 2 or 3'),
      z.lte(HPC_WEEKS - 1, 'Week must be 0, 1, 2 or 3'),
    ),
});
export const ZClassesResponse = z.object({ data: z.array(ZHpcClass) });

/** POST /api/hpc/classes/book. classData is the class id or the class object (its class_id is read). */
export const ZClassBookRequest = z.object({
  classData: z.pipe(
    z.union([
      z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
      z.looseObject({ class_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
    ]),
    z.transform((v) => (typeof v === 'number' ? v : v.class_id)),
  ),
  classAction: z.enum(CLASS_ACTIONS),
  classWeek: z
    ._default(ZClassWeekParams.shape.week, 0)
    .check(z.describe('the week whose refreshed class list is answered')),
});
export type TClassBookRequest = z.infer<typeof ZClassBookRequest>;
export const ZClassBookResponse = z.object({ message: z.string(), data: z.array(ZHpcClass) });

/** A row of the Enrollments table. */
export const ZEnrollment = z.object({
  id: z.int(),
  class_id: z.int(),
  name: z.string(),
  date_time: z.string().check(z.describe('DD/MM/YYYY h:mm A')),
  starts_at: z.string().check(z.describe('ISO 8601, for sorting')),
  duration: z.int().check(z.describe('minutes')),
  location: z.string().check(z.describe('venue and room')),
  status: z.enum(ENROLLMENT_STATUSES),
  attendance: z
    .nullable(z.enum(['attended', 'missed', 'not_marked']))
    .check(
      z.describe(
        'a booked class that has ended: the roll says attended or missed (absent), or is not marked yet',
      ),
    ),
  can_cancel: z.boolean().check(z.describe('a future class that is booked or waitlisted: show CANCEL')),
});
export type TEnrollment = z.infer<typeof ZEnrollment>;
export const ZEnrollmentsResponse = z.object({ data: z.array(ZEnrollment) });
export const ZEnrollmentParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const ZEnrollmentCancelResponse = z.object({ message: z.string(), data: z.array(ZEnrollment) });

/** A row of the Subscription table. */
export const ZSubscription = z.object({
  id: z.int(),
  plan_id: z.int(),
  name: z.string(),
  cycle: z.enum(BILLING_CYCLES),
  price: z.number(),
  start_date: dmy,
  end_date: z
    .nullable(dmy)
    .check(
      z.describe('the last day (plan end, or the effective day of a cancel request); null = until cancelled'),
    ),
  status: z.enum(SUBSCRIPTION_STATUSES),
  one_off: z
    .boolean()
    .check(z.describe('a plan without auto renewal: one payment for its dates, it never renews')),
  renews_on: z
    .nullable(dmy)
    .check(z.describe('end of the paid period; null unless active, and for a one-off plan')),
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  pause_requested: z.boolean(),
  cancel_requested: z.boolean(),
  request_effective_date: z
    .nullable(dmy)
    .check(z.describe('when the pending pause or cancel request takes effect')),
  can_manage: z
    .boolean()
    .check(z.describe('active and no request pending: Manage Subscription (Pause, Cancel)')),
  can_cancel: z
    .boolean()
    .check(z.describe('active and no cancel request pending (a cancel replaces a pending pause)')),
  can_withdraw: z.boolean().check(z.describe('a pause or cancel request is pending and can be withdrawn')),
  can_update_card: z.boolean().check(z.describe('active or suspended: Update Credit Card')),
});
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionsResponse = z.object({ data: z.array(ZSubscription) });

/** POST /api/hpc/subscriptions/sendaction. */
export const ZSubscriptionActionRequest = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  action: z.enum(SUBSCRIPTION_ACTIONS),
});
export type TSubscriptionActionRequest = z.infer<typeof ZSubscriptionActionRequest>;
export const ZSubscriptionActionResponse = z.object({ message: z.string(), data: ZSubscription });

/** POST /api/hpc/subscriptions/{sub_id}/updatecard. sub_id in the body must match the path when sent. */
export const ZSubscriptionParams = z.object({
  sub_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const ZUpdateCardRequest = z.object({
  cardData: ZCardData,
  action: z
    .optional(z.string().check(z.maxLength(40)))
    .check(z.describe("the screen sends 'updatecard'; not needed")),
  sub_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  idempotencyKey: ZIdempotencyKey,
});
export type TUpdateCardRequest = z.infer<typeof ZUpdateCardRequest>;
export const ZUpdateCardResponse = z.object({ message: z.string(), data: ZSubscription });

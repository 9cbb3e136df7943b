// Which buttons a class dialog shows.
import { HPC_BOOKING_DAYS_AHEAD, type THpcClass } from '@courtside/contracts';

export interface ClassDialogState {
  /** No active subscription: the dialog shows 'No active subscription...' and no action buttons. */
  noSubscription: boolean;
  /** None of the member's plans lets them book this class: no Book or Wait List, and the reason. */
  notInPlan: boolean;
  book: boolean;
  /** Text, not an action. */
  soldOut: boolean;
  waitlist: boolean;
  removeBooking: boolean;
  removeWaitlist: boolean;
  /** The class has begun: nothing can be changed any more. */
  started: boolean;
  /** More than 14 days ahead: the day booking opens (YYYY-MM-DD), shown as the reason there is no Book button. */
  opensOn: string | null;
}

type ClassFields = Pick<
  THpcClass,
  | 'class_capacity'
  | 'class_day_advance'
  | 'class_booked'
  | 'class_waitlist'
  | 'class_starts_at'
  | 'class_date_formatted'
> &
  Partial<Pick<THpcClass, 'class_booking_days_ahead' | 'class_in_plan'>>;

/**
 * - Book: within the class's booking window (14 days unless it has its own), capacity above 0, neither booked nor waitlisted, active subscription.
 * - Sold Out: within 14 days and capacity below 1.
 * - Wait List: capacity 0 and neither booked nor waitlisted.
 * - Remove Booking when booked; Remove Waitlist when waitlisted.
 * Without an active subscription (active_hpc_sub above 0) there are no actions at all.
 */
export function classDialogState(
  c: ClassFields,
  activeHpcSub: number,
  now: Date = new Date(),
): ClassDialogState {
  const started = Date.parse(c.class_starts_at) <= now.getTime();
  const noSubscription = activeHpcSub <= 0;
  // A class may open further ahead (or later) than the centre's usual window.
  const window = c.class_booking_days_ahead ?? HPC_BOOKING_DAYS_AHEAD;
  const within = c.class_day_advance <= window;
  const free = !c.class_booked && !c.class_waitlist;
  const can = !noSubscription && !started;
  const notInPlan = !noSubscription && c.class_in_plan === false && free;
  return {
    noSubscription,
    notInPlan,
    started,
    book: can && !notInPlan && within && c.class_capacity > 0 && free,
    soldOut: within && c.class_capacity < 1,
    waitlist: can && !notInPlan && c.class_capacity === 0 && free,
    removeBooking: can && c.class_booked,
    removeWaitlist: can && c.class_waitlist,
    opensOn: can && !notInPlan && !within && free ? isoMinusDays(c.class_date_formatted, window) : null,
  };
}

function isoMinusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * How a class shows on the calendar and in the legend: a full class (no place left, not the
 * member's) and one the member's plans do not allow look different from an open one.
 */
export type ClassLook = 'available' | 'full' | 'booked' | 'waitlist' | 'not_in_plan';
export const classLook = (
  c: Pick<THpcClass, 'class_booked' | 'class_waitlist' | 'class_capacity'> &
    Partial<Pick<THpcClass, 'class_in_plan'>>,
): ClassLook =>
  c.class_booked
    ? 'booked'
    : c.class_waitlist
      ? 'waitlist'
      : c.class_in_plan === false
        ? 'not_in_plan'
        : c.class_capacity < 1
          ? 'full'
          : 'available';

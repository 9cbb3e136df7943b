// The pure rules of the HPC area: billing periods, when a pause or cancel request
// takes effect, the booking window and the calendar weeks. Calendar days are
// 'YYYY-MM-DD' in the association's time zone; @date-fns/tz does the zone maths.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';
import { HPC_BOOKING_DAYS_AHEAD } from '@courtside/contracts';
import type { BillingCycle } from '../../generated/prisma/client.js';
import { addDaysIso, localIsoDate, startOfLocalDay } from '../../lib/local-dates.js';
import type { RecurringInterval } from '../payments/index.js';

/** How each billing cycle is expressed at the gateway (Stripe's recurring interval). */
export const CYCLE_INTERVAL: Record<BillingCycle, RecurringInterval> = {
  weekly: { interval: 'week', intervalCount: 1 },
  fortnightly: { interval: 'week', intervalCount: 2 },
  monthly: { interval: 'month', intervalCount: 1 },
  quarterly: { interval: 'month', intervalCount: 3 },
  yearly: { interval: 'year', intervalCount: 1 },
};

/** The instant one billing cycle after `from`, on the local calendar (a month keeps its day and time across daylight saving). */
export function addCycle(from: Date, cycle: BillingCycle, timeZone: string): Date {
  const local = new TZDate(from.getTime(), timeZone);
  const { interval, intervalCount } = CYCLE_INTERVAL[cycle];
  const next =
    interval === 'week'
      ? addDays(local, 7 * intervalCount)
      : addMonths(local, interval === 'year' ? 12 * intervalCount : intervalCount);
  return new Date(next.getTime());
}

/** `days` local calendar days after `from`, at the same local time (across daylight saving too). */
export function addLocalDays(from: Date, days: number, timeZone: string): Date {
  return new Date(addDays(new TZDate(from.getTime(), timeZone), days).getTime());
}

/**
 * The end of the period a renewal pays for: the period right after the one that ended,
 * unless that one has also gone by already (a subscription suspended for a long time),
 * in which case a fresh period starts now.
 */
export function nextPeriodEnd(currentEnd: Date, now: Date, cycle: BillingCycle, timeZone: string): Date {
  const next = addCycle(currentEnd, cycle, timeZone);
  return next.getTime() > now.getTime() ? next : addCycle(now, cycle, timeZone);
}

const utcDay = (iso: string) => new TZDate(Date.parse(`${iso}T00:00:00Z`), 'UTC');
const isoOf = (d: Date) => format(d, 'yyyy-MM-dd');

/** Calendar arithmetic on YYYY-MM-DD. */
export const addMonthsIso = (iso: string, months: number) => isoOf(addMonths(utcDay(iso), months));
export const daysBetweenIso = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The day a pause or cancel request takes effect under the plan terms: not before
 * the minimum commitment (3 months from the start) and not before the notice period
 * (30 days from the request) has run.
 */
export function requestEffectiveDate(
  startIso: string,
  requestedIso: string,
  minimumTermMonths: number,
  noticeDays: number,
): string {
  const afterMinimum = addMonthsIso(startIso, minimumTermMonths);
  const afterNotice = addDaysIso(requestedIso, noticeDays);
  return afterMinimum > afterNotice ? afterMinimum : afterNotice;
}

/** What decides a new subscription's dates: the plan's terms. */
export interface PlanTerms {
  billingCycle: BillingCycle;
  autoRenewal: boolean;
  slidingDate: boolean;
  /** YYYY-MM-DD, or null. */
  startDate: string | null;
  endDate: string | null;
  expiryPeriodDays: number | null;
}

export interface FirstPeriod {
  /** The subscription's first and last days, YYYY-MM-DD (last null: until cancelled). */
  startIso: string;
  endIso: string | null;
  /** The instants the first paid period runs between (renewal is due at `endsAt`). */
  startsAt: Date;
  endsAt: Date;
}

/** A plan's own block of dates (a start and an end, like a school-holiday intensive; sliding date on, or off with no expiry period). */
export function planBlock(
  plan: Pick<PlanTerms, 'slidingDate' | 'startDate' | 'endDate' | 'expiryPeriodDays'>,
): { start: string; end: string } | null {
  return plan.startDate && plan.endDate && (plan.slidingDate || !plan.expiryPeriodDays)
    ? { start: plan.startDate, end: plan.endDate }
    : null;
}

/**
 * A new subscription's dates. A plan with its own block of dates runs on those dates:
 * bought ahead, it starts on the block's first day, and it never ends before the block does.
 * Its first period starts with the block; without auto renewal the one payment covers the
 * whole block. Any other plan starts today and lasts its expiry period (or until cancelled).
 */
export function firstPeriod(plan: PlanTerms, now: Date, timeZone: string): FirstPeriod {
  const todayIso = localIsoDate(now, timeZone);
  const block = planBlock(plan);
  if (!block) {
    const endIso = plan.expiryPeriodDays ? addDaysIso(todayIso, plan.expiryPeriodDays) : null;
    return { startIso: todayIso, endIso, startsAt: now, endsAt: addCycle(now, plan.billingCycle, timeZone) };
  }
  const startIso = block.start > todayIso ? block.start : todayIso;
  const startsAt = block.start > todayIso ? startOfLocalDay(block.start, timeZone) : now;
  const blockEndsAt = startOfLocalDay(addDaysIso(block.end, 1), timeZone);
  const cycleEndsAt = addCycle(startsAt, plan.billingCycle, timeZone);
  const endsAt =
    !plan.autoRenewal || cycleEndsAt.getTime() > blockEndsAt.getTime() ? blockEndsAt : cycleEndsAt;
  return { startIso, endIso: block.end, startsAt, endsAt };
}

/** Week `week` (0 = this one) of the schedule: from today + 7 * week, seven days. */
export function weekDays(todayIso: string, week: number): { from: string; toExclusive: string } {
  const from = addDaysIso(todayIso, 7 * week);
  return { from, toExclusive: addDaysIso(from, 7) };
}

/**
 * Booking opens 14 days ahead (or the class's own window, set in the console): the class day may
 * be at most that many days after today.
 */
export const bookingOpen = (dayAdvance: number, daysAhead: number = HPC_BOOKING_DAYS_AHEAD) =>
  dayAdvance <= daysAhead;

/** Whether a plan lets its subscribers book a class of this name: a plan naming no classes allows every class. */
export function planAllowsClass(planClassNames: readonly string[], className: string): boolean {
  const name = className.trim().toLowerCase();
  return planClassNames.length === 0 || planClassNames.some((n) => n.trim().toLowerCase() === name);
}

// The pure rules of the HPC area: billing periods, when a pause or cancel request
// takes effect, the booking window and the calendar weeks. Calendar days are
// 'YYYY-MM-DD' in the association's time zone; @date-fns/tz does the zone maths.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';
import { HPC_BOOKING_DAYS_AHEAD } from '@courtside/contracts';
import type { BillingCycle } from '../../generated/prisma/client.js';
import type { RecurringInterval } from '../payments/gateway.js';

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
  const next = interval === 'week' ? addDays(local, 7 * intervalCount) : addMonths(local, interval === 'year' ? 12 * intervalCount : intervalCount);
  return new Date(next.getTime());
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
export const addDaysIso = (iso: string, days: number) => isoOf(addDays(utcDay(iso), days));
export const addMonthsIso = (iso: string, months: number) => isoOf(addMonths(utcDay(iso), months));
export const daysBetweenIso = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The day a pause or cancel request takes effect under the plan terms: not before
 * the minimum commitment (3 months from the start) and not before the notice period
 * (30 days from the request) has run.
 */
export function requestEffectiveDate(startIso: string, requestedIso: string, minimumTermMonths: number, noticeDays: number): string {
  const afterMinimum = addMonthsIso(startIso, minimumTermMonths);
  const afterNotice = addDaysIso(requestedIso, noticeDays);
  return afterMinimum > afterNotice ? afterMinimum : afterNotice;
}

/** Week `week` (0 = this one) of the schedule: from today + 7 * week, seven days. */
export function weekDays(todayIso: string, week: number): { from: string; toExclusive: string } {
  const from = addDaysIso(todayIso, 7 * week);
  return { from, toExclusive: addDaysIso(from, 7) };
}

/** Booking opens 14 days ahead: the class day may be at most 14 days after today. */
export const bookingOpen = (dayAdvance: number) => dayAdvance <= HPC_BOOKING_DAYS_AHEAD;

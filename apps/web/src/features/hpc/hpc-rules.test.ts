import { ApiError } from '../../lib/api-client';
import { paymentErrorText } from '../../domains/payment/payment-errors';
import { describe, expect, it } from 'vitest';
import {
  calendarPage,
  CALENDAR_HEIGHT_PX,
  dayLabel,
  hourLabels,
  layoutDay,
  pageCount,
  samePlace,
  swipeDirection,
} from './calendar';
import { classDialogState, classLook } from './class-actions';
import { PLAN_ERROR_TEXTS, SUBSCRIPTION_ERROR_TEXTS } from './payment-texts';
import { paymentPromise, planDetails } from './plan-view';
import { HPC_ONE_OFF_TERMS, type TPlan } from '@courtside/contracts';

describe('class calendar', () => {
  it('shows four weeks: 4 pages of 7 days on desktop, 14 pages of 2 days on phones', () => {
    expect(pageCount(7)).toBe(4);
    expect(pageCount(2)).toBe(14);
    expect(calendarPage('2026-11-28', 0, 7)).toEqual({
      days: [
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
      ],
      weeks: [0],
    });
    expect(calendarPage('2026-11-28', 3, 7).days[6]).toBe('2026-12-25');
    // A phone page may straddle two schedule weeks: both are loaded.
    expect(calendarPage('2026-11-28', 3, 2)).toEqual({ days: ['2026-12-04', '2026-12-05'], weeks: [0, 1] });
    expect(calendarPage('2026-11-28', 13, 2)).toEqual({ days: ['2026-12-24', '2026-12-25'], weeks: [3] });
    expect(calendarPage('2026-11-28', 99, 2).days).toEqual(['2026-12-24', '2026-12-25']);
    expect(samePlace(2, 7, 2)).toBe(7);
    expect(samePlace(7, 2, 7)).toBe(2);
  });

  it('labels a day with its weekday and date', () => {
    expect(dayLabel('2026-11-30')).toEqual({ short: 'Mon 30/11', long: 'Monday 30/11/2026' });
  });

  it('runs from 05:00 to 23:00 at 50 px an hour', () => {
    expect(CALENDAR_HEIGHT_PX).toBe(900);
    expect(hourLabels()[0]).toBe('05:00');
    expect(hourLabels()).toHaveLength(18);
    const [p] = layoutDay([{ start: '17:30', duration: 90 }]);
    expect(p).toMatchObject({ topPx: 625, heightPx: 75, column: 0, columns: 1 });
  });

  it('puts overlapping classes side by side and leaves the others full width', () => {
    const placed = layoutDay([
      { id: 'b', start: '09:00', duration: 90 },
      { id: 'a', start: '08:00', duration: 120 },
      { id: 'c', start: '10:00', duration: 60 },
      { id: 'd', start: '17:00', duration: 60 },
    ]);
    const by = Object.fromEntries(placed.map((p) => [p.item.id, { column: p.column, columns: p.columns }]));
    // a (08-10) and b (09-10:30) overlap; c (10-11) overlaps b only and reuses a's column.
    expect(by).toEqual({
      a: { column: 0, columns: 2 },
      b: { column: 1, columns: 2 },
      c: { column: 0, columns: 2 },
      d: { column: 0, columns: 1 },
    });
  });

  it('clips classes to the grid', () => {
    const [early] = layoutDay([{ start: '04:00', duration: 120 }]);
    expect(early).toMatchObject({ topPx: 0, heightPx: 50 });
    const [late] = layoutDay([{ start: '22:30', duration: 90 }]);
    expect(late!.topPx + late!.heightPx).toBe(900);
  });

  it('turns a sideways swipe of at least 50 px into the next or previous page', () => {
    expect(swipeDirection(-60, 10)).toBe(1);
    expect(swipeDirection(60, 10)).toBe(-1);
    expect(swipeDirection(-49, 0)).toBe(0);
    expect(swipeDirection(-60, 80)).toBe(0);
  });
});

describe('class dialog buttons', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  const cls = {
    class_capacity: 3,
    class_day_advance: 2,
    class_booked: false,
    class_waitlist: false,
    class_starts_at: '2026-11-30T17:00:00+11:00',
    class_date_formatted: '2026-11-30',
  };
  const only = (s: ReturnType<typeof classDialogState>) =>
    Object.entries(s)
      .filter(([, v]) => v)
      .map(([k]) => k);

  it('offers Book within 14 days with places left and an active subscription', () => {
    expect(only(classDialogState(cls, 1, now))).toEqual(['book']);
    expect(only(classDialogState({ ...cls, class_day_advance: 15 }, 1, now))).toEqual(['opensOn']);
  });

  it('says on which day booking opens for a class more than 14 days ahead', () => {
    const later = {
      ...cls,
      class_day_advance: 20,
      class_date_formatted: '2026-12-18',
      class_starts_at: '2026-12-18T17:00:00+11:00',
    };
    expect(classDialogState(later, 1, now).opensOn).toBe('2026-12-04');
    expect(classDialogState({ ...later, class_booked: true }, 1, now).opensOn).toBeNull();
    expect(classDialogState(later, 0, now).opensOn).toBeNull();
  });

  it("follows a class's own booking window", () => {
    const ahead = { ...cls, class_day_advance: 20, class_date_formatted: '2026-12-18' };
    expect(only(classDialogState({ ...ahead, class_booking_days_ahead: 21 }, 1, now))).toEqual(['book']);
    expect(classDialogState({ ...cls, class_booking_days_ahead: 1 }, 1, now).opensOn).toBe('2026-11-29');
    expect(only(classDialogState({ ...ahead, class_booking_days_ahead: undefined }, 1, now))).toEqual([
      'opensOn',
    ]);
  });

  it('shows Sold Out and Wait List on a full class', () => {
    expect(only(classDialogState({ ...cls, class_capacity: 0 }, 1, now))).toEqual(['soldOut', 'waitlist']);
    expect(only(classDialogState({ ...cls, class_capacity: 0, class_day_advance: 20 }, 1, now))).toEqual([
      'waitlist',
      'opensOn',
    ]);
  });

  it('offers Remove Booking or Remove Waitlist to a booked or waiting member', () => {
    expect(only(classDialogState({ ...cls, class_booked: true }, 1, now))).toEqual(['removeBooking']);
    expect(only(classDialogState({ ...cls, class_capacity: 0, class_waitlist: true }, 1, now))).toEqual([
      'soldOut',
      'removeWaitlist',
    ]);
  });

  it('has no actions without an active subscription, or once the class has started', () => {
    expect(only(classDialogState(cls, 0, now))).toEqual(['noSubscription']);
    expect(only(classDialogState({ ...cls, class_booked: true }, 0, now))).toEqual(['noSubscription']);
    expect(only(classDialogState(cls, 1, new Date('2026-11-30T07:00:00Z')))).toEqual(['started']);
  });

  it("offers neither Book nor Wait List on a class outside the member's plans, but lets them leave it", () => {
    const outside = { ...cls, class_in_plan: false };
    expect(only(classDialogState(outside, 1, now))).toEqual(['notInPlan']);
    expect(only(classDialogState({ ...outside, class_capacity: 0 }, 1, now))).toEqual([
      'notInPlan',
      'soldOut',
    ]);
    expect(only(classDialogState({ ...outside, class_booked: true }, 1, now))).toEqual(['removeBooking']);
    expect(classLook({ ...outside, class_booked: false, class_waitlist: false })).toBe('not_in_plan');
  });

  it('colours a class by the member status, and a full one apart from an open one', () => {
    expect(classLook({ class_booked: true, class_waitlist: false, class_capacity: 0 })).toBe('booked');
    expect(classLook({ class_booked: false, class_waitlist: true, class_capacity: 0 })).toBe('waitlist');
    expect(classLook({ class_booked: false, class_waitlist: false, class_capacity: 2 })).toBe('available');
    expect(classLook({ class_booked: false, class_waitlist: false, class_capacity: 0 })).toBe('full');
  });
});

describe('HPC payment errors', () => {
  const err = (code: string, message = 'from server') => new ApiError(422, code, message);
  it('shows error_auth, error_paid, error_response and error_payment as given', () => {
    for (const code of ['error_auth', 'error_paid', 'error_response', 'error_payment'])
      expect(paymentErrorText(err(code), PLAN_ERROR_TEXTS)).toBe('from server');
  });
  it("says 'Plan Data Invalid' / 'Subscription Data Invalid' for error_validation, else 'Plan Invalid' / 'Subscription Invalid'", () => {
    expect(paymentErrorText(err('error_validation'), PLAN_ERROR_TEXTS)).toBe('Plan Data Invalid');
    expect(paymentErrorText(err('error_validation'), SUBSCRIPTION_ERROR_TEXTS)).toBe(
      'Subscription Data Invalid',
    );
    expect(paymentErrorText(err('not_found'), PLAN_ERROR_TEXTS)).toBe('Plan Invalid');
    expect(paymentErrorText(new Error('x'), SUBSCRIPTION_ERROR_TEXTS)).toBe('Subscription Invalid');
  });
});

describe('plan details', () => {
  const plan: TPlan = {
    plan_id: 1,
    plan_name: 'Elite',
    plan_price: 180,
    plan_billing_cycle: 'monthly',
    plan_auto_renewal: true,
    plan_sliding_date: false,
    plan_start_date: null,
    plan_end_date: null,
    plan_expiry_period: 365,
    plan_excluded_date: [],
    plan_cover: null,
    plan_description: '',
    plan_tax: 16.36,
  };
  it('shows the expiry period, or start and end dates when the plan slides', () => {
    expect(planDetails(plan)).toEqual([
      ['Price', '$180.00'],
      ['Billing cycle', 'Monthly'],
      ['Auto renewal', 'Yes'],
      ['Expiry period', '365 days from your start date'],
      ['Excluded dates', 'None'],
    ]);
    const sliding = {
      ...plan,
      plan_sliding_date: true,
      plan_start_date: '01/12/2026',
      plan_end_date: '14/12/2026',
      plan_excluded_date: ['07/12/2026', '08/12/2026'],
    };
    expect(planDetails(sliding).slice(3)).toEqual([
      ['Start date', '01/12/2026'],
      ['End date', '14/12/2026'],
      ['Excluded dates', '07/12/2026, 08/12/2026'],
    ]);
  });

  it('names the classes a plan allows when it limits them', () => {
    const limited = { ...plan, plan_class_names: ['Speed & Agility', 'Shooting Lab'] };
    expect(planDetails(limited).at(-1)).toEqual(['Classes', 'Speed & Agility, Shooting Lab']);
    expect(planDetails(plan).map(([label]) => label)).not.toContain('Classes');
  });
});

describe('a one-off plan (no auto renewal)', () => {
  const holiday: TPlan = {
    plan_id: 3,
    plan_name: 'Holiday Intensive',
    plan_price: 240,
    plan_billing_cycle: 'fortnightly',
    plan_auto_renewal: false,
    plan_sliding_date: true,
    plan_start_date: '20/12/2026',
    plan_end_date: '02/01/2027',
    plan_expiry_period: null,
    plan_excluded_date: ['26/12/2026', '27/12/2026'],
    plan_cover: null,
    plan_description: '',
    plan_tax: 21.82,
  };
  it('is one payment for its dates and never speaks of renewal or a billing cycle', () => {
    const text = JSON.stringify([planDetails(holiday), paymentPromise(holiday, '$240.00')]);
    expect(planDetails(holiday).slice(0, 2)).toEqual([
      ['Price', '$240.00'],
      ['Payment', 'One payment'],
    ]);
    expect(paymentPromise(holiday, '$240.00')).toBe(
      'Your card is charged one payment of $240.00 for the plan from 20/12/2026 to 02/01/2027.',
    );
    expect(text).not.toMatch(/renew|fortnightly|until you cancel/i);
    expect(JSON.stringify(HPC_ONE_OFF_TERMS)).not.toMatch(/renew|minimum|month/i);
  });
});

describe('schedule weeks', () => {
  it('finds the week (0-3) a day falls in and the end of a class', async () => {
    const { weekOfDay, classEnd } = await import('./calendar');
    expect(weekOfDay('2026-11-28', '2026-11-28')).toBe(0);
    expect(weekOfDay('2026-11-28', '2026-12-04')).toBe(0);
    expect(weekOfDay('2026-11-28', '2026-12-05')).toBe(1);
    expect(weekOfDay('2026-11-28', '2026-12-25')).toBe(3);
    expect(classEnd('17:30', 90)).toBe('19:00');
  });
});

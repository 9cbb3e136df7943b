import type { TAdminPlan } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import { planFormOf, planWriteOf, priceText, termText, ZPlanForm, type PlanForm } from './plan-form';

const plan = (extra: Partial<TAdminPlan> = {}): TAdminPlan => ({
  id: 1,
  name: 'Development Squad',
  description: 'Twice a week.',
  price_cents: 12_000,
  billing_cycle: 'monthly',
  auto_renewal: true,
  sliding_date: false,
  start_date: null,
  end_date: null,
  expiry_period_days: null,
  excluded_dates: ['2026-12-25'],
  minimum_term_months: 3,
  notice_period_days: 14,
  class_names: ['Shooting Lab', 'Speed & Agility'],
  active: true,
  cover_url: null,
  active_subscriptions: 2,
  ...extra,
});

const form = (extra: Partial<PlanForm> = {}): PlanForm => ({ ...planFormOf(plan()), ...extra });
const issues = (value: unknown) => {
  const result = ZPlanForm.safeParse(value);
  return result.success ? {} : issuesByField(result.error);
};

describe('the plan editor', () => {
  it('gives back the plan it was opened with', () => {
    expect(planWriteOf(planFormOf(plan()))).toEqual({
      name: 'Development Squad',
      description: 'Twice a week.',
      price_cents: 12_000,
      billing_cycle: 'monthly',
      auto_renewal: true,
      sliding_date: false,
      start_date: null,
      end_date: null,
      expiry_period_days: null,
      excluded_dates: ['2026-12-25'],
      minimum_term_months: 3,
      notice_period_days: 14,
      class_names: ['Shooting Lab', 'Speed & Agility'],
    });
    expect(ZPlanForm.safeParse(form()).success).toBe(true);
    expect(planWriteOf(form({ class_names: ' , ' })).class_names).toEqual([]);
  });

  it('leaves the expiry period out for a plan with its own dates', () => {
    const body = planWriteOf(
      form({
        sliding_date: true,
        start_date: '2027-01-04',
        end_date: '2027-01-29',
        expiry_period_days: '30',
      }),
    );
    expect(body).toMatchObject({ sliding_date: true, start_date: '2027-01-04', expiry_period_days: null });
  });

  it("says each problem in the form's words", () => {
    expect(
      issues(form({ name: '', price: 'lots', excluded_dates: '31/02/2027', minimum_term_months: '40' })),
    ).toEqual({
      name: 'Type the name of the plan.',
      price: 'Type the price in dollars, such as 120 or 120.50.',
      excluded_dates: 'Type each date as dd/mm/yyyy, separated by commas.',
      minimum_term_months: 'A number of months from 0 to 36.',
    });
  });

  it("then the contract's: a plan with its own dates needs both", () => {
    expect(issues(form({ sliding_date: true, start_date: '2027-01-04' }))).toEqual({
      end_date: 'A plan with its own dates needs a start and an end date.',
    });
  });

  it('reads a plan in the list', () => {
    expect(priceText(plan())).toBe('$120.00 monthly');
    expect(termText(plan())).toBe('Until cancelled');
    expect(termText(plan({ expiry_period_days: 90 }))).toBe('90 days from subscribing');
    expect(termText(plan({ sliding_date: true, start_date: '2027-01-04', end_date: '2027-01-29' }))).toBe(
      'From 04/01/2027 to 29/01/2027',
    );
  });
});

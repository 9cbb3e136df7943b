import { describe, expect, it } from 'vitest';
import { basQuarterOf, lastTwelveWeeks, methodAndGateway, ZAsAtForm } from './reports-form';

describe('the periods a report opens with', () => {
  it('takes the BAS quarter of a date', () => {
    expect(basQuarterOf('2026-08-15')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(basQuarterOf('2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(basQuarterOf('2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(basQuarterOf('2027-06-30')).toEqual({ from: '2027-04-01', to: '2027-06-30' });
    expect(basQuarterOf('2028-02-10')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('takes 12 whole ISO weeks ending with the week of a date', () => {
    // 26/11/2026 is a Thursday: its week runs Monday 23 to Sunday 29 November.
    expect(lastTwelveWeeks('2026-11-26')).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(lastTwelveWeeks('2026-11-23')).toEqual({ from: '2026-09-07', to: '2026-11-29' });
  });
});

describe('the owing report’s date', () => {
  it('needs a whole date', () => {
    expect(ZAsAtForm.safeParse({ as_at: '2026-11-26' }).success).toBe(true);
    expect(ZAsAtForm.safeParse({ as_at: '' }).error?.issues.map((i) => i.message)).toEqual([
      'Choose the date.',
    ]);
  });
});

describe('the words on screen', () => {
  it('names methods and gateways as the treasurer says them', () => {
    expect(methodAndGateway('card', 'stripe')).toBe('Card, Stripe');
    expect(methodAndGateway('cash', 'manual')).toBe('Cash, Recorded by hand');
    expect(methodAndGateway('bitcoin', 'other')).toBe('bitcoin, other');
  });
});

import { describe, expect, it } from 'vitest';
import { payoutChecks, paymentsText, periodOf } from './payouts-form';

const period = (query: string) => periodOf(new URLSearchParams(query), '2026-03-30');

describe('the reconciliation period', () => {
  it('opens on the last 30 days, today included', () => {
    expect(period('')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('keeps a period of the address the API answers', () => {
    expect(period('from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(period('from=2025-01-01&to=2026-02-04')).toEqual({ from: '2025-01-01', to: '2026-02-04' });
  });

  it('falls back to the last 30 days for a period the API would refuse', () => {
    const fallback = { from: '2026-03-01', to: '2026-03-30' };
    expect(period('from=2026-01-01')).toEqual(fallback);
    expect(period('from=2026-02-01&to=2026-01-31')).toEqual(fallback);
    expect(period('from=2026-02-01&to=2026-02-30')).toEqual(fallback);
    expect(period('from=yesterday&to=today')).toEqual(fallback);
    expect(period('from=2025-01-01&to=2026-02-05')).toEqual(fallback);
  });
});

describe("a payout's checks", () => {
  it('has none when every movement is matched and they add up to the amount', () => {
    expect(payoutChecks({ unmatched: 0, difference_cents: 0 })).toEqual([]);
  });

  it('names the unmatched movements and the difference, negative or not', () => {
    expect(payoutChecks({ unmatched: 2, difference_cents: 0 })).toEqual(['2 unmatched']);
    expect(payoutChecks({ unmatched: 0, difference_cents: -150 })).toEqual(['Difference -$1.50']);
    expect(payoutChecks({ unmatched: 1, difference_cents: 123_456 })).toEqual([
      '1 unmatched',
      'Difference $1,234.56',
    ]);
  });
});

describe('counts of card payments', () => {
  it('reads as one or many', () => {
    expect(paymentsText(1)).toBe('1 card payment');
    expect(paymentsText(0)).toBe('0 card payments');
    expect(paymentsText(12)).toBe('12 card payments');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentTotals } from './PaymentSummary';

describe('the review step of a payment', () => {
  it('shows the GST inside what is paid after the voucher, with the donation outside GST', () => {
    // The audit's case: $180.00 less a $100.00 voucher is $80.00, whose GST is $7.27 (not $16.36).
    const totals = paymentTotals([{ name: 'Training Kit', cents: 18_000 }], 0.1, 10_000, 500);
    expect(totals).toEqual({
      subtotalCents: 18_000,
      taxCents: 727,
      discountCents: 10_000,
      donationCents: 500,
      totalCents: 8_500,
    });
  });
});

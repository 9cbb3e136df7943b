import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDollars,
  grandTotalCents,
  orderTaxCents,
  taxIncludedCents,
  toCents,
  voucherDiscountCents,
  voucherFromCart,
} from './money.js';

describe('GST included in a price (subtotal divided by (tax rate + 1))', () => {
  it('is one eleventh of a tax-inclusive price at 10 %', () => {
    expect(taxIncludedCents(11_000, 0.1)).toBe(1_000); // $110.00 includes $10.00 GST
    expect(taxIncludedCents(12_000, 0.1)).toBe(1_091); // $120.00 -> $10.909... -> $10.91
    expect(taxIncludedCents(9_500, 0.1)).toBe(864); // $95.00 -> $8.636... -> $8.64
    expect(taxIncludedCents(100, 0.1)).toBe(9); // $1.00 -> 9.09 c -> 9 c
  });

  it('rounds a half cent up', () => {
    // At 10 % a half cent cannot occur (price / 11); at a 100 % rate 1 c holds 0.5 c of tax.
    expect(taxIncludedCents(1, 1)).toBe(1);
    expect(taxIncludedCents(3, 1)).toBe(2);
    expect(taxIncludedCents(-3, 1)).toBe(-2);
  });

  it('is zero with no tax rate or nothing to tax', () => {
    expect(taxIncludedCents(12_000, 0)).toBe(0);
    expect(taxIncludedCents(0, 0.1)).toBe(0);
  });

  it('never exceeds the price and stays within half a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, bp) => {
          const rate = bp / 10_000;
          const tax = taxIncludedCents(cents, rate);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(cents);
          expect(Math.abs(tax - (cents * rate) / (1 + rate))).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});

describe('voucher discount (fixed = value, percent = total * value / 100, capped at the total, 2 decimals)', () => {
  it('gives a fixed voucher its value', () => {
    expect(voucherDiscountCents(12_000, { method: 'fixed', value: 5_000 })).toBe(5_000);
  });

  it('caps a fixed voucher at the total (partial use)', () => {
    expect(voucherDiscountCents(9_500, { method: 'fixed', value: 10_000 })).toBe(9_500);
  });

  it('gives a percent voucher its share of the total, rounded to the cent', () => {
    expect(voucherDiscountCents(12_000, { method: 'percent', value: 2_500 })).toBe(3_000); // 25 %
    expect(voucherDiscountCents(9_999, { method: 'percent', value: 1_000 })).toBe(1_000); // 999.9 c -> 1000 c
    expect(voucherDiscountCents(9_995, { method: 'percent', value: 1_250 })).toBe(1_249); // 1249.375 c
    expect(voucherDiscountCents(12_000, { method: 'percent', value: 15_000 })).toBe(12_000); // 150 % capped
  });

  it('reads the wire form {c_value, c_method}', () => {
    expect(voucherFromCart({ c_value: 50, c_method: 'fixed' })).toEqual({ method: 'fixed', value: 5_000 });
    expect(voucherFromCart({ c_value: 12.5, c_method: 'percent' })).toEqual({
      method: 'percent',
      value: 1_250,
    });
  });

  it('never exceeds the total and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.constantFrom('fixed' as const, 'percent' as const),
        fc.integer({ min: -10_000, max: 100_000_000 }),
        (total, method, value) => {
          const discount = voucherDiscountCents(total, { method, value });
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(Math.max(total, 0));
        },
      ),
    );
  });
});

describe("an order's GST", () => {
  it('is the tax inside what is paid after a discount, not the list price', () => {
    // $180.00 of goods less a $100.00 voucher: $80.00 paid, GST $7.27 (not $16.36).
    expect(orderTaxCents({ subtotalCents: 18_000, discountCents: 10_000 }, 0.1)).toBe(727);
  });
  it('leaves a donation out and is zero when a voucher covers everything', () => {
    expect(orderTaxCents({ subtotalCents: 5_000 }, 0.1)).toBe(455);
    expect(orderTaxCents({ subtotalCents: 5_000, discountCents: 5_000 }, 0.1)).toBe(0);
  });
});

describe('grand total', () => {
  it('is subtotal minus discount plus donation', () => {
    expect(grandTotalCents({ subtotalCents: 12_000, discountCents: 5_000, donationCents: 100 })).toBe(7_100);
    expect(grandTotalCents({ subtotalCents: 9_500, discountCents: 9_500 })).toBe(0);
  });
});

describe('dollars', () => {
  it('turns typed dollars into whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1_999);
    expect(toCents(1.005)).toBe(101);
  });

  it('formats cents for receipts', () => {
    expect(formatDollars(123_450)).toBe('$1,234.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(-500)).toBe('-$5.00');
  });
});

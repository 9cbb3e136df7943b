import { describe, expect, it } from 'vitest';
import { cartTotals, centsOfDollars, dollarsOfCents, formatCents, voucherDiscountCents } from './money';

describe('voucher discount', () => {
  it('gives the fixed value, capped at the total', () => {
    expect(voucherDiscountCents(10_000, { c_method: 'fixed', c_value: 20 })).toBe(2_000);
    expect(voucherDiscountCents(1_000, { c_method: 'fixed', c_value: 50 })).toBe(1_000);
  });
  it('gives a percentage of the total', () => {
    expect(voucherDiscountCents(10_000, { c_method: 'percent', c_value: 15 })).toBe(1_500);
  });
});

describe('cart totals', () => {
  it('adds lines, counts items, takes GST from what is paid after the discount and adds the donation', () => {
    const totals = cartTotals(
      [
        { product_price: 55, product_quantity: 2 },
        { product_price: 9.95, product_quantity: 1 },
        { product_price: 1, product_quantity: 1, product_donation: true },
      ],
      0.1,
      { c_method: 'fixed', c_value: 10 },
    );
    expect(totals).toEqual({
      itemCount: 3,
      subtotalCents: 11_995,
      // (119.95 - 10.00) / 11 = 9.995, half up: GST is inside what is paid, not the list price.
      taxCents: 1_000,
      discountCents: 1_000,
      donationCents: 100,
      grandTotalCents: 11_095,
    });
  });
  it('is all zero for an empty cart', () => {
    expect(cartTotals([], 0.1).grandTotalCents).toBe(0);
  });
  it('formats dollars the Australian way', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
  });
});

describe('a price typed in dollars', () => {
  it('reads whole dollars and dollars with cents as cents', () => {
    expect(centsOfDollars('450')).toBe(45_000);
    expect(centsOfDollars(' $12.5 ')).toBe(1_250);
    expect(centsOfDollars('0.05')).toBe(5);
    expect(centsOfDollars('19.99')).toBe(1_999);
  });

  it('refuses blank, negative, a third decimal and words', () => {
    for (const text of ['', '-1', '12.345', 'ten', '1.2.3']) expect(centsOfDollars(text)).toBeNull();
  });

  it('shows cents as dollars with two decimals, and reads them back the same', () => {
    expect(dollarsOfCents(45_000)).toBe('450.00');
    expect(dollarsOfCents(1_205)).toBe('12.05');
    for (const cents of [0, 1, 99, 100, 123_456]) expect(centsOfDollars(dollarsOfCents(cents))).toBe(cents);
  });
});

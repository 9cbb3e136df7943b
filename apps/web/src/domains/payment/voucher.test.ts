import { describe, expect, it } from 'vitest';
import { couponCart, isPartialUse, maskVoucherNumber, voucherDiscount, type AppliedVoucher } from './voucher';

const applied = (c_value: number, c_method: 'fixed' | 'percent'): AppliedVoucher => ({
  voucherNumber: 'AKV1',
  voucherPin: '0209',
  akv: true,
  cart: { c_value, c_method, akv: true, voucher_number: 'AKV1', message: 'Voucher applied' },
});

describe('vouchers on a payment screen', () => {
  it('gives a fixed value, or a percent of the total, never more than the total', () => {
    expect(voucherDiscount(12_000, applied(100, 'fixed'))).toBe(10_000);
    expect(voucherDiscount(5_000, applied(100, 'fixed'))).toBe(5_000);
    expect(voucherDiscount(12_345, applied(10, 'percent'))).toBe(1_235);
    expect(voucherDiscount(12_000, null)).toBe(0);
  });

  it('asks before a fixed voucher is used for less than its value', () => {
    expect(isPartialUse(5_000, applied(100, 'fixed').cart)).toBe(true);
    expect(isPartialUse(10_000, applied(100, 'fixed').cart)).toBe(false);
    expect(isPartialUse(100, applied(50, 'percent').cart)).toBe(false);
  });

  it('sends number, PIN and kind only', () => {
    expect(couponCart(applied(100, 'fixed'))).toEqual({
      voucherNumber: 'AKV1',
      voucherPin: '0209',
      akv: true,
    });
    expect(couponCart(null)).toBeNull();
  });

  it('keeps letters and digits of the number, at most 50', () => {
    expect(maskVoucherNumber('akv 2026-000123')).toBe('AKV2026000123');
    expect(maskVoucherNumber('x'.repeat(60))).toHaveLength(50);
  });
});

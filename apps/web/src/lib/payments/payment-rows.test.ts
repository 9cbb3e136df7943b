import type { TPayment } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { paymentLineAmount, paymentLines, paymentMethodText } from './payment-rows';

const payment = (p_id: number, p_amount: number, p_discount = 0, p_refunded = 0) =>
  ({ p_id, p_amount, p_discount, p_refunded }) as TPayment;

describe('payment rows', () => {
  it('adds a discount row after a payment that used a voucher', () => {
    const lines = paymentLines([payment(1, 20, 100), payment(2, 50)]);
    expect(lines.map((l) => [l.key, paymentLineAmount(l)])).toEqual([
      ['p1', 20],
      ['d1', 100],
      ['p2', 50],
    ]);
  });

  it('shows refunds taken off and methods in words', () => {
    expect(paymentLineAmount(paymentLines([payment(3, 50, 0, 20)])[0]!)).toBe(30);
    expect(paymentMethodText('eft')).toBe('EFT');
    expect(paymentMethodText('bank_transfer')).toBe('Bank transfer');
  });
});

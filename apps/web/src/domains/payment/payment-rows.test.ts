import type { TPayment } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import {
  paymentLineAmount,
  paymentLineDate,
  paymentLines,
  paymentLineWhat,
  paymentMethodText,
} from './payment-rows';

const payment = (p_id: number, p_amount: number, p_discount = 0, p_refunded = 0) =>
  ({
    p_id,
    p_amount,
    p_discount,
    p_refunded,
    p_method: 'card',
    p_date_formatted: '26/11/2026 9:00 AM',
    p_refunds:
      p_refunded > 0
        ? [
            {
              r_id: 9,
              r_date: '2026-11-27T00:00:00.000Z',
              r_date_formatted: '27/11/2026 11:00 AM',
              r_amount: p_refunded,
              r_reason: 'Charged twice',
            },
          ]
        : [],
  }) as TPayment;

describe('payment rows', () => {
  it('adds a discount row after a payment that used a voucher', () => {
    const lines = paymentLines([payment(1, 20, 100), payment(2, 50)]);
    expect(lines.map((l) => [l.key, paymentLineAmount(l)])).toEqual([
      ['p1', 20],
      ['d1', 100],
      ['p2', 50],
    ]);
  });

  it('shows each refund as its own row, with its date, reason and amount given back', () => {
    const lines = paymentLines([payment(3, 50, 0, 20)]);
    expect(lines.map((l) => [l.key, paymentLineDate(l), paymentLineWhat(l), paymentLineAmount(l)])).toEqual([
      ['p3', '26/11/2026 9:00 AM', 'Card', 50],
      ['r9', '27/11/2026 11:00 AM', 'Refund: Charged twice', -20],
    ]);
  });

  it('says methods in words', () => {
    expect(paymentMethodText('eft')).toBe('EFT');
    expect(paymentMethodText('bank_transfer')).toBe('Bank transfer');
  });
});

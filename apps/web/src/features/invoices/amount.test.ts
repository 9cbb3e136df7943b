import { describe, expect, it } from 'vitest';
import { canContinue, readAmount } from './amount';

const owing = 12_000;

describe('invoice payment amount', () => {
  it('reads dollars and cents', () => {
    expect(readAmount('50', owing)).toEqual({ text: '50', cents: 5_000, error: null });
    expect(readAmount('$50.5', owing)).toEqual({ text: '50.5', cents: 5_050, error: null });
    expect(readAmount('12.', owing)).toEqual({ text: '12.', cents: 1_200, error: null });
    expect(readAmount('12.345', owing).cents).toBe(1_234);
    expect(readAmount('007', owing).text).toBe('7');
  });

  it('turns a non-number into 0', () => {
    expect(readAmount('abc', owing)).toEqual({ text: '0', cents: 0, error: null });
    expect(readAmount('', owing).cents).toBe(0);
    expect(readAmount('1e3', owing).cents).toBe(0);
  });

  it('refuses more than the amount owing and resets to 0', () => {
    expect(readAmount('120.01', owing)).toEqual({
      text: '0',
      cents: 0,
      error: 'Amount to pay cannot be greater than the amount owing',
    });
    expect(readAmount('120', owing).error).toBeNull();
  });

  it('continues only from $1', () => {
    expect(canContinue(readAmount('0.99', owing))).toBe(false);
    expect(canContinue(readAmount('1', owing))).toBe(true);
  });
});

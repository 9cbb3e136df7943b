import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card.js';

describe('passesLuhn', () => {
  it('accepts test card numbers and refuses one digit off', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('refuses anything but digits, and nothing', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
  });

  it('finds a single mistyped digit in any card number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = ((digits[position] as number) + delta) % 10;
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });
});

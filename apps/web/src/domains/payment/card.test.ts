import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import { maskCardNumber, maskCvc, maskExpiry, sandboxCardData, ZSandboxCardForm } from './card';

describe('test-mode card form', () => {
  it('groups the card number in fours and keeps at most 19 digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-42x')).toBe('4242 42');
    expect(maskCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('masks the expiry as ##/## and the CVC as up to 4 digits', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('1229')).toBe('12/29');
    expect(maskExpiry('12/299')).toBe('12/29');
    expect(maskCvc('12a345')).toBe('1234');
  });

  it('requires every field and accepts a well-formed card', () => {
    const empty = ZSandboxCardForm.safeParse({ cardNumber: '', cardName: ' ', cardExpiry: '', cardCVC: '' });
    expect(empty.success).toBe(false);
    expect(Object.values(issuesByField(empty.error!))).toEqual(Array(4).fill('This field is required'));
    const ok = ZSandboxCardForm.safeParse({
      cardNumber: '4242 4242 4242 4242',
      cardName: 'Jack Smith',
      cardExpiry: '12/34',
      cardCVC: '123',
    });
    expect(ok.success).toBe(true);
    expect(
      ZSandboxCardForm.safeParse({
        cardNumber: '4242 4242 4242 4242',
        cardName: 'J',
        cardExpiry: '13/34',
        cardCVC: '12',
      }).success,
    ).toBe(false);
  });

  it('sends the number as digits only', () => {
    expect(
      sandboxCardData({
        cardNumber: '4242 4242 4242 4242',
        cardName: ' Jack ',
        cardExpiry: '12/34',
        cardCVC: '123',
      }),
    ).toEqual({
      cardNumber: '4242424242424242',
      cardName: 'Jack',
      cardExpiry: '12/34',
      cardCVC: '123',
    });
  });
});

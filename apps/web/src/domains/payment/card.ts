// The test-mode card form's rules. With
// Stripe the card fields are Stripe's own hosted fields and none of this applies.
import { MSG, PAY_MSG, passesLuhn } from '@courtside/contracts';
import { z } from 'zod/mini';

/** Digits in groups of four, at most 19 digits: "4242 4242 4242 4242". */
export function maskCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The ##/## mask of the expiry (hint MM/YY). */
export function maskExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export const maskCvc = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

const required = z.string().check(z.trim(), z.minLength(1, MSG.required));

export const ZSandboxCardForm = z.object({
  cardNumber: required.check(
    z.refine((v) => {
      const digits = v.replace(/\s/g, '');
      return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
    }, 'Enter a valid card number'),
  ),
  cardName: z.pipe(required, z.string().check(z.maxLength(100, MSG.maxLength(100)))),
  cardExpiry: required.check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY')),
  cardCVC: required.check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code')),
});
export type SandboxCardValues = z.input<typeof ZSandboxCardForm>;
export const EMPTY_CARD: SandboxCardValues = { cardNumber: '', cardName: '', cardExpiry: '', cardCVC: '' };

/** The payload the API takes from the test-mode form (digits only, trimmed name). */
export function sandboxCardData(values: SandboxCardValues) {
  return {
    cardNumber: values.cardNumber.replace(/\s/g, ''),
    cardName: values.cardName.trim(),
    cardExpiry: values.cardExpiry.trim(),
    cardCVC: values.cardCVC.trim(),
  };
}

/** Stripe's published test cards that the test-mode gateway honours, for the hint under the form. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
  { number: '4000 0025 0000 3155', outcome: 'asks for 3-D Secure authentication, then succeeds' },
] as const;

export const CARD_INVALID = PAY_MSG.cardInvalid;

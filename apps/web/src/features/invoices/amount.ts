// The amount field of the invoice payment.
import { PAY_MSG, toCents } from '@courtside/contracts';

/** Continue is disabled below $1. */
export const MIN_AMOUNT_CENTS = 100;

export interface AmountInput {
  /** What the field shows. */
  text: string;
  cents: number;
  error: string | null;
}

/**
 * Reads what was typed: a non-number becomes 0; more than two decimals are cut;
 * more than the amount owing shows 'Amount to pay cannot be greater than the
 * amount owing' and resets the amount to 0.
 */
export function readAmount(typed: string, owingCents: number): AmountInput {
  const cleaned = typed.replace(/[\s,$]/g, '');
  const match = /^(\d*)(\.\d*)?$/.exec(cleaned);
  if (!match || cleaned === '' || cleaned === '.') return { text: '0', cents: 0, error: null };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[2] ?? '').slice(0, 3);
  const text = `${whole}${fraction}`;
  const cents = toCents(Number(text));
  if (cents > owingCents) return { text: '0', cents: 0, error: PAY_MSG.amountTooHigh };
  return { text, cents, error: null };
}

export const canContinue = (amount: AmountInput) => amount.cents >= MIN_AMOUNT_CENTS;

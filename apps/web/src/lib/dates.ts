import { isAdult, parseDmy, phoneDigits, todayIn } from '@courtside/contracts';

/**
 * Whether a date of birth (dd/mm/yyyy or DD-MM-YYYY) belongs to a minor today in the
 * association's time zone. Unknown or unfinished dates are not treated as minors.
 */
export function isMinorDob(dob: string, timeZone: string, now: Date = new Date()): boolean {
  const d = parseDmy(dob);
  return d !== null && !isAdult(d, todayIn(timeZone, now));
}

/** Keeps only digits, at most `max` of them (postcodes, PINs, playing numbers). */
export const maskDigits = (input: string, max: number): string => input.replace(/\D/g, '').slice(0, max);

/**
 * Keeps only digits and cuts nothing, so a pasted 1234-5678-90 stays whole and a wrong
 * length is refused with the field's message rather than cut and saved (BSB, account).
 */
export const keepDigits = (input: string): string => input.replace(/\D/g, '');

/** A phone number as typed or pasted: +61 becomes 0, then only the digits, nothing cut. */
export const keepPhoneDigits = (input: string): string => keepDigits(phoneDigits(input));

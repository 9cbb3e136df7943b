import { isAdult, parseDmy, todayIn } from '@courtside/contracts';

/**
 * Whether a date of birth (dd/mm/yyyy or DD-MM-YYYY) belongs to a minor today in the
 * association's time zone. Unknown or unfinished dates are not treated as minors.
 */
export function isMinorDob(dob: string, timeZone: string, now: Date = new Date()): boolean {
  const d = parseDmy(dob);
  return d !== null && !isAdult(d, todayIn(timeZone, now));
}

/** Keeps only digits, at most `max` of them (mobile, phone, BSB and account inputs). */
export const maskDigits = (input: string, max: number): string => input.replace(/\D/g, '').slice(0, max);

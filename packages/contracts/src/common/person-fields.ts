// The person and contact fields of the registration, profile, nomination and store
// forms, with their messages (the basic text fields are in fields.ts).
import { z } from 'zod/mini';
import { MSG } from './messages.js';
import { compareDates, parseDmy, todayIn } from './dates.js';
import { checkbox, optionalText, requiredText, text } from './fields.js';

export const GENDERS = ['male', 'female'] as const;
export const IDENTIFY_GENDERS = ['male', 'female', 'non-binary'] as const;
export const YES_NO_NOTSAY = ['yes', 'no', 'notsay'] as const;
export const DISABILITY_TYPES = ['physical', 'intellectual', 'neurological', 'sensory', 'other'] as const;
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export const AU_STATE_NAMES: Record<(typeof AU_STATES)[number], string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

export const email = () => z.pipe(requiredText(191), z.email(MSG.email));

/** Spaces, dashes and dots people write inside numbers (BSB 062-000, account 1234-5678-90). */
export const withoutSeparators = (value: string): string => value.replace(/[\s.-]/g, '');

/** An Australian phone number as written (+61 412 345 678, (02) 9876 5432) as its digits, +61 as 0. */
export function phoneDigits(value: string): string {
  const plain = value.replace(/[\s.()-]/g, '');
  return plain.startsWith('+61') ? `0${plain.slice(3)}` : plain;
}

// Separators come off before the length is checked, so a formatted number is read whole,
// never cut. minLength and maxLength rather than z.length: the same rule and message, and
// the web app then needs no code for zod's exact-length check.
export const digitsExactly = (n: number, clean: (value: string) => string = withoutSeparators) =>
  z.pipe(
    z.pipe(requiredText(n + 10), z.transform(clean)),
    z
      .string()
      .check(z.regex(/^\d*$/, MSG.numeric), z.minLength(n, MSG.digits(n)), z.maxLength(n, MSG.digits(n))),
  );

export const digitsUpTo = (n: number, clean: (value: string) => string = withoutSeparators) =>
  z.pipe(
    z.pipe(optionalText(n + 10), z.transform(clean)),
    z.string().check(z.regex(/^\d*$/, MSG.numeric), z.maxLength(n, MSG.maxLength(n))),
  );

/** A ten-digit Australian phone number; +61 and separators accepted. */
export const phoneNumber = () => digitsExactly(10, phoneDigits);
/** An optional Australian phone number of up to ten digits; +61 and separators accepted. */
export const optionalPhoneNumber = () => digitsUpTo(10, phoneDigits);

/** An Australian postcode: four digits ('This field must be 4 digits' for 2150x or 21, 'number only' for letters). */
export const postcode = () => digitsExactly(4);

/** A dd/mm/yyyy date before today in the given time zone. */
export const dateOfBirth = (timeZone: string) =>
  requiredText(10).check(
    z.superRefine((value, ctx) => {
      const d = parseDmy(value);
      if (!d) return void ctx.addIssue({ code: 'custom', message: MSG.date });
      if (compareDates(d, todayIn(timeZone)) >= 0)
        ctx.addIssue({ code: 'custom', message: MSG.dobBeforeToday });
    }),
  );

export const mustBeTicked = () => checkbox().check(z.refine((v) => v === true, MSG.mustAgree));

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    text(),
    z.pipe(z.string().check(z.minLength(1, MSG.required)), z.enum(values, { error: MSG.required })),
  );

export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(text(), z.union([z.literal(''), z.enum(values, { error: MSG.required })]));

/** Password: minimum length, and at least two of lowercase, uppercase and digit. */
export function passwordStrengthIssue(password: string, minLength: number): string | null {
  if (password.length < minLength) return MSG.minLength(minLength);
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((r) => r.test(password)).length;
  return classes >= 2 ? null : MSG.passwordPattern;
}

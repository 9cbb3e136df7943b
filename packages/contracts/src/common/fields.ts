// Field rules shared by every form and by the server, each with the spec's message.
import { z } from 'zod/mini';
import { preprocess } from './mini.js';
import { MSG } from './messages.js';
import { compareDates, parseDmy, todayIn } from './dates.js';

/** Trims, and treats a missing value as ''. All text inputs are trimmed (spec section 5). */
export const text = () => preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v), z.string({ error: MSG.required }));

export const requiredText = (max = 255) => z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.maxLength(max, MSG.maxLength(max))));
export const optionalText = (max = 255) => z.pipe(text(), z.string().check(z.maxLength(max, MSG.maxLength(max))));

export const email = () => z.pipe(requiredText(191), z.email(MSG.email));

export const digitsExactly = (n: number) => z.pipe(requiredText(n + 5), z.string().check(z.regex(/^\d*$/, MSG.numeric), z.length(n, MSG.digits(n))));

export const digitsUpTo = (n: number) => z.pipe(optionalText(n + 5), z.string().check(z.regex(/^\d*$/, MSG.numeric), z.maxLength(n, MSG.maxLength(n))));

export const postcode = () => z.pipe(requiredText(4), z.string().check(z.regex(/^\d{4}$/, MSG.numeric)));

/** A dd/mm/yyyy date before today in the given time zone. */
export const dateOfBirth = (timeZone: string) =>
  requiredText(10).check(
    z.superRefine((value, ctx) => {
      const d = parseDmy(value);
      if (!d) return void ctx.addIssue({ code: 'custom', message: MSG.date });
      if (compareDates(d, todayIn(timeZone)) >= 0) ctx.addIssue({ code: 'custom', message: MSG.dobBeforeToday });
    }),
  );

/** Checkboxes arrive as booleans from JSON and as 'true'/'1'/'on' from multipart forms. */
export const checkbox = () => preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on' || v === 'yes', z.boolean());

export const mustBeTicked = () => checkbox().check(z.refine((v) => v === true, MSG.mustAgree));

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(text(), z.pipe(z.string().check(z.minLength(1, MSG.required)), z.enum(values, { error: MSG.required })));

export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(text(), z.union([z.literal(''), z.enum(values, { error: MSG.required })]));

export const SPORTS = ['basketball', 'netball'] as const;
export type TSport = (typeof SPORTS)[number];
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

/** Password: minimum length, and at least two of lowercase, uppercase and digit. */
export function passwordStrengthIssue(password: string, minLength: number): string | null {
  if (password.length < minLength) return MSG.minLength(minLength);
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((r) => r.test(password)).length;
  return classes >= 2 ? null : MSG.passwordPattern;
}

// Field rules shared by every form and by the server, each with its message.
// The contact, date and choice fields are in person-fields.ts: the sign-in page needs
// only these (the bundler puts a whole module in one chunk).
//
// The contracts are written with zod/mini, whose functions a bundler can leave out when
// unused (classic zod cannot be tree-shaken and cost every first visit about 26 kB gzip).
// The first two helpers stand in for the classic methods mini lacks, with classic's
// behaviour, so messages and parsing are unchanged.
import { z } from 'zod/mini';
import { MSG } from './messages.js';

/** Classic `z.preprocess(fn, schema)`: runs `fn` on the raw value, then `schema`. */
// @__NO_SIDE_EFFECTS__
export function preprocess<T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}

/**
 * Classic `ctx.addIssue({ code: 'custom', message })` inside a transform: zod/mini hands
 * a transform the bare parse payload, which has no addIssue.
 */
export function addTransformIssue(ctx: z.core.ParsePayload, message: string): void {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
}

/** Trims, and treats a missing value as ''. All text inputs are trimmed. */
export const text = () =>
  preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ error: MSG.required }),
  );

export const requiredText = (max = 255) =>
  z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.maxLength(max, MSG.maxLength(max))));
export const optionalText = (max = 255) =>
  z.pipe(text(), z.string().check(z.maxLength(max, MSG.maxLength(max))));

/**
 * zod's own English for text over a limit that has no message of its own. Written out
 * because the web app's zod/mini loads no messages (it would show "Invalid input"); the
 * API, whose classic zod does, answers the same words.
 */
export const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/** Checkboxes arrive as booleans from JSON and as 'true'/'1'/'on' from multipart forms. */
export const checkbox = () =>
  preprocess(
    (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on' || v === 'yes',
    z.boolean(),
  );

export const SPORTS = ['basketball', 'netball'] as const;
export type TSport = (typeof SPORTS)[number];

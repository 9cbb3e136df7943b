// The two classic-zod helpers zod/mini has no equivalent for, kept with classic's
// behaviour so messages and parsing stay the same. The contracts use zod/mini so the
// web app downloads only the zod code its schemas use (classic zod cannot be
// tree-shaken); see packages/contracts/README.md.
import { z } from 'zod/mini';

/** Classic `preprocess(fn, schema)`: runs `fn` on the raw value, then `schema`. */
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

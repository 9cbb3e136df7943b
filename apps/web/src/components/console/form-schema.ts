// The console's form schemas: the form's own checks in the form's words, each under its
// field, then the body the form builds (which the screen passes on to the contract). The
// values are typed as the form from the first step, so no check or builder casts them.
import { z } from 'zod/mini';

/** Puts a message under a field; a dotted path (`lines.0.amount`) names a nested one. */
export type Issue = (path: string, message: string) => void;

/** The issue writer of a zod check's context. */
export const issuesOf =
  (ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });

/** A form's values as react-hook-form holds them (an object), typed as the form. */
export const formValues = <F extends object>() =>
  z.custom<F>((value) => typeof value === 'object' && value !== null);

/** A form's values after the checks of some of its fields (`fieldChecks`), typed as the whole form. */
export const formOf = <F extends object>(fieldChecks: z.ZodMiniType<object>) =>
  z.pipe(fieldChecks, formValues<F>());

/** A form's values after `problems` found none, typed as the form. */
export const formChecks = <F extends object>(problems: (form: F, issue: Issue) => void) =>
  formValues<F>().check(z.superRefine((form, ctx) => problems(form, issuesOf(ctx))));

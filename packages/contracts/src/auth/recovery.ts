// Account recovery: username reminder, reset link and the new password.
import { z } from 'zod/mini';
import { MSG } from '../common/messages.js';
import { requiredText, text, tooLong } from '../common/fields.js';
import { email, passwordStrengthIssue } from '../common/person-fields.js';

const issue = (ctx: z.core.$RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

export const ZPasswordEmailRequest = z.object({
  username: z.pipe(
    text(),
    z.string().check(z.minLength(1, MSG.usernameRequired), z.maxLength(191, tooLong(191))),
  ),
  action: z.optional(z.string()),
});
export const ZUsernameEmailRequest = z.object({ email: email(), action: z.optional(z.string()) });

export function passwordResetSchema(minPasswordLength: number) {
  return z
    .object({
      token: requiredText(200),
      username: z.pipe(
        text(),
        z.string().check(z.minLength(1, MSG.usernameRequired), z.maxLength(191, tooLong(191))),
      ),
      password: requiredText(1024),
      password_confirmation: requiredText(1024),
      action: z.optional(z.string()),
    })
    .check(
      z.superRefine((d, ctx) => {
        const problem = passwordStrengthIssue(d.password, minPasswordLength);
        if (problem) issue(ctx, 'password', problem);
        if (d.password !== d.password_confirmation)
          issue(ctx, 'password_confirmation', MSG.confirmed('password'));
      }),
    );
}
export const ZPasswordResetRequestDoc = passwordResetSchema(6);
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequestDoc>;

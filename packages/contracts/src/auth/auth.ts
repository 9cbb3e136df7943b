// Sign-in. Registration is in registration.ts and account recovery in
// recovery.ts: the bundler puts a whole module in one chunk, so keeping them apart lets
// the sign-in page, the first screen of most visits, download only these two schemas.
import { z } from 'zod/mini';
import { MSG } from '../common/messages.js';
import { checkbox, text, tooLong } from '../common/fields.js';

export const ZLoginRequest = z.object({
  username: z.pipe(
    text(),
    z.string().check(z.minLength(1, MSG.usernameRequired), z.maxLength(191, tooLong(191))),
  ),
  password: z.pipe(
    text(),
    z.string().check(z.minLength(1, MSG.passwordRequired), z.maxLength(1024, tooLong(1024))),
  ),
  remember: z.optional(checkbox()),
  xyz: z.optional(z.string().check(z.maxLength(255))),
  zyx: z.optional(z.string().check(z.maxLength(255))),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Sign-in answer. The same token is also set as an HttpOnly cookie for the web app. */
export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
  message: z.optional(z.string()),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

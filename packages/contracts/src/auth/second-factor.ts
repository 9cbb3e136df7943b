// Two-factor sign-in (/api/member/second-factor): an authenticator app's 6-digit codes or a
// recovery code. Offered to every member; staff need it for the console in production.
import { z } from 'zod/mini';

export const ZSecondFactorCode = z.object({
  /** Six digits from the app, or a recovery code (xxxxx-xxxxx). */
  code: z.string().check(z.minLength(6), z.maxLength(20)),
});
export type TSecondFactorCode = z.infer<typeof ZSecondFactorCode>;

/** Turning it on: the app's first code, and the code emailed to the account's address by set-up. */
export const ZSecondFactorEnable = z.object({
  code: z.string().check(z.minLength(6), z.maxLength(20)),
  /** Eight digits, emailed by set-up; proves the owner of the account, not just its password. */
  email_code: z.string().check(z.minLength(1, 'Enter the code we emailed you.'), z.maxLength(20)),
});
export type TSecondFactorEnable = z.infer<typeof ZSecondFactorEnable>;

export const ZSecondFactorStatusResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    recovery_codes_left: z.number(),
    /** Whether this session was signed in with a second factor. */
    this_session: z.boolean(),
  }),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusResponse>['data'];

export const ZSecondFactorSetupResponse = z.object({
  data: z.object({
    secret: z.string(),
    otpauth_url: z.string(),
    qr_svg: z.string(),
    /** Where the enrolment code was emailed, partly hidden (j***@example.org). */
    email_sent_to: z.string(),
  }),
});

export const ZSecondFactorCodesResponse = z.object({
  data: z.object({
    recovery_codes: z.array(z.string()),
    access_token: z.optional(z.string()),
    expires_in: z.optional(z.number()),
  }),
});

export const ZSecondFactorVerifiedResponse = z.object({
  data: z.object({ access_token: z.string(), expires_in: z.number() }),
});

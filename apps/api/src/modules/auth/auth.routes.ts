import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  ZApiError,
  ZMessage,
  ZLoginRequest,
  ZPasswordEmailRequest,
  ZPasswordResetRequestDoc,
  ZRegisterRequestDoc,
  ZRegisterResponse,
  ZTokenResponse,
  ZUsernameEmailRequest,
  REGISTRATION_VARIANTS,
  passwordResetSchema,
  registrationSchema,
} from '@courtside/contracts';
import { SIGNED_OUT_COOKIE, TOKEN_COOKIE } from '../../plugins/auth.js';
import { parseOr422 } from '../../lib/validate.js';
import * as auth from './auth.service.js';
import { derived } from '../../lib/derived.js';

const errors = { 400: ZApiError, 401: ZApiError, 409: ZApiError, 422: ZApiError, 429: ZApiError };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tokenAnswer = (reply: FastifyReply, member: auth.SignedInMember, remember: boolean) => {
    const { token, expiresIn } = app.issueToken(reply, member, remember);
    return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
  };
  // The rules follow the live settings (password length, automatic usernames, the zone of
  // "today" for birthdays): built again when staff change them, not on every request.
  const registrationSchemas = derived(
    deps.settings,
    (settings) =>
      Object.fromEntries(
        REGISTRATION_VARIANTS.map((variant) => [
          variant,
          registrationSchema({
            variant,
            autoUsernames: settings.autoUsernames,
            minPasswordLength: settings.minPasswordLength,
            timeZone: settings.timeZone,
          }),
        ]),
      ) as Record<(typeof REGISTRATION_VARIANTS)[number], ReturnType<typeof registrationSchema>>,
  );
  const resetSchema = derived(deps.settings, (settings) => passwordResetSchema(settings.minPasswordLength));

  app.post('/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in',
      body: ZLoginRequest,
      response: { 200: ZTokenResponse, ...errors },
    },
    handler: async (request, reply) => {
      const member = await auth.login(deps, request.body, request.ip);
      return tokenAnswer(reply, member, request.body.remember === true);
    },
  });

  app.post('/register', {
    schema: {
      tags: ['auth'],
      summary:
        'Register a member (variant member, manager or netball; sport netball implies the netball form)',
      body: ZRegisterRequestDoc,
      response: { 201: ZRegisterResponse, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const variant = (REGISTRATION_VARIANTS as readonly string[]).includes(String(body.variant))
        ? (body.variant as (typeof REGISTRATION_VARIANTS)[number])
        : body.sport === 'netball'
          ? 'netball'
          : 'member';
      const input = parseOr422(registrationSchemas()[variant], body, MSG.allStepsErrors);
      const result = await auth.register(deps, input, variant);
      reply.code(201);
      return {
        ...tokenAnswer(reply, result.member, false),
        username: result.username,
        message: result.message,
      };
    },
  });

  app.post('/password/email', {
    schema: {
      tags: ['auth'],
      summary: 'Email a password reset link',
      body: ZPasswordEmailRequest,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      await auth.requestRecovery(deps, { kind: 'password', username: request.body.username }, request.ip);
      return { message: MSG.emailSent };
    },
  });

  app.post('/username/email', {
    schema: {
      tags: ['auth'],
      summary: 'Email the usernames registered with an address',
      body: ZUsernameEmailRequest,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      await auth.requestRecovery(deps, { kind: 'username', email: request.body.email }, request.ip);
      return { message: MSG.emailSent };
    },
  });

  app.post('/password/reset', {
    schema: {
      tags: ['auth'],
      summary: 'Choose a new password with an emailed token',
      body: ZPasswordResetRequestDoc,
      response: { 200: ZTokenResponse, ...errors },
    },
    // The body schema above documents the call; the rules depend on the live minimum password length.
    preValidation: async (request) => {
      request.body = parseOr422(resetSchema(), request.body);
    },
    handler: async (request, reply) => {
      const member = await auth.resetPassword(deps, request.body);
      return { ...tokenAnswer(reply, member, true), message: MSG.passwordReset };
    },
  });

  app.post('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out: ends this session; the member stays signed in on their other devices',
      body: z.unknown().optional(),
      response: { 200: ZMessage },
    },
    handler: async (request, reply) => {
      // Signing out without a valid session still clears the cookie; so does a database outage.
      const signedIn = await request.jwtVerify().then(
        () => true,
        () => false,
      );
      if (signedIn)
        await app
          .endSession(request.user)
          .catch((err: unknown) => request.log.warn({ err }, 'the session could not be recorded as ended'));
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  });

  app.post('/logout/everywhere', {
    onRequest: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'Sign out everywhere: ends every session of the member, on every device',
      body: z.unknown().optional(),
      response: { 200: ZMessage, 401: ZApiError },
    },
    handler: async (request, reply) => {
      await auth.logout(deps, request.user.memberId, request.user.tokenVersion);
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
      return { message: 'Logged out everywhere' };
    },
  });
}

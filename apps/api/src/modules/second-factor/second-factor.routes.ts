// /api/member/second-factor: turn two-factor sign-in on and off, renew recovery codes, and step a
// session up to "signed in with a second factor" (what the console needs from staff).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMessage,
  ZSecondFactorCode,
  ZSecondFactorCodesResponse,
  ZSecondFactorEnable,
  ZSecondFactorSetupResponse,
  ZSecondFactorStatusResponse,
  ZSecondFactorVerifiedResponse,
} from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { DAY_SECONDS } from '../../plugins/auth.js';
import { memberSummaries } from '../people/index.js';
import * as secondFactor from './second-factor.service.js';

const tags = ['second factor'];
const errors = errorAnswers(401, 409, 422, 429);

export default async function secondFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** This session's token again, marked as signed in with a second factor; the old one ends. */
  async function stepUp(request: FastifyRequest, reply: FastifyReply) {
    const { memberId, tokenVersion, expiresAt } = request.user;
    // Keep the sign-in's own length: "remember me" tokens live a year, others a day.
    const remember = expiresAt !== null && expiresAt.getTime() - deps.now().getTime() > DAY_SECONDS * 1000;
    const issued = app.issueToken(reply, { id: memberId, tokenVersion }, remember, true);
    await app.endSession(request.user);
    return issued;
  }

  app.get('/second-factor', {
    schema: {
      tags,
      summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
      security: [{ bearer: [] }],
      response: { 200: ZSecondFactorStatusResponse, ...errors },
    },
    handler: async (request) => ({
      data: {
        ...(await secondFactor.status(deps, request.user.memberId)),
        this_session: request.user.secondFactor,
      },
    }),
  });

  app.post('/second-factor/setup', {
    schema: {
      tags,
      summary:
        'A new authenticator secret with its QR code, and a code emailed to the account (not in force until both codes are given)',
      security: [{ bearer: [] }],
      response: { 200: ZSecondFactorSetupResponse, ...errors },
    },
    handler: async (request) => {
      const [me] = await memberSummaries(deps.db, [request.user.memberId]);
      return {
        data: await secondFactor.startSetup(deps, request.user.memberId, {
          username: me?.username ?? null,
          firstname: me?.firstname ?? '',
          email: me?.email ?? null,
        }),
      };
    },
  });

  app.post('/second-factor/enable', {
    schema: {
      tags,
      summary:
        "Turn two-factor sign-in on with the app's first code and the emailed code; answers ten recovery codes, shown once",
      security: [{ bearer: [] }],
      body: ZSecondFactorEnable,
      response: { 200: ZSecondFactorCodesResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { code, email_code } = request.body;
      const codes = await secondFactor.enable(deps, request.user.memberId, code, email_code);
      const { token, expiresIn } = await stepUp(request, reply);
      return { data: { recovery_codes: codes, access_token: token, expires_in: expiresIn } };
    },
  });

  app.post('/second-factor/verify', {
    schema: {
      tags,
      summary: 'Give a code (app or recovery) to mark this session as signed in with a second factor',
      security: [{ bearer: [] }],
      body: ZSecondFactorCode,
      response: { 200: ZSecondFactorVerifiedResponse, ...errors },
    },
    handler: async (request, reply) => {
      await secondFactor.check(deps, request.user.memberId, request.body.code);
      const { token, expiresIn } = await stepUp(request, reply);
      return { data: { access_token: token, expires_in: expiresIn } };
    },
  });

  app.post('/second-factor/recovery-codes', {
    schema: {
      tags,
      summary: 'Ten new recovery codes after a code; the old ones stop working',
      security: [{ bearer: [] }],
      body: ZSecondFactorCode,
      response: { 200: ZSecondFactorCodesResponse, ...errors },
    },
    handler: async (request) => ({
      data: {
        recovery_codes: await secondFactor.renewRecoveryCodes(deps, request.user.memberId, request.body.code),
      },
    }),
  });

  app.post('/second-factor/disable', {
    schema: {
      tags,
      summary: 'Turn two-factor sign-in off after a code',
      security: [{ bearer: [] }],
      body: ZSecondFactorCode,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      await secondFactor.disable(deps, request.user.memberId, request.body.code);
      return { message: 'Two-factor sign-in is off.' };
    },
  });
}

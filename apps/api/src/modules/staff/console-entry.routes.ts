// GET /api/member/console: the member shell asks once per page load whether to show its
// "Console" link. A member route (it answers every signed-in member, staff or not), so a member
// who is not staff gets an empty list instead of the console's 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZConsoleEntryResponse } from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { secondFactorRequired } from './staff.guard.js';
import { rolesOf } from './staff.service.js';

export default async function consoleEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/console', {
    schema: {
      tags: ['console: staff'],
      summary:
        "The signed-in member's staff roles (none: not staff) and whether the console asks for a second factor",
      security: [{ bearer: [] }],
      response: { 200: ZConsoleEntryResponse, ...errorAnswers(401) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        data: {
          roles: await rolesOf(deps.db, request.user.memberId),
          second_factor_required: secondFactorRequired(deps.env),
        },
      };
    },
  });
}

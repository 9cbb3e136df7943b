// POST /api/admin/nominations/entries: staff (competition) enter a team for a club that pays by
// EFT or cash, billed on an invoice (team-entry.service.ts). Roles are checked at the console's
// door before the body is read; the entry is audited and its manager emailed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTeamEntry, ZTeamEntryOutcome } from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { enterTeamForClub } from './team-entry.service.js';

export default async function teamEntryRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: nominations', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post('/nominations/entries', {
    schema: {
      summary:
        "Enter a team for a club paying by EFT or cash: billed on an invoice for the division's nomination fee; a full division waitlists it unbilled; a name the division has is refused",
      body: ZTeamEntry,
      response: { 201: ZTeamEntryOutcome, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await enterTeamForClub(deps, request.user.memberId, request.body) };
    },
  });
}

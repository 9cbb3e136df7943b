// /api/admin/nominations: the teams nominated in a season and staff's decisions on each
// (competition staff): accept, decline with a refund, waitlist, regrade; the first three also for
// many picked teams at once (bulk). Every decision is in the audit log, and the team's managers
// are told by email.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZNominationBulk,
  ZNominationBulkOutcome,
  ZNominationDecision,
  ZNominationDecline,
  ZNominationOutcome,
  ZNominationPage,
  ZNominationQuery,
  ZNominationRegrade,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as nominations from './nominations-admin.service.js';
import { decideNominations } from './nominations-bulk.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const params = z.object({ team_id: z.string().max(20) });
const teamOf = (p: { team_id: string }) => idFromPath(p.team_id, 'Team');

export default async function nominationsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: nominations', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/nominations', {
    schema: {
      summary: 'The nominated teams of a season or division, by status (paged, sorted by the server)',
      querystring: ZNominationQuery,
      response: { 200: ZNominationPage, ...errors },
    },
    handler: async (request) => ({ data: await nominations.listNominations(deps, request.query) }),
  });

  app.post('/nominations/bulk', {
    schema: {
      summary:
        'Accept, decline or waitlist the picked teams with one reason: each is decided as a single decision is, on its own, and the answer says what became of each',
      body: ZNominationBulk,
      response: { 200: ZNominationBulkOutcome, ...errors },
    },
    handler: async (request) => ({
      data: await decideNominations(deps, request.user.memberId, request.body),
    }),
  });

  const decisions = [
    ['accept', ZNominationDecision, nominations.acceptNomination, 'Accept the nomination'],
    [
      'decline',
      ZNominationDecline,
      nominations.declineNomination,
      'Decline it: paid nomination fees are refunded through the gateway, open invoices credited; a freed place is offered to the first waitlisted team',
    ],
    [
      'waitlist',
      ZNominationDecision,
      nominations.waitlistNomination,
      'Put the team on the waitlist; a freed place is offered to the first waitlisted team',
    ],
    [
      'regrade',
      ZNominationRegrade,
      nominations.regradeNomination,
      'Move the team to another division of its season',
    ],
  ] as const;
  for (const [path, body, decide, summary] of decisions)
    app.post(`/nominations/:team_id/${path}`, {
      schema: { summary, params, body, response: { 200: ZNominationOutcome, ...errors } },
      handler: async (request) => ({
        data: await (decide as (...a: unknown[]) => ReturnType<typeof nominations.acceptNomination>)(
          deps,
          request.user.memberId,
          teamOf(request.params),
          request.body,
        ),
      }),
    });
}

// /api/admin/seasons/:id/roster-dates: competition staff publish a roster date (the member side
// then refuses availability changes touching it; its officials are emailed their games) and
// withdraw it again.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZRosterDateParams,
  ZRosterDatePublish,
  ZRosterDatePublished,
  ZRosterDates,
  ZRosterDateWithdrawn,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as rosterDates from './roster-dates.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function rosterDatesAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: officials', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/seasons/:id/roster-dates', {
    schema: {
      summary: "The season's published roster dates, latest first",
      params,
      response: { 200: ZRosterDates, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await rosterDates.listRosterDates(deps, idFromPath(request.params.id, 'Season')),
    }),
  });

  app.post('/seasons/:id/roster-dates', {
    schema: {
      summary:
        "Publish a roster date: members' availability changes touching it are refused, and each official is emailed their games of the day",
      params,
      body: ZRosterDatePublish,
      response: { 201: ZRosterDatePublished, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await rosterDates.publishRosterDate(
          deps,
          request.user.memberId,
          idFromPath(request.params.id, 'Season'),
          request.body.date,
        ),
      }),
  });

  app.delete('/seasons/:id/roster-dates/:date', {
    schema: {
      summary: 'Withdraw a published roster date: members may change their availability for it again',
      params: ZRosterDateParams,
      response: { 200: ZRosterDateWithdrawn, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await rosterDates.withdrawRosterDate(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Season'),
        request.params.date,
      ),
    }),
  });
}

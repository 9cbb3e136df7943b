// /api/admin/hpc/subscriptions and /api/admin/hpc/closures (facilities staff): the centre's
// subscriptions with the members' waiting requests, staff acting on one (approve, decline, pause,
// resume, cancel; each audited), and closures of the centre that move everyone's billing on.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminSubscriptionAction,
  ZAdminSubscriptionOne,
  ZAdminSubscriptionPage,
  ZAdminSubscriptionQuery,
  ZHpcClosureCreate,
  ZHpcClosureOne,
  ZHpcClosures,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as subscriptions from './subscriptions-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function subscriptionsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: HPC subscriptions', roles: ['facilities'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/hpc/subscriptions', {
    schema: {
      summary: 'Find subscriptions by member or number, status, and waiting pause or cancel requests',
      querystring: ZAdminSubscriptionQuery,
      response: { 200: ZAdminSubscriptionPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await subscriptions.searchSubscriptions(deps, request.query) }),
  });

  app.get('/hpc/subscriptions/:id', {
    schema: {
      summary: 'One subscription',
      params,
      response: { 200: ZAdminSubscriptionOne, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await subscriptions.subscriptionOne(deps, idFromPath(request.params.id, 'Subscription')),
    }),
  });

  app.post('/hpc/subscriptions/:id/actions', {
    schema: {
      summary:
        "Approve or decline the member's request, or pause, resume or cancel now (resuming moves billing on by the days paused)",
      params,
      body: ZAdminSubscriptionAction,
      response: { 200: ZAdminSubscriptionOne, ...errorAnswers(401, 403, 404, 409, 422, 502) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Subscription');
      await subscriptions.actOnSubscription(deps, request.user.memberId, id, request.body);
      return { data: await subscriptions.subscriptionOne(deps, id) };
    },
  });

  app.get('/hpc/closures', {
    schema: {
      summary: 'Closures of the centre, newest first',
      response: { 200: ZHpcClosures, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await subscriptions.listClosures(deps) }),
  });

  app.post('/hpc/closures', {
    schema: {
      summary: "Close the centre for local dates: every subscription's billing moves on by its days",
      body: ZHpcClosureCreate,
      response: { 201: ZHpcClosureOne, ...errorAnswers(401, 403, 409, 422, 502) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await subscriptions.createClosure(deps, request.user.memberId, request.body) }),
  });
}

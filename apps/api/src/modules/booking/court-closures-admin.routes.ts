// /api/admin/court-closures: courts closed for a time, which court hire refuses and the draw
// avoids (facilities and competition staff, and admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCourtClosureCreate,
  ZCourtClosureCreated,
  ZCourtClosureDeleted,
  ZCourtClosureHitsAnswer,
  ZCourtClosureHitsQuery,
  ZCourtClosureList,
  ZCourtClosureQuery,
  ZCourtClosureVenueCreate,
  ZCourtClosureVenueCreated,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as closures from './court-closures.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function courtClosuresAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: court closures', roles: ['facilities', 'competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/court-closures', {
    schema: {
      summary:
        'Closures overlapping the days from `from` (default today) to `to` (inclusive), at a venue or all, in start order',
      querystring: ZCourtClosureQuery,
      response: { 200: ZCourtClosureList, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: { closures: await closures.listClosures(deps, request.query) } }),
  });

  app.post('/court-closures', {
    schema: {
      summary:
        'Close a court from a local date and time to another: court hire refuses it (and its halves or full court) meanwhile',
      body: ZCourtClosureCreate,
      response: { 201: ZCourtClosureCreated, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await closures.createClosure(deps, request.user.memberId, request.body) }),
  });

  app.get('/court-closures/hits', {
    schema: {
      summary:
        'What closing a court (court_id) or every court of a venue (venue_id) for a time would hit: published games, court hires and HPC classes (nothing is written)',
      querystring: ZCourtClosureHitsQuery,
      response: { 200: ZCourtClosureHitsAnswer, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await closures.closureHits(deps, request.query) }),
  });

  app.post('/court-closures/venue', {
    schema: {
      summary:
        'Close every court of a venue for a time in one step (one closure per court), answering what it hits',
      body: ZCourtClosureVenueCreate,
      response: { 201: ZCourtClosureVenueCreated, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await closures.createVenueClosure(deps, request.user.memberId, request.body) }),
  });

  app.delete('/court-closures/:id', {
    schema: {
      summary: 'Open the court again (the audit log keeps the closure)',
      params,
      response: { 200: ZCourtClosureDeleted, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Court closure');
      await closures.deleteClosure(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });
}

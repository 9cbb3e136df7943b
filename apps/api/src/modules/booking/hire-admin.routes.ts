// /api/admin/hire-bookings: court hire at the desk (facilities staff, and admins): a hire for a
// member, a recurring block (all or none, every clash named), moving one, cancelling one with a
// refund. Each write is audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminHireAnswer,
  ZAdminHireBlockAnswer,
  ZAdminHireCancelled,
  ZHireBlockCreate,
  ZHireCancel,
  ZHireCreate,
  ZHireMove,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as hires from './hire-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function hireAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: venues and court hire', roles: ['facilities'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/hire-bookings/:id', {
    schema: {
      summary: 'A hire: its member, court, local date and times, price, status and how it is paid',
      params,
      response: { 200: ZAdminHireAnswer, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await hires.hirePage(deps, idFromPath(request.params.id, 'Hire')),
    }),
  });

  app.post('/hire-bookings', {
    schema: {
      summary:
        "Book a court for a member at the desk, priced by the member side's rates and billed on an invoice (409 when the court is taken)",
      body: ZHireCreate,
      response: { 201: ZAdminHireAnswer, ...errorAnswers(401, 403, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await hires.createHire(deps, request.user.memberId, request.body) }),
  });

  app.post('/hire-bookings/block', {
    schema: {
      summary:
        'Book a recurring block (RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=10, at most 52 dates) at the same local time each date: all or none; 409 lists every clashing date',
      body: ZHireBlockCreate,
      response: { 201: ZAdminHireBlockAnswer, ...errorAnswers(401, 403, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await hires.createHireBlock(deps, request.user.memberId, request.body) }),
  });

  app.post('/hire-bookings/:id/move', {
    schema: {
      summary: 'Move a hire to another court of the venue, date or time (the price stays; 409 on a clash)',
      params,
      body: ZHireMove,
      response: { 200: ZAdminHireAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({
      data: await hires.moveHire(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Hire'),
        request.body,
      ),
    }),
  });

  app.post('/hire-bookings/:id/cancel', {
    schema: {
      summary:
        "Cancel a hire and free its court; with refund, give back the member's money for it (card refunds go through the gateway) and credit its invoice",
      params,
      body: ZHireCancel,
      response: { 200: ZAdminHireCancelled, ...errorAnswers(401, 403, 404, 409, 422, 502) },
    },
    handler: async (request) => ({
      data: await hires.cancelHire(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Hire'),
        request.body,
      ),
    }),
  });
}

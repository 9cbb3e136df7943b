// /api/admin/events: the console's event rosters (competition staff and admins): events, their
// shifts, publishing an event to the members' Event Roster page, and copying a day's shifts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminEventDeleted,
  ZAdminEventList,
  ZAdminEventResponse,
  ZAdminEventRoster,
  ZAdminShiftDeleted,
  ZAdminShiftResponse,
  ZEventCopyDay,
  ZEventDayCopied,
  ZEventPublish,
  ZEventWrite,
  ZShiftWrite,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as events from './roster-admin.service.js';

const eventParams = z.object({ id: z.string().max(20) });
const shiftParams = z.object({ id: z.string().max(20), shift_id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 422);

export default async function rosterAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: event rosters', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const eventId = (id: string) => idFromPath(id, 'Event');
  const shiftId = (id: string) => idFromPath(id, 'Shift');

  app.get('/events', {
    schema: {
      summary:
        'Every event with its number of shifts, first and last shift dates, and whether it is published',
      response: { 200: ZAdminEventList, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: { events: await events.listEvents(deps) } }),
  });

  app.post('/events', {
    schema: {
      summary: 'A new event, unpublished until its roster is ready',
      body: ZEventWrite,
      response: { 201: ZAdminEventResponse, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await events.createEvent(deps, request.user.memberId, request.body) }),
  });

  app.get('/events/:id', {
    schema: {
      summary: "The event, its shifts in start order, the duties used and the venues' courts",
      params: eventParams,
      response: { 200: ZAdminEventRoster, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({ data: await events.eventRoster(deps, eventId(request.params.id)) }),
  });

  app.put('/events/:id', {
    schema: {
      summary: 'Rename the event',
      params: eventParams,
      body: ZEventWrite,
      response: { 200: ZAdminEventResponse, ...writes },
    },
    handler: async (request) => ({
      data: await events.renameEvent(deps, request.user.memberId, eventId(request.params.id), request.body),
    }),
  });

  app.put('/events/:id/published', {
    schema: {
      summary: "Publish the event to the members' Event Roster page, or take it off",
      params: eventParams,
      body: ZEventPublish,
      response: { 200: ZAdminEventResponse, ...writes },
    },
    handler: async (request) => ({
      data: await events.publishEvent(deps, request.user.memberId, eventId(request.params.id), request.body),
    }),
  });

  app.delete('/events/:id', {
    schema: {
      summary: 'Delete an event without shifts (409 while it has any)',
      params: eventParams,
      response: { 200: ZAdminEventDeleted, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const id = eventId(request.params.id);
      await events.deleteEvent(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  app.post('/events/:id/shifts', {
    schema: {
      summary: 'Add a shift: a member with is_roster, a local date and time, a venue and court, a duty',
      params: eventParams,
      body: ZShiftWrite,
      response: { 201: ZAdminShiftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await events.createShift(deps, request.user.memberId, eventId(request.params.id), request.body),
      }),
  });

  app.put('/events/:id/shifts/:shift_id', {
    schema: {
      summary: 'Change a shift',
      params: shiftParams,
      body: ZShiftWrite,
      response: { 200: ZAdminShiftResponse, ...writes },
    },
    handler: async (request) => ({
      data: await events.updateShift(
        deps,
        request.user.memberId,
        eventId(request.params.id),
        shiftId(request.params.shift_id),
        request.body,
      ),
    }),
  });

  app.delete('/events/:id/shifts/:shift_id', {
    schema: {
      summary: 'Remove a shift',
      params: shiftParams,
      response: { 200: ZAdminShiftDeleted, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => {
      const id = shiftId(request.params.shift_id);
      await events.deleteShift(deps, request.user.memberId, eventId(request.params.id), id);
      return { data: { id } };
    },
  });

  app.post('/events/:id/copy-day', {
    schema: {
      summary:
        "Copy the event's shifts of one day to another date (same times, members, duties); refused if that date has shifts",
      params: eventParams,
      body: ZEventCopyDay,
      response: { 201: ZEventDayCopied, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await events.copyDay(deps, request.user.memberId, eventId(request.params.id), request.body),
      }),
  });
}

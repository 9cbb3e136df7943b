import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZEventRosterRequest,
  ZEventRosterResponse,
  ZLocalEventsResponse,
} from '@courtside/contracts';
import { ICS_CONTENT_TYPE, icsDisposition } from '../../lib/calendar.js';
import { guardFolder } from '../../lib/access.js';
import { useCourtShifts } from '../booking/index.js';
import { shiftsOnCourts } from './roster-courts.service.js';
import * as roster from './roster.service.js';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const tags = ['roster'];

// Booking stands below roster: court hire reads the shifts that take courts through this.
useCourtShifts({ onCourts: shiftsOnCourts });

/** /api/roster: the local (event) roster for is_roster members; sign-in is checked by the folder's hook (app.ts). */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  guardFolder(app, 'isRoster');
  const { deps } = app;

  app.get('/events', {
    schema: {
      tags,
      summary: 'Events for the event picker',
      response: { 200: ZLocalEventsResponse, ...errors },
    },
    handler: async (request) => ({ data: await roster.listEvents(deps, request.user.memberId) }),
  });

  app.post('/eventroster', {
    schema: {
      tags,
      summary:
        "An event's roster for one day (date defaults to today): roster 'my' for own shifts, 'full' for everyone's",
      body: ZEventRosterRequest,
      response: { 200: ZEventRosterResponse, ...errors },
    },
    handler: async (request) => roster.eventRoster(deps, request.user.memberId, request.body),
  });

  app.get('/entry/:id/ics', {
    schema: {
      tags,
      summary: 'A roster shift as an iCalendar file, from its start to its end',
      params: z.object({ id: z.coerce.number().int().positive() }),
    },
    handler: async (request, reply) => {
      const ics = await roster.entryCalendar(deps, request.user.memberId, request.params.id);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('content-disposition', icsDisposition(`roster-${request.params.id}.ics`))
        .send(ics);
    },
  });
}

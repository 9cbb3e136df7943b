// /api/calendar: the calendar feeds calendar apps subscribe to (no sign-in: a member's address
// holds its own secret; a team's feed is as public as the draw). /api/member/calendar-feed: the
// member's address, shown on the profile, and renewed there.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeedResponse } from '@courtside/contracts';
import { ICS_CONTENT_TYPE } from '../../lib/calendar.js';
import { errorAnswers } from '../../plugins/errors.js';
import * as calendar from './calendar.service.js';

/** Calendar apps ask again on their own schedule; each answer is fresh. */
const FEED_CACHE = 'private, no-cache';
const ZFeedFile = z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, 'Not a calendar address');
/** A team's id, with or without '.ics' (calendar apps like the extension). */
const ZTeamFile = z
  .string()
  .regex(/^[1-9]\d{0,8}(\.ics)?$/, 'Not a team')
  .transform((v) => Number(v.replace(/\.ics$/, '')));

export async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/members/:file', {
    schema: {
      tags: ['calendar'],
      summary:
        "A member's calendar feed (iCalendar): their teams' games and duties, officiating on published roster dates, event roster shifts, court hire and HPC classes",
      params: z.object({ file: ZFeedFile }),
      produces: ['text/calendar'],
      response: { 200: z.string(), ...errorAnswers(404, 422) },
    },
    handler: async (request, reply) => {
      const body = await calendar.memberFeed(deps, request.params.file.slice(0, -'.ics'.length));
      reply.header('cache-control', FEED_CACHE).type(ICS_CONTENT_TYPE);
      return body;
    },
  });

  app.get('/teams/:id', {
    schema: {
      tags: ['calendar'],
      summary: "A team's calendar feed (iCalendar): its games and duties in the published draw",
      params: z.object({ id: ZTeamFile }),
      produces: ['text/calendar'],
      response: { 200: z.string(), ...errorAnswers(404, 422) },
    },
    handler: async (request, reply) => {
      const body = await calendar.teamFeed(deps, request.params.id);
      reply.header('cache-control', FEED_CACHE).type(ICS_CONTENT_TYPE);
      return body;
    },
  });
}

export async function calendarAddressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const errors = errorAnswers(401);

  app.get('/calendar-feed', {
    schema: {
      tags: ['calendar'],
      summary: "The member's calendar subscription address (made on first ask)",
      security: [{ bearer: [] }],
      response: { 200: ZCalendarFeedResponse, ...errors },
    },
    handler: async (request) => ({ data: await calendar.feedAddress(deps, request.user.memberId) }),
  });

  app.post('/calendar-feed/renew', {
    schema: {
      tags: ['calendar'],
      summary: 'A new calendar subscription address; the old one stops answering',
      security: [{ bearer: [] }],
      response: { 200: ZCalendarFeedResponse, ...errors },
    },
    handler: async (request) => ({ data: await calendar.feedAddress(deps, request.user.memberId, true) }),
  });
}

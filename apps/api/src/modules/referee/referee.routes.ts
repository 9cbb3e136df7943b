import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REFEREE_MSG,
  ZApiError,
  ZAvailabilityParams,
  ZRefereeAvailabilityRequest,
  ZRefereeAvailabilityResponse,
  ZRefereeAvailabilitySaved,
  ZRefereeRosterRequest,
  ZRefereeRosterResponse,
  ZRefereeSeasonsResponse,
  ZRefereeVenuesResponse,
} from '@courtside/contracts';
import { ICS_CONTENT_TYPE, icsDisposition } from '../../lib/calendar.js';
import { guardFolder } from '../../lib/access.js';
import * as referee from './referee.service.js';
import { officialsWarningsAt } from './allocation-admin.service.js';
import { useGameOfficials } from '../draw/index.js';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const tags = ['referee'];

// Draw stands below referee: publishing a draft releases the allocations of the games it moves,
// and moving one game warns of its officials' clashes.
useGameOfficials({
  ofGames: referee.officialsOfGames,
  unassign: referee.unassignGames,
  warningsAt: officialsWarningsAt,
});

/** /api/referee: for is_ref members; the folder's onRequest hook (app.ts) has already checked sign-in. */
export default async function refereeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // is_ref before anything else (the body included); the service checks again where it needs the roster types.
  guardFolder(app, 'isRef');

  app.get('/seasons', {
    schema: {
      tags,
      summary: 'Seasons for the roster and availability pickers',
      response: { 200: ZRefereeSeasonsResponse, ...errors },
    },
    handler: async (request) => ({ data: await referee.listSeasons(deps, request.user.memberId) }),
  });

  app.get('/venues', {
    schema: {
      tags,
      summary: 'Venues where the competition plays',
      response: { 200: ZRefereeVenuesResponse, ...errors },
    },
    handler: async (request) => ({ data: await referee.listVenues(deps, request.user.memberId) }),
  });

  app.post('/roster', {
    schema: {
      tags,
      summary:
        "MY ROSTER (roster 'my') or FULL ROSTER (roster 'full') of a season for one date or a range of two dates",
      body: ZRefereeRosterRequest,
      response: { 200: ZRefereeRosterResponse, ...errors },
    },
    handler: async (request) => referee.roster(deps, request.user.memberId, request.body),
  });

  app.get('/game/:id/ics', {
    schema: {
      tags,
      summary: 'A roster game as an iCalendar file (45 minutes)',
      params: z.object({ id: z.coerce.number().int().positive() }),
    },
    handler: async (request, reply) => {
      const ics = await referee.gameCalendar(deps, request.user.memberId, request.params.id);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('content-disposition', icsDisposition(`game-${request.params.id}.ics`))
        .send(ics);
    },
  });

  const availabilityHandler = async (request: {
    user: { memberId: number };
    params: z.output<typeof ZAvailabilityParams>;
  }) => ({
    data: await referee.getAvailability(
      deps,
      request.user.memberId,
      request.params.season,
      request.params.venue ?? null,
    ),
  });
  const availabilitySchema = (summary: string) => ({
    tags,
    summary,
    params: ZAvailabilityParams,
    response: { 200: ZRefereeAvailabilityResponse, ...errors },
  });
  app.get('/availability/:season', {
    schema: availabilitySchema("The member's availability for a season (any venue)"),
    handler: availabilityHandler,
  });
  app.get('/availability/:season/:venue', {
    schema: availabilitySchema("The member's availability for a season at a venue"),
    handler: availabilityHandler,
  });

  app.post('/availability', {
    schema: {
      tags,
      summary:
        'Save time slots and unavailable dates (replaces the saved set); refused when it touches a published roster date',
      body: ZRefereeAvailabilityRequest,
      response: { 200: ZRefereeAvailabilitySaved, ...errors },
    },
    handler: async (request) => ({
      message: REFEREE_MSG.availabilityUpdated,
      data: await referee.saveAvailability(deps, request.user.memberId, request.body),
    }),
  });
}

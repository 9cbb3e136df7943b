// The console's officials (competition staff): roster types and their rates, the seasons and game
// times offered to referees, who holds which roster types, the allocation of a day's games at a
// venue, and the officials' payments report (JSON and CSV). Publishing a roster date is in
// roster-dates-admin.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAllocation,
  ZAllocationQuery,
  ZAllocationSuggest,
  ZAllocationSuggested,
  ZGameOfficialsAnswer,
  ZGameOfficialsSave,
  ZOfficialAnswer,
  ZOfficialGrant,
  ZOfficials,
  ZOfficialsPayments,
  ZOfficialsPaymentsQuery,
  ZOfficialsSetup,
  ZOfficialsTimes,
  ZOfficialsTimesSave,
  ZRefereesOpen,
  ZRefereesOpenAnswer,
  ZRosterTypeAnswer,
  ZRosterTypeChange,
  ZRosterTypeCreate,
  ZSeasonVenueParams,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import * as officials from './officials-admin.service.js';
import * as allocations from './allocation-admin.service.js';

const params = z.object({ id: z.string().max(20) });
const reads = errorAnswers(401, 403, 404, 422);
const writes = errorAnswers(401, 403, 404, 409, 422);

export default async function officialsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: officials', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // ---- Setup ---------------------------------------------------------------------------------

  app.get('/officials/setup', {
    schema: {
      summary: 'Roster types (with rates and how many a game needs) and the seasons offered to referees',
      response: { 200: ZOfficialsSetup, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await officials.officialsSetup(deps) }),
  });

  app.post('/roster-types', {
    schema: {
      summary: 'Add a roster type (its name cannot change later: members are granted it by name)',
      body: ZRosterTypeCreate,
      response: { 201: ZRosterTypeAnswer, ...writes },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await officials.createRosterType(deps, request.user.memberId, request.body) }),
  });

  app.patch('/roster-types/:id', {
    schema: {
      summary: 'Change how many of a roster type a game needs, or its rate per game',
      params,
      body: ZRosterTypeChange,
      response: { 200: ZRosterTypeAnswer, ...writes },
    },
    handler: async (request) => ({
      data: await officials.changeRosterType(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Roster type'),
        request.body,
      ),
    }),
  });

  app.delete('/roster-types/:id', {
    schema: {
      summary: 'Remove a roster type nobody holds and no game has been given',
      params,
      response: { 200: z.object({ data: z.object({ id: z.number() }) }), ...writes },
    },
    handler: async (request) => ({
      data: await officials.deleteRosterType(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Roster type'),
      ),
    }),
  });

  app.put('/seasons/:id/referees-open', {
    schema: {
      summary: 'Offer a season to referees (availability and rosters) or take it away',
      params,
      body: ZRefereesOpen,
      response: { 200: ZRefereesOpenAnswer, ...writes },
    },
    handler: async (request) => ({
      data: await officials.openToReferees(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Season'),
        request.body.open,
      ),
    }),
  });

  app.get('/seasons/:id/officials-times', {
    schema: {
      summary: "The game times the season offers referees at each venue, beside its drawn games' times",
      params,
      response: { 200: ZOfficialsTimes, ...reads },
    },
    handler: async (request) => ({
      data: await officials.officialsTimes(deps, idFromPath(request.params.id, 'Season')),
    }),
  });

  app.put('/seasons/:id/officials-times/:venue', {
    schema: {
      summary: "Replace the game times the season offers referees at a venue (none: the draw's times)",
      params: ZSeasonVenueParams,
      body: ZOfficialsTimesSave,
      response: { 200: ZOfficialsTimes, ...writes },
    },
    handler: async (request) => ({
      data: await officials.saveOfficialsTimes(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Season'),
        idFromPath(request.params.venue, 'Venue'),
        request.body.times,
      ),
    }),
  });

  // ---- Officials -----------------------------------------------------------------------------

  app.get('/officials', {
    schema: {
      summary: 'Members with the referee flag and the roster types they hold',
      response: { 200: ZOfficials, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await officials.listOfficials(deps) }),
  });

  app.put('/officials/:id', {
    schema: {
      summary: 'Grant a member exactly these roster types (none takes the referee flag away)',
      params,
      body: ZOfficialGrant,
      response: { 200: ZOfficialAnswer, ...writes },
    },
    handler: async (request) => ({
      data: await officials.grantOfficial(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Member'),
        request.body,
      ),
    }),
  });

  // ---- Allocation ----------------------------------------------------------------------------

  app.get('/seasons/:id/allocation', {
    schema: {
      summary:
        "A day's games at a venue against the officials: their places, each official's availability, games that day and clashes",
      params,
      querystring: ZAllocationQuery,
      response: { 200: ZAllocation, ...reads },
    },
    handler: async (request) => ({
      data: await allocations.allocation(
        deps,
        idFromPath(request.params.id, 'Season'),
        request.query.date,
        request.query.venue === undefined ? null : idFromPath(request.query.venue, 'Venue'),
      ),
    }),
  });

  app.post('/seasons/:id/allocation/suggest', {
    schema: {
      summary:
        "Fill the day's empty places at the venue with available officials without clashes, sharing the season's games fairly",
      params,
      body: ZAllocationSuggest,
      response: { 200: ZAllocationSuggested, ...writes },
    },
    handler: async (request) => ({
      data: await allocations.suggestAllocation(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Season'),
        request.body.date,
        request.body.venue,
      ),
    }),
  });

  app.put('/games/:id/officials', {
    schema: {
      summary:
        "Give a game's places of one roster type to these officials (one on another game at the same time is refused; other clashes are answered)",
      params,
      body: ZGameOfficialsSave,
      response: { 200: ZGameOfficialsAnswer, ...writes },
    },
    handler: async (request) => ({
      data: await allocations.saveGameOfficials(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Game'),
        request.body,
      ),
    }),
  });

  // ---- Payments ------------------------------------------------------------------------------

  app.get('/officials/payments', {
    schema: {
      summary: 'Games per official per roster type in a period (local dates, both included), times the rate',
      querystring: ZOfficialsPaymentsQuery,
      response: { 200: ZOfficialsPayments, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({
      data: await officials.officialsPayments(deps, request.query.from, request.query.to),
    }),
  });

  app.get('/officials/payments.csv', {
    schema: {
      summary: "The officials' payments report as a CSV file",
      querystring: ZOfficialsPaymentsQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      sendCsv(
        reply,
        `officials-payments-${request.query.from}-to-${request.query.to}.csv`,
        await officials.officialsPaymentsCsv(deps, request.query.from, request.query.to),
      ),
  });
}

// /api/admin/venues, /courts, /booking-sports, /booking-types, /booking-options, /rate-rules:
// the venues and court hire catalogue members book from (facilities staff, and admins), each
// write audited; and one venue's day as a resource calendar (GET /venues/:id/calendar).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBookingOptionAnswer,
  ZAdminBookingTypeAnswer,
  ZAdminCourtAnswer,
  ZAdminRateRuleAnswer,
  ZAdminSportAnswer,
  ZAdminVenueAnswer,
  ZAdminVenueList,
  ZAdminVenuePage,
  ZBookingOptionWrite,
  ZBookingTypeWrite,
  ZCourtHoursWrite,
  ZCourtWrite,
  ZDeleted,
  ZHireCalendar,
  ZHireCalendarQuery,
  ZRateRuleWrite,
  ZSportWrite,
  ZVenueWrite,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as venues from './venues-admin.service.js';
import { hireCalendar } from './court-uses.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function venuesAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: venues and court hire', roles: ['facilities'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // --- Venues ---
  app.get('/venues', {
    schema: {
      summary: 'Every venue with how many courts it has and how many are hired out',
      response: { 200: ZAdminVenueList, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: { venues: await venues.listVenues(deps) } }),
  });

  app.post('/venues', {
    schema: {
      summary: 'Add a venue',
      body: ZVenueWrite,
      response: { 201: ZAdminVenueAnswer, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await venues.createVenue(deps, request.user.memberId, request.body) }),
  });

  app.get('/venues/:id', {
    schema: {
      summary: "A venue's courts (halves, hours), sports, rate rules, and the booking types and options",
      params,
      response: { 200: ZAdminVenuePage, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await venues.venuePage(deps, idFromPath(request.params.id, 'Venue')),
    }),
  });

  app.put('/venues/:id', {
    schema: {
      summary: "Change a venue's name and address",
      params,
      body: ZVenueWrite,
      response: { 200: ZAdminVenueAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateVenue(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Venue'),
        request.body,
      ),
    }),
  });

  app.get('/venues/:id/calendar', {
    schema: {
      summary:
        'One local day at a venue: every court and half with every use of it (games, hires with their member, HPC classes, closures)',
      params,
      querystring: ZHireCalendarQuery,
      response: { 200: ZHireCalendar, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await hireCalendar(deps, idFromPath(request.params.id, 'Venue'), request.query.date),
    }),
  });

  // --- Courts ---
  app.post('/venues/:id/courts', {
    schema: {
      summary: 'Add a court, or a half of one (parent_court_id); sport, type and option left out: any',
      params,
      body: ZCourtWrite,
      response: { 201: ZAdminCourtAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await venues.createCourt(
          deps,
          request.user.memberId,
          idFromPath(request.params.id, 'Venue'),
          request.body,
        ),
      }),
  });

  app.put('/courts/:id', {
    schema: {
      summary:
        'Change a court: name, division (refused while hires to come sit on it), hired out or not, what it offers',
      params,
      body: ZCourtWrite,
      response: { 200: ZAdminCourtAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateCourt(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Court'),
        request.body,
      ),
    }),
  });

  app.put('/courts/:id/hours', {
    schema: {
      summary: "Set a court's weekly hire hours (the whole week, replacing what it had)",
      params,
      body: ZCourtHoursWrite,
      response: { 200: ZAdminCourtAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.setCourtHours(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Court'),
        request.body,
      ),
    }),
  });

  // --- Sports, types, options ---
  app.post('/venues/:id/sports', {
    schema: {
      summary: 'Add a sport that can be hired at the venue',
      params,
      body: ZSportWrite,
      response: { 201: ZAdminSportAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await venues.createSport(
          deps,
          request.user.memberId,
          idFromPath(request.params.id, 'Venue'),
          request.body.name,
        ),
      }),
  });

  app.put('/booking-sports/:id', {
    schema: {
      summary: 'Rename a sport',
      params,
      body: ZSportWrite,
      response: { 200: ZAdminSportAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateSport(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Sport'),
        request.body.name,
      ),
    }),
  });

  app.delete('/booking-sports/:id', {
    schema: {
      summary: 'Delete a sport no court, rate or hire names (409 otherwise)',
      params,
      response: { 200: ZDeleted, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Sport');
      await venues.deleteSport(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  app.post('/booking-types', {
    schema: {
      summary: 'Add a booking type (every venue shares them), e.g. Casual hire, Party',
      body: ZBookingTypeWrite,
      response: { 201: ZAdminBookingTypeAnswer, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await venues.createType(deps, request.user.memberId, request.body) }),
  });

  app.put('/booking-types/:id', {
    schema: {
      summary: 'Change a booking type',
      params,
      body: ZBookingTypeWrite,
      response: { 200: ZAdminBookingTypeAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateType(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Booking type'),
        request.body,
      ),
    }),
  });

  app.delete('/booking-types/:id', {
    schema: {
      summary: 'Delete a booking type nothing uses (409 otherwise)',
      params,
      response: { 200: ZDeleted, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Booking type');
      await venues.deleteType(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  app.post('/booking-options', {
    schema: {
      summary: 'Add a booking option (every venue shares them), e.g. Full court, Half court',
      body: ZBookingOptionWrite,
      response: { 201: ZAdminBookingOptionAnswer, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await venues.createOption(deps, request.user.memberId, request.body.name) }),
  });

  app.put('/booking-options/:id', {
    schema: {
      summary: 'Rename a booking option',
      params,
      body: ZBookingOptionWrite,
      response: { 200: ZAdminBookingOptionAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateOption(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Booking option'),
        request.body.name,
      ),
    }),
  });

  app.delete('/booking-options/:id', {
    schema: {
      summary: 'Delete a booking option nothing uses (409 otherwise)',
      params,
      response: { 200: ZDeleted, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Booking option');
      await venues.deleteOption(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  // --- Rate rules ---
  app.post('/venues/:id/rate-rules', {
    schema: {
      summary:
        'Add a rate rule: a price per hour (or a blocking message) for the steps it covers; the highest priority wins',
      params,
      body: ZRateRuleWrite,
      response: { 201: ZAdminRateRuleAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await venues.createRateRule(
          deps,
          request.user.memberId,
          idFromPath(request.params.id, 'Venue'),
          request.body,
        ),
      }),
  });

  app.put('/rate-rules/:id', {
    schema: {
      summary: 'Change a rate rule (active false: it stops pricing)',
      params,
      body: ZRateRuleWrite,
      response: { 200: ZAdminRateRuleAnswer, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await venues.updateRateRule(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Rate rule'),
        request.body,
      ),
    }),
  });

  app.delete('/rate-rules/:id', {
    schema: {
      summary: 'Delete a rate rule (hires keep the price they were booked at)',
      params,
      response: { 200: ZDeleted, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Rate rule');
      await venues.deleteRateRule(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });
}

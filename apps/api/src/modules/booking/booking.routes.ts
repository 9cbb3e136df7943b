// /api/booking: court hire. The catalogue lists and the calendar are public
// (visitors see what is taken, never by whom); the stepper's checks, the payment
// and Court Hire History need sign-in.
import { requestFieldErrors } from '../../plugins/errors.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_MSG,
  ZApiError,
  ZBookingCourtsResponse,
  ZBookingOptionsResponse,
  ZBookingSportsResponse,
  ZBookingTypesResponse,
  ZBookingVenuesResponse,
  ZCalendarParams,
  ZCalendarResponse,
  ZCheckAvailDayRequest,
  ZCheckAvailDayResponse,
  ZCheckAvailRequest,
  ZCheckAvailResponse,
  ZCheckRulesRequest,
  ZCheckRulesResponse,
  ZHireCancellation,
  ZHireCancelled,
  ZHireCancelRequest,
  ZHireMoved,
  ZHireMoveRequest,
  ZMyHiresResponse,
  ZPayBookingRequest,
  ZPayBookingResponse,
} from '@courtside/contracts';
import { idFromPath } from '../../lib/ids.js';
import { outcomeBody } from '../payments/index.js';
import * as availability from './booking-availability.service.js';
import * as calendar from './booking-calendar.service.js';
import * as catalogue from './booking-catalogue.service.js';
import * as changes from './hire-changes.service.js';
import * as payment from './booking-payment.service.js';

const publicErrors = { 400: ZApiError, 404: ZApiError, 422: ZApiError };
const signedInErrors = {
  ...publicErrors,
  401: ZApiError,
  402: ZApiError,
  403: ZApiError,
  409: ZApiError,
  502: ZApiError,
};
const hireParams = z.object({ id: z.string().max(20) });
const venueParams = z.object({ venueId: z.coerce.number().int().positive().max(2_147_483_647) });
/** Public lists change rarely; a short cache spares the database on busy evenings. */
const PUBLIC_LISTS = 'public, max-age=60';

/** The payment form nests the booking (bookingCart.*): its own fields are keyed by their own names. */
const bookingFieldKey = (path: PropertyKey[]) =>
  String((path[0] === 'bookingCart' && path[1] !== undefined ? path[1] : path[0]) ?? 'error');

export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/venues', {
    schema: {
      tags: ['booking'],
      summary: 'Venues with courts for hire (public)',
      response: { 200: ZBookingVenuesResponse, ...publicErrors },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await catalogue.listVenues(deps) };
    },
  });

  app.get('/courts/venue/:venueId', {
    schema: {
      tags: ['booking'],
      summary:
        'Courts for hire at a venue (public). parent_id is the full court of a half; sport_id/type_id/option_id null = any',
      params: venueParams,
      response: { 200: ZBookingCourtsResponse, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await catalogue.listCourts(deps, request.params.venueId) };
    },
  });

  app.get('/sports/venue/:venueId', {
    schema: {
      tags: ['booking'],
      summary: 'Sports that can be booked at a venue (public)',
      params: venueParams,
      response: { 200: ZBookingSportsResponse, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await catalogue.listSports(deps, request.params.venueId) };
    },
  });

  app.get('/types/venue/:venueId', {
    schema: {
      tags: ['booking'],
      summary: "Booking types offered by a venue's courts (public)",
      params: venueParams,
      response: { 200: ZBookingTypesResponse, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await catalogue.listTypes(deps, request.params.venueId) };
    },
  });

  app.get('/options/venue/:venueId', {
    schema: {
      tags: ['booking'],
      summary: "Booking options offered by a venue's courts (public)",
      params: venueParams,
      response: { 200: ZBookingOptionsResponse, ...publicErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await catalogue.listOptions(deps, request.params.venueId) };
    },
  });

  app.get('/events/venue/:venueId/:viewType/:date', {
    schema: {
      tags: ['booking'],
      summary:
        'Calendar of a venue (public): bookings and competition games as taken slots, never who booked. date is YYYY-MM-DD; week = Monday to Sunday',
      params: ZCalendarParams,
      response: { 200: ZCalendarResponse, ...publicErrors },
    },
    handler: async (request, reply) => {
      // Taken slots change with every booking: always ask again.
      reply.header('cache-control', 'no-cache');
      return calendar.calendar(deps, request.params.venueId, request.params.viewType, request.params.date);
    },
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    const member = signedIn.withTypeProvider<ZodTypeProvider>();

    member.post('/events/checkavailday', {
      schema: {
        tags: ['booking'],
        summary: "Step 4 to 5: each court's hire hours on a day and what is already taken (venue optional)",
        security: [{ bearer: [] }],
        body: ZCheckAvailDayRequest,
        response: { 200: ZCheckAvailDayResponse, ...signedInErrors },
      },
      handler: async (request) => ({
        feedback: await availability.checkAvailDay(deps, request.body.day, request.body.venue),
      }),
    });

    member.post('/events/checkavail', {
      schema: {
        tags: ['booking'],
        summary:
          "A court's hire hours on a day (space = court_id); error_avail 'Booking not available: no availability hours.' when it has none",
        security: [{ bearer: [] }],
        body: ZCheckAvailRequest,
        response: { 200: ZCheckAvailResponse, ...signedInErrors },
      },
      handler: async (request) => ({
        feedback: await availability.checkAvail(deps, request.body.day, request.body.space),
      }),
    });

    member.post('/events/checkrules', {
      schema: {
        tags: ['booking'],
        summary:
          'Step 5 to 6: feedback is the price in dollars (number), or why the booking cannot be made (string)',
        security: [{ bearer: [] }],
        body: ZCheckRulesRequest,
        response: { 200: ZCheckRulesResponse, ...signedInErrors },
      },
      handler: async (request) => availability.checkRules(deps, request.body),
    });

    member.post('/paybooking', {
      schema: {
        tags: ['booking'],
        summary:
          'Pay for a court hire (priced again on the server; voucher and donation optional). Errors: error_auth, error_avail, error_collision, error_rule, error_rate, error_response, error_payment, error_validation',
        security: [{ bearer: [] }],
        body: ZPayBookingRequest,
        response: { 200: ZPayBookingResponse, ...signedInErrors },
      },
      attachValidation: true,
      handler: async (request) => {
        if (request.validationError) {
          throw availability.bookingError(
            'error_validation',
            BOOKING_MSG.bookingInvalid,
            requestFieldErrors(request.validationError, bookingFieldKey),
          );
        }
        const outcome = await payment.payBooking(deps, request.user.memberId, request.body);
        return { data: { ...outcomeBody(outcome), b_id: outcome.bookingId } };
      },
    });

    member.get('/mybookings', {
      schema: {
        tags: ['booking'],
        summary:
          "Court Hire History: the member's own bookings (booked, or pending a 3-D Secure step), latest start first, each with whether the association's rule lets the member cancel or move it now (and why not)",
        security: [{ bearer: [] }],
        response: { 200: ZMyHiresResponse, ...signedInErrors },
      },
      handler: async (request) => ({ data: await changes.myHires(deps, request.user.memberId) }),
    });

    // Whose hire it is is decided before the body is read: another member's hire is 404, whatever is sent.
    const ownHireFirst = {
      preValidation: async (request: { user: { memberId: number }; params: unknown }) =>
        changes.requireOwnHire(
          deps,
          request.user.memberId,
          idFromPath((request.params as { id: string }).id, 'Booking'),
        ),
    };
    const hireId = (params: { id: string }) => idFromPath(params.id, 'Booking');

    member.get('/mybookings/:id/cancellation', {
      schema: {
        tags: ['booking'],
        summary:
          "What cancelling one's own hire now gives back under the association's rule, in the words the confirm dialog shows (409 when the rule does not allow cancelling it online)",
        security: [{ bearer: [] }],
        params: hireParams,
        response: { 200: ZHireCancellation, ...signedInErrors },
      },
      handler: async (request) => ({
        data: await changes.hireCancellation(deps, request.user.memberId, hireId(request.params)),
      }),
    });

    member.post('/mybookings/:id/cancel', {
      schema: {
        tags: ['booking'],
        summary:
          "Cancel one's own hire: refunds by the association's rule (refund_cents is the amount the member was shown; 409 when it is now another), frees the court and emails the member. A second click while the first runs is 409",
        security: [{ bearer: [] }],
        params: hireParams,
        body: ZHireCancelRequest,
        response: { 200: ZHireCancelled, ...signedInErrors },
      },
      ...ownHireFirst,
      handler: async (request) => ({
        data: await changes.cancelOwnHire(deps, request.user.memberId, hireId(request.params), request.body),
      }),
    });

    member.post('/mybookings/:id/move', {
      schema: {
        tags: ['booking'],
        summary:
          "Move one's own hire to another day, start or court of the venue (same length; only at the same price; 409 when the slot is taken or the rule no longer allows it) and email the member",
        security: [{ bearer: [] }],
        params: hireParams,
        body: ZHireMoveRequest,
        response: { 200: ZHireMoved, ...signedInErrors },
      },
      ...ownHireFirst,
      handler: async (request) => ({
        data: await changes.moveOwnHire(deps, request.user.memberId, hireId(request.params), request.body),
      }),
    });
  });
}

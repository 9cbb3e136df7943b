import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HPC_MSG,
  ZApiError,
  ZClassBookRequest,
  ZClassBookResponse,
  ZClassesResponse,
  ZClassWeekParams,
  ZEnrollmentCancelResponse,
  ZEnrollmentParams,
  ZEnrollmentsResponse,
  ZPlanParams,
  ZPlanPaymentRequest,
  ZPlanPaymentResponse,
  ZPlanResponse,
  ZPlansResponse,
  ZSubscriptionActionRequest,
  ZSubscriptionActionResponse,
  ZSubscriptionParams,
  ZSubscriptionsResponse,
  ZUpdateCardRequest,
  ZUpdateCardResponse,
} from '@courtside/contracts';
import { guardFolder } from '../../lib/access.js';
import { requestFieldErrors } from '../../plugins/errors.js';
import { paymentError, outcomeBody } from '../payments/index.js';
import * as classes from './classes.service.js';
import { useCourtClasses } from '../booking/index.js';
import * as plans from './plans.service.js';
import * as subscriptions from './subscriptions.service.js';
import './stripe-subscriptions.js';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const paymentErrors = { ...errors, 402: ZApiError, 502: ZApiError };
const tags = ['hpc'];
const security = [{ bearer: [] }];

/** Payment forms answer error_validation with the area's own text and the field errors. */
const validationAs = (message: string) => (err: Error) =>
  paymentError('error_validation', message, requestFieldErrors(err));

// Booking stands below hpc: closures and court hire read the classes on courts through this.
useCourtClasses({ byIds: classes.classesByIds, atVenue: classes.classesAtVenue });

/** /api/hpc: the signed-in scope (app.ts) has checked the token; every route here also needs is_hpc. */
export default async function hpcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  guardFolder(app, 'isHpc');

  app.get('/plans', {
    schema: {
      tags,
      security,
      summary: "Plans on offer (empty: 'No plans are currently available.')",
      response: { 200: ZPlansResponse, ...errors },
    },
    handler: async () => ({ data: await plans.listPlans(deps) }),
  });

  app.get('/plans/:plan', {
    schema: {
      tags,
      security,
      summary: "One plan for the payment wizard (404: 'No Plan Data')",
      params: ZPlanParams,
      response: { 200: ZPlanResponse, ...errors },
    },
    handler: async (request) => ({ data: await plans.getPlan(deps, request.params.plan) }),
  });

  app.post('/plans/:plan/payment', {
    schema: {
      tags,
      security,
      summary:
        'Subscribe to a plan: terms agreed, card saved at the gateway, first period charged; creates an active recurring subscription. Errors: error_auth, error_paid, error_response, error_validation (Plan Data Invalid), error_payment',
      params: ZPlanParams,
      body: ZPlanPaymentRequest,
      response: { 200: ZPlanPaymentResponse, ...paymentErrors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw validationAs(HPC_MSG.planDataInvalid)(request.validationError);
      const outcome = await plans.payPlan(deps, request.user.memberId, request.params.plan, request.body);
      return { data: { ...outcomeBody(outcome), subscription_id: outcome.subscriptionId } };
    },
  });

  app.get('/covers/:name', {
    schema: {
      tags,
      security,
      summary: "A plan's cover image uploaded through the console (the address plan_cover gives)",
      params: z.object({ name: z.string().max(60) }),
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    handler: async (request, reply) => {
      const cover = await plans.readPlanCover(deps, request.params.name);
      // A new cover gets a new name, so a name's bytes never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable').type(cover.type);
      return reply.send(cover.bytes);
    },
  });

  app.get('/classes/:week', {
    schema: {
      tags,
      security,
      summary:
        'Classes of week 0-3 of the four-week schedule (week 0 starts today), with spots remaining and the member booking or waitlist status',
      params: ZClassWeekParams,
      response: { 200: ZClassesResponse, ...errors },
    },
    handler: async (request) => ({
      data: await classes.listClasses(deps, request.user.memberId, request.params.week),
    }),
  });

  app.post('/classes/book', {
    schema: {
      tags,
      security,
      summary:
        'Book (add), join the waitlist (waitlist) or remove a booking or waitlist place (remove); answers the refreshed class list of classWeek',
      body: ZClassBookRequest,
      response: { 200: ZClassBookResponse, ...errors },
    },
    handler: async (request) => classes.bookClass(deps, request.user.memberId, request.body),
  });

  app.get('/enrollments', {
    schema: {
      tags,
      security,
      summary: 'The member class enrolments, latest class first',
      response: { 200: ZEnrollmentsResponse, ...errors },
    },
    handler: async (request) => ({ data: await classes.listEnrollments(deps, request.user.memberId) }),
  });

  app.post('/enrollments/:id/cancel', {
    schema: {
      tags,
      security,
      summary:
        'Cancel a future booking or waitlist place (the CANCEL button); a freed place goes to the first waitlisted member. Answers the refreshed enrolments',
      params: ZEnrollmentParams,
      response: { 200: ZEnrollmentCancelResponse, ...errors },
    },
    handler: async (request) => classes.cancelEnrollment(deps, request.user.memberId, request.params.id),
  });

  app.get('/subscriptions', {
    schema: {
      tags,
      security,
      summary: 'The member subscriptions, latest start first',
      response: { 200: ZSubscriptionsResponse, ...errors },
    },
    handler: async (request) => ({
      data: await subscriptions.listSubscriptions(deps, request.user.memberId),
    }),
  });

  app.post('/subscriptions/sendaction', {
    schema: {
      tags,
      security,
      summary:
        "Request a pause or cancel of an active subscription; it takes effect once the plan terms allow (3 months' minimum, 30 days' notice)",
      body: ZSubscriptionActionRequest,
      response: { 200: ZSubscriptionActionResponse, ...errors },
    },
    handler: async (request) => subscriptions.sendAction(deps, request.user.memberId, request.body),
  });

  app.post('/subscriptions/:sub_id/updatecard', {
    schema: {
      tags,
      security,
      summary:
        'Replace the card of an active or suspended subscription; a suspended one retries its failed renewal. Errors as the plan payment (Subscription Data Invalid)',
      params: ZSubscriptionParams,
      body: ZUpdateCardRequest,
      response: { 200: ZUpdateCardResponse, ...paymentErrors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError)
        throw validationAs(HPC_MSG.subscriptionDataInvalid)(request.validationError);
      return subscriptions.updateCard(deps, request.user.memberId, request.params.sub_id, request.body);
    },
  });
}

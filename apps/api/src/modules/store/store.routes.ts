import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZCheckAttendeeRequest,
  ZCheckAttendeeResponse,
  ZSavedAttendeesResponse,
  ZProductsResponse,
  ZShopPaymentRequest,
  ZShopPaymentResponse,
  ZStoreCategoriesResponse,
  ZStoreQuery,
  ZStoreVenuesResponse,
  STORE_MSG,
} from '@courtside/contracts';
import { PAYMENT_ERROR_ANSWERS, requestFieldErrors } from '../../plugins/errors.js';
import { AnswerCache, sendAnswer } from '../../lib/answer-cache.js';
import type { Deps } from '../../lib/deps.js';
import { paymentError, outcomeBody } from '../payments/index.js';
import * as checkout from './checkout.service.js';
import * as store from './store.service.js';

const errors = PAYMENT_ERROR_ANSWERS;

/** Stock changes while people shop: browsers and proxies may reuse the list briefly (the payment re-checks it). */
const PRODUCTS_CACHE = 'public, max-age=15';
/** Categories and venues change rarely. */
const LISTS_CACHE = 'public, max-age=300';

/**
 * The product list is the store's busiest answer and the same for every visitor: it is built
 * (three SQL statements, ~8 ms of CPU for 60 products) at most once per filter every
 * PRODUCT_ANSWER_MS and then sent from memory (`pnpm bench`: from 140 to thousands of requests
 * a second at 100 connections). A sale made here clears it at once; other changes show within
 * seconds, less than the browsers' own max-age. Tests (NODE_ENV=test) build every answer, as
 * they change products directly in the database between requests.
 */
const PRODUCT_ANSWER_MS = 5_000;
const productAnswers = new WeakMap<Deps, AnswerCache>();
function productAnswerCache(deps: Deps): AnswerCache {
  let cache = productAnswers.get(deps);
  if (!cache) {
    const created = new AnswerCache(deps.env.NODE_ENV === 'test' ? 0 : PRODUCT_ANSWER_MS, deps.now);
    // Stock, a price or a product changed, through any process (a sale, the console).
    deps.changes.on('store', () => created.clear());
    productAnswers.set(deps, (cache = created));
  }
  return cache;
}

/** /api/ecommerce/store lists: public, visitors browse the store (they see Sign In instead of Add To Cart). */
export async function publicStoreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // An ETag on each answer: a repeated load with If-None-Match gets 304 and no body.
  await app.register(fastifyEtag);

  app.get('/products', {
    schema: {
      tags: ['store'],
      summary:
        'Products on offer (orig=hpc: the HPC products), with category and venue; optional category and venue filters',
      querystring: ZStoreQuery,
      response: { 200: ZProductsResponse, 422: ZApiError },
    },
    // Built by the service (typed by the contract), serialized once into the answer cache and sent as bytes.
    handler: async (request, reply) => {
      const { orig, category, venue } = request.query;
      const answer = await productAnswerCache(deps).get(
        `products|${orig ?? ''}|${category ?? ''}|${venue ?? ''}`,
        async () => ({
          data: await store.listProducts(deps, request.query),
        }),
      );
      reply.header('cache-control', PRODUCTS_CACHE);
      return sendAnswer(request, reply, answer);
    },
  });

  app.get('/categories', {
    schema: {
      tags: ['store'],
      summary: 'Categories that have products on offer for the origin (parents included)',
      querystring: z.object({ orig: ZStoreQuery.shape.orig }),
      response: { 200: ZStoreCategoriesResponse, 422: ZApiError },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', LISTS_CACHE);
      return { data: await store.listCategories(deps, request.query.orig) };
    },
  });

  app.get('/covers/:name', {
    schema: {
      tags: ['store'],
      summary: "A product's cover image uploaded through the console (the address product_cover gives)",
      params: z.object({ name: z.string().max(60) }),
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    handler: async (request, reply) => {
      const cover = await store.readCover(deps, request.params.name);
      // A new cover gets a new name, so a name's bytes never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(cover.type);
      return reply.send(cover.bytes);
    },
  });

  app.get('/venues', {
    schema: { tags: ['store'], summary: 'All venues', response: { 200: ZStoreVenuesResponse } },
    handler: async (_request, reply) => {
      reply.header('cache-control', LISTS_CACHE);
      return { data: await store.listVenues(deps) };
    },
  });

  app.get('/productvenues', {
    schema: {
      tags: ['store'],
      summary: 'Venues that have products on offer (the venue picker); orig=hpc for the HPC products',
      querystring: z.object({ orig: ZStoreQuery.shape.orig }),
      response: { 200: ZStoreVenuesResponse, 422: ZApiError },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', LISTS_CACHE);
      return { data: await store.listProductVenues(deps, request.query.orig) };
    },
  });
}

/** /api/ecommerce/store checkout (sign-in checked by the ecommerce scope in app.ts). */
export default async function storeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/store/attendees', {
    schema: {
      tags: ['store'],
      summary:
        'The people the member bought places for before (one per person, latest first), to fill an attendee row',
      security: [{ bearer: [] }],
      response: { 200: ZSavedAttendeesResponse, ...errors },
    },
    handler: async (request) => ({ data: await checkout.savedAttendees(deps, request.user.memberId) }),
  });

  app.post('/store/checkattendee', {
    schema: {
      tags: ['store'],
      summary:
        "Confirm an attendee: a member with the same first name, last name and dob is added; anyone else needs the extra fields, else 422 error 'attendee_info_required' naming them",
      security: [{ bearer: [] }],
      body: ZCheckAttendeeRequest,
      response: { 200: ZCheckAttendeeResponse, ...errors },
    },
    handler: async (request) => checkout.checkAttendee(deps, request.user.memberId, request.body.attendee),
  });

  app.post('/store/payshoppingcart', {
    schema: {
      tags: ['store'],
      summary:
        'Pay the shopping cart: prices, discount, donation and tax from the database; stock taken in the payment; attendees stored with the order',
      security: [{ bearer: [] }],
      body: ZShopPaymentRequest,
      response: { 200: ZShopPaymentResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) {
        const fieldErrors = requestFieldErrors(request.validationError);
        throw paymentError('error_validation', STORE_MSG.attendeeAssignInvalid, fieldErrors);
      }
      const outcome = await checkout.payShoppingCart(deps, request.user.memberId, request.body);
      // Stock changed: the next product list shows it.
      productAnswerCache(deps).clear();
      return { data: outcomeBody(outcome) };
    },
  });
}

// /api/admin/orders: the console's orders (finance staff): search, an order's page, re-sending
// its receipt and refunding it (both audited).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZOrderPageResponse,
  ZOrderSearchPage,
  ZOrderSearchQuery,
  ZReceiptResent,
  ZRefundRequest,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as orders from './orders-admin.service.js';
import { refundOrder } from './refunds-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function ordersAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: orders', roles: ['finance'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/orders', {
    schema: {
      summary:
        'Find orders by member words, local dates (both included), status, origin and amount in cents (paged, newest first)',
      querystring: ZOrderSearchQuery,
      response: { 200: ZOrderSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await orders.searchOrders(deps, request.query) }),
  });

  app.get('/orders/:id', {
    schema: {
      summary:
        "An order's page: member, lines and attendees, bookings, subscription and classes, payments, totals",
      params,
      response: { 200: ZOrderPageResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await orders.orderPage(deps, idFromPath(request.params.id, 'Order')),
    }),
  });

  app.post('/orders/:id/receipt', {
    schema: {
      summary: "Email the order's receipt to its member again (refused for an order with no payment)",
      params,
      response: { 200: ZReceiptResent, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await orders.resendReceipt(deps, request.user.memberId, idFromPath(request.params.id, 'Order')),
    }),
  });

  app.post('/orders/:id/refunds', {
    schema: {
      summary:
        'Give back part or all of an order (or of one line) with a reason: card payments through the gateway, others recorded as paid back by hand; a full refund gives back stock and court slots. The same idempotency_key again refunds once.',
      params,
      body: ZRefundRequest,
      response: { 200: ZOrderPageResponse, ...errorAnswers(401, 403, 404, 409, 422, 502) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Order');
      await refundOrder(deps, request.user.memberId, id, request.body);
      return { data: await orders.orderPage(deps, id) };
    },
  });
}

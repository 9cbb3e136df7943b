// The member's own orders and receipts (/api/ecommerce); the console's orders are in orders-admin.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAY_MSG,
  ZApiError,
  ZMessage,
  ZOrderDetailResponse,
  ZOrderQuery,
  ZOrdersResponse,
  ZPayment,
  ZPaymentsResponse,
} from '@courtside/contracts';
import { idFromPath } from '../../lib/ids.js';
import * as orders from './receipts.service.js';

const errors = { 401: ZApiError, 404: ZApiError, 422: ZApiError };
const orderParams = z.object({ id: z.string().max(20) });

/** /api/ecommerce receipts (sign-in checked by the scope in app.ts). Another member's order answers 404. */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/orders', {
    schema: {
      tags: ['orders'],
      summary: "The member's orders (Receipts list), newest first",
      security: [{ bearer: [] }],
      querystring: ZOrderQuery,
      response: { 200: ZOrdersResponse, ...errors },
    },
    handler: async (request) => ({
      data: await orders.listOrders(deps, request.user.memberId, request.query.orig),
    }),
  });

  app.get('/order/:id', {
    schema: {
      tags: ['orders'],
      summary: 'One order with its lines, payments and bookings (Receipt detail)',
      security: [{ bearer: [] }],
      params: orderParams,
      response: { 200: ZOrderDetailResponse, ...errors },
    },
    handler: async (request) => ({
      data: await orders.getOrder(deps, request.user.memberId, idFromPath(request.params.id, 'Order')),
    }),
  });

  app.get('/order/:id/sendreceipt', {
    schema: {
      tags: ['orders'],
      summary: 'Email the receipt again (at most 3 times per receipt an hour, then 429)',
      security: [{ bearer: [] }],
      params: orderParams,
      response: { 200: ZMessage, ...errors, 429: ZApiError },
    },
    handler: async (request) => {
      await orders.resendReceipt(deps, request.user.memberId, idFromPath(request.params.id, 'Order'));
      return { message: PAY_MSG.receiptSent };
    },
  });

  app.get('/payments', {
    schema: {
      tags: ['orders'],
      summary: "The member's payments, newest first",
      security: [{ bearer: [] }],
      querystring: ZOrderQuery,
      response: { 200: ZPaymentsResponse, ...errors },
    },
    handler: async (request) => ({
      data: await orders.listPayments(deps, request.user.memberId, request.query.orig),
    }),
  });

  app.get('/payment/:id', {
    schema: {
      tags: ['orders'],
      summary: "One of the member's payments",
      security: [{ bearer: [] }],
      params: orderParams,
      response: { 200: z.object({ data: ZPayment }), ...errors },
    },
    handler: async (request) => ({
      data: await orders.getPayment(deps, request.user.memberId, idFromPath(request.params.id, 'Payment')),
    }),
  });
}

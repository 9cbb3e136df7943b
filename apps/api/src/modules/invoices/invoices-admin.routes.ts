// /api/admin/invoices: the treasurer's invoices (finance staff): search, one invoice's page, the
// members and teams to bill, and the writes (create, game fees, a payment received outside the
// portal, void with a credit note), each audited. Roles are checked before the body is read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminInvoiceResponse,
  ZBillable,
  ZBillableQuery,
  ZGameFeesRequest,
  ZGameFeesResult,
  ZInvoiceCreate,
  ZInvoiceSearchPage,
  ZInvoiceSearchQuery,
  ZInvoiceVoid,
  ZOfflinePayment,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as invoices from './invoices-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function invoicesAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: invoices', roles: ['finance'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const page = async (id: number) => ({ data: await invoices.adminInvoice(deps, id) });

  app.get('/invoices', {
    schema: {
      summary:
        'Find invoices by words (number, team, member) and status (owing, overdue, paid, void), newest first',
      querystring: ZInvoiceSearchQuery,
      response: { 200: ZInvoiceSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await invoices.searchInvoices(deps, request.query) }),
  });

  app.get('/invoices/billable', {
    schema: {
      summary: 'Members and teams matching the words, to bill',
      querystring: ZBillableQuery,
      response: { 200: ZBillable, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await invoices.billable(deps, request.query.q) }),
  });

  app.get('/invoices/:id', {
    schema: {
      summary: "An invoice's page: lines, GST, payments, owing, and its credit note once void",
      params,
      response: { 200: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => page(idFromPath(request.params.id, 'Invoice')),
  });

  app.post('/invoices', {
    schema: {
      summary:
        'Create an invoice for a member or a team: lines, due date, discount (amount = lines - discount)',
      body: ZInvoiceCreate,
      response: { 201: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const id = await invoices.createInvoice(deps, request.user.memberId, request.body);
      return reply.code(201).send(await page(id));
    },
  });

  app.post('/invoices/game-fees', {
    schema: {
      summary:
        'Bill every team of a division its games in a round (or the season) at a fee per game; teams already billed for it are skipped',
      body: ZGameFeesRequest,
      response: { 200: ZGameFeesResult, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await invoices.billGameFees(deps, request.user.memberId, request.body),
    }),
  });

  app.post('/invoices/:id/payments', {
    schema: {
      summary: 'Record cash, a bank transfer or a cheque received for the invoice (at most what is owing)',
      params,
      body: ZOfflinePayment,
      response: { 200: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Invoice');
      await invoices.recordPayment(deps, request.user.memberId, id, request.body);
      return page(id);
    },
  });

  app.post('/invoices/:id/void', {
    schema: {
      summary: 'Void the invoice: what is owing is credited by credit note CN-<id>; payments received stay',
      params,
      body: ZInvoiceVoid,
      response: { 200: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Invoice');
      await invoices.voidInvoice(deps, request.user.memberId, id, request.body);
      return page(id);
    },
  });
}

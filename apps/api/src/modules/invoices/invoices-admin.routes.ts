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
import { staffOnly } from '../../lib/console-access.js';
import * as invoices from './invoices-admin.service.js';

const tags = ['console: invoices'];
const security = [{ bearer: [] }];
const roles = staffOnly('finance');
const params = z.object({ id: z.string().max(20) });

export default async function invoicesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const page = async (id: number) => ({ data: await invoices.adminInvoice(deps, id) });

  app.get('/invoices', {
    ...roles,
    schema: {
      tags,
      summary:
        'Find invoices by words (number, team, member) and status (owing, overdue, paid, void), newest first',
      security,
      querystring: ZInvoiceSearchQuery,
      response: { 200: ZInvoiceSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await invoices.searchInvoices(deps, request.query) }),
  });

  app.get('/invoices/billable', {
    ...roles,
    schema: {
      tags,
      summary: 'Members and teams matching the words, to bill',
      security,
      querystring: ZBillableQuery,
      response: { 200: ZBillable, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await invoices.billable(deps, request.query.q) }),
  });

  app.get('/invoices/:id', {
    ...roles,
    schema: {
      tags,
      summary: "An invoice's page: lines, GST, payments, owing, and its credit note once void",
      security,
      params,
      response: { 200: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => page(idFromPath(request.params.id, 'Invoice')),
  });

  app.post('/invoices', {
    ...roles,
    schema: {
      tags,
      summary:
        'Create an invoice for a member or a team: lines, due date, discount (amount = lines - discount)',
      security,
      body: ZInvoiceCreate,
      response: { 201: ZAdminInvoiceResponse, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const id = await invoices.createInvoice(deps, request.user.memberId, request.body);
      return reply.code(201).send(await page(id));
    },
  });

  app.post('/invoices/game-fees', {
    ...roles,
    schema: {
      tags,
      summary:
        'Bill every team of a division its games in a round (or the season) at a fee per game; teams already billed for it are skipped',
      security,
      body: ZGameFeesRequest,
      response: { 200: ZGameFeesResult, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await invoices.billGameFees(deps, request.user.memberId, request.body),
    }),
  });

  app.post('/invoices/:id/payments', {
    ...roles,
    schema: {
      tags,
      summary: 'Record cash, a bank transfer or a cheque received for the invoice (at most what is owing)',
      security,
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
    ...roles,
    schema: {
      tags,
      summary: 'Void the invoice: what is owing is credited by credit note CN-<id>; payments received stay',
      security,
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

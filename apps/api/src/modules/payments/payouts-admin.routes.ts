// /api/admin/payouts: the treasurer's reconciliation (finance staff). Payouts arriving in a period
// with the card payments no payout has carried, one payout with its movements matched to our
// payments and refunds, and that list as a CSV file. Reads only: payouts come from Stripe's
// webhooks (stripe-payouts.ts) or the sandbox's daily job.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPayoutList, ZPayoutListQuery, ZPayoutPage } from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import * as payouts from './payouts-admin.service.js';
import './stripe-payouts.js';

const params = z.object({ id: z.string().max(20) });

export default async function payoutsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: reconciliation', roles: ['finance'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/payouts', {
    schema: {
      summary:
        'Payouts arriving in a period (local dates) with what matched nothing, and card payments no payout carried',
      querystring: ZPayoutListQuery,
      response: { 200: ZPayoutList, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({
      data: await payouts.listPayouts(deps, request.query.from, request.query.to),
    }),
  });

  app.get('/payouts/:id', {
    schema: {
      summary: 'A payout with every movement it carries, matched to our payments and refunds',
      params,
      response: { 200: ZPayoutPage, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await payouts.payoutPage(deps, idFromPath(request.params.id, 'Payout')),
    }),
  });

  app.get('/payouts/:id/items.csv', {
    schema: {
      summary: "A payout's movements as a CSV file",
      params,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { name, csv } = await payouts.payoutCsv(deps, idFromPath(request.params.id, 'Payout'));
      return sendCsv(reply, name, csv);
    },
  });
}

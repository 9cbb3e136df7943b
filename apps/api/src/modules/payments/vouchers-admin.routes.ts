// /api/admin/vouchers: the treasurer's vouchers (finance staff): search, one voucher with the
// orders that used it, a new client voucher, withdrawing or restoring one (both audited), and the
// Active & Creative Kids claim report with its CSV file. /api/admin/members/:mid/voucher-lock:
// lifting a member's voucher lock-out (audited), from the member's console page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAkvClaimQuery,
  ZAkvClaims,
  ZMemberReason,
  ZVoucherChange,
  ZVoucherCreate,
  ZVoucherPage,
  ZVoucherSearchPage,
  ZVoucherSearchQuery,
} from '@courtside/contracts/admin';
import { ZMessage } from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import * as vouchers from './vouchers-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function vouchersAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: vouchers', roles: ['finance'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/vouchers', {
    schema: {
      summary: 'Find vouchers by number, kind and status (usable, used, expired, withdrawn), newest first',
      querystring: ZVoucherSearchQuery,
      response: { 200: ZVoucherSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await vouchers.searchVouchers(deps, request.query) }),
  });

  app.get('/vouchers/akv-claims', {
    schema: {
      summary:
        'The Active & Creative Kids vouchers redeemed in a period (local dates), as the claim lists them',
      querystring: ZAkvClaimQuery,
      response: { 200: ZAkvClaims, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({
      data: await vouchers.akvClaims(deps, request.query.from, request.query.to),
    }),
  });

  app.get('/vouchers/akv-claims.csv', {
    schema: {
      summary: 'The Active & Creative Kids claim as a CSV file',
      querystring: ZAkvClaimQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(
        reply,
        `active-kids-claim-${from}-to-${to}.csv`,
        await vouchers.akvClaimsCsv(deps, from, to),
      );
    },
  });

  app.get('/vouchers/:id', {
    schema: {
      summary: 'A voucher with every paid order that used it',
      params,
      response: { 200: ZVoucherPage, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await vouchers.voucherPage(deps, idFromPath(request.params.id, 'Voucher')),
    }),
  });

  app.post('/vouchers', {
    schema: {
      summary:
        'Make a client voucher: fixed (cents) or percent (basis points), PIN or member, single use or not, last day',
      body: ZVoucherCreate,
      response: { 201: ZVoucherPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const id = await vouchers.createVoucher(deps, request.user.memberId, request.body);
      return reply.code(201).send({ data: await vouchers.voucherPage(deps, id) });
    },
  });

  app.post('/members/:mid/voucher-lock/clear', {
    schema: {
      summary: "Lift a member's voucher lock-out (too many wrong voucher numbers or PINs); audited",
      params: z.object({ mid: z.string().max(20) }),
      body: ZMemberReason,
      response: { 200: ZMessage, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const mid = idFromPath(request.params.mid, 'Member');
      const cleared = await vouchers.clearVoucherLock(deps, request.user.memberId, mid, request.body.reason);
      return {
        message:
          cleared > 0
            ? 'The voucher lock-out was lifted: the member can enter vouchers again.'
            : 'The member was not locked out of vouchers; nothing needed clearing.',
      };
    },
  });

  app.post('/vouchers/:id', {
    schema: {
      summary: 'Withdraw or restore a voucher, or change its last day',
      params,
      body: ZVoucherChange,
      response: { 200: ZVoucherPage, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Voucher');
      await vouchers.changeVoucher(deps, request.user.memberId, id, request.body);
      return { data: await vouchers.voucherPage(deps, id) };
    },
  });
}

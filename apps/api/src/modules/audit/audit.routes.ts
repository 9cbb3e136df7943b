// /api/admin/audit: the audit log, searched and paged by the server (admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { staffOnly } from '../../lib/console-access.js';
import { listAudit } from './audit.service.js';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/audit', {
    ...staffOnly('admin'),
    schema: {
      tags: ['console: audit'],
      summary: 'Console writes, newest first: filter by who, action, record or a word of the reason',
      security: [{ bearer: [] }],
      querystring: ZAuditQuery,
      response: { 200: ZAuditPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await listAudit(deps, request.query) }),
  });
}

// /api/admin/audit: the audit log, searched and paged by the server (admins).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { ZAuditFilters, ZAuditPage, ZAuditQuery, type TAuditEntry } from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { CSV_OPTIONS, sendCsv } from '../../lib/csv.js';
import { allAudit, listAudit } from './audit.service.js';

/** The export's columns; before and after as JSON text. */
const CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor',
  'action',
  'entity',
  'entity_id',
  'reason',
  'before',
  'after',
];
const csvRow = (e: TAuditEntry) => [
  e.id,
  e.at,
  e.actor_id,
  e.actor,
  e.action,
  e.entity,
  e.entity_id,
  e.reason ?? '',
  e.before === null ? '' : JSON.stringify(e.before),
  e.after === null ? '' : JSON.stringify(e.after),
];

export default async function auditAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: audit', roles: ['admin'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/audit', {
    schema: {
      summary: 'Console writes, newest first: filter by who, action, record or a word of the reason',
      querystring: ZAuditQuery,
      response: { 200: ZAuditPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await listAudit(deps, request.query) }),
  });

  // The console's grid exports only the rows it has loaded (a page): this is every row the
  // filters keep, read in batches and streamed.
  app.get('/audit.csv', {
    schema: {
      summary: 'The filtered audit log as a CSV file (every matching entry, not one page)',
      querystring: ZAuditFilters,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const rows = Readable.from(allAudit(deps, request.query)).map(csvRow);
      // CSV_OPTIONS: a name or reason starting with = + - @ opens as text in a spreadsheet, never as a formula.
      const csv = rows.pipe(stringify({ header: true, columns: CSV_COLUMNS, ...CSV_OPTIONS }));
      // Fastify sends a stream as it comes, unserialised; the schema's string documents the file.
      return sendCsv(reply, 'audit-log.csv', csv);
    },
  });
}

// The treasurer's reports (finance staff), each as JSON and as a CSV file: takings per day by
// method and gateway, GST per month and BAS quarter, invoices owing by age, and registrations,
// nominations and sales per ISO week. Reads only, so nothing is audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZActivity,
  ZGst,
  ZOwing,
  ZOwingQuery,
  ZReportPeriodQuery,
  ZTakings,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { staffOnly } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import * as reports from './reports-admin.service.js';

const tags = ['console: reports'];
const security = [{ bearer: [] }];
const roles = staffOnly('finance');
const answers = errorAnswers(401, 403, 422);

export default async function reportsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const csv = { produces: ['text/csv'], response: { 200: z.string(), ...answers } };

  app.get('/reports/takings', {
    ...roles,
    schema: {
      tags,
      summary: 'Money received per local day by payment method and gateway, with refunds and totals',
      security,
      querystring: ZReportPeriodQuery,
      response: { 200: ZTakings, ...answers },
    },
    handler: async (request) => ({ data: await reports.takings(deps, request.query.from, request.query.to) }),
  });

  app.get('/reports/takings.csv', {
    ...roles,
    schema: {
      tags,
      summary: 'The takings report as a CSV file',
      security,
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `takings-${from}-to-${to}.csv`, await reports.takingsCsv(deps, from, to));
    },
  });

  app.get('/reports/gst', {
    ...roles,
    schema: {
      tags,
      summary: 'Sales and the GST in them per month and BAS quarter, on the cash basis (when received)',
      security,
      querystring: ZReportPeriodQuery,
      response: { 200: ZGst, ...answers },
    },
    handler: async (request) => ({ data: await reports.gst(deps, request.query.from, request.query.to) }),
  });

  app.get('/reports/gst.csv', {
    ...roles,
    schema: {
      tags,
      summary: 'The GST report as a CSV file',
      security,
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `gst-${from}-to-${to}.csv`, await reports.gstCsv(deps, from, to));
    },
  });

  app.get('/reports/owing', {
    ...roles,
    schema: {
      tags,
      summary: 'Invoices with something owing, by days past their due date as at a date (today by default)',
      security,
      querystring: ZOwingQuery,
      response: { 200: ZOwing, ...answers },
    },
    handler: async (request) => ({ data: await reports.owing(deps, request.query.as_at) }),
  });

  app.get('/reports/owing.csv', {
    ...roles,
    schema: {
      tags,
      summary: 'The invoices owing report as a CSV file',
      security,
      querystring: ZOwingQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const report = await reports.owingCsv(deps, request.query.as_at);
      return sendCsv(reply, `owing-${request.query.as_at ?? 'today'}.csv`, report);
    },
  });

  app.get('/reports/activity', {
    ...roles,
    schema: {
      tags,
      summary: 'Paid registrations, nominations and store sales per ISO week',
      security,
      querystring: ZReportPeriodQuery,
      response: { 200: ZActivity, ...answers },
    },
    handler: async (request) => ({
      data: await reports.activity(deps, request.query.from, request.query.to),
    }),
  });

  app.get('/reports/activity.csv', {
    ...roles,
    schema: {
      tags,
      summary: 'The weekly activity report as a CSV file',
      security,
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `activity-${from}-to-${to}.csv`, await reports.activityCsv(deps, from, to));
    },
  });
}

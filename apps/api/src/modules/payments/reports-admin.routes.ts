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
import { consoleRoutes } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import * as reports from './reports-admin.service.js';

const answers = errorAnswers(401, 403, 422);

export default async function reportsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: reports', roles: ['finance'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const csv = { produces: ['text/csv'], response: { 200: z.string(), ...answers } };

  app.get('/reports/takings', {
    schema: {
      summary: 'Money received per local day by payment method and gateway, with refunds and totals',
      querystring: ZReportPeriodQuery,
      response: { 200: ZTakings, ...answers },
    },
    handler: async (request) => ({ data: await reports.takings(deps, request.query.from, request.query.to) }),
  });

  app.get('/reports/takings.csv', {
    schema: {
      summary: 'The takings report as a CSV file',
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `takings-${from}-to-${to}.csv`, await reports.takingsCsv(deps, from, to));
    },
  });

  app.get('/reports/gst', {
    schema: {
      summary: 'Sales and the GST in them per month and BAS quarter, on the cash basis (when received)',
      querystring: ZReportPeriodQuery,
      response: { 200: ZGst, ...answers },
    },
    handler: async (request) => ({ data: await reports.gst(deps, request.query.from, request.query.to) }),
  });

  app.get('/reports/gst.csv', {
    schema: {
      summary: 'The GST report as a CSV file',
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `gst-${from}-to-${to}.csv`, await reports.gstCsv(deps, from, to));
    },
  });

  app.get('/reports/owing', {
    schema: {
      summary: 'Invoices with something owing, by days past their due date as at a date (today by default)',
      querystring: ZOwingQuery,
      response: { 200: ZOwing, ...answers },
    },
    handler: async (request) => ({ data: await reports.owing(deps, request.query.as_at) }),
  });

  app.get('/reports/owing.csv', {
    schema: {
      summary: 'The invoices owing report as a CSV file',
      querystring: ZOwingQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const report = await reports.owingCsv(deps, request.query.as_at);
      return sendCsv(reply, `owing-${request.query.as_at ?? 'today'}.csv`, report);
    },
  });

  app.get('/reports/activity', {
    schema: {
      summary: 'Paid registrations, nominations and store sales per ISO week',
      querystring: ZReportPeriodQuery,
      response: { 200: ZActivity, ...answers },
    },
    handler: async (request) => ({
      data: await reports.activity(deps, request.query.from, request.query.to),
    }),
  });

  app.get('/reports/activity.csv', {
    schema: {
      summary: 'The weekly activity report as a CSV file',
      querystring: ZReportPeriodQuery,
      ...csv,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `activity-${from}-to-${to}.csv`, await reports.activityCsv(deps, from, to));
    },
  });
}

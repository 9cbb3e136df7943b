import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAY_MSG,
  ZInvoicePaymentRequest,
  ZInvoicePaymentResponse,
  ZInvoiceResponse,
  ZInvoicesResponse,
} from '@courtside/contracts';
import { PAYMENT_ERROR_ANSWERS, requestFieldErrors } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { paymentError, outcomeBody } from '../payments/index.js';
import * as invoices from './invoices.service.js';

const errors = PAYMENT_ERROR_ANSWERS;
const invoiceParams = z.object({ invoice: z.string().max(20) });

/** /api/ecommerce invoices (sign-in checked by the scope in app.ts). Another member's invoice answers 404. */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/invoices', {
    schema: {
      tags: ['invoices'],
      summary: "The member's invoices and those of teams they manage or administer",
      security: [{ bearer: [] }],
      response: { 200: ZInvoicesResponse, ...errors },
    },
    handler: async (request) => ({ data: await invoices.listInvoices(deps, request.user.memberId) }),
  });

  app.get('/invoice/:invoice', {
    schema: {
      tags: ['invoices'],
      summary: 'One invoice (detail screen)',
      security: [{ bearer: [] }],
      params: invoiceParams,
      response: { 200: ZInvoiceResponse, ...errors },
    },
    handler: async (request) => ({
      data: await invoices.getInvoice(
        deps,
        request.user.memberId,
        idFromPath(request.params.invoice, 'Invoice'),
      ),
    }),
  });

  app.post('/invoice/:invoice/payment', {
    schema: {
      tags: ['invoices'],
      summary: 'Pay all or part of an invoice ($1 up to the amount owing)',
      security: [{ bearer: [] }],
      params: invoiceParams,
      body: ZInvoicePaymentRequest,
      response: { 200: ZInvoicePaymentResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) {
        const fieldErrors = requestFieldErrors(request.validationError);
        throw paymentError('error_validation', PAY_MSG.invoiceInvalid, fieldErrors);
      }
      const invoiceId = idFromPath(request.params.invoice, 'Invoice');
      return outcomeBody(await invoices.payInvoice(deps, request.user.memberId, invoiceId, request.body));
    },
  });
}

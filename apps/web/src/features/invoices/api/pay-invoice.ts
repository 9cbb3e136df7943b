import {
  ZInvoicePaymentResponse,
  type TPaymentOutcome,
  type ZInvoicePaymentRequest,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type InvoicePaymentBody = z.input<typeof ZInvoicePaymentRequest>;

/** POST /api/ecommerce/invoice/{invoice}/payment: pay all or part of what is owing ($1 up to the owing). */
export const payInvoice = (invoiceId: number, body: InvoicePaymentBody): Promise<TPaymentOutcome> =>
  apiPost(`/api/ecommerce/invoice/${invoiceId}/payment`, body, ZInvoicePaymentResponse);

export const usePayInvoice = (invoiceId: number) =>
  useMutation({ mutationFn: (body: InvoicePaymentBody) => payInvoice(invoiceId, body) });

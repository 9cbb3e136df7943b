import type { TInvoice } from '@courtside/contracts';

export const INVOICES_PATH = '/member/invoices';
export const invoicePath = (id: number | string) => `/member/invoices/invoice/${id}`;
export const invoicePaymentPath = (id: number | string) => `/member/invoices/invoice/${id}/payment`;
export const orderPath = (id: number) => `/member/orders/order/${id}`;

/** Who the invoice is for: the legacy team names when present, else the member or team. */
export const invoiceeName = (i: Pick<TInvoice, 'inv_legacy_teams' | 'inv_invoiceable'>) =>
  i.inv_legacy_teams || i.inv_invoiceable;

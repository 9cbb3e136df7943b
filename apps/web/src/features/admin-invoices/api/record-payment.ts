import { ZAdminInvoiceResponse, type TOfflinePayment } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { invoicesKey } from './search-invoices';

/**
 * POST /api/admin/invoices/:id/payments: money received outside the portal (cash, EFT, cheque);
 * answers the invoice. Refused (409) when it would pay more than is owing.
 */
export const recordPayment = async ({ id, ...body }: TOfflinePayment & { id: number }) =>
  (await apiPost(`/api/admin/invoices/${id}/payments`, body, ZAdminInvoiceResponse)).data;

export const useRecordPayment = () => useConsoleChange(invoicesKey, recordPayment);

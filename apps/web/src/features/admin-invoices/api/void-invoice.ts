import { ZAdminInvoiceResponse, type TInvoiceVoid } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { invoicesKey } from './search-invoices';

/**
 * POST /api/admin/invoices/:id/void: what is still owing is credited (credit note CN-<id>);
 * answers the invoice. Refused (409) when it is void already.
 */
export const voidInvoice = async ({ id, ...body }: TInvoiceVoid & { id: number }) =>
  (await apiPost(`/api/admin/invoices/${id}/void`, body, ZAdminInvoiceResponse)).data;

export const useVoidInvoice = () => useConsoleChange(invoicesKey, voidInvoice);

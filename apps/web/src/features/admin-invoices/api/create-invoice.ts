import { ZAdminInvoiceResponse, type TInvoiceCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { invoicesKey } from './search-invoices';

/** POST /api/admin/invoices: a new invoice for a member or a team; answers it (201). */
export const createInvoice = async (body: TInvoiceCreate) =>
  (await apiPost('/api/admin/invoices', body, ZAdminInvoiceResponse)).data;

export const useCreateInvoice = () => useConsoleChange(invoicesKey, createInvoice);

import { ZAdminHireAnswer, type THireCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/**
 * POST /api/admin/hire-bookings: one hire for a member, priced by the member side's rates and
 * billed on an invoice unless `invoice: false`; answers it (201). Refused with 409 when the court
 * is taken (errors keyed by the date name what takes it), 422 under the fields.
 */
export const createHire = async (body: THireCreate) =>
  (await apiPost('/api/admin/hire-bookings', body, ZAdminHireAnswer)).data;

export const useCreateHire = () => useConsoleChange(venuesKey, createHire);

import { ZAdminHireBlockAnswer, type THireBlockCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/**
 * POST /api/admin/hire-bookings/block: a hire on every date of a recurring rule, all or none;
 * answers the hires and their total (201). A 409 (a clash) or 422 (a date that cannot be priced)
 * names every such date in `errors`, keyed by the date.
 */
export const createHireBlock = async (body: THireBlockCreate) =>
  (await apiPost('/api/admin/hire-bookings/block', body, ZAdminHireBlockAnswer)).data;

export const useCreateHireBlock = () => useConsoleChange(venuesKey, createHireBlock);

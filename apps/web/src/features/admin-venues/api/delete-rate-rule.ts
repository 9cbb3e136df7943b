import { ZDeleted } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** DELETE /api/admin/rate-rules/:id: the rule no longer prices hires. */
export const deleteRateRule = async (id: number) =>
  (await apiDelete(`/api/admin/rate-rules/${id}`, ZDeleted)).data;

export const useDeleteRateRule = () => useConsoleChange(venuesKey, deleteRateRule);

import { ZHpcClosureOne, type THpcClosureCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * POST /api/admin/hpc/closures: the centre closed from first_day to last_day; every subscription's
 * billing moves on by its days (now, or at renewal). Refused (409) when it overlaps another closure.
 */
export const createClosure = async (body: THpcClosureCreate) =>
  (await apiPost('/api/admin/hpc/closures', body, ZHpcClosureOne)).data;

export const useCreateClosure = () => useConsoleChange(hpcKey, createClosure);

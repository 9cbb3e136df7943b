import { ZAdminPlanResponse, type TPlanWrite } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** POST /api/admin/hpc/plans: a new plan (every field); answers it (201). */
export const createPlan = async (body: TPlanWrite) =>
  (await apiPost('/api/admin/hpc/plans', body, ZAdminPlanResponse)).data;

export const useCreatePlan = () => useConsoleChange(hpcKey, createPlan);

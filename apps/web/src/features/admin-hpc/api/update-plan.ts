import { ZAdminPlanResponse, type TPlanWrite } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** PUT /api/admin/hpc/plans/:id: every field of the plan (current subscriptions keep their price); answers it. */
export const updatePlan = async ({ id, ...body }: TPlanWrite & { id: number }) =>
  (await apiPut(`/api/admin/hpc/plans/${id}`, body, ZAdminPlanResponse)).data;

export const useUpdatePlan = () => useConsoleChange(hpcKey, updatePlan);

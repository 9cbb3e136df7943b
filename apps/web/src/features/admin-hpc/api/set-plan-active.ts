import { ZAdminPlanResponse } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** PUT /api/admin/hpc/plans/:id/active: withdraw the plan from the member Plans screen (false) or restore it. */
export const setPlanActive = async ({ id, active }: { id: number; active: boolean }) =>
  (await apiPut(`/api/admin/hpc/plans/${id}/active`, { active }, ZAdminPlanResponse)).data;

export const useSetPlanActive = () => useConsoleChange(hpcKey, setPlanActive);

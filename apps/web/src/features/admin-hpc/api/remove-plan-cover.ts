import { ZAdminPlanResponse } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** DELETE /api/admin/hpc/plans/:id/cover: the plan shows without a cover; answers it. */
export const removePlanCover = async (id: number) =>
  (await apiDelete(`/api/admin/hpc/plans/${id}/cover`, ZAdminPlanResponse)).data;

export const useRemovePlanCover = () => useConsoleChange(hpcKey, removePlanCover);

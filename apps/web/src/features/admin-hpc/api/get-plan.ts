import { ZAdminPlanResponse, type TAdminPlan } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { hpcKey } from './get-classes';

/** GET /api/admin/hpc/plans/:id: one plan. */
export const getPlan = async (id: number, signal?: AbortSignal): Promise<TAdminPlan> =>
  (await apiGet(`/api/admin/hpc/plans/${id}`, ZAdminPlanResponse, signal)).data;

export const planQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...hpcKey, 'plan', id],
    queryFn: ({ signal }) => getPlan(id, signal),
    staleTime: 0,
  });

export const usePlan = (id: number) => useQuery(planQueryOptions(id));

import { ZPlanResponse, ZPlansResponse, type TPlan } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/hpc/plans: the plans on offer. */
export const getPlans = async (signal?: AbortSignal): Promise<TPlan[]> =>
  (await apiGet('/api/hpc/plans', ZPlansResponse, signal)).data;

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['hpc', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 0 });

export const usePlans = () => useQuery(plansQueryOptions());

/** GET /api/hpc/plans/{plan}: one plan for the payment wizard (404 when it is not on offer). */
export const getPlan = async (planId: number, signal?: AbortSignal): Promise<TPlan> =>
  (await apiGet(`/api/hpc/plans/${planId}`, ZPlanResponse, signal)).data;

export const planQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: ['hpc', 'plans', planId],
    queryFn: ({ signal }) => getPlan(planId, signal),
    staleTime: 0,
    retry: false,
  });

export const usePlan = (planId: number) =>
  useQuery({ ...planQueryOptions(planId), enabled: Number.isInteger(planId) && planId > 0 });

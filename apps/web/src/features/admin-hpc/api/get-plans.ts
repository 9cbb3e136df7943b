import { ZAdminPlanList, type TAdminPlan } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { hpcKey } from './get-classes';

/** GET /api/admin/hpc/plans: every plan, on offer or withdrawn, with its active subscriptions. */
export const getPlans = async (signal?: AbortSignal): Promise<TAdminPlan[]> =>
  (await apiGet('/api/admin/hpc/plans', ZAdminPlanList, signal)).data.plans;

export const plansQueryOptions = () =>
  queryOptions({ queryKey: [...hpcKey, 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 0 });

export const usePlans = () => useQuery(plansQueryOptions());

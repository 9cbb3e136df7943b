import { ZSubscriptionsResponse, type TSubscription } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/hpc/subscriptions: the member's subscriptions. */
export const getSubscriptions = async (signal?: AbortSignal): Promise<TSubscription[]> =>
  (await apiGet('/api/hpc/subscriptions', ZSubscriptionsResponse, signal)).data;

export const subscriptionsQueryKey = ['hpc', 'subscriptions'] as const;

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsQueryKey,
    queryFn: ({ signal }) => getSubscriptions(signal),
    staleTime: 0,
  });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());

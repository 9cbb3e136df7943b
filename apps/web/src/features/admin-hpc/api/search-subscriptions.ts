import {
  ZAdminSubscriptionPage,
  type TAdminSubscriptionPage,
  type TAdminSubscriptionQuery,
} from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';
import { hpcKey } from './get-classes';

/** GET /api/admin/hpc/subscriptions: one page of the subscriptions matching a member or number, a status and waiting requests. */
export const searchSubscriptions = async (
  query: TAdminSubscriptionQuery,
  signal?: AbortSignal,
): Promise<TAdminSubscriptionPage> =>
  (await apiGet(`/api/admin/hpc/subscriptions?${queryStringOf(query)}`, ZAdminSubscriptionPage, signal)).data;

export const subscriptionsQueryOptions = (query: TAdminSubscriptionQuery) =>
  queryOptions({
    queryKey: [...hpcKey, 'subscriptions', query],
    queryFn: ({ signal }) => searchSubscriptions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (query: TAdminSubscriptionQuery) =>
  useQuery(subscriptionsQueryOptions(query));

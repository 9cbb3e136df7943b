import { ZHpcClosures, type THpcClosure } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { hpcKey } from './get-classes';

/** GET /api/admin/hpc/closures: the centre's closures, with the subscriptions each moved. */
export const getClosures = async (signal?: AbortSignal): Promise<THpcClosure[]> =>
  (await apiGet('/api/admin/hpc/closures', ZHpcClosures, signal)).data;

export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: [...hpcKey, 'closures'],
    queryFn: ({ signal }) => getClosures(signal),
    staleTime: 0,
  });

export const useClosures = () => useQuery(closuresQueryOptions());

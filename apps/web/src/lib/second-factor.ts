// Whether the signed-in member has two-factor sign-in on: read by the profile (to offer set-up
// or show the codes left) and by the console's door (to ask for a code or send staff to set it up).
import { ZSecondFactorStatusResponse, type TSecondFactorStatus } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /api/member/second-factor. */
export const getSecondFactorStatus = async (signal?: AbortSignal): Promise<TSecondFactorStatus> =>
  (await apiGet('/api/member/second-factor', ZSecondFactorStatusResponse, signal)).data;

export const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['second-factor'],
    queryFn: ({ signal }) => getSecondFactorStatus(signal),
    staleTime: 0,
  });

export const useSecondFactorStatus = () => useQuery(secondFactorQueryOptions());

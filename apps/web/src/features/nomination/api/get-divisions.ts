import { ZNominationDivisionsResponse, type TNominationDivision } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/divisions/{group}: divisions taking entries ('(SOLD OUT) ' prefix when full). */
export const getDivisions = async (group: string, signal?: AbortSignal): Promise<TNominationDivision[]> =>
  (
    await apiGet(
      `/api/ecommerce/divisions/${encodeURIComponent(group)}`,
      ZNominationDivisionsResponse,
      signal,
    )
  ).data;

export const divisionsQueryOptions = (group: string) =>
  queryOptions({
    queryKey: ['nomination', 'divisions', group],
    queryFn: ({ signal }) => getDivisions(group, signal),
    staleTime: 0,
  });

export const useDivisions = (group: string) =>
  useQuery({ ...divisionsQueryOptions(group), enabled: group !== '' });

import { ZNominationDivisionsResponse, type TNominationDivision } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/preferreddivisions/{division}: choices for a waitlist division. */
export const getPreferredDivisions = async (
  division: string,
  signal?: AbortSignal,
): Promise<TNominationDivision[]> =>
  (
    await apiGet(
      `/api/ecommerce/preferreddivisions/${encodeURIComponent(division)}`,
      ZNominationDivisionsResponse,
      signal,
    )
  ).data;

export const preferredDivisionsQueryOptions = (division: string) =>
  queryOptions({
    queryKey: ['nomination', 'preferred', division],
    queryFn: ({ signal }) => getPreferredDivisions(division, signal),
    staleTime: 0,
  });

/** Asked only when the chosen division has a waitlist. */
export const usePreferredDivisions = (division: string, waitlist: boolean) =>
  useQuery({ ...preferredDivisionsQueryOptions(division), enabled: waitlist && division !== '' });

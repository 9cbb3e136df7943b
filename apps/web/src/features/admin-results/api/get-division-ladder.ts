import { ZDivisionLadder } from '@courtside/contracts/admin';
import type { TStandingsResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/divisions/:id/ladder: the division's full ladder now, also while its results are hidden. */
export const getDivisionLadder = async (
  divisionId: number,
  signal?: AbortSignal,
): Promise<TStandingsResponse> =>
  (await apiGet(`/api/admin/divisions/${divisionId}/ladder`, ZDivisionLadder, signal)).data;

export const ladderQueryKey = (divisionId: number) => ['admin', 'results', 'ladder', divisionId] as const;

export const divisionLadderQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: ladderQueryKey(divisionId),
    queryFn: ({ signal }) => getDivisionLadder(divisionId, signal),
    staleTime: 0,
  });

export const useDivisionLadder = (divisionId: number) => useQuery(divisionLadderQueryOptions(divisionId));

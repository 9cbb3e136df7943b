import { ZAdjustmentList, type TAdjustment } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/divisions/:id/adjustments: the division's ladder adjustments, oldest first. */
export const getAdjustments = async (divisionId: number, signal?: AbortSignal): Promise<TAdjustment[]> =>
  (await apiGet(`/api/admin/divisions/${divisionId}/adjustments`, ZAdjustmentList, signal)).data.adjustments;

export const adjustmentsQueryKey = (divisionId: number) =>
  ['admin', 'results', 'adjustments', divisionId] as const;

export const adjustmentsQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: adjustmentsQueryKey(divisionId),
    queryFn: ({ signal }) => getAdjustments(divisionId, signal),
    staleTime: 0,
  });

export const useAdjustments = (divisionId: number) => useQuery(adjustmentsQueryOptions(divisionId));

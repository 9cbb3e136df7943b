import { ZStatTotalsList, type TStatTotalsRow } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/stats/division/{id}/totals: every player's season in the division, most points first. */
export const getSeasonTotals = async (divisionId: string, signal?: AbortSignal): Promise<TStatTotalsRow[]> =>
  (await apiGet(`/api/draw/stats/division/${encodeURIComponent(divisionId)}/totals`, ZStatTotalsList, signal))
    .data;

export const seasonTotalsQueryOptions = (divisionId: string) =>
  queryOptions({
    queryKey: ['stats', 'totals', divisionId],
    queryFn: ({ signal }) => getSeasonTotals(divisionId, signal),
    enabled: divisionId !== '',
  });

export const useSeasonTotals = (divisionId: string) => useQuery(seasonTotalsQueryOptions(divisionId));

import { ZStandingsResponse, type TStandingsResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/draw/result?season=&division=: the ladder, computed by the server from the results. */
export const getStandings = (
  seasonId: string,
  divisionId: string,
  signal?: AbortSignal,
): Promise<TStandingsResponse> =>
  apiGet(
    `/api/draw/result?${new URLSearchParams({ season: seasonId, division: divisionId }).toString()}`,
    ZStandingsResponse,
    signal,
  );

export const standingsQueryOptions = (seasonId: string, divisionId: string) =>
  queryOptions({
    queryKey: ['draw', 'result', seasonId, divisionId],
    queryFn: ({ signal }) => getStandings(seasonId, divisionId, signal),
    enabled: seasonId !== '' && divisionId !== '',
    staleTime: 30_000,
  });

export const useStandings = (seasonId: string, divisionId: string) =>
  useQuery(standingsQueryOptions(seasonId, divisionId));

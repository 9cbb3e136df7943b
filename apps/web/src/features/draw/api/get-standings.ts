import { ZStandingsResponse, type TStandingsResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/draw/result?season=&division=[&round=]: the ladder, computed by the server from the
 * results; with a round, the ladder as it stood after that round ('' = the latest).
 */
export const getStandings = (
  seasonId: string,
  divisionId: string,
  round = '',
  signal?: AbortSignal,
): Promise<TStandingsResponse> =>
  apiGet(
    `/api/draw/result?${new URLSearchParams({ season: seasonId, division: divisionId, ...(round ? { round } : {}) }).toString()}`,
    ZStandingsResponse,
    signal,
  );

export const standingsQueryOptions = (seasonId: string, divisionId: string, round = '') =>
  queryOptions({
    queryKey: ['draw', 'result', seasonId, divisionId, round],
    queryFn: ({ signal }) => getStandings(seasonId, divisionId, round, signal),
    enabled: seasonId !== '' && divisionId !== '',
    staleTime: 30_000,
  });

export const useStandings = (seasonId: string, divisionId: string, round = '') =>
  useQuery(standingsQueryOptions(seasonId, divisionId, round));

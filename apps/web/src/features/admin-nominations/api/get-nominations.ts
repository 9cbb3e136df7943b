import { ZNominationPage, type TNominationPage, type TNominationQuery } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiQueryOf } from '../nominations';

/** GET /api/admin/nominations: one page of a season's nominations, filtered, paged and sorted by the server. */
export const getNominations = async (
  query: TNominationQuery,
  signal?: AbortSignal,
): Promise<TNominationPage> =>
  (await apiGet(`/api/admin/nominations?${apiQueryOf(query)}`, ZNominationPage, signal)).data;

export const nominationsQueryOptions = (query: TNominationQuery) =>
  queryOptions({
    queryKey: ['admin', 'nominations', query],
    queryFn: ({ signal }) => getNominations(query, signal),
    staleTime: 0,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useNominations = (query: TNominationQuery, enabled: boolean) =>
  useQuery({ ...nominationsQueryOptions(query), enabled });

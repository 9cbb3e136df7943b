import { ZNominationPageResponse, type TNominationPage } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/teamnomination: whether entries are open, sk_tm, tax rate, donations. */
export const getNominationPage = async (signal?: AbortSignal): Promise<TNominationPage> =>
  (await apiGet('/api/ecommerce/teamnomination', ZNominationPageResponse, signal)).data;

export const nominationPageQueryOptions = () =>
  queryOptions({
    queryKey: ['nomination', 'page'],
    queryFn: ({ signal }) => getNominationPage(signal),
    staleTime: 0,
  });

export const useNominationPage = () => useQuery(nominationPageQueryOptions());

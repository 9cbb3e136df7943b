import { ZStoreVenuesResponse, type TStoreVenue } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { StoreOrigin } from '../paths';

/** GET /api/ecommerce/store/productvenues?orig=: venues with products on offer (the venue picker). */
export const getProductVenues = async (origin: StoreOrigin, signal?: AbortSignal): Promise<TStoreVenue[]> =>
  (
    await apiGet(
      `/api/ecommerce/store/productvenues${origin === 'hpc' ? '?orig=hpc' : ''}`,
      ZStoreVenuesResponse,
      signal,
    )
  ).data;

export const productVenuesQueryOptions = (origin: StoreOrigin) =>
  queryOptions({
    queryKey: ['store', 'venues', origin],
    queryFn: ({ signal }) => getProductVenues(origin, signal),
    staleTime: 5 * 60_000,
  });

export const useProductVenues = (origin: StoreOrigin) => useQuery(productVenuesQueryOptions(origin));

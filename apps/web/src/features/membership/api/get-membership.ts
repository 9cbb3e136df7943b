import { ZMembershipDataResponse, type TMembershipData, type TSport } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/membership/{sport}: product, price, sport options and whether renewal is open. */
export const getMembership = async (sport: TSport, signal?: AbortSignal): Promise<TMembershipData> =>
  (await apiGet(`/api/ecommerce/membership/${sport}`, ZMembershipDataResponse, signal)).data;

export const membershipQueryOptions = (sport: TSport) =>
  queryOptions({
    queryKey: ['membership', sport],
    queryFn: ({ signal }) => getMembership(sport, signal),
    staleTime: 0,
  });

export const useMembership = (sport: TSport) => useQuery(membershipQueryOptions(sport));

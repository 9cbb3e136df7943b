import { ZAdminHireAnswer, type TAdminHire } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { venuesKey } from './get-venues';

/** GET /api/admin/hire-bookings/:id: a hire, its member, court, local date and times, price and status. */
export const getHire = async (id: number, signal?: AbortSignal): Promise<TAdminHire> =>
  (await apiGet(`/api/admin/hire-bookings/${id}`, ZAdminHireAnswer, signal)).data;

export const hireQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...venuesKey, 'hire', id],
    queryFn: ({ signal }) => getHire(id, signal),
    staleTime: 0,
  });

export const useHire = (id: number) => useQuery(hireQueryOptions(id));

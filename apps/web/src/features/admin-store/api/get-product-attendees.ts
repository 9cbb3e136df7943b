import { ZProductAttendees, type TProductAttendees } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storeKey } from './get-categories';

/** GET /api/admin/store/products/:id/attendees: who attends, from paid places not refunded, by last name. */
export const getProductAttendees = async (id: number, signal?: AbortSignal): Promise<TProductAttendees> =>
  (await apiGet(`/api/admin/store/products/${id}/attendees`, ZProductAttendees, signal)).data;

export const productAttendeesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...storeKey, 'product', id, 'attendees'],
    queryFn: ({ signal }) => getProductAttendees(id, signal),
    staleTime: 0,
  });

export const useProductAttendees = (id: number) => useQuery(productAttendeesQueryOptions(id));

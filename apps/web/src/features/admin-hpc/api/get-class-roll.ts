import { ZClassRoll, type TClassRoll } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { hpcKey } from './get-classes';

/** GET /api/admin/hpc/classes/:id: the class, its booked members (the roll) and its waitlist in order. */
export const getClassRoll = async (id: number, signal?: AbortSignal): Promise<TClassRoll> =>
  (await apiGet(`/api/admin/hpc/classes/${id}`, ZClassRoll, signal)).data;

export const classRollQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...hpcKey, 'class', id],
    queryFn: ({ signal }) => getClassRoll(id, signal),
    staleTime: 0,
  });

export const useClassRoll = (id: number) => useQuery(classRollQueryOptions(id));

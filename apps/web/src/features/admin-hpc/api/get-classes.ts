import { ZAdminClassList, type TAdminClass, type TAdminClassQuery } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';

/** Every read of the console's HPC area sits under this key: a change asks them again. */
export const hpcKey = ['admin', 'hpc'] as const;

/** GET /api/admin/hpc/classes?from=&to=: the classes on those local days, cancelled ones too, in time order. */
export const getClasses = async (query: TAdminClassQuery, signal?: AbortSignal): Promise<TAdminClass[]> =>
  (await apiGet(`/api/admin/hpc/classes?${queryStringOf({ ...query })}`, ZAdminClassList, signal)).data
    .classes;

export const classesQueryOptions = (query: TAdminClassQuery) =>
  queryOptions({
    queryKey: [...hpcKey, 'classes', query],
    queryFn: ({ signal }) => getClasses(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useClasses = (query: TAdminClassQuery) => useQuery(classesQueryOptions(query));

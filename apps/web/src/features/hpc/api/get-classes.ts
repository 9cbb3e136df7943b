import { ZClassesResponse, type THpcClass } from '@courtside/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/hpc/classes/{week}: week 0-3 of the schedule (week 0 starts today). */
export const getClasses = async (week: number, signal?: AbortSignal): Promise<THpcClass[]> =>
  (await apiGet(`/api/hpc/classes/${week}`, ZClassesResponse, signal)).data;

export const classesQueryKey = (week: number) => ['hpc', 'classes', week] as const;

export const classesQueryOptions = (week: number) =>
  queryOptions({
    queryKey: classesQueryKey(week),
    queryFn: ({ signal }) => getClasses(week, signal),
    staleTime: 0,
  });

/** The classes of the given weeks (a page of the calendar can span two). */
export const useClassWeeks = (weeks: readonly number[]) =>
  useQueries({ queries: weeks.map((w) => classesQueryOptions(w)) });

import { ZIdOptionsResponse, type TIdOption } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/divisiongroups/{grade}: the division groups of a grade. */
export const getDivisionGroups = async (grade: string, signal?: AbortSignal): Promise<TIdOption[]> =>
  (await apiGet(`/api/ecommerce/divisiongroups/${encodeURIComponent(grade)}`, ZIdOptionsResponse, signal))
    .data;

export const divisionGroupsQueryOptions = (grade: string) =>
  queryOptions({
    queryKey: ['nomination', 'groups', grade],
    queryFn: ({ signal }) => getDivisionGroups(grade, signal),
    staleTime: 0,
  });

export const useDivisionGroups = (grade: string) =>
  useQuery({ ...divisionGroupsQueryOptions(grade), enabled: grade !== '' });

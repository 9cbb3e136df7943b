import { ZEnrollmentsResponse, type TEnrollment } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/hpc/enrollments: the member's class enrolments. */
export const getEnrollments = async (signal?: AbortSignal): Promise<TEnrollment[]> =>
  (await apiGet('/api/hpc/enrollments', ZEnrollmentsResponse, signal)).data;

export const enrollmentsQueryKey = ['hpc', 'enrollments'] as const;

export const enrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentsQueryKey,
    queryFn: ({ signal }) => getEnrollments(signal),
    staleTime: 0,
  });

export const useEnrollments = () => useQuery(enrollmentsQueryOptions());

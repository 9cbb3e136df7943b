import { ZGradeList, type TGrade } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/grades: grades in their order with their division groups (shared by every season). */
export const getGrades = async (signal?: AbortSignal): Promise<TGrade[]> =>
  (await apiGet('/api/admin/grades', ZGradeList, signal)).data.grades;

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'grades'], queryFn: ({ signal }) => getGrades(signal), staleTime: 0 });

export const useGrades = () => useQuery(gradesQueryOptions());

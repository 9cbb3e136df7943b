import { ZIdOptionsResponse, type TIdOption } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/grades: grades with a division taking entries. */
export const getGrades = async (signal?: AbortSignal): Promise<TIdOption[]> =>
  (await apiGet('/api/ecommerce/grades', ZIdOptionsResponse, signal)).data;

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['nomination', 'grades'], queryFn: ({ signal }) => getGrades(signal) });

export const useGrades = () => useQuery(gradesQueryOptions());

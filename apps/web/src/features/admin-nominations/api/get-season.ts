import { ZSeasonDetail, type TSeasonDetail } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/seasons/:id: the season and its divisions by grade and division group. */
export const getSeason = async (id: number, signal?: AbortSignal): Promise<TSeasonDetail> =>
  (await apiGet(`/api/admin/seasons/${id}`, ZSeasonDetail, signal)).data;

export const seasonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'seasons', id],
    queryFn: ({ signal }) => getSeason(id, signal),
    staleTime: 0,
  });

/** The season's divisions; nothing is asked while no season is chosen. */
export const useSeason = (id: number | undefined) =>
  useQuery({ ...seasonQueryOptions(id ?? 0), enabled: id !== undefined });

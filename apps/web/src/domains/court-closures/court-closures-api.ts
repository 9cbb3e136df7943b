// The courts closed for a time (API /api/admin/court-closures, owned by court hire): listed from
// a day on, added and removed from a season's Draw screen and from Court hire. Court hire refuses
// bookings over a closure and the next draft or repair places no game in one.
import {
  ZCourtClosureCreated,
  ZCourtClosureDeleted,
  ZCourtClosureHitsAnswer,
  ZCourtClosureList,
  ZCourtClosureVenueCreated,
  type TCourtClosure,
  type TCourtClosureCreate,
  type TCourtClosureHitsQuery,
  type TCourtClosureVenueCreate,
} from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { useConsoleChange } from '../../components/console/change';

const closuresKey = ['admin', 'court-closures'] as const;

/** GET /api/admin/court-closures?from=: every venue's closures overlapping the days from `from` on. */
export const getClosures = async (from: string | null, signal?: AbortSignal): Promise<TCourtClosure[]> =>
  (await apiGet(`/api/admin/court-closures${from ? `?from=${from}` : ''}`, ZCourtClosureList, signal)).data
    .closures;

export const useClosures = (from: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...closuresKey, from],
      queryFn: ({ signal }) => getClosures(from, signal),
      staleTime: 0,
    }),
  );

/** POST /api/admin/court-closures: answers the closure and the live bookings it overlaps; audited. */
export const createClosure = async (body: TCourtClosureCreate) =>
  (await apiPost('/api/admin/court-closures', body, ZCourtClosureCreated)).data;

/** POST /api/admin/court-closures/venue: closes every court of the venue at once; answers what it hits; audited. */
export const createVenueClosure = async (body: TCourtClosureVenueCreate) =>
  (await apiPost('/api/admin/court-closures/venue', body, ZCourtClosureVenueCreated)).data;

/** GET /api/admin/court-closures/hits: the games, hires and classes a closure would hit (nothing is written). */
export const useClosureHits = (q: TCourtClosureHitsQuery | null) =>
  useQuery(
    queryOptions({
      queryKey: [...closuresKey, 'hits', q],
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams(
          Object.entries(q!).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
        );
        return (await apiGet(`/api/admin/court-closures/hits?${params}`, ZCourtClosureHitsAnswer, signal))
          .data;
      },
      enabled: q !== null,
      staleTime: 0,
    }),
  );

/** DELETE /api/admin/court-closures/:id: the court takes bookings and games again; audited. */
export const deleteClosure = async (id: number) =>
  (await apiDelete(`/api/admin/court-closures/${id}`, ZCourtClosureDeleted)).data;

/** A change to the closures: the list (and the audit log, when next shown) is asked again. */
export const useCreateClosure = () => useConsoleChange(closuresKey, createClosure);
export const useCreateVenueClosure = () => useConsoleChange(closuresKey, createVenueClosure);
export const useDeleteClosure = () => useConsoleChange(closuresKey, deleteClosure);

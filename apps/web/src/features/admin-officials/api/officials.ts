// The console's officials (API /api/admin/officials*, /roster-types, /seasons/:id/referees-open,
// /seasons/:id/officials-times, /seasons/:id/allocation, /games/:id/officials and
// /seasons/:id/roster-dates): every read is one query; every change asks the officials' reads
// again (and marks the audit log stale).
import {
  ZAllocation,
  ZAllocationSuggested,
  ZGameOfficialsAnswer,
  ZOfficialAnswer,
  ZOfficials,
  ZOfficialsPayments,
  ZOfficialsSetup,
  ZOfficialsTimes,
  ZRefereesOpenAnswer,
  ZRosterDatePublished,
  ZRosterDateWithdrawn,
  ZRosterTypeAnswer,
  type TAllocationSuggest,
  type TGameOfficialsSave,
  type TOfficialGrant,
  type TRosterTypeChange,
  type TRosterTypeCreate,
  type TWeekdayTime,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import type { Period } from '../../../components/console/periods';

const officialsKey = ['admin', 'officials'] as const;

export const useOfficialsSetup = () =>
  useQuery({
    queryKey: [...officialsKey, 'setup'],
    queryFn: async ({ signal }) => (await apiGet('/api/admin/officials/setup', ZOfficialsSetup, signal)).data,
    staleTime: 0,
  });

export const useOfficials = () =>
  useQuery({
    queryKey: [...officialsKey, 'people'],
    queryFn: async ({ signal }) => (await apiGet('/api/admin/officials', ZOfficials, signal)).data.officials,
    staleTime: 0,
  });

export const useOfficialsTimes = (seasonId: number | undefined) =>
  useQuery({
    queryKey: [...officialsKey, 'times', seasonId],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/seasons/${seasonId}/officials-times`, ZOfficialsTimes, signal)).data,
    enabled: seasonId !== undefined,
    staleTime: 0,
  });

export interface AllocationChoice {
  seasonId: number;
  date: string;
  venueId: number | null;
}

export const useAllocation = (choice: AllocationChoice | null) =>
  useQuery({
    queryKey: [...officialsKey, 'allocation', choice],
    queryFn: async ({ signal }) => {
      const { seasonId, date, venueId } = choice!;
      const query = new URLSearchParams({ date, ...(venueId ? { venue: String(venueId) } : {}) });
      return (
        await apiGet(`/api/admin/seasons/${seasonId}/allocation?${query.toString()}`, ZAllocation, signal)
      ).data;
    },
    enabled: choice !== null,
    staleTime: 0,
  });

export const usePayments = (range: Period | null) =>
  useQuery({
    queryKey: [...officialsKey, 'payments', range],
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/admin/officials/payments?${new URLSearchParams({ ...range! }).toString()}`,
          ZOfficialsPayments,
          signal,
        )
      ).data,
    enabled: range !== null,
    staleTime: 0,
  });

export const paymentsCsvUrl = (range: Period) =>
  `/api/admin/officials/payments.csv?${new URLSearchParams({ ...range }).toString()}`;

/** A change to the officials; their reads (and the audit log, when next shown) are asked again. */
export const useOfficialsChange = <A, R>(change: (arg: A) => Promise<R>) =>
  useConsoleChange(officialsKey, change);

export const createRosterType = async (body: TRosterTypeCreate) =>
  (await apiPost('/api/admin/roster-types', body, ZRosterTypeAnswer)).data;
export const changeRosterType = async ({ id, ...body }: TRosterTypeChange & { id: number }) =>
  (await apiPatch(`/api/admin/roster-types/${id}`, body, ZRosterTypeAnswer)).data;
export const deleteRosterType = async (id: number) =>
  (await apiDelete(`/api/admin/roster-types/${id}`, z.object({ data: z.object({ id: z.number() }) }))).data;
export const setRefereesOpen = async ({ seasonId, open }: { seasonId: number; open: boolean }) =>
  (await apiPut(`/api/admin/seasons/${seasonId}/referees-open`, { open }, ZRefereesOpenAnswer)).data;
export const saveOfficialsTimes = async ({
  seasonId,
  venueId,
  times,
}: {
  seasonId: number;
  venueId: number;
  times: TWeekdayTime[];
}) =>
  (await apiPut(`/api/admin/seasons/${seasonId}/officials-times/${venueId}`, { times }, ZOfficialsTimes))
    .data;
export const grantOfficial = async ({ memberId, ...body }: TOfficialGrant & { memberId: number }) =>
  (await apiPut(`/api/admin/officials/${memberId}`, body, ZOfficialAnswer)).data;
export const saveGameOfficials = async ({ gameId, ...body }: TGameOfficialsSave & { gameId: number }) =>
  (await apiPut(`/api/admin/games/${gameId}/officials`, body, ZGameOfficialsAnswer)).data;
export const suggestAllocation = async ({ seasonId, ...body }: TAllocationSuggest & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/allocation/suggest`, body, ZAllocationSuggested)).data;
export const publishRosterDate = async ({ seasonId, date }: { seasonId: number; date: string }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/roster-dates`, { date }, ZRosterDatePublished)).data;
export const withdrawRosterDate = async ({ seasonId, date }: { seasonId: number; date: string }) =>
  (await apiDelete(`/api/admin/seasons/${seasonId}/roster-dates/${date}`, ZRosterDateWithdrawn)).data;

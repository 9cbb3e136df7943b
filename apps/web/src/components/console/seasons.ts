// The console's seasons as several areas read them (Seasons edits them; Nominations, Teams and
// Invoices choose one): one query each, shared by the areas' screens through the same cache keys,
// and the season a choice opens on. Only console code imports this (scripts/route-size.mjs checks
// no public or member page does).
import {
  ZSeasonDetail,
  ZSeasonList,
  type TSeason,
  type TSeasonDetail,
  type TStaffSelf,
} from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useOutletContext } from 'react-router';
import { apiGet } from '../../lib/api-client';

/** GET /api/admin/seasons: every season, newest first (the server sends them all: seasons are few). */
export const getSeasons = async (signal?: AbortSignal): Promise<TSeason[]> =>
  (await apiGet('/api/admin/seasons', ZSeasonList, signal)).data.seasons;

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'seasons'], queryFn: ({ signal }) => getSeasons(signal), staleTime: 0 });

export const useSeasons = () => useQuery(seasonsQueryOptions());

/** The season being played (newest first, as the API lists them), else the newest not archived. */
export function seasonBeingPlayed(seasons: readonly TSeason[]): TSeason | undefined {
  return (
    seasons.find((s) => s.status === 'active' && !s.archived) ??
    seasons.find((s) => !s.archived) ??
    seasons[0]
  );
}

/** GET /api/admin/seasons/:id: the season and its divisions by grade and division group. */
export const getSeason = async (id: number, signal?: AbortSignal): Promise<TSeasonDetail> =>
  (await apiGet(`/api/admin/seasons/${id}`, ZSeasonDetail, signal)).data;

export const seasonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'seasons', id],
    queryFn: ({ signal }) => getSeason(id, signal),
    staleTime: 0,
  });

/** A season; nothing is asked while no season is chosen. */
export const useSeason = (id: number | undefined) =>
  useQuery({ ...seasonQueryOptions(id ?? 0), enabled: id !== undefined });

const chosenSeasonKey = (staffId: number) => `courtside.console.season.${staffId}`;
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function readChosen(key: string | null): number | undefined {
  const stored = key ? storage()?.getItem(key) : null;
  return stored && /^\d{1,9}$/.test(stored) ? Number(stored) : undefined;
}

/**
 * The season this staff member last chose on Teams, Nominations, Results or the Draw, so each
 * of them opens on it. Kept in this browser's local storage under the staff member's id: where
 * a screen opens is a convenience of one desk, not a record the association keeps.
 */
export function useChosenSeason(): [number | undefined, (seasonId: number) => void] {
  const self = useOutletContext<TStaffSelf | undefined>();
  const key = self ? chosenSeasonKey(self.mid) : null;
  const [chosen, setChosen] = useState(() => readChosen(key));
  const choose = useCallback(
    (seasonId: number) => {
      if (!key) return;
      storage()?.setItem(key, String(seasonId));
      setChosen(seasonId);
    },
    [key],
  );
  return [chosen, choose];
}

/** The chosen season while it still exists, else the screen's own default. */
export const chosenOr = (
  seasons: readonly TSeason[],
  chosen: number | undefined,
  fallback: (seasons: readonly TSeason[]) => TSeason | undefined,
): TSeason | undefined => seasons.find((s) => s.id === chosen) ?? fallback(seasons);

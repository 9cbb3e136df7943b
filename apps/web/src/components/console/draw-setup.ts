// What a season's draw is made from (venues and courts, time slots, blackout dates, the state's
// public holidays, divisions, recent drafts), as two console areas read it: the Draw screen
// shows and changes it, the division dialog (Seasons) offers its venues as preferred ones. One
// query, shared through its cache key. Only console code imports this (scripts/route-size.mjs).
import { ZDrawSetup, type TDrawSetup } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET /api/admin/seasons/:id/draw */
export const getDrawSetup = async (seasonId: number, signal?: AbortSignal): Promise<TDrawSetup> =>
  (await apiGet(`/api/admin/seasons/${seasonId}/draw`, ZDrawSetup, signal)).data;

export const drawSetupQueryOptions = (seasonId: number) =>
  queryOptions({
    queryKey: ['admin', 'seasons', seasonId, 'draw'],
    queryFn: ({ signal }) => getDrawSetup(seasonId, signal),
    staleTime: 0,
  });

export const useDrawSetup = (seasonId: number) => useQuery(drawSetupQueryOptions(seasonId));

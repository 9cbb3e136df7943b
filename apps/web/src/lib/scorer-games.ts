// Whether the signed-in member is named scorer of a game today, for the member menu's Scorer
// entry. It reads the Scorer screen's own answer (GET /api/scorer/games) for its games' ids only:
// the member menu is on every member page, so it must not carry the scoresheet's contract.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from './api-client';
import { askWhenSignedIn } from './auth';
import { useRenderCollector } from './server-render';

const ZScorerGameIds = z.object({ data: z.object({ games: z.array(z.object({ game_id: z.number() })) }) });

/** GET /api/scorer/games, for the ids of today's games (the association's date) only; none for a visitor. */
export const getScorerGameIds = (signal?: AbortSignal): Promise<number[]> =>
  askWhenSignedIn([], async () =>
    (await apiGet('/api/scorer/games', ZScorerGameIds, signal)).data.games.map((g) => g.game_id),
  );

export const scorerGameIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['scorer', 'today'],
    queryFn: ({ signal }) => getScorerGameIds(signal),
    staleTime: 5 * 60_000,
  });

/**
 * Asked by the browser only, once per page load, as the console entry is: every member page's
 * server render stays one request shorter, and the entry simply appears for a scorer once the
 * answer arrives (the server's HTML and the first browser render both lack it, so hydration
 * matches).
 */
export function useScoresToday(): boolean {
  const inBrowser = useRenderCollector() === null;
  const { data } = useQuery({ ...scorerGameIdsQueryOptions(), enabled: inBrowser });
  return (data?.length ?? 0) > 0;
}

import { ZGameChangeCheck, type TGameMove } from '@courtside/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a game's move (or its swap with another) would break, and its officials' clashes. */
export type GameChange = { kind: 'move'; to: TGameMove } | { kind: 'swap'; gameId: number };

/**
 * POST /api/admin/games/:id/move/check or /swap/check: nothing is written; the dialog shows the
 * answer before staff confirm. Asked again whenever the chosen place changes.
 */
export const checkGameChange = async (gameId: number, change: GameChange, signal?: AbortSignal) =>
  (
    await apiRequest(`/api/admin/games/${gameId}/${change.kind}/check`, {
      method: 'POST',
      body: change.kind === 'move' ? change.to : { game_id: change.gameId },
      schema: ZGameChangeCheck,
      signal,
    })
  ).data;

/** Nothing is asked until the change is whole (`change` null). */
export const useGameChangeCheck = (gameId: number, change: GameChange | null) =>
  useQuery({
    queryKey: ['admin', 'draw', 'game-change-check', gameId, change],
    queryFn: ({ signal }) => checkGameChange(gameId, change!, signal),
    enabled: change !== null,
    staleTime: 0,
    retry: false,
  });

import { ZGameChanged, type TGameMove } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { divisionDrawKey } from '../../../domains/draw/division-draw';

/**
 * POST /api/admin/games/:id/move or /swap: the game (or both) takes its new place, keeping its
 * id, officials and scorers; managers and officials are emailed.
 */
export const changeGame = async (
  change: { gameId: number } & ({ kind: 'move'; to: TGameMove } | { kind: 'swap'; otherId: number }),
) =>
  (
    await (change.kind === 'move'
      ? apiPost(`/api/admin/games/${change.gameId}/move`, change.to, ZGameChanged)
      : apiPost(`/api/admin/games/${change.gameId}/swap`, { game_id: change.otherId }, ZGameChanged))
  ).data;

export function useChangeGame(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionDrawKey(seasonId) }),
  });
}

import { ZScoresheetResponse, type TScoresheetInput } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { scorerGameQueryKey } from './get-scorer-game';
import { scorerGamesQueryKey } from './get-scorer-games';

/** PUT /api/scorer/games/:id: the whole scoresheet, as the game's scorer on game day; answers it saved. */
export const saveScorerGame = async ({ gameId, body }: { gameId: number; body: TScoresheetInput }) =>
  (await apiPut(`/api/scorer/games/${gameId}`, body, ZScoresheetResponse)).data;

/** The saved sheet shows at once; today's list (with its results) and the public draw are asked again. */
export function useSaveScorerGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScorerGame,
    onSuccess: async (sheet) => {
      queryClient.setQueryData(scorerGameQueryKey(sheet.game_id), sheet);
      await queryClient.invalidateQueries({ queryKey: scorerGamesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['draw'], refetchType: 'none' });
    },
  });
}

import { ZScoresheetResponse, type TScoresheetInput } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { divisionDrawKey } from '../../../domains/draw/division-draw';
import { scoresheetQueryKey } from './get-scoresheet';

/** PUT /api/admin/games/:id/scoresheet: the whole sheet (its player lines replace those saved); answers it saved. */
export const saveScoresheet = async ({ gameId, body }: { gameId: number; body: TScoresheetInput }) =>
  (await apiPut(`/api/admin/games/${gameId}/scoresheet`, body, ZScoresheetResponse)).data;

/** The saved sheet shows at once; the division's games and any draw or ladder are asked again when next shown. */
export function useSaveScoresheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScoresheet,
    onSuccess: async (sheet) => {
      queryClient.setQueryData(scoresheetQueryKey(sheet.game_id), sheet);
      await queryClient.invalidateQueries({ queryKey: divisionDrawKey(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['draw'], refetchType: 'none' });
    },
  });
}

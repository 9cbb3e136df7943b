import { ZScorers } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { scorersQueryKey } from './get-scorers';

/** PUT /api/admin/games/:id/scorers { member_ids }: replaces the game's scorers; answers them. */
export const setScorers = async ({ gameId, memberIds }: { gameId: number; memberIds: number[] }) =>
  (await apiPut(`/api/admin/games/${gameId}/scorers`, { member_ids: memberIds }, ZScorers)).data.scorers;

export function useSetScorers(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScorers,
    onSuccess: (scorers) => queryClient.setQueryData(scorersQueryKey(gameId), scorers),
  });
}

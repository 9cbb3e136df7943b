import { ZAdjustmentResponse, type TAdjustmentInput } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ladderQueryKey } from './get-division-ladder';
import { adjustmentsQueryKey } from './get-adjustments';

/** POST /api/admin/divisions/:id/adjustments: points added to or taken from a team's ladder, with a reason. */
export const addAdjustment = async ({ divisionId, body }: { divisionId: number; body: TAdjustmentInput }) =>
  (await apiPost(`/api/admin/divisions/${divisionId}/adjustments`, body, ZAdjustmentResponse)).data;

export function useAddAdjustment(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdjustment,
    // The public ladder (if this app showed it) is asked again when next shown.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adjustmentsQueryKey(divisionId) });
      await queryClient.invalidateQueries({ queryKey: ladderQueryKey(divisionId) });
      await queryClient.invalidateQueries({ queryKey: ['draw'], refetchType: 'none' });
    },
  });
}

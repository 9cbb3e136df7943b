import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { ladderQueryKey } from './get-division-ladder';
import { adjustmentsQueryKey } from './get-adjustments';

const ZRemoved = z.object({ data: z.object({ id: z.number() }) });

/** DELETE /api/admin/adjustments/:id with { reason }: taking an adjustment back needs a reason too. */
export const removeAdjustment = async ({ adjustmentId, reason }: { adjustmentId: number; reason: string }) =>
  (
    await apiRequest(`/api/admin/adjustments/${adjustmentId}`, {
      method: 'DELETE',
      body: { reason },
      schema: ZRemoved,
    })
  ).data;

export function useRemoveAdjustment(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdjustment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adjustmentsQueryKey(divisionId) });
      await queryClient.invalidateQueries({ queryKey: ladderQueryKey(divisionId) });
      await queryClient.invalidateQueries({ queryKey: ['draw'], refetchType: 'none' });
    },
  });
}

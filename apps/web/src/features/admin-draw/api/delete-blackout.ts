import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDelete } from '../../../lib/api-client';

// The API answers the removed record's id (no contract names this small answer).
const ZDeleted = z.object({ data: z.object({ id: z.number() }) });

/** DELETE /api/admin/draw/blackouts/:id: the dates take games again in the next draft; audited. */
export const deleteBlackout = async (id: number) =>
  (await apiDelete(`/api/admin/draw/blackouts/${id}`, ZDeleted)).data;

export function useDeleteBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlackout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDelete } from '../../../lib/api-client';

// The API answers the removed record's id (no contract names this small answer).
const ZDeleted = z.object({ data: z.object({ id: z.number() }) });

/** DELETE /api/admin/draw/slots/:id: published games stay where they are; audited. */
export const deleteSlot = async (id: number) =>
  (await apiDelete(`/api/admin/draw/slots/${id}`, ZDeleted)).data;

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

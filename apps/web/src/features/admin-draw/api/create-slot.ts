import { ZDrawSlotResponse, type TDrawSlotInput } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/seasons/:id/draw/slots: a venue's game times on a weekday; audited. */
export const createSlot = async ({ seasonId, ...body }: TDrawSlotInput & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/draw/slots`, body, ZDrawSlotResponse)).data;

export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

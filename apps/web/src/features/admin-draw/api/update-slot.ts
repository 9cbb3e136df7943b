import { ZDrawSlotResponse, type TDrawSlotInput } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/draw/slots/:id: every setting of the time slots replaced; audited. */
export const updateSlot = async ({ id, ...body }: TDrawSlotInput & { id: number }) =>
  (await apiPut(`/api/admin/draw/slots/${id}`, body, ZDrawSlotResponse)).data;

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { ZUpdateCardResponse, type TCardData } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface UpdateCardInput {
  subId: number;
  cardData: TCardData;
  idempotencyKey: string;
}

/** POST /api/hpc/subscriptions/{sub_id}/updatecard: a new card (a suspended subscription retries its renewal). */
export const updateCard = ({ subId, cardData, idempotencyKey }: UpdateCardInput) =>
  apiPost(
    `/api/hpc/subscriptions/${subId}/updatecard`,
    { cardData, action: 'updatecard', sub_id: subId, idempotencyKey },
    ZUpdateCardResponse,
  );

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['hpc', 'subscriptions'] });
      // A retried renewal is a payment: the profile (active_hpc_sub) and receipts change.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

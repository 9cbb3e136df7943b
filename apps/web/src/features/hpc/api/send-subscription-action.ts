import {
  ZSubscriptionActionResponse,
  type TSubscription,
  type TSubscriptionActionRequest,
} from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

/** POST /api/hpc/subscriptions/sendaction {id, action}: a pause or cancel request. */
export const sendSubscriptionAction = (body: TSubscriptionActionRequest) =>
  apiPost('/api/hpc/subscriptions/sendaction', body, ZSubscriptionActionResponse);

export function useSendSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubscriptionAction,
    onSuccess: (answer) => {
      queryClient.setQueryData<TSubscription[]>(subscriptionsQueryKey, (rows) =>
        rows?.map((s) => (s.id === answer.data.id ? answer.data : s)),
      );
    },
  });
}

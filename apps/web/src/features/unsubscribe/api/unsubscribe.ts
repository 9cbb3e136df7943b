import { ZUnsubscribed } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/unsubscribe/:token: stops the kind of message the link was sent with (no sign-in). */
export const unsubscribe = async (token: string) =>
  (await apiPost(`/api/unsubscribe/${encodeURIComponent(token)}`, {}, ZUnsubscribed)).data;

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });

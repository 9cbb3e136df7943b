import { ZMessage } from '@courtside/contracts';
import type { TSignInUnlock } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/sign-in-locks/clear: lifts a member's sign-in lock-out; audited. Answers what was done. */
export const clearSignInLock = async (body: TSignInUnlock) =>
  (await apiPost('/api/admin/sign-in-locks/clear', body, ZMessage)).message;

export function useClearSignInLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSignInLock,
    // The audit log holds the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}

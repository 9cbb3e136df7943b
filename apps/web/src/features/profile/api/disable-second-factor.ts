import { ZMessage } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/second-factor/disable: turns two-factor sign-in off after a code. */
export const disableSecondFactor = async (code: string) =>
  apiPost('/api/member/second-factor/disable', { code }, ZMessage);

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['second-factor'] }),
  });
}

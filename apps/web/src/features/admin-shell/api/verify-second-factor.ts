import { ZSecondFactorVerifiedResponse } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/second-factor/verify: a code steps this session up (its cookie is re-issued). */
export const verifySecondFactor = async (code: string) =>
  (await apiPost('/api/member/second-factor/verify', { code }, ZSecondFactorVerifiedResponse)).data;

/** After the step-up every console answer may change: they are asked again. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['second-factor'] });
      await queryClient.resetQueries({ queryKey: ['admin'] });
    },
  });
}

import { ZSecondFactorCodesResponse } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/second-factor/recovery-codes: ten new codes after a code; the old ones stop working. */
export const renewRecoveryCodes = async (code: string) =>
  (await apiPost('/api/member/second-factor/recovery-codes', { code }, ZSecondFactorCodesResponse)).data
    .recovery_codes;

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['second-factor'] }),
  });
}

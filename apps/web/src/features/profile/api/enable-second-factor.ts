import { ZSecondFactorCodesResponse, type TSecondFactorEnable } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/member/second-factor/enable: the app's first code with the code set-up emailed turns
 * it on. Answers the ten recovery codes, shown once; this session is re-issued as signed in with
 * a second factor.
 */
export const enableSecondFactor = async (codes: TSecondFactorEnable) =>
  (await apiPost('/api/member/second-factor/enable', codes, ZSecondFactorCodesResponse)).data.recovery_codes;

export function useEnableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['second-factor'] }),
  });
}

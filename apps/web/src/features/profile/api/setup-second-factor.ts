import { ZSecondFactorSetupResponse } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/member/second-factor/setup: a new secret and its QR code, and a code emailed to the
 * account (not on until the app's code and the emailed one confirm it).
 */
export const setupSecondFactor = async () =>
  (await apiPost('/api/member/second-factor/setup', {}, ZSecondFactorSetupResponse)).data;

export const useSetupSecondFactor = () => useMutation({ mutationFn: setupSecondFactor });

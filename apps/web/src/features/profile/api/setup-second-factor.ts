import { ZSecondFactorSetupResponse } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/second-factor/setup: a new secret and its QR code (not on until a code confirms it). */
export const setupSecondFactor = async () =>
  (await apiPost('/api/member/second-factor/setup', {}, ZSecondFactorSetupResponse)).data;

export const useSetupSecondFactor = () => useMutation({ mutationFn: setupSecondFactor });

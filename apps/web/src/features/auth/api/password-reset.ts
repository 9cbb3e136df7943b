import { ZTokenResponse, type TPasswordResetRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/password/reset: sets the new password and signs the member in. */
export const resetPassword = (body: TPasswordResetRequest) =>
  apiPost('/api/member/password/reset', { ...body, action: 'password-reset' }, ZTokenResponse);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/password/email: emails a reset link for a username. */
export const sendResetLink = (username: string) =>
  apiPost('/api/member/password/email', { username, action: 'password-email' }, ZMessage);

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });

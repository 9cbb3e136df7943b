import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/username/email: emails the usernames registered with an address. */
export const sendUsername = (email: string) =>
  apiPost('/api/member/username/email', { email, action: 'username-email' }, ZMessage);

export const useSendUsername = () => useMutation({ mutationFn: sendUsername });

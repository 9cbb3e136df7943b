import { ZTokenResponse, type TLoginRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/login. The answer also sets the HttpOnly session cookie. */
export const login = (body: TLoginRequest) => apiPost('/api/member/login', body, ZTokenResponse);

export const useLogin = () => useMutation({ mutationFn: login });

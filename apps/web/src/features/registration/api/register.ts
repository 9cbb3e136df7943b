import { ZRegisterResponse, type TRegistrationRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/register: creates the account and signs it in (cookie). 201, or 409 / 422. */
export const register = (body: TRegistrationRequest) =>
  apiPost('/api/member/register', body, ZRegisterResponse);

export const useRegister = () => useMutation({ mutationFn: register });

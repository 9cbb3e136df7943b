import { ZMessage, type TGameForfeitRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/gameforfeit: cannot be undone. */
export const forfeitGame = (body: TGameForfeitRequest) =>
  apiPost('/api/member/teams/gameforfeit', body, ZMessage);

export const useForfeitGame = () => useMutation({ mutationFn: forfeitGame });

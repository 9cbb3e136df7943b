import { ZMessage, type TRemovePlayerRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/removeteamplayer (not below the division minimum). */
export const removeTeamPlayer = (body: TRemovePlayerRequest) =>
  apiPost('/api/member/teams/removeteamplayer', body, ZMessage);

export const useRemoveTeamPlayer = () => useMutation({ mutationFn: removeTeamPlayer });

import { ZMessage, type TRemovePositionRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/teams/removeteamposition: the coach or assistant position. */
export const removeTeamPosition = (body: TRemovePositionRequest) =>
  apiPost('/api/member/teams/removeteamposition', body, ZMessage);

export const useRemoveTeamPosition = () => useMutation({ mutationFn: removeTeamPosition });

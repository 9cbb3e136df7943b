import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface SaveTeamBody {
  teamTid: number;
  singletColour: string;
  numberColour: string;
  /** A JSON text list of member id and number pairs. */
  playersNumber: string;
}

/** POST /api/member/teams/save: uniform colours and playing numbers. */
export const saveTeam = (body: SaveTeamBody) => apiPost('/api/member/teams/save', body, ZMessage);

export const useSaveTeam = () => useMutation({ mutationFn: saveTeam });

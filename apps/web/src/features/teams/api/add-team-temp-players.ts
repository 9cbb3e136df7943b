import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Rows as the form holds them (text values); the server parses them with the contracts' row schema. */
export interface AddTeamTempPlayersBody {
  teamTid: number;
  tempplayers: Record<string, unknown>[];
}

/** POST /api/member/teams/addteamtempplayers: up to 3 temporary members for a future game (pending requests). */
export const addTeamTempPlayers = (body: AddTeamTempPlayersBody) =>
  apiPost('/api/member/teams/addteamtempplayers', body, ZMessage);

export const useAddTeamTempPlayers = () => useMutation({ mutationFn: addTeamTempPlayers });

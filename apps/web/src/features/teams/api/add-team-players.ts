import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Rows as the form holds them (text values); the server parses them with the contracts' row schema. */
export interface AddTeamPlayersBody {
  teamTid: number;
  players: Record<string, unknown>[];
}

/** POST /api/member/teams/addteamplayers: new members, stored as pending requests for the association. */
export const addTeamPlayers = (body: AddTeamPlayersBody) =>
  apiPost('/api/member/teams/addteamplayers', body, ZMessage);

export const useAddTeamPlayers = () => useMutation({ mutationFn: addTeamPlayers });

import { checkPlayer, type CheckResult } from '../../../lib/player-check';

/**
 * Check player from the team page: fromteamentry false and the team, so people
 * already in the team are refused ('Member already exist or added to the team').
 */
export const checkTeamPlayer = (
  teamTid: number,
  divisionId: number,
  player: { firstname: string; lastname: string; gender: string; dob: string; email: string },
): Promise<CheckResult> => checkPlayer({ player, division: divisionId, fromteamentry: false, teamTid });

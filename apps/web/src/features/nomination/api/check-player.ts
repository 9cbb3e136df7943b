import { checkPlayer, type CheckResult } from '../../../lib/player-check';

/** Check player from step 5 (fromteamentry true, with the chosen division). */
export const checkNominationPlayer = (
  division: string,
  player: { firstname: string; lastname: string; gender: string; dob: string; email: string },
): Promise<CheckResult> => checkPlayer({ player, division: division || null, fromteamentry: true });

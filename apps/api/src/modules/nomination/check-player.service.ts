// Check player: finds the member a manager
// means by first name, last name and date of birth, or by member id. Used by the
// nomination wizard and by the add-member dialogs of the team page.
import {
  NOMINATION_MSG,
  TEAM_MSG,
  type TCheckPlayerRequest,
  type TCheckPlayerResponse,
  type TPlayerWarningsRequest,
  type TPlayerWarningsResponse,
  type TPlayerIdentity,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { countPersonLookup } from '../../lib/person-lookup.js';
import { memberPlayerFacts } from '../people/index.js';
import { divisionEligibility } from '../draw/index.js';
import {
  eligibilityWarnings,
  inTeamManagedBy,
  isoOfDmy,
  lookupPlayer,
  memberIdsOfTeam,
} from '../teams/index.js';

const checkError = (message: string) => new AppError('check_player', message);

/** What the manager is told about a player outside the division's gender or ages (never a refusal). */
async function warningsFor(
  deps: Deps,
  divisionId: number | null | undefined,
  found: { kind: 'found'; memberId: number } | { kind: 'new' },
  player: TPlayerIdentity,
): Promise<string[]> {
  if (!divisionId) return [];
  const today = todayIso(deps.settings.current().timeZone, deps.now());
  const rule = (await divisionEligibility(deps.db, [divisionId], today)).get(divisionId);
  if (!rule) return [];
  if (found.kind === 'found') {
    const person = (await memberPlayerFacts(deps.db, [found.memberId])).get(found.memberId);
    return person ? eligibilityWarnings(rule, { ...person, dob: isoOfDbDate(person.dob) }) : [];
  }
  const dob = isoOfDmy(player.dob);
  if (!dob || !player.gender) return [];
  return eligibilityWarnings(rule, { ...player, dob, gender: player.gender });
}

/**
 * POST /api/ecommerce/teamnomination/playerwarnings: the warnings of players copied from a
 * previous team. Only members of a team the caller manages or administers are told about, so
 * the answer says nothing of strangers.
 */
export async function copiedPlayerWarnings(
  deps: Deps,
  memberId: number,
  req: TPlayerWarningsRequest,
): Promise<TPlayerWarningsResponse['data']> {
  const today = todayIso(deps.settings.current().timeZone, deps.now());
  const rule = (await divisionEligibility(deps.db, [req.division], today)).get(req.division);
  if (!rule) return [];
  const mids: number[] = [];
  for (const mid of new Set(req.mids)) if (await inTeamManagedBy(deps.db, mid, memberId)) mids.push(mid);
  const people = await memberPlayerFacts(deps.db, mids);
  return mids.flatMap((mid) => {
    const person = people.get(mid);
    return person
      ? [{ mid, warnings: eligibilityWarnings(rule, { ...person, dob: isoOfDbDate(person.dob) }) }]
      : [];
  });
}

/** POST /api/ecommerce/teamnomination/checkplayer. */
export async function checkPlayer(
  deps: Deps,
  memberId: number,
  req: TCheckPlayerRequest,
): Promise<TCheckPlayerResponse> {
  await countPersonLookup(deps.limits, memberId);
  const found = await lookupPlayer(deps, deps.db, req.player, memberId);
  if (found.kind === 'invalid') throw checkError(found.message);
  if (found.kind === 'new') {
    if (!req.player.email) throw checkError(NOMINATION_MSG.emailRequired);
    const warnings = await warningsFor(deps, req.division, found, req.player);
    return { data: NOMINATION_MSG.newPlayerFound, mid: null, warnings };
  }
  // The team page: someone already in the team cannot be asked for again. Only a
  // member of that team learns this, so the check reveals nothing about other teams.
  if (req.teamTid) {
    const inTeam = await memberIdsOfTeam(deps.db, req.teamTid);
    if (inTeam.includes(memberId) && inTeam.includes(found.memberId)) throw checkError(TEAM_MSG.memberExists);
  }
  const warnings = await warningsFor(deps, req.division, found, req.player);
  return { data: NOMINATION_MSG.playerFound, mid: found.memberId, warnings };
}

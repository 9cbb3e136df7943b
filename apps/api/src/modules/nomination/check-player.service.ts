// Check player: finds the member a manager
// means by first name, last name and date of birth, or by member id. Used by the
// nomination wizard and by the add-member dialogs of the team page.
import {
  NOMINATION_MSG,
  TEAM_MSG,
  parseDmy,
  todayIn,
  toIsoDate,
  compareDates,
  type TCheckPlayerRequest,
  type TCheckPlayerResponse,
  type TPlayerWarningsRequest,
  type TPlayerWarningsResponse,
  type TPlayerIdentity,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { dbDate, isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { countPersonLookup, sameName } from '../../lib/person-lookup.js';
import { findMemberIdByPerson, memberIdentity, memberPlayerFacts } from '../people/index.js';
import { divisionEligibility, eligibilityWarnings } from '../draw/eligibility.service.js';
import { inTeamManagedBy, memberIdsOfTeam } from '../teams/teams.service.js';

type DbOrTx = Deps['db'] | Prisma.TransactionClient;

export type PlayerLookup =
  /** An existing member. */
  | { kind: 'found'; memberId: number }
  /** Nobody matches: a new person (an email is needed to create them). */
  | { kind: 'new' }
  /** A member id whose name does not match, or a date of birth that is not before today. */
  | { kind: 'invalid'; message: string };

/** YYYY-MM-DD of a dd/mm/yyyy text, or null. */
export function isoOfDmy(dmy: string | undefined): string | null {
  const d = dmy ? parseDmy(dmy) : null;
  return d ? toIsoDate(d) : null;
}

/**
 * Who the row means. By member id (names must match), else by names and date of birth.
 * A member id alone is only taken for someone in a team the caller manages or administers
 * (copying a previous team, the team page); otherwise the date of birth must match too,
 * so guessing ids with a known name cannot put a stranger in a team (and show the manager
 * their contact details).
 */
export async function lookupPlayer(
  deps: Deps,
  db: DbOrTx,
  player: Pick<TPlayerIdentity, 'firstname' | 'lastname' | 'dob' | 'mid'>,
  callerId?: number,
): Promise<PlayerLookup> {
  if (player.mid) {
    const m = await memberIdentity(db, player.mid);
    if (!m || !sameName(m.firstname, player.firstname) || !sameName(m.lastname, player.lastname))
      return { kind: 'invalid', message: NOMINATION_MSG.playerNotFound };
    const dob = isoOfDmy(player.dob);
    const known = dob
      ? dob === m.dob.toISOString().slice(0, 10)
      : callerId !== undefined && (await inTeamManagedBy(db, m.id, callerId));
    if (!known) return { kind: 'invalid', message: NOMINATION_MSG.playerNotFound };
    return { kind: 'found', memberId: m.id };
  }
  const dob = player.dob ? parseDmy(player.dob) : null;
  if (!dob) return { kind: 'invalid', message: NOMINATION_MSG.playerIdentity };
  if (compareDates(dob, todayIn(deps.settings.current().timeZone, deps.now())) >= 0)
    return { kind: 'invalid', message: NOMINATION_MSG.playerNotFound };
  const id = await findMemberIdByPerson(db, {
    firstname: player.firstname,
    lastname: player.lastname,
    dob: dbDate(toIsoDate(dob)),
  });
  return id !== null ? { kind: 'found', memberId: id } : { kind: 'new' };
}

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

// Who a manager means by a player's names and date of birth, or by member id: the nomination
// wizard and the add-member dialogs of the team page find players the same way.
import {
  NOMINATION_MSG,
  parseDmy,
  todayIn,
  toIsoDate,
  compareDates,
  type TPlayerIdentity,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { dbDate } from '../../lib/local-dates.js';
import { sameName } from '../../lib/person-lookup.js';
import { findMemberIdByPerson, memberIdentity } from '../people/index.js';
import { inTeamManagedBy, type Tx } from './team-lookups.js';

type DbOrTx = Deps['db'] | Tx;

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

// Joining the waitlist of a full division from the wizard, instead of a dead end. The entry is
// the same as a paid nomination (every rule of planNomination, the group lock and the count, the
// name clash) but the team holds no place: it is entered waitlisted, and no card is charged for a
// place it does not hold. The lock and the count are the wizard's, so of two managers racing for
// the last place one takes it and the other is told the division is full, and may then join its
// waitlist; a division with a place left is never joined this way. When a place frees, the
// console's offer (teams, waitlist-offers.ts) moves the first waitlisted team in and bills it.
import { WAITLIST_MSG, type TPayTeamNominationRequest, type TWaitlistOutcome } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { waitlistPosition } from '../teams/index.js';
import { sendWelcomes } from './nomination-mail.service.js';
import { createTeam, enteredTeam, lockPlace, planNomination } from './nomination-payment.service.js';
import { TX_OPTIONS } from './nomination.service.js';

/** POST /api/ecommerce/teamnomination/joinwaitlist */
export async function joinWaitlist(
  deps: Deps,
  memberId: number,
  body: TPayTeamNominationRequest,
): Promise<TWaitlistOutcome> {
  const plan = await planNomination(deps, memberId, body);
  const created: number[] = [];
  const joined = await deps.db.$transaction(async (tx) => {
    created.length = 0;
    await lockPlace(tx, plan, 'waitlist');
    const teamId = await createTeam(tx, plan, created, deps.now());
    return { teamId, position: await waitlistPosition(tx, teamId) };
  }, TX_OPTIONS);
  await sendWelcomes(deps, enteredTeam(plan, joined.teamId), created);
  return {
    t_id: joined.teamId,
    division: plan.division.name,
    position: joined.position,
    message: WAITLIST_MSG.joined(plan.division.name, joined.position),
  };
}

// Paying for a team nomination. The capacity check that counts is the one inside the
// payment transaction: it locks the division group row (SELECT ... FOR UPDATE) before
// counting, so nominations into one group queue there and the last place goes to exactly
// one of them; the others get error_division. The team, its positions and any new members
// are written in that same transaction, before the card is charged, so a decline rolls
// everything back. sk_tm members skip the order altogether.
import {
  NOMINATION_MSG,
  PAY_MSG,
  WAITLIST_MSG,
  compareDates,
  parseDmy,
  todayIn,
  type TNominationOutcome,
  type TPayTeamNominationRequest,
  type TPersonDetails,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { sameName } from '../../lib/person-lookup.js';
import { notFound } from '../../lib/app-error.js';
import { dbDate } from '../../lib/local-dates.js';
import { createMemberRecord, memberFacts, memberStanding } from '../people/index.js';
import {
  donationFromCart,
  onOrderFailed,
  paymentError,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  linkOrderToTeam,
  releaseOrderTeam,
  teamOfOrder,
} from '../payments/index.js';
import type { Tx } from '../../db/tx.js';
import { sendNoPaymentConfirmation, sendWelcomes, type EnteredTeam } from './nomination-mail.service.js';
import {
  isoOfDmy,
  lookupPlayer,
  nameKey,
  placesLeft,
  rosterLimits,
  deleteTeam,
  enterTeam,
  managedTeamSince,
  teamNamesIn,
  type TeamEntry,
} from '../teams/index.js';
import {
  anySeasonTakingEntries,
  entryDivision,
  lockDivisionGroup,
  preferredDivisionsOf,
  takesEntries,
  type EntryDivision,
} from '../draw/index.js';
import {
  TX_OPTIONS,
  cartName,
  divisionFull,
  entryDay,
  invalid,
  previousTeamsSince,
  refuseIfClosedByDate,
} from './nomination.service.js';

// ---------------------------------------------------------------------------
// Paying for a nomination
// ---------------------------------------------------------------------------

/** A person of the nomination: an existing member, or one to create. */
type PersonPlan = { memberId: number } | { create: Prisma.MemberCreateInput };

export interface TeamPlan {
  /** The association's local date the entry is made on (the closing date is checked against it). */
  today: string;
  name: string;
  division: EntryDivision;
  preferredDivisionId: number | null;
  previousTeamId: number | null;
  note: string;
  nominatorId: number;
  manager: PersonPlan;
  coach: PersonPlan | null;
  players: Array<{ person: PersonPlan; rep: boolean }>;
}

const dateOf = (dmy: string) => dbDate(isoOfDmy(dmy) as string);

function newMember(
  p: { firstname: string; lastname: string; dob: string; gender: 'male' | 'female'; email?: string },
  extra: Partial<TPersonDetails> = {},
): Prisma.MemberCreateInput {
  // People entered by a manager become members without a username; they can register later.
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    dob: dateOf(p.dob),
    gender: p.gender,
    email: p.email ? p.email.toLowerCase() : null,
    mobile: extra.mobile || null,
    phone: extra.phone || null,
    workphone: extra.workphone || null,
    address: extra.address || null,
    suburb: extra.suburb || null,
    postcode: extra.postcode || null,
    state: extra.state || null,
  };
}

/** The manager or coach: the signed-in member when it is them, else an existing member by name and birthday, else a new one. */
async function planPerson(
  deps: Deps,
  self: { id: number; firstname: string; lastname: string; dob: string },
  details: TPersonDetails,
  field: string,
): Promise<PersonPlan> {
  if (
    nameKey(details.firstname, details.lastname) === nameKey(self.firstname, self.lastname) &&
    isoOfDmy(details.dob) === isoOfDmy(self.dob)
  )
    return { memberId: self.id };
  const found = await lookupPlayer(deps, deps.db, {
    firstname: details.firstname,
    lastname: details.lastname,
    dob: details.dob,
  });
  if (found.kind === 'invalid') throw invalid({ [`${field}.dob`]: [found.message] });
  return found.kind === 'found' ? { memberId: found.memberId } : { create: newMember(details, details) };
}

/** Every rule that does not need the lock: who the people are, limits, the division. */
export async function planNomination(
  deps: Deps,
  memberId: number,
  body: TPayTeamNominationRequest,
): Promise<TeamPlan> {
  const profile = await memberStanding(deps, memberId);
  if (!profile.adult) throw paymentError('error_auth', NOMINATION_MSG.adultsOnly);
  const entryDate = entryDay(deps);
  const division = await entryDivision(deps.db, body.team.division);
  if (division) refuseIfClosedByDate(division, entryDate);
  if (!(await anySeasonTakingEntries(deps.db, entryDate)))
    throw paymentError('error_response', NOMINATION_MSG.closed);
  if (!division || !takesEntries(division, entryDate))
    throw paymentError('error_response', NOMINATION_MSG.divisionClosed);
  if (division.groupId !== body.team.divisiongroup || division.group.gradeId !== body.team.grade) {
    throw invalid({ division: ['The division does not belong to the grade and division group chosen.'] });
  }

  let preferredDivisionId: number | null = null;
  if (division.waitlist) {
    if (!body.team.preferreddivision)
      throw invalid({ preferreddivision: [NOMINATION_MSG.preferredRequired] });
    const [preferred] = await preferredDivisionsOf(deps.db, division, body.team.preferreddivision);
    if (!preferred) throw invalid({ preferreddivision: [NOMINATION_MSG.preferredRequired] });
    preferredDivisionId = preferred.id;
  }

  let previousTeamId: number | null = null;
  if (body.team.teamprevious) {
    const previous = body.team.teamprevious;
    if (!(await managedTeamSince(deps.db, previous, memberId, previousTeamsSince(deps))))
      throw invalid({ teamprevious: [NOMINATION_MSG.previousTeamUnknown] });
    previousTeamId = previous;
  }

  // Dates must be before today in the association's zone.
  const today = todayIn(deps.settings.current().timeZone, deps.now());
  const future = (dmy: string | undefined) => {
    const d = dmy ? parseDmy(dmy) : null;
    return d !== null && compareDates(d, today) >= 0;
  };
  const dateErrors: Record<string, string[]> = {};
  if (future(body.manager.dob)) dateErrors['manager.dob'] = ["Date must be before today's date"];
  if (body.coach.showCoach && future(body.coach.dob))
    dateErrors['coach.dob'] = ["Date must be before today's date"];
  if (Object.keys(dateErrors).length) throw invalid(dateErrors);

  // Players: no one twice (by name or member), within the division's limits.
  const limits = rosterLimits(division);
  if (body.players.length < limits.min)
    throw invalid({ players: [NOMINATION_MSG.tooFewPlayers(limits.min)] });
  if (limits.max !== null && body.players.length > limits.max)
    throw invalid({ players: [NOMINATION_MSG.tooManyPlayers(limits.max)] });
  const names = new Set<string>();
  const ids = new Set<number>();
  const players: TeamPlan['players'] = [];
  const rowErrors: Record<string, string[]> = {};
  for (const [i, row] of body.players.entries()) {
    const key = nameKey(row.firstname, row.lastname);
    if (names.has(key)) {
      rowErrors[`players.${i}`] = [NOMINATION_MSG.playerAlreadyAdded];
      continue;
    }
    names.add(key);
    const found = await lookupPlayer(deps, deps.db, row, memberId);
    if (found.kind === 'invalid') rowErrors[`players.${i}`] = [found.message];
    else if (found.kind === 'found') {
      if (ids.has(found.memberId)) rowErrors[`players.${i}`] = [NOMINATION_MSG.playerAlreadyAdded];
      ids.add(found.memberId);
      players.push({ person: { memberId: found.memberId }, rep: row.rep });
    } else if (!row.email || !row.gender || !row.dob)
      rowErrors[`players.${i}`] = [NOMINATION_MSG.emailRequired];
    else
      players.push({
        person: {
          create: newMember({
            firstname: row.firstname,
            lastname: row.lastname,
            dob: row.dob,
            gender: row.gender,
            email: row.email,
          }),
        },
        rep: row.rep,
      });
  }
  if (Object.keys(rowErrors).length) throw invalid(rowErrors);

  const self = { id: memberId, firstname: profile.firstname, lastname: profile.lastname, dob: profile.dob };
  return {
    today: entryDate,
    name: body.team.teamname,
    division,
    preferredDivisionId,
    previousTeamId,
    note: body.note,
    nominatorId: memberId,
    manager: await planPerson(deps, self, body.manager, 'manager'),
    coach: body.coach.showCoach ? await planPerson(deps, self, body.coach, 'coach') : null,
    players,
  };
}

/**
 * Inside the payment transaction, first: lock the group, then count (see the file header). A
 * place is taken only while one is left; the waitlist of a full division is joined only while
 * none is (a division with a place takes the team with its payment).
 */
export async function lockPlace(tx: Tx, plan: TeamPlan, want: 'place' | 'waitlist' = 'place'): Promise<void> {
  await lockDivisionGroup(tx, plan.division.groupId);
  const current = await entryDivision(tx, plan.division.id);
  if (current) refuseIfClosedByDate(current, plan.today);
  if (!current || !takesEntries(current, plan.today))
    throw paymentError('error_response', NOMINATION_MSG.divisionClosed);
  const full = (await placesLeft(tx, current)) === 0;
  if (want === 'place' && full) throw divisionFull();
  if (want === 'waitlist' && !full) throw paymentError('error_response', WAITLIST_MSG.hasPlaces);
  // Every entry into this division holds the same lock, so this check cannot be raced.
  const names = await teamNamesIn(tx, current.id);
  if (names.some((name) => sameName(name, plan.name)))
    throw invalid({ teamname: [NOMINATION_MSG.teamNameTaken] });
}

async function personId(tx: Tx, person: PersonPlan, created: number[]): Promise<number> {
  if ('memberId' in person) return person.memberId;
  const id = await createMemberRecord(tx, person.create);
  created.push(id);
  return id;
}

/**
 * The team, its manager, coach and players, in the caller's transaction. The ids of the members
 * it creates are added to `created` (they are welcomed once the transaction has committed).
 * `waitlistedAt`: the team joins the division's waitlist instead of taking a place.
 */
export async function createTeam(
  tx: Tx,
  plan: TeamPlan,
  created: number[],
  waitlistedAt?: Date,
): Promise<number> {
  const managerId = await personId(tx, plan.manager, created);
  const coachId = plan.coach ? await personId(tx, plan.coach, created) : null;
  const players: TeamEntry['players'] = [];
  for (const p of plan.players) players.push({ memberId: await personId(tx, p.person, created), rep: p.rep });
  return enterTeam(tx, {
    name: plan.name,
    divisionId: plan.division.id,
    preferredDivisionId: plan.preferredDivisionId,
    previousTeamId: plan.previousTeamId,
    note: plan.note,
    nominatorId: plan.nominatorId,
    managerId,
    coachId,
    players,
    ...(waitlistedAt && { waitlistedAt }),
  });
}

export const enteredTeam = (plan: TeamPlan, teamId: number): EnteredTeam => ({
  teamId,
  name: plan.name,
  division: plan.division.name,
  season: plan.division.season.name,
  nominatorId: plan.nominatorId,
});

/** POST /api/ecommerce/teamnomination/payteamnom */
export async function payTeamNomination(
  deps: Deps,
  memberId: number,
  body: TPayTeamNominationRequest,
): Promise<TNominationOutcome> {
  const member = await memberFacts(deps.db, memberId);
  if (!member) throw notFound('Member');

  if (member.skTm) {
    // sk_tm: prices are zero and no payment is taken, so no order either.
    const plan = await planNomination(deps, memberId, body);
    const created: number[] = [];
    const teamId = await deps.db.$transaction(async (tx) => {
      created.length = 0;
      await lockPlace(tx, plan);
      return createTeam(tx, plan, created);
    }, TX_OPTIONS);
    const entered = enteredTeam(plan, teamId);
    await sendNoPaymentConfirmation(deps, entered);
    await sendWelcomes(deps, entered, created);
    return {
      t_id: teamId,
      o_id: null,
      o_paid: true,
      status: 'succeeded',
      client_secret: null,
      message: NOMINATION_MSG.teamEntrySuccess,
      test_mode: deps.gateway.name === 'sandbox',
      sk_tm: true,
    };
  }

  const card = cardInputOf(body.cardData);
  const cart = [
    'nomination',
    body.team.division,
    body.team.teamname.toLowerCase(),
    body.players.length,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, cart, card);
  const fingerprint = fingerprintOf(cart);
  // Filled only when this request enters the team (a repeated request answers the first result).
  let entered: { plan: TeamPlan; created: number[] } | null = null;
  const outcome = await payOnce(
    deps,
    { memberId, origin: 'nomination', idempotencyKey, fingerprint },
    async () => {
      const plan = await planNomination(deps, memberId, body);
      const donation = await donationFromCart(deps, body.donationCart);
      return createPaidOrder(deps, {
        memberId,
        origin: 'nomination',
        description: `${cartName(plan.division)}: ${plan.name}`,
        lines: [
          {
            productId: null,
            name: `${cartName(plan.division)}: ${plan.name}`,
            quantity: 1,
            unitPriceCents: plan.division.nominationPriceCents,
          },
        ],
        donation,
        card,
        idempotencyKey,
        fingerprint,
        lock: (tx) => lockPlace(tx, plan),
        beforeCharge: async (tx, order) => {
          const created: number[] = [];
          const teamId = await createTeam(tx, plan, created);
          await linkOrderToTeam(tx, order.id, teamId);
          entered = { plan, created };
        },
      });
    },
  );
  const teamId = await teamOfOrder(deps.db, outcome.orderId);
  if (!teamId) throw paymentError('error_response', PAY_MSG.paymentInvalid);
  const done = entered as { plan: TeamPlan; created: number[] } | null;
  if (done) await sendWelcomes(deps, enteredTeam(done.plan, teamId), done.created);
  return {
    t_id: teamId,
    o_id: outcome.orderId,
    o_paid: outcome.paid,
    status: outcome.status,
    client_secret: outcome.clientSecret,
    message: outcome.message,
    test_mode: outcome.testMode,
    sk_tm: false,
  };
}

/**
 * A nomination whose card payment finally failed after the 3-D Secure step gives
 * its place back: the team (and its positions) is removed. Members created for it
 * stay, as people the association now knows.
 */
onOrderFailed('nomination', async (tx, order) => {
  const released = await releaseOrderTeam(tx, order.id);
  if (released && released.otherOrders === 0) await deleteTeam(tx, released.teamId);
});

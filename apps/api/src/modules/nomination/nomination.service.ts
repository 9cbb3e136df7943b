// Team nomination (spec document 2: Team Nomination wizard, sections 3-9).
//
// Entries are open while some season has nominationsOpen and is not archived. The
// season itself is usually still inactive (being prepared, not yet in the public draw).
// Grade -> division group -> division (-> preferred division for a waitlist
// division) cascade over the divisions of those seasons. A division is full when
// it or its group (counted over the season) has reached its capacity.
//
// The capacity check that counts is the one inside the payment transaction: it
// locks the division group row (SELECT ... FOR UPDATE) before counting, so
// nominations into one group queue there and the last place goes to exactly one
// of them; the others get error_division. The team, its positions and any new
// members are written in that same transaction, before the card is charged, so a
// decline rolls everything back. sk_tm members skip the order altogether.
import { subDays } from 'date-fns';
import {
  DEFAULT_MIN_PLAYERS,
  NOMINATION_MSG,
  PAY_MSG,
  PREVIOUS_TEAM_DAYS,
  compareDates,
  parseDmy,
  todayIn,
  type TDivisionCapacity,
  type TIdOption,
  type TNominationDivision,
  type TNominationOutcome,
  type TNominationPage,
  type TPayTeamNominationRequest,
  type TPersonDetails,
  type TPreviousTeam,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { sameName } from '../../lib/person-lookup.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { dbDate } from '../../lib/local-dates.js';
import { toDollars } from '../../lib/money.js';
import { formatDmy } from '../../lib/zoned-time.js';
import { getProfile } from '../profile/profile.service.js';
import { donationFromCart } from '../payments/donation.service.js';
import {
  onOrderFailed,
  paymentError,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
} from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { isoOfDmy, lookupPlayer } from './check-player.service.js';
import { nameKey, rosterLimits } from '../teams/teams.service.js';

type DbOrTx = Deps['db'] | Tx;

const TX_OPTIONS = { maxWait: 30_000, timeout: 60_000 } as const;

/** Seasons taking team entries: staff switch nominationsOpen on, whether or not the season is active yet. */
const openSeason: Prisma.SeasonWhereInput = { nominationsOpen: true, archived: false };
/** Divisions a team can be entered into. */
const openDivision: Prisma.DivisionWhereInput = { status: 'active', season: openSeason };

const divisionFull = () => new AppError('error_division', NOMINATION_MSG.divisionFull);
const invalid = (errors: Record<string, string[]>) =>
  paymentError('error_validation', NOMINATION_MSG.validation, errors);

/** GET /api/ecommerce/seasons: seasons taking entries (with at least one active division). */
export async function listOpenSeasons(deps: Deps): Promise<TIdOption[]> {
  const seasons = await deps.db.season.findMany({
    where: { ...openSeason, divisions: { some: { status: 'active' } } },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
  return seasons.map((s) => ({ value: s.id, text: s.name }));
}

/** GET /api/ecommerce/teamnomination: whether entries are open, and who is asking. */
export async function nominationPage(deps: Deps, memberId: number): Promise<TNominationPage> {
  const [profile, seasons] = await Promise.all([getProfile(deps, memberId), listOpenSeasons(deps)]);
  return {
    open: seasons.length > 0,
    closed_message: seasons.length > 0 ? null : NOMINATION_MSG.closed,
    adult: profile.adult,
    sk_tm: profile.sk_tm,
    default_min_players: DEFAULT_MIN_PLAYERS,
    tax_rate: deps.env.TAX_RATE,
    donations: deps.env.DONATIONS_ENABLED,
    seasons,
  };
}

/** GET /api/ecommerce/grades: grades with a division taking entries. */
export async function listGrades(deps: Deps): Promise<TIdOption[]> {
  const grades = await deps.db.grade.findMany({
    where: { divisionGroups: { some: { divisions: { some: openDivision } } } },
    select: { id: true, name: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
  return grades.map((g) => ({ value: g.id, text: g.name }));
}

/**
 * GET /api/ecommerce/divisiongroups/{type}: the groups with a division taking entries,
 * of a grade (type = grade id, as the wizard sends) or of a group type ('junior', ...).
 */
export async function listDivisionGroups(deps: Deps, type: string): Promise<TIdOption[]> {
  const byGrade = /^\d{1,9}$/.test(type);
  // A group type is compared as a name, never as an ILIKE pattern ('%' would match every type).
  const groups = (
    await deps.db.divisionGroup.findMany({
      where: {
        ...(byGrade ? { gradeId: Number(type) } : { type: { not: null } }),
        divisions: { some: openDivision },
      },
      select: { id: true, name: true, type: true },
      orderBy: { name: 'asc' },
    })
  ).filter((g) => byGrade || sameName(g.type ?? '', type));
  return groups.map((g) => ({ value: g.id, text: g.name }));
}

const divisionSelect = {
  id: true,
  name: true,
  seasonId: true,
  groupId: true,
  waitlist: true,
  minPlayers: true,
  maxPlayers: true,
  skipMinPlayers: true,
  capacity: true,
  status: true,
  nominationPriceCents: true,
  season: { select: { id: true, name: true, nominationsOpen: true, archived: true } },
  group: { select: { id: true, gradeId: true, capacity: true } },
} satisfies Prisma.DivisionSelect;
type DivisionRow = Prisma.DivisionGetPayload<{ select: typeof divisionSelect }>;

const isOpen = (d: DivisionRow) => d.status === 'active' && d.season.nominationsOpen && !d.season.archived;

/** Places left in a division: the smaller of its own and its group's (over the season); null = no limit. */
async function placesLeft(db: DbOrTx, d: DivisionRow): Promise<number | null> {
  const [inDivision, inGroup] = await Promise.all([
    d.capacity !== null ? db.team.count({ where: { divisionId: d.id } }) : Promise.resolve(0),
    d.group.capacity !== null
      ? db.team.count({ where: { division: { groupId: d.groupId, seasonId: d.seasonId } } })
      : Promise.resolve(0),
  ]);
  const left = [
    d.capacity !== null ? d.capacity - inDivision : null,
    d.group.capacity !== null ? d.group.capacity - inGroup : null,
  ].filter((n): n is number => n !== null);
  return left.length ? Math.max(0, Math.min(...left)) : null;
}

function toDivision(d: DivisionRow, soldOut: boolean): TNominationDivision {
  const limits = rosterLimits(d);
  return {
    value: d.id,
    text: `${soldOut ? NOMINATION_MSG.soldOutPrefix : ''}${d.name}`,
    waitlist: d.waitlist,
    min_players: d.minPlayers ?? DEFAULT_MIN_PLAYERS,
    max_players: limits.max,
    sk_val: d.skipMinPlayers,
    sold_out: soldOut,
    p_price: toDollars(d.nominationPriceCents),
    season_id: d.season.id,
    season: d.season.name,
  };
}

/** GET /api/ecommerce/divisions/{group} */
export async function listDivisions(deps: Deps, groupId: number): Promise<TNominationDivision[]> {
  const rows = await deps.db.division.findMany({
    where: { groupId, ...openDivision },
    select: divisionSelect,
    orderBy: [{ seasonId: 'asc' }, { name: 'asc' }],
  });
  return Promise.all(rows.map(async (d) => toDivision(d, (await placesLeft(deps.db, d)) === 0)));
}

async function findOpenDivision(db: DbOrTx, divisionId: number): Promise<DivisionRow> {
  const d = await db.division.findUnique({ where: { id: divisionId }, select: divisionSelect });
  if (!d || !isOpen(d)) throw notFound('Division');
  return d;
}

/**
 * GET /api/ecommerce/preferreddivisions/{x}: the other divisions of a waitlist
 * division's group and season that are not waitlisted, without the sold-out prefix.
 */
export async function listPreferredDivisions(deps: Deps, divisionId: number): Promise<TNominationDivision[]> {
  const d = await findOpenDivision(deps.db, divisionId);
  const rows = await deps.db.division.findMany({
    where: { groupId: d.groupId, seasonId: d.seasonId, waitlist: false, id: { not: d.id }, status: 'active' },
    select: divisionSelect,
    orderBy: { name: 'asc' },
  });
  return Promise.all(
    rows.map(async (r) => ({ ...toDivision(r, false), sold_out: (await placesLeft(deps.db, r)) === 0 })),
  );
}

const cartName = (d: { name: string; season: { name: string } }) =>
  `Team Nomination - ${d.name} (${d.season.name})`;

/** GET /api/ecommerce/teamnomination/{division}: 422 error_division when full. */
export async function checkCapacity(
  deps: Deps,
  memberId: number,
  divisionId: number,
): Promise<TDivisionCapacity> {
  const d = await findOpenDivision(deps.db, divisionId);
  const left = await placesLeft(deps.db, d);
  if (left === 0) throw divisionFull();
  const member = await deps.db.member.findUnique({ where: { id: memberId }, select: { skTm: true } });
  return {
    division: toDivision(d, false),
    teamnominationCart: [
      { p_name: cartName(d), p_price: member?.skTm ? 0 : toDollars(d.nominationPriceCents) },
    ],
    places_left: left,
  };
}

/** Teams the member manages or administers, entered within the last 365 days. */
function previousTeamsWhere(deps: Deps, memberId: number): Prisma.TeamWhereInput {
  return {
    createdAt: { gte: subDays(deps.now(), PREVIOUS_TEAM_DAYS) },
    positions: { some: { memberId, role: { in: ['manager', 'admin'] } } },
  };
}

/** GET /api/ecommerce/teamnomination/previousteams (step 1). */
export async function listPreviousTeams(deps: Deps, memberId: number): Promise<TPreviousTeam[]> {
  const teams = await deps.db.team.findMany({
    where: previousTeamsWhere(deps, memberId),
    select: {
      id: true,
      name: true,
      createdAt: true,
      division: { select: { name: true, season: { select: { name: true } } } },
      positions: {
        where: { role: 'player' },
        select: { member: { select: { id: true, firstname: true, lastname: true } } },
        orderBy: { id: 'asc' },
      },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return teams.map((t) => ({
    t_id: t.id,
    t_name: t.name,
    t_division: t.division.name,
    t_season: t.division.season.name,
    t_created: formatDmy(t.createdAt, deps.env.TIME_ZONE),
    t_players: t.positions.map((p) => ({
      firstname: p.member.firstname,
      lastname: p.member.lastname,
      mid: p.member.id,
    })),
  }));
}

// ---------------------------------------------------------------------------
// Paying for a nomination
// ---------------------------------------------------------------------------

/** A person of the nomination: an existing member, or one to create. */
type PersonPlan = { memberId: number } | { create: Prisma.MemberCreateInput };

interface TeamPlan {
  name: string;
  division: DivisionRow;
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
async function planNomination(
  deps: Deps,
  memberId: number,
  body: TPayTeamNominationRequest,
): Promise<TeamPlan> {
  const profile = await getProfile(deps, memberId);
  if (!profile.adult) throw paymentError('error_auth', NOMINATION_MSG.adultsOnly);
  const anyOpen = await deps.db.season.count({ where: openSeason });
  if (anyOpen === 0) throw paymentError('error_response', NOMINATION_MSG.closed);

  const division = await deps.db.division.findUnique({
    where: { id: body.team.division },
    select: divisionSelect,
  });
  if (!division || !isOpen(division)) throw paymentError('error_response', NOMINATION_MSG.divisionClosed);
  if (division.groupId !== body.team.divisiongroup || division.group.gradeId !== body.team.grade) {
    throw invalid({ division: ['The division does not belong to the grade and division group chosen.'] });
  }

  let preferredDivisionId: number | null = null;
  if (division.waitlist) {
    if (!body.team.preferreddivision)
      throw invalid({ preferreddivision: [NOMINATION_MSG.preferredRequired] });
    const preferred = await deps.db.division.findFirst({
      where: {
        id: body.team.preferreddivision,
        groupId: division.groupId,
        seasonId: division.seasonId,
        waitlist: false,
        status: 'active',
      },
      select: { id: true },
    });
    if (!preferred) throw invalid({ preferreddivision: [NOMINATION_MSG.preferredRequired] });
    preferredDivisionId = preferred.id;
  }

  let previousTeamId: number | null = null;
  if (body.team.teamprevious) {
    const previous = await deps.db.team.findFirst({
      where: { id: body.team.teamprevious, ...previousTeamsWhere(deps, memberId) },
      select: { id: true },
    });
    if (!previous) throw invalid({ teamprevious: [NOMINATION_MSG.previousTeamUnknown] });
    previousTeamId = previous.id;
  }

  // Dates must be before today in the association's zone.
  const today = todayIn(deps.env.TIME_ZONE, deps.now());
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

/** Inside the payment transaction, first: lock the group, then count (see the file header). */
async function lockPlace(tx: Tx, plan: TeamPlan): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "DivisionGroup" WHERE id = ${plan.division.groupId} FOR UPDATE`;
  const current = await tx.division.findUniqueOrThrow({
    where: { id: plan.division.id },
    select: divisionSelect,
  });
  if (!isOpen(current)) throw paymentError('error_response', NOMINATION_MSG.divisionClosed);
  if ((await placesLeft(tx, current)) === 0) throw divisionFull();
  // Every entry into this division holds the same lock, so this check cannot be raced.
  const teams = await tx.team.findMany({ where: { divisionId: current.id }, select: { name: true } });
  if (teams.some((t) => sameName(t.name, plan.name)))
    throw invalid({ teamname: [NOMINATION_MSG.teamNameTaken] });
}

async function personId(tx: Tx, person: PersonPlan): Promise<number> {
  if ('memberId' in person) return person.memberId;
  return (await tx.member.create({ data: person.create, select: { id: true } })).id;
}

/** The team, its manager, coach and players, in the caller's transaction. */
async function createTeam(tx: Tx, plan: TeamPlan): Promise<number> {
  const team = await tx.team.create({
    data: {
      name: plan.name,
      divisionId: plan.division.id,
      preferredDivisionId: plan.preferredDivisionId,
      previousTeamId: plan.previousTeamId,
      nominationNote: plan.note || null,
      createdById: plan.nominatorId,
    },
    select: { id: true },
  });
  const positions: Prisma.TeamPositionCreateManyInput[] = [];
  const managerId = await personId(tx, plan.manager);
  positions.push({ teamId: team.id, memberId: managerId, role: 'manager' });
  // Whoever nominates keeps the right to manage the team they entered.
  if (managerId !== plan.nominatorId)
    positions.push({ teamId: team.id, memberId: plan.nominatorId, role: 'admin' });
  if (plan.coach)
    positions.push({ teamId: team.id, memberId: await personId(tx, plan.coach), role: 'coach' });
  for (const p of plan.players)
    positions.push({
      teamId: team.id,
      memberId: await personId(tx, p.person),
      role: 'player',
      isRepresentative: p.rep,
    });
  await tx.teamPosition.createMany({ data: positions, skipDuplicates: true });
  return team.id;
}

/** POST /api/ecommerce/teamnomination/payteamnom */
export async function payTeamNomination(
  deps: Deps,
  memberId: number,
  body: TPayTeamNominationRequest,
): Promise<TNominationOutcome> {
  const member = await deps.db.member.findUnique({ where: { id: memberId }, select: { skTm: true } });
  if (!member) throw notFound('Member');

  if (member.skTm) {
    // sk_tm: prices are zero and no payment is taken, so no order either.
    const plan = await planNomination(deps, memberId, body);
    const teamId = await deps.db.$transaction(async (tx) => {
      await lockPlace(tx, plan);
      return createTeam(tx, plan);
    }, TX_OPTIONS);
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
          const teamId = await createTeam(tx, plan);
          await tx.order.update({ where: { id: order.id }, data: { teamId } });
        },
      });
    },
  );
  const order = await deps.db.order.findUnique({ where: { id: outcome.orderId }, select: { teamId: true } });
  if (!order?.teamId) throw paymentError('error_response', PAY_MSG.paymentInvalid);
  return {
    t_id: order.teamId,
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
  const row = await tx.order.findUnique({ where: { id: order.id }, select: { teamId: true } });
  if (!row?.teamId) return;
  const others = await tx.order.count({ where: { teamId: row.teamId, id: { not: order.id } } });
  await tx.order.update({ where: { id: order.id }, data: { teamId: null } });
  if (others === 0) await tx.team.delete({ where: { id: row.teamId } });
});

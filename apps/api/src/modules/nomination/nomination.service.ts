// Team nomination: what the wizard offers. Entries are open while some season has
// nominationsOpen and is not archived; the season itself is usually still inactive (being
// prepared, not yet in the public draw). Grade -> division group -> division (-> preferred
// division for a waitlist division) cascade over the divisions of those seasons. A division
// is full when it or its group (counted over the season) has reached its capacity.
import { subDays } from 'date-fns';
import {
  DEFAULT_MIN_PLAYERS,
  NOMINATION_MSG,
  PREVIOUS_TEAM_DAYS,
  type TDivisionCapacity,
  type TIdOption,
  type TNominationDivision,
  type TNominationPage,
  type TPreviousTeam,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { sameName } from '../../lib/person-lookup.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { formatDmy } from '../../lib/zoned-time.js';
import { getProfile, memberFacts } from '../profile/profile.service.js';
import { paymentError } from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { rosterLimits } from '../teams/teams.service.js';

type DbOrTx = Deps['db'] | Tx;

export const TX_OPTIONS = { maxWait: 30_000, timeout: 60_000 } as const;

/** Seasons taking team entries: staff switch nominationsOpen on, whether or not the season is active yet. */
export const openSeason: Prisma.SeasonWhereInput = { nominationsOpen: true, archived: false };
/** Divisions a team can be entered into. */
const openDivision: Prisma.DivisionWhereInput = { status: 'active', season: openSeason };

export const divisionFull = () => new AppError('error_division', NOMINATION_MSG.divisionFull);
export const invalid = (errors: Record<string, string[]>) =>
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

export const divisionSelect = {
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
export type DivisionRow = Prisma.DivisionGetPayload<{ select: typeof divisionSelect }>;

export const isOpen = (d: DivisionRow) =>
  d.status === 'active' && d.season.nominationsOpen && !d.season.archived;

/** Places left in a division: the smaller of its own and its group's (over the season); null = no limit. */
export async function placesLeft(db: DbOrTx, d: DivisionRow): Promise<number | null> {
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

export const cartName = (d: { name: string; season: { name: string } }) =>
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
  const member = await memberFacts(deps.db, memberId);
  return {
    division: toDivision(d, false),
    teamnominationCart: [
      { p_name: cartName(d), p_price: member?.skTm ? 0 : toDollars(d.nominationPriceCents) },
    ],
    places_left: left,
  };
}

/** Teams the member manages or administers, entered within the last 365 days. */
export function previousTeamsWhere(deps: Deps, memberId: number): Prisma.TeamWhereInput {
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

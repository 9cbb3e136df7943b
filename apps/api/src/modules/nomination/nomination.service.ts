// Team nomination: what the wizard offers. Entries are open while some season has
// nominationsOpen, is not archived and has not passed its closing date (the last day entries are
// taken, in the association's time zone); the season itself is usually still inactive (being
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
import type { Deps } from '../../lib/deps.js';
import { sameName } from '../../lib/person-lookup.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { formatDmy } from '../../lib/zoned-time.js';
import { dmyOf, todayIso } from '../../lib/local-dates.js';
import { memberFacts, memberStanding } from '../people/index.js';
import { paymentError } from '../payments/index.js';
import { managedTeamsSince, placesLeft, rosterLimits } from '../teams/index.js';
import {
  divisionsTakingEntries,
  entriesClosedOn,
  entryDivision,
  gradesTakingEntries,
  groupsTakingEntries,
  preferredDivisionsOf,
  seasonsClosedByDate,
  seasonsTakingEntries,
  takesEntries,
  type EntryDivision,
} from '../draw/index.js';

export { TX_OPTIONS } from '../../db/tx.js';

export const divisionFull = () => new AppError('error_division', NOMINATION_MSG.divisionFull);
export const invalid = (errors: Record<string, string[]>) =>
  paymentError('error_validation', NOMINATION_MSG.validation, errors);

/** Today's date in the association's time zone (YYYY-MM-DD): the day entries are taken on. */
export const entryDay = (deps: Deps) => todayIso(deps.settings.current().timeZone, deps.now());

/** The division's season closed by date: 422 with the day it closed. */
export function refuseIfClosedByDate(d: EntryDivision, today: string): void {
  const closedOn = entriesClosedOn(d.season, today);
  if (closedOn) throw paymentError('error_response', NOMINATION_MSG.closedOn(d.season.name, dmyOf(closedOn)));
}

/** GET /api/ecommerce/seasons: seasons taking entries (with at least one active division). */
export async function listOpenSeasons(deps: Deps): Promise<TIdOption[]> {
  const seasons = await seasonsTakingEntries(deps.db, entryDay(deps));
  return seasons.map((s) => ({ value: s.id, text: s.name }));
}

/** What the wizard says when no season takes entries: which closed by date and when, else the usual text. */
async function closedMessage(deps: Deps): Promise<string> {
  const closed = await seasonsClosedByDate(deps.db, entryDay(deps));
  if (closed.length === 0) return NOMINATION_MSG.closed;
  return closed.map((s) => NOMINATION_MSG.closedOn(s.name, dmyOf(s.closedOn))).join(' ');
}

/** GET /api/ecommerce/teamnomination: whether entries are open, and who is asking. */
export async function nominationPage(deps: Deps, memberId: number): Promise<TNominationPage> {
  const [profile, seasons] = await Promise.all([memberStanding(deps, memberId), listOpenSeasons(deps)]);
  return {
    open: seasons.length > 0,
    closed_message: seasons.length > 0 ? null : await closedMessage(deps),
    adult: profile.adult,
    sk_tm: profile.sk_tm,
    default_min_players: DEFAULT_MIN_PLAYERS,
    tax_rate: deps.settings.current().taxRate,
    donations: deps.settings.current().donations,
    seasons,
  };
}

/** GET /api/ecommerce/grades: grades with a division taking entries. */
export async function listGrades(deps: Deps): Promise<TIdOption[]> {
  const grades = await gradesTakingEntries(deps.db, entryDay(deps));
  return grades.map((g) => ({ value: g.id, text: g.name }));
}

/**
 * GET /api/ecommerce/divisiongroups/{type}: the groups with a division taking entries,
 * of a grade (type = grade id, as the wizard sends) or of a group type ('junior', ...).
 */
export async function listDivisionGroups(deps: Deps, type: string): Promise<TIdOption[]> {
  const byGrade = /^\d{1,9}$/.test(type);
  // A group type is compared as a name, never as an ILIKE pattern ('%' would match every type).
  const groups = (await groupsTakingEntries(deps.db, byGrade ? Number(type) : null, entryDay(deps))).filter(
    (g) => byGrade || sameName(g.type ?? '', type),
  );
  return groups.map((g) => ({ value: g.id, text: g.name }));
}

function toDivision(d: EntryDivision, soldOut: boolean): TNominationDivision {
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
  const rows = await divisionsTakingEntries(deps.db, groupId, entryDay(deps));
  return Promise.all(rows.map(async (d) => toDivision(d, (await placesLeft(deps.db, d)) === 0)));
}

async function findOpenDivision(deps: Deps, divisionId: number): Promise<EntryDivision> {
  const today = entryDay(deps);
  const d = await entryDivision(deps.db, divisionId);
  if (d) refuseIfClosedByDate(d, today);
  if (!d || !takesEntries(d, today)) throw notFound('Division');
  return d;
}

/**
 * GET /api/ecommerce/preferreddivisions/{x}: the other divisions of a waitlist
 * division's group and season that are not waitlisted, without the sold-out prefix.
 */
export async function listPreferredDivisions(deps: Deps, divisionId: number): Promise<TNominationDivision[]> {
  const d = await findOpenDivision(deps, divisionId);
  const rows = await preferredDivisionsOf(deps.db, d);
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
  const d = await findOpenDivision(deps, divisionId);
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

/** Since when a team counts as a previous team: entered within the last 365 days. */
export const previousTeamsSince = (deps: Deps) => subDays(deps.now(), PREVIOUS_TEAM_DAYS);

/** GET /api/ecommerce/teamnomination/previousteams (step 1). */
export async function listPreviousTeams(deps: Deps, memberId: number): Promise<TPreviousTeam[]> {
  const teams = await managedTeamsSince(deps.db, memberId, previousTeamsSince(deps));
  return teams.map((t) => ({
    t_id: t.id,
    t_name: t.name,
    t_division: t.division.name,
    t_season: t.division.season.name,
    t_created: formatDmy(t.createdAt, deps.settings.current().timeZone),
    t_players: t.positions.map((p) => ({
      firstname: p.member.firstname,
      lastname: p.member.lastname,
      mid: p.member.id,
    })),
  }));
}

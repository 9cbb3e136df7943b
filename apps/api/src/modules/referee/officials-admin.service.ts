// The console's officials (competition staff): the roster types a game needs and what each pays,
// the seasons and game times offered to referees, who holds which roster types, and the
// officials' payments report. The allocation of a day's games to officials is
// allocation-admin.service.ts. Every write is audited.
import type {
  TOfficial,
  TOfficialGrant,
  TOfficials,
  TOfficialsPayments,
  TOfficialsSeason,
  TOfficialsSetup,
  TOfficialsTimes,
  TRosterType,
  TRosterTypeChange,
  TRosterTypeCreate,
  TWeekdayTime,
} from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { addDaysIso, startOfLocalDay } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { venuesWithCourts } from '../booking/index.js';
import {
  lockSeason,
  gamesForAllocation,
  gameStartTimes,
  officialsSeasons,
  requireSeason,
  setRefereesOpen,
} from '../draw/index.js';
import {
  holdersOfRosterType,
  holdersByRosterType,
  officialMembers,
  setOfficialAccess,
} from '../people/index.js';

type Db = Deps['db'] | Tx;

const byDayTime = (a: TWeekdayTime, b: TWeekdayTime) => a.day - b.day || a.time.localeCompare(b.time);

// --- Roster types --------------------------------------------------------------------------------

async function rosterTypes(db: Db): Promise<TRosterType[]> {
  const types = await db.rosterType.findMany({ orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }] });
  const used = await db.refereeAssignment.groupBy({ by: ['rosterType'], _count: { _all: true } });
  const assignments = new Map(used.map((u) => [u.rosterType, u._count._all]));
  const holders = await holdersByRosterType(db);
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    per_game: t.perGame,
    rate_cents: t.rateCents,
    officials: holders.get(t.name) ?? 0,
    assignments: assignments.get(t.name) ?? 0,
  }));
}

/**
 * The named roster types, held FOR SHARE until the transaction ends: a type being granted or
 * given cannot be removed meanwhile (removing takes it FOR UPDATE).
 */
export async function shareRosterTypes(tx: Tx, names: string[]) {
  return tx.$queryRaw<Array<{ name: string; perGame: number }>>`
    SELECT name, "perGame" FROM "RosterType" WHERE name = ANY(${names}::text[]) FOR SHARE`;
}

export async function officialsSetup(deps: Deps): Promise<TOfficialsSetup> {
  return { roster_types: await rosterTypes(deps.db), seasons: await officialsSeasons(deps.db) };
}

const typeRow = async (tx: Tx, id: number) => (await rosterTypes(tx)).find((t) => t.id === id) as TRosterType;

export async function createRosterType(deps: Deps, actorId: number, input: TRosterTypeCreate) {
  try {
    return await deps.db.$transaction(async (tx) => {
      const last = await tx.rosterType.aggregate({ _max: { sortOrder: true } });
      const made = await tx.rosterType.create({
        data: {
          name: input.name,
          perGame: input.per_game,
          rateCents: input.rate_cents,
          sortOrder: (last._max.sortOrder ?? 0) + 1,
        },
      });
      await recordAudit(tx, {
        actorId,
        action: 'roster_type.create',
        entity: 'RosterType',
        entityId: made.id,
        after: input,
      });
      return typeRow(tx, made.id);
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
      throw fieldError('name', `There is already a roster type "${input.name}"`);
    throw err;
  }
}

async function lockRosterType(tx: Tx, id: number) {
  const found = await tx.$queryRaw<Array<{ name: string; perGame: number; rateCents: number }>>`
    SELECT name, "perGame", "rateCents" FROM "RosterType" WHERE id = ${id} FOR UPDATE`;
  if (!found[0]) throw notFound('Roster type');
  return found[0];
}

export async function changeRosterType(deps: Deps, actorId: number, id: number, input: TRosterTypeChange) {
  return deps.db.$transaction(async (tx) => {
    const before = await lockRosterType(tx, id);
    await tx.rosterType.update({
      where: { id },
      data: {
        ...(input.per_game !== undefined ? { perGame: input.per_game } : {}),
        ...(input.rate_cents !== undefined ? { rateCents: input.rate_cents } : {}),
      },
    });
    await recordAudit(tx, {
      actorId,
      action: 'roster_type.change',
      entity: 'RosterType',
      entityId: id,
      before: { per_game: before.perGame, rate_cents: before.rateCents },
      after: input,
    });
    return typeRow(tx, id);
  });
}

/** A type nobody holds and no game has been given can go; otherwise the answer says why not. */
export async function deleteRosterType(deps: Deps, actorId: number, id: number) {
  await deps.db.$transaction(async (tx) => {
    const before = await lockRosterType(tx, id);
    const holders = await holdersOfRosterType(tx, before.name);
    const assigned = await tx.refereeAssignment.count({ where: { rosterType: before.name } });
    if (holders > 0 || assigned > 0)
      throw new AppError(
        'conflict',
        `The ${before.name} roster type is held by ${holders} member(s) and given on ${assigned} game(s); take it from them first`,
      );
    await tx.rosterType.delete({ where: { id } });
    await recordAudit(tx, {
      actorId,
      action: 'roster_type.delete',
      entity: 'RosterType',
      entityId: id,
      before,
    });
  });
  return { id };
}

// --- Seasons and game times offered -------------------------------------------------------------

export async function openToReferees(
  deps: Deps,
  actorId: number,
  seasonId: number,
  open: boolean,
): Promise<TOfficialsSeason> {
  return deps.db.$transaction(async (tx) => {
    const season = await setRefereesOpen(tx, seasonId, open);
    if (!season) throw notFound('Season');
    await recordAudit(tx, {
      actorId,
      action: open ? 'season.referees_open' : 'season.referees_closed',
      entity: 'Season',
      entityId: seasonId,
      after: { referees_open: open },
    });
    return season;
  });
}

const listOf = (times: Map<number, string[]>): TWeekdayTime[] =>
  [...times].flatMap(([day, slots]) => slots.map((time) => ({ day, time }))).sort(byDayTime);

export async function officialsTimes(deps: Deps, seasonId: number): Promise<TOfficialsTimes> {
  const { db } = deps;
  await requireSeason(db, seasonId);
  const { timeZone } = deps.settings.current();
  const venues = await venuesWithCourts(db);
  const set = await db.officialsTime.findMany({
    where: { seasonId },
    select: { venueId: true, weekday: true, time: true },
  });
  return {
    offers: set.length > 0 ? 'set' : 'draw',
    venues: await Promise.all(
      venues
        .filter((v) => v.courts.length > 0)
        .map(async (v) => ({
          venue_id: v.id,
          venue_name: v.name,
          times: set
            .filter((t) => t.venueId === v.id)
            .map((t) => ({ day: t.weekday, time: t.time }))
            .sort(byDayTime),
          draw_times: listOf(await gameStartTimes(db, timeZone, seasonId, v.id)),
        })),
    ),
  };
}

export async function saveOfficialsTimes(
  deps: Deps,
  actorId: number,
  seasonId: number,
  venueId: number,
  times: TWeekdayTime[],
): Promise<TOfficialsTimes> {
  const { db } = deps;
  await requireSeason(db, seasonId);
  if (!(await venuesWithCourts(db)).some((v) => v.id === venueId && v.courts.length > 0))
    throw notFound('Venue');
  const wanted = [...new Map(times.map((t) => [`${t.day}|${t.time}`, t])).values()].sort(byDayTime);
  await db.$transaction(async (tx) => {
    // One save at a time per season, so two racing saves cannot interleave their replace-all.
    if (!(await lockSeason(tx, seasonId))) throw notFound('Season');
    const before = await tx.officialsTime.findMany({
      where: { seasonId, venueId },
      select: { weekday: true, time: true },
    });
    await tx.officialsTime.deleteMany({ where: { seasonId, venueId } });
    await tx.officialsTime.createMany({
      data: wanted.map((t) => ({ seasonId, venueId, weekday: t.day, time: t.time })),
    });
    await recordAudit(tx, {
      actorId,
      action: 'officials_times.save',
      entity: 'Season',
      entityId: seasonId,
      before: {
        venue_id: venueId,
        times: before.map((t) => ({ day: t.weekday, time: t.time })).sort(byDayTime),
      },
      after: { venue_id: venueId, times: wanted },
    });
  });
  return officialsTimes(deps, seasonId);
}

// --- Who holds which roster types ------------------------------------------------------------------

const officialOf = (m: Awaited<ReturnType<typeof officialMembers>>[number]): TOfficial => ({
  member_id: m.id,
  firstname: m.firstname,
  lastname: m.lastname,
  email: m.email,
  roster_types: m.accessRef,
});

export async function listOfficials(deps: Deps): Promise<TOfficials> {
  return { officials: (await officialMembers(deps.db)).map(officialOf) };
}

export async function grantOfficial(
  deps: Deps,
  actorId: number,
  memberId: number,
  input: TOfficialGrant,
): Promise<TOfficial> {
  const wanted = [...new Set(input.roster_types)];
  return deps.db.$transaction(async (tx) => {
    const known = new Set((await shareRosterTypes(tx, wanted)).map((t) => t.name));
    const unknown = wanted.filter((t) => !known.has(t));
    if (unknown.length > 0) throw fieldError('roster_types', `There is no roster type "${unknown[0]}"`);
    const before = await setOfficialAccess(tx, memberId, wanted);
    if (!before) throw notFound('Member');
    await recordAudit(tx, {
      actorId,
      action: 'official.grant',
      entity: 'Member',
      entityId: memberId,
      before: { is_ref: before.isRef, access_ref: before.accessRef },
      after: { is_ref: wanted.length > 0, access_ref: wanted },
    });
    const [member] = await officialMembers(tx, [memberId]);
    return officialOf(member!);
  });
}

// --- Payments ------------------------------------------------------------------------------------------

/** Games per official per roster type with their start in [from, to] (local dates), times the type's rate. */
export async function officialsPayments(deps: Deps, from: string, to: string): Promise<TOfficialsPayments> {
  const { db } = deps;
  const { timeZone } = deps.settings.current();
  const [first, last] = from <= to ? [from, to] : [to, from];
  const games = await gamesForAllocation(db, {
    from: startOfLocalDay(first, timeZone),
    to: startOfLocalDay(addDaysIso(last, 1), timeZone),
  });
  const counts = await db.refereeAssignment.groupBy({
    by: ['memberId', 'rosterType'],
    where: { gameId: { in: games.map((g) => g.id) } },
    _count: { _all: true },
  });
  const rates = new Map((await db.rosterType.findMany()).map((t) => [t.name, t.rateCents]));
  const members = new Map(
    (await officialMembers(db, [...new Set(counts.map((c) => c.memberId))])).map((m) => [m.id, m]),
  );
  const rows = counts
    .map((c) => {
      const m = members.get(c.memberId);
      const rate = rates.get(c.rosterType) ?? 0;
      return {
        member_id: c.memberId,
        firstname: m?.firstname ?? '',
        lastname: m?.lastname ?? '',
        roster_type: c.rosterType,
        games: c._count._all,
        rate_cents: rate,
        amount_cents: rate * c._count._all,
      };
    })
    .sort(
      (a, b) =>
        a.lastname.localeCompare(b.lastname) ||
        a.firstname.localeCompare(b.firstname) ||
        a.member_id - b.member_id ||
        a.roster_type.localeCompare(b.roster_type),
    );
  return { from: first, to: last, rows, total_cents: rows.reduce((n, r) => n + r.amount_cents, 0) };
}

export async function officialsPaymentsCsv(deps: Deps, from: string, to: string): Promise<string> {
  const report = await officialsPayments(deps, from, to);
  return toCsv(
    [
      ['Member ID', 'First name', 'Last name', 'Roster type', 'Games', 'Rate', 'Amount'],
      ...report.rows.map((r) => [
        r.member_id,
        r.firstname,
        r.lastname,
        r.roster_type,
        r.games,
        money(r.rate_cents),
        money(r.amount_cents),
      ]),
      ['', '', '', 'Total', report.rows.reduce((n, r) => n + r.games, 0), '', money(report.total_cents)],
    ],
    // No byte order mark yet: the payments test reads the first header without one. Drop this
    // option (the BOM lets a spreadsheet read accented names) once it parses with { bom: true }.
    { bom: false },
  );
}

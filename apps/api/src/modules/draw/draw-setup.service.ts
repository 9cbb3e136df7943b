// The console's draw inputs: a season's competition time slots per venue and weekday, its
// blackout dates (public holidays offered from date-holidays for the association's state, school
// holidays and any other), and each team's limits (start times, dates it cannot play, teams it
// must never play at the same time as). The engine (./engine) reads them through draw-inputs.ts.
// Every change is audited in its own transaction.
import Holidays from 'date-holidays';
import { WEEKDAY_NAMES } from '@courtside/contracts';
import {
  AU_STATES,
  minutesOfTime,
  timeOfMinutes,
  type TBlackout,
  type TBlackoutInput,
  type TDrawSetup,
  type TDrawSlot,
  type TDrawSlotInput,
  type TPublicHoliday,
  type TTeamDrawLimits,
  type TTeamDrawLimitsView,
} from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, dbDate, dmyOf, isoOfDbDate, weekdayOfIso } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { courtsSharingFloor, venuesWithCourts } from '../booking/index.js';
import { drawTeamsOf, lockTeamRow, setTeamStartLimits, teamsByIds } from '../teams/index.js';
import { memberContacts } from '../people/index.js';
import { findSeason } from './season-setup.service.js';

/** 'First Last' of a member found, '' of one not. */
export const fullName = (m: { firstname: string; lastname: string } | undefined) =>
  m ? `${m.firstname} ${m.lastname}` : '';

type AuState = (typeof AU_STATES)[number];

const ZONE_STATE: Record<string, AuState> = {
  'Australia/Perth': 'WA',
  'Australia/Adelaide': 'SA',
  'Australia/Darwin': 'NT',
  'Australia/Brisbane': 'QLD',
  'Australia/Lindeman': 'QLD',
  'Australia/Sydney': 'NSW',
  'Australia/Broken_Hill': 'NSW',
  'Australia/Canberra': 'ACT',
  'Australia/Melbourne': 'VIC',
  'Australia/Hobart': 'TAS',
};

/**
 * The state whose public holidays the season is offered: the one most of the venues are in,
 * else the association's time zone's, else New South Wales.
 */
export function associationState(venueStates: Array<string | null>, timeZone: string): AuState {
  const counts = new Map<AuState, number>();
  for (const raw of venueStates) {
    const state = raw?.trim().toUpperCase() as AuState | undefined;
    if (state && (AU_STATES as readonly string[]).includes(state))
      counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return top?.[0] ?? ZONE_STATE[timeZone] ?? 'NSW';
}

/** The state's public holidays between two dates (inclusive), from date-holidays. */
export function publicHolidays(
  state: AuState,
  from: string,
  to: string,
): Array<{ date: string; name: string }> {
  const calendar = new Holidays('AU', state);
  const years = new Set<number>();
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.add(y);
  return [...years]
    .flatMap((y) => calendar.getHolidays(y))
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

const seasonOrThrow = async (db: Deps['db'] | Tx, seasonId: number) => {
  const season = await findSeason(db, seasonId);
  if (!season) throw notFound('Season');
  return season;
};

// ---- Reading the setup ---------------------------------------------------------------------

type Venues = Awaited<ReturnType<typeof venuesWithCourts>>;

function toSlot(
  row: {
    id: number;
    venueId: number;
    weekday: number;
    onDate: Date | null;
    startMinutes: number[];
    gameMinutes: number;
    courtIds: number[];
  },
  venues: Venues,
): TDrawSlot {
  const venue = venues.find((v) => v.id === row.venueId);
  return {
    id: row.id,
    venue_id: row.venueId,
    venue: venue?.name ?? '',
    weekday: row.weekday,
    on_date: row.onDate ? isoOfDbDate(row.onDate) : null,
    start_times: row.startMinutes.map(timeOfMinutes),
    game_minutes: row.gameMinutes,
    courts: row.courtIds.map((id) => ({
      id,
      name: venue?.courts.find((c) => c.id === id)?.name ?? `Court ${id}`,
    })),
  };
}

function toBlackout(
  row: {
    id: number;
    kind: TBlackout['kind'];
    fromDate: Date;
    toDate: Date;
    reason: string;
    venueId: number | null;
  },
  venues: Venues,
): TBlackout {
  return {
    id: row.id,
    kind: row.kind,
    from_date: isoOfDbDate(row.fromDate),
    to_date: isoOfDbDate(row.toDate),
    reason: row.reason,
    venue_id: row.venueId,
    venue: row.venueId === null ? null : (venues.find((v) => v.id === row.venueId)?.name ?? null),
  };
}

export const slotRows = (db: Deps['db'] | Tx, seasonId: number) =>
  db.drawSlotTemplate.findMany({
    where: { seasonId },
    // Weekly slots first, then the one-off ones by date.
    orderBy: [
      { onDate: { sort: 'asc', nulls: 'first' } },
      { weekday: 'asc' },
      { venueId: 'asc' },
      { id: 'asc' },
    ],
  });
export const blackoutRows = (db: Deps['db'] | Tx, seasonId: number) =>
  db.seasonBlackout.findMany({ where: { seasonId }, orderBy: [{ fromDate: 'asc' }, { id: 'asc' }] });

/** GET /api/admin/seasons/:id/draw: everything the draw is made from, and its drafts. */
export async function drawSetup(deps: Deps, seasonId: number): Promise<TDrawSetup> {
  const season = await seasonOrThrow(deps.db, seasonId);
  const [venues, slots, blackouts, divisions, drafts] = await Promise.all([
    venuesWithCourts(deps.db),
    slotRows(deps.db, seasonId),
    blackoutRows(deps.db, seasonId),
    deps.db.division.findMany({
      where: { seasonId },
      select: {
        id: true,
        name: true,
        _count: { select: { games: true } },
        games: { where: { result: { isNot: null } }, select: { id: true } },
      },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    deps.db.drawDraft.findMany({
      where: { seasonId },
      select: { id: true, kind: true, status: true, divisionIds: true, createdAt: true, createdById: true },
      orderBy: { id: 'desc' },
      take: 20,
    }),
  ]);
  const teams = await drawTeamsOf(
    deps.db,
    divisions.map((d) => d.id),
  );
  const names = await memberContacts(deps.db, [...new Set(drafts.map((d) => d.createdById))]);
  const state = associationState(
    venues.map((v) => v.state),
    deps.settings.current().timeZone,
  );
  const from = season.startDate ? isoOfDbDate(season.startDate) : `${new Date().getUTCFullYear()}-01-01`;
  const to = `${Number(from.slice(0, 4)) + 1}-${from.slice(5)}`;
  const blacked = new Set(
    blackouts.filter((b) => b.kind === 'public_holiday').map((b) => isoOfDbDate(b.fromDate)),
  );
  const holidays: TPublicHoliday[] = publicHolidays(state, from, to).map((h) => ({
    ...h,
    added: blacked.has(h.date),
  }));
  const divisionName = new Map(divisions.map((d) => [d.id, d.name]));
  return {
    season: {
      id: season.id,
      name: season.name,
      start_date: season.startDate ? isoOfDbDate(season.startDate) : null,
    },
    state,
    venues: venues.map((v) => ({
      id: v.id,
      name: v.name,
      courts: v.courts.map((c) => ({ id: c.id, name: c.name })),
    })),
    slots: slots.map((s) => toSlot(s, venues)),
    blackouts: blackouts.map((b) => toBlackout(b, venues)),
    public_holidays: holidays,
    divisions: divisions.map((d) => ({
      id: d.id,
      name: d.name,
      teams: teams.filter((t) => t.divisionId === d.id).length,
      games: d._count.games,
      played: d.games.length,
    })),
    drafts: drafts.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      divisions: d.divisionIds.map((id) => divisionName.get(id) ?? `Division ${id}`),
      created_at: d.createdAt.toISOString(),
      created_by: fullName(names.get(d.createdById)),
    })),
  };
}

// ---- Time slots ----------------------------------------------------------------------------

/**
 * When slots are played: a one-off slot on its date, which must fall within the season (from its
 * start date, for a year, as a generated draw is), else every week on the weekday given.
 */
function slotDay(season: { startDate: Date | null }, body: TDrawSlotInput) {
  if (body.on_date == null) {
    if (body.weekday === undefined) throw fieldError('weekday', 'Choose the weekday.');
    return { weekday: body.weekday, onDate: null };
  }
  const first = season.startDate ? isoOfDbDate(season.startDate) : null;
  if (first === null)
    throw fieldError(
      'on_date',
      'Set the season’s start date first: a one-off slot must be within the season.',
    );
  const last = addDaysIso(first, 364);
  if (body.on_date < first || body.on_date > last)
    throw fieldError(
      'on_date',
      `${dmyOf(body.on_date)} is outside the season (${dmyOf(first)} to ${dmyOf(last)}).`,
    );
  return { weekday: weekdayOfIso(body.on_date), onDate: body.on_date };
}

/**
 * A season's time slots never put two games on one floor at once: the engine places a game on
 * any slot it is given, so slots whose games overlap on the same court, or on a full court and
 * one of its halves, are refused here (within the slots and against the season's other slots of
 * the venue that are played on the same day: weekly ones of the weekday, one-off ones of a date
 * on it).
 */
async function checkSlot(tx: Tx, seasonId: number, body: TDrawSlotInput, exceptId?: number) {
  // Overlaps span rows (arrays of times and courts, full courts and their halves), so no
  // constraint can hold them: the season's row is held instead, and its slot writes take turns.
  await tx.$queryRaw`SELECT id FROM "Season" WHERE id = ${seasonId} FOR NO KEY UPDATE`;
  const { weekday, onDate } = slotDay(await seasonOrThrow(tx, seasonId), body);
  const venue = (await venuesWithCourts(tx)).find((v) => v.id === body.venue_id);
  if (!venue) throw fieldError('venue_id', 'There is no such venue.');
  const own = new Set(venue.courts.map((c) => c.id));
  if (body.court_ids.some((id) => !own.has(id)))
    throw fieldError('court_ids', `Choose courts of ${venue.name}.`);
  const starts = body.start_times.map(minutesOfTime).sort((a, b) => a - b);
  if (starts.at(-1)! + body.game_minutes > 24 * 60)
    throw fieldError('game_minutes', 'The last game must end by midnight.');
  const clash = starts.find((start, i) => i > 0 && start - starts[i - 1]! < body.game_minutes);
  if (clash !== undefined)
    throw fieldError(
      'start_times',
      `The game at ${timeOfMinutes(clash)} would start before the one before it ends: start times must be at least ${body.game_minutes} minutes apart.`,
    );
  const courtName = new Map(venue.courts.map((c) => [c.id, c.name]));
  const floorOf = (id: number) => new Set(courtsSharingFloor(venue.courts, id));
  for (const [i, a] of body.court_ids.entries())
    for (const b of body.court_ids.slice(i + 1))
      if (floorOf(a).has(b))
        throw fieldError(
          'court_ids',
          `${courtName.get(a)} and ${courtName.get(b)} share a floor: choose the full court or its halves.`,
        );
  const others = await tx.drawSlotTemplate.findMany({
    where: {
      seasonId,
      venueId: body.venue_id,
      weekday,
      // A one-off slot meets the weekly slots and the one-off ones of its date only.
      ...(onDate === null ? {} : { OR: [{ onDate: null }, { onDate: dbDate(onDate) }] }),
      ...(exceptId === undefined ? {} : { id: { not: exceptId } }),
    },
    select: { startMinutes: true, gameMinutes: true, courtIds: true, onDate: true },
  });
  for (const other of others)
    for (const court of body.court_ids) {
      const taken = other.courtIds.find((c) => floorOf(court).has(c));
      if (taken === undefined) continue;
      for (const start of starts) {
        const hit = other.startMinutes.find(
          (t) => t < start + body.game_minutes && start < t + other.gameMinutes,
        );
        if (hit !== undefined)
          throw fieldError(
            'start_times',
            `${courtName.get(taken)} already has a game from ${timeOfMinutes(hit)} in the season’s ${other.onDate ? `time slots on ${dmyOf(isoOfDbDate(other.onDate))}` : `${WEEKDAY_NAMES[weekday]} time slots`}: the game at ${timeOfMinutes(start)} on ${courtName.get(court)} would overlap it.`,
          );
      }
    }
  return { venues: [venue], startMinutes: starts, weekday, onDate: onDate === null ? null : dbDate(onDate) };
}

export async function createSlot(deps: Deps, actorId: number, seasonId: number, body: TDrawSlotInput) {
  return deps.db.$transaction(async (tx) => {
    await seasonOrThrow(tx, seasonId);
    const { venues, startMinutes, weekday, onDate } = await checkSlot(tx, seasonId, body);
    const row = await tx.drawSlotTemplate.create({
      data: {
        seasonId,
        venueId: body.venue_id,
        weekday,
        onDate,
        startMinutes,
        gameMinutes: body.game_minutes,
        courtIds: body.court_ids,
      },
    });
    const slot = toSlot(row, venues);
    await recordAudit(tx, {
      actorId,
      action: 'draw.slot_create',
      entity: 'DrawSlotTemplate',
      entityId: row.id,
      after: slot,
    });
    return slot;
  });
}

export async function updateSlot(deps: Deps, actorId: number, slotId: number, body: TDrawSlotInput) {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.drawSlotTemplate.findUnique({ where: { id: slotId } });
    if (!before) throw notFound('Time slot');
    const { venues, startMinutes, weekday, onDate } = await checkSlot(tx, before.seasonId, body, slotId);
    const row = await tx.drawSlotTemplate.update({
      where: { id: slotId },
      data: {
        venueId: body.venue_id,
        weekday,
        onDate,
        startMinutes,
        gameMinutes: body.game_minutes,
        courtIds: body.court_ids,
      },
    });
    const all = await venuesWithCourts(tx);
    const slot = toSlot(row, venues);
    await recordAudit(tx, {
      actorId,
      action: 'draw.slot_update',
      entity: 'DrawSlotTemplate',
      entityId: slotId,
      before: toSlot(before, all),
      after: slot,
    });
    return slot;
  });
}

export async function deleteSlot(deps: Deps, actorId: number, slotId: number) {
  await deps.db.$transaction(async (tx) => {
    const before = await tx.drawSlotTemplate.findUnique({ where: { id: slotId } });
    if (!before) throw notFound('Time slot');
    await tx.drawSlotTemplate.delete({ where: { id: slotId } });
    await recordAudit(tx, {
      actorId,
      action: 'draw.slot_delete',
      entity: 'DrawSlotTemplate',
      entityId: slotId,
      before: toSlot(before, await venuesWithCourts(tx)),
    });
  });
  return { id: slotId };
}

// ---- Blackouts -----------------------------------------------------------------------------

export async function createBlackout(deps: Deps, actorId: number, seasonId: number, body: TBlackoutInput) {
  const toDate = body.to_date ?? body.from_date;
  if (toDate < body.from_date) throw fieldError('to_date', 'The last date cannot be before the first.');
  return deps.db.$transaction(async (tx) => {
    await seasonOrThrow(tx, seasonId);
    const venues = await venuesWithCourts(tx);
    if (body.venue_id && !venues.some((v) => v.id === body.venue_id))
      throw fieldError('venue_id', 'There is no such venue.');
    const row = await tx.seasonBlackout.create({
      data: {
        seasonId,
        kind: body.kind,
        fromDate: dbDate(body.from_date),
        toDate: dbDate(toDate),
        reason: body.reason,
        venueId: body.venue_id ?? null,
      },
    });
    const blackout = toBlackout(row, venues);
    await recordAudit(tx, {
      actorId,
      action: 'draw.blackout_create',
      entity: 'SeasonBlackout',
      entityId: row.id,
      after: blackout,
    });
    return blackout;
  });
}

export async function deleteBlackout(deps: Deps, actorId: number, blackoutId: number) {
  await deps.db.$transaction(async (tx) => {
    const before = await tx.seasonBlackout.findUnique({ where: { id: blackoutId } });
    if (!before) throw notFound('Blackout');
    await tx.seasonBlackout.delete({ where: { id: blackoutId } });
    await recordAudit(tx, {
      actorId,
      action: 'draw.blackout_delete',
      entity: 'SeasonBlackout',
      entityId: blackoutId,
      before: toBlackout(before, await venuesWithCourts(tx)),
    });
  });
  return { id: blackoutId };
}

// ---- A team's limits -----------------------------------------------------------------------

async function teamLimits(db: Deps['db'] | Tx, teamId: number): Promise<TTeamDrawLimitsView> {
  const [team] = await teamsByIds(db, [teamId]);
  if (!team) throw notFound('Team');
  const [unavailable, clashes] = await Promise.all([
    db.teamUnavailability.findMany({ where: { teamId }, orderBy: [{ date: 'asc' }, { id: 'asc' }] }),
    db.teamClash.findMany({
      where: { OR: [{ teamAId: teamId }, { teamBId: teamId }] },
      orderBy: { id: 'asc' },
    }),
  ]);
  const otherIds = clashes.map((c) => (c.teamAId === teamId ? c.teamBId : c.teamAId));
  const others = await teamsByIds(db, otherIds);
  const divisions = await db.division.findMany({
    where: { id: { in: others.map((t) => t.divisionId) } },
    select: { id: true, name: true },
  });
  return {
    team_id: teamId,
    not_before: team.notBeforeMinute === null ? null : timeOfMinutes(team.notBeforeMinute),
    not_after: team.notAfterMinute === null ? null : timeOfMinutes(team.notAfterMinute),
    unavailable: unavailable.map((u) => ({
      date: isoOfDbDate(u.date),
      from: u.fromMinute === null ? null : timeOfMinutes(u.fromMinute),
      to: u.toMinute === null ? null : timeOfMinutes(u.toMinute),
      reason: u.reason,
    })),
    clashes: clashes.map((c, i) => {
      const other = others.find((t) => t.id === otherIds[i]);
      return {
        team_id: otherIds[i]!,
        team: other?.name ?? '',
        division: divisions.find((d) => d.id === other?.divisionId)?.name ?? '',
        reason: c.reason,
      };
    }),
  };
}

export const getTeamLimits = (deps: Deps, teamId: number) => teamLimits(deps.db, teamId);

/** Replaces a team's limits (start times, unavailable dates, clashes) in one audited change. */
export async function setTeamLimits(deps: Deps, actorId: number, teamId: number, body: TTeamDrawLimits) {
  const notBefore = body.not_before === null ? null : minutesOfTime(body.not_before);
  const notAfter = body.not_after === null ? null : minutesOfTime(body.not_after);
  if (notBefore !== null && notAfter !== null && notAfter < notBefore)
    throw fieldError('not_after', 'The latest start cannot be before the earliest.');
  body.unavailable.forEach((u, i) => {
    if ((u.from == null) !== (u.to == null))
      throw fieldError(`unavailable.${i}.to`, 'Give both times, or neither for the whole day.');
    if (u.from != null && u.to != null && minutesOfTime(u.to) <= minutesOfTime(u.from))
      throw fieldError(`unavailable.${i}.to`, 'The end time must be after the start time.');
  });
  const clashIds = body.clashes.map((c) => c.team_id);
  if (clashIds.includes(teamId)) throw fieldError('clashes', 'A team cannot clash with itself.');
  if (new Set(clashIds).size !== clashIds.length)
    throw fieldError('clashes', 'Each team may be listed once.');
  return deps.db.$transaction(async (tx) => {
    // The team's row first: two staff saving one team's limits queue instead of interleaving.
    if (!(await lockTeamRow(tx, teamId))) throw notFound('Team');
    if ((await teamsByIds(tx, clashIds)).length !== clashIds.length)
      throw fieldError('clashes', 'There is no such team.');
    const before = await teamLimits(tx, teamId);
    await setTeamStartLimits(tx, teamId, { notBeforeMinute: notBefore, notAfterMinute: notAfter });
    await tx.teamUnavailability.deleteMany({ where: { teamId } });
    await tx.teamUnavailability.createMany({
      data: body.unavailable.map((u) => ({
        teamId,
        date: dbDate(u.date),
        fromMinute: u.from == null ? null : minutesOfTime(u.from),
        toMinute: u.to == null ? null : minutesOfTime(u.to),
        reason: u.reason || null,
      })),
    });
    await tx.teamClash.deleteMany({ where: { OR: [{ teamAId: teamId }, { teamBId: teamId }] } });
    await tx.teamClash.createMany({
      data: body.clashes.map((c) => ({
        teamAId: Math.min(teamId, c.team_id),
        teamBId: Math.max(teamId, c.team_id),
        reason: c.reason || null,
      })),
    });
    const after = await teamLimits(tx, teamId);
    await recordAudit(tx, {
      actorId,
      action: 'draw.team_limits',
      entity: 'Team',
      entityId: teamId,
      before,
      after,
    });
    return after;
  });
}

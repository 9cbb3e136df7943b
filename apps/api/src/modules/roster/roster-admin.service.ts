// The console's event rosters: events (published = on the members' Event Roster page) and their
// shifts, and copying one day's shifts to another date (how a weekly event is rostered). Every
// write is audited in its transaction; the event or shift is locked before it changes, so a
// change racing a delete waits for it and then answers 404.
import {
  EVENT_MSG,
  type TAdminEvent,
  type TAdminEventRoster,
  type TAdminShift,
  type TEventCopyDay,
  type TEventDayCopied,
  type TEventPublish,
  type TEventVenue,
  type TEventWrite,
  type TShiftWrite,
} from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, localIsoDate, localTime, startOfLocalDay } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { recordAudit } from '../audit/index.js';
import { instantOf, venuesWithCourts } from '../booking/index.js';
import { rosterMemberForShare } from '../people/index.js';
import { SHIFT_DEFAULT_MINUTES, shiftEnd } from './roster-courts.service.js';

const shiftSelect = {
  id: true,
  eventId: true,
  memberId: true,
  scheduleAt: true,
  minutes: true,
  venueId: true,
  courtId: true,
  function: true,
  member: { select: { firstname: true, lastname: true } },
  venue: { select: { name: true } },
  court: { select: { name: true } },
} satisfies Prisma.LocalRosterEntrySelect;
type ShiftRow = Prisma.LocalRosterEntryGetPayload<{ select: typeof shiftSelect }>;

const SHIFT_ORDER = [{ scheduleAt: 'asc' }, { function: 'asc' }, { id: 'asc' }] as const;

function toShift(s: ShiftRow, tz: string): TAdminShift {
  return {
    id: s.id,
    member_id: s.memberId,
    member_name: `${s.member.firstname} ${s.member.lastname}`,
    date: localIsoDate(s.scheduleAt, tz),
    time: localTime(s.scheduleAt, tz),
    end_time: localTime(shiftEnd(s), tz),
    starts_at: isoInZone(s.scheduleAt, tz),
    ends_at: isoInZone(shiftEnd(s), tz),
    venue_id: s.venueId,
    venue: s.venue.name,
    court_id: s.courtId,
    court: s.court?.name ?? null,
    duty: s.function,
  };
}

/** A shift as its audit entries keep it. */
const shiftAudit = (s: {
  memberId: number;
  scheduleAt: Date;
  minutes: number;
  venueId: number;
  courtId: number | null;
  function: string;
}) => ({
  memberId: s.memberId,
  scheduleAt: s.scheduleAt,
  minutes: s.minutes,
  venueId: s.venueId,
  courtId: s.courtId,
  function: s.function,
});

/** The events' shift counts and first and last shift dates. */
async function eventSummaries(
  db: Deps['db'] | Tx,
  events: Array<{ id: number; name: string; active: boolean }>,
  tz: string,
): Promise<TAdminEvent[]> {
  const stats = await db.localRosterEntry.groupBy({
    by: ['eventId'],
    where: { eventId: { in: events.map((e) => e.id) } },
    _count: { _all: true },
    _min: { scheduleAt: true },
    _max: { scheduleAt: true },
  });
  const byEvent = new Map(stats.map((s) => [s.eventId, s]));
  return events.map((e) => {
    const s = byEvent.get(e.id);
    return {
      id: e.id,
      name: e.name,
      published: e.active,
      shifts: s?._count._all ?? 0,
      first_date: s?._min.scheduleAt ? localIsoDate(s._min.scheduleAt, tz) : null,
      last_date: s?._max.scheduleAt ? localIsoDate(s._max.scheduleAt, tz) : null,
    };
  });
}

const eventSelect = { id: true, name: true, active: true } as const;

/**
 * The event, locked for this transaction (FOR UPDATE to change or delete it, FOR SHARE to add to
 * its roster), or a 404: a write racing a delete waits for it and then finds nothing.
 */
async function lockEvent(tx: Tx, id: number, mode: 'update' | 'share' = 'update') {
  if (mode === 'update') await tx.$queryRaw`SELECT id FROM "LocalEvent" WHERE id = ${id} FOR UPDATE`;
  else await tx.$queryRaw`SELECT id FROM "LocalEvent" WHERE id = ${id} FOR SHARE`;
  const event = await tx.localEvent.findUnique({ where: { id }, select: eventSelect });
  if (!event) throw notFound('Event');
  return event;
}

/** The event's shift, locked for this transaction, or a 404 (also for a shift of another event). */
async function lockShift(tx: Tx, eventId: number, id: number) {
  await tx.$queryRaw`SELECT id FROM "LocalRosterEntry" WHERE id = ${id} AND "eventId" = ${eventId} FOR UPDATE`;
  const shift = await tx.localRosterEntry.findFirst({ where: { id, eventId }, select: shiftSelect });
  if (!shift) throw notFound('Shift');
  return shift;
}

// --- Events ---------------------------------------------------------------------------------

/** GET /api/admin/events: every event by name, with its shift count and dates. */
export async function listEvents(deps: Deps): Promise<TAdminEvent[]> {
  const events = await deps.db.localEvent.findMany({
    select: eventSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return eventSummaries(deps.db, events, deps.settings.current().timeZone);
}

/** GET /api/admin/events/:id: the event, its shifts by start, its duties and the venues to pick from. */
export async function eventRoster(deps: Deps, id: number): Promise<TAdminEventRoster> {
  const tz = deps.settings.current().timeZone;
  const event = await deps.db.localEvent.findUnique({ where: { id }, select: eventSelect });
  if (!event) throw notFound('Event');
  const [shifts, [summary], venues] = await Promise.all([
    deps.db.localRosterEntry.findMany({
      where: { eventId: id },
      select: shiftSelect,
      orderBy: [...SHIFT_ORDER],
    }),
    eventSummaries(deps.db, [event], tz),
    venuesWithCourts(deps.db),
  ]);
  return {
    event: summary!,
    shifts: shifts.map((s) => toShift(s, tz)),
    duties: [...new Set(shifts.map((s) => s.function))].sort((a, b) => a.localeCompare(b)),
    venues: venues.map((v): TEventVenue => ({
      id: v.id,
      name: v.name,
      courts: v.courts.map((c) => ({ id: c.id, name: c.name })),
    })),
  };
}

/** POST /api/admin/events: a new event, unpublished until its roster is ready. */
export async function createEvent(deps: Deps, actorId: number, body: TEventWrite): Promise<TAdminEvent> {
  const tz = deps.settings.current().timeZone;
  return deps.db.$transaction(async (tx) => {
    const event = await tx.localEvent.create({
      data: { name: body.name, active: false },
      select: eventSelect,
    });
    await recordAudit(tx, {
      actorId,
      action: 'local_event.create',
      entity: 'LocalEvent',
      entityId: event.id,
      after: { name: event.name, active: false },
    });
    return (await eventSummaries(tx, [event], tz))[0]!;
  });
}

/** Changes the event's name or whether it is published, under its lock, audited as `action`. */
async function changeEvent(
  deps: Deps,
  actorId: number,
  id: number,
  data: { name: string } | { active: boolean },
  action: string,
): Promise<TAdminEvent> {
  const tz = deps.settings.current().timeZone;
  return deps.db.$transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    const event = await tx.localEvent.update({ where: { id }, data, select: eventSelect });
    const field = 'name' in data ? 'name' : 'active';
    await recordAudit(tx, {
      actorId,
      action,
      entity: 'LocalEvent',
      entityId: id,
      before: { [field]: before[field] },
      after: { [field]: event[field] },
    });
    return (await eventSummaries(tx, [event], tz))[0]!;
  });
}

/** PUT /api/admin/events/:id: renames the event. */
export const renameEvent = (deps: Deps, actorId: number, id: number, body: TEventWrite) =>
  changeEvent(deps, actorId, id, { name: body.name }, 'local_event.rename');

/** PUT /api/admin/events/:id/published: puts the event on the members' Event Roster page, or takes it off. */
export const publishEvent = (deps: Deps, actorId: number, id: number, body: TEventPublish) =>
  changeEvent(
    deps,
    actorId,
    id,
    { active: body.published },
    body.published ? 'local_event.publish' : 'local_event.unpublish',
  );

/**
 * DELETE /api/admin/events/:id: only an event without shifts (409 otherwise), so a roster is never
 * lost by one click; an event that is over is unpublished instead.
 */
export async function deleteEvent(deps: Deps, actorId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    const shifts = await tx.localRosterEntry.count({ where: { eventId: id } });
    if (shifts > 0) throw new AppError('conflict', EVENT_MSG.hasShifts(shifts));
    await tx.localEvent.delete({ where: { id } });
    await recordAudit(tx, {
      actorId,
      action: 'local_event.delete',
      entity: 'LocalEvent',
      entityId: id,
      before: { name: before.name, active: before.active },
    });
  });
}

// --- Shifts ---------------------------------------------------------------------------------

/**
 * The member (on the event roster), the start, length and place of a shift as written, or a 422.
 * The end is a time after the start on the same day; without one the shift lasts an hour.
 */
async function shiftData(deps: Deps, tx: Tx, body: TShiftWrite) {
  const tz = deps.settings.current().timeZone;
  const scheduleAt = instantOf(body.date, body.time, tz);
  if (!scheduleAt) throw fieldError('time', EVENT_MSG.missingTime);
  let minutes = SHIFT_DEFAULT_MINUTES;
  if (body.end_time !== undefined) {
    const endsAt = instantOf(body.date, body.end_time, tz);
    if (!endsAt) throw fieldError('end_time', EVENT_MSG.missingTime);
    if (endsAt <= scheduleAt) throw fieldError('end_time', EVENT_MSG.endAfterStart);
    minutes = Math.round((endsAt.getTime() - scheduleAt.getTime()) / 60_000);
  }
  const venue = (await venuesWithCourts(tx)).find((v) => v.id === body.venue_id);
  if (!venue) throw fieldError('venue_id', EVENT_MSG.noSuchVenue);
  const courtId = body.court_id ?? null;
  if (courtId !== null && !venue.courts.some((c) => c.id === courtId))
    throw fieldError('court_id', EVENT_MSG.courtOfOtherVenue);
  const member = await rosterMemberForShare(tx, body.member_id);
  if (!member) throw fieldError('member_id', EVENT_MSG.noSuchMember);
  if (!member.rostered)
    throw fieldError(
      'member_id',
      EVENT_MSG.notRostered,
      `${member.firstname} ${member.lastname} is not on the event roster: tick Rostered official on their member record first.`,
    );
  return { memberId: member.id, scheduleAt, minutes, venueId: venue.id, courtId, function: body.duty };
}

/** POST /api/admin/events/:id/shifts: a shift on the event's roster. */
export async function createShift(
  deps: Deps,
  actorId: number,
  eventId: number,
  body: TShiftWrite,
): Promise<TAdminShift> {
  const tz = deps.settings.current().timeZone;
  return deps.db.$transaction(async (tx) => {
    // Shared: shifts may be added side by side, but not while the event is deleted or a day copied.
    await lockEvent(tx, eventId, 'share');
    const data = await shiftData(deps, tx, body);
    const shift = await tx.localRosterEntry.create({ data: { eventId, ...data }, select: shiftSelect });
    await recordAudit(tx, {
      actorId,
      action: 'roster_shift.create',
      entity: 'LocalRosterEntry',
      entityId: shift.id,
      after: { eventId, ...shiftAudit(shift) },
    });
    return toShift(shift, tz);
  });
}

/** PUT /api/admin/events/:id/shifts/:shift_id: changes a shift (member, start, end, place, duty). */
export async function updateShift(
  deps: Deps,
  actorId: number,
  eventId: number,
  id: number,
  body: TShiftWrite,
): Promise<TAdminShift> {
  const tz = deps.settings.current().timeZone;
  return deps.db.$transaction(async (tx) => {
    const before = await lockShift(tx, eventId, id);
    const data = await shiftData(deps, tx, body);
    const shift = await tx.localRosterEntry.update({ where: { id }, data, select: shiftSelect });
    await recordAudit(tx, {
      actorId,
      action: 'roster_shift.update',
      entity: 'LocalRosterEntry',
      entityId: id,
      before: shiftAudit(before),
      after: shiftAudit(shift),
    });
    return toShift(shift, tz);
  });
}

/** DELETE /api/admin/events/:id/shifts/:shift_id: takes the shift off the roster. */
export async function deleteShift(deps: Deps, actorId: number, eventId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await lockShift(tx, eventId, id);
    await tx.localRosterEntry.delete({ where: { id } });
    await recordAudit(tx, {
      actorId,
      action: 'roster_shift.delete',
      entity: 'LocalRosterEntry',
      entityId: id,
      before: { eventId, ...shiftAudit(before) },
    });
  });
}

/**
 * POST /api/admin/events/:id/copy-day: the event's shifts of one day again on another date, at
 * the same local times, with the same members, places and duties. Refused when the target date
 * has shifts of the event already (nothing is doubled), when the source day has none, when a
 * time does not exist on the target date, or when a member is no longer on the event roster.
 * The event is locked for the copy, so two copies to one date cannot both pass the check.
 */
export async function copyDay(
  deps: Deps,
  actorId: number,
  eventId: number,
  body: TEventCopyDay,
): Promise<TEventDayCopied> {
  const tz = deps.settings.current().timeZone;
  const day = (date: string) => ({
    gte: startOfLocalDay(date, tz),
    lt: startOfLocalDay(addDaysIso(date, 1), tz),
  });
  return deps.db.$transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [source, taken] = await Promise.all([
      tx.localRosterEntry.findMany({
        where: { eventId, scheduleAt: day(body.from_date) },
        select: shiftSelect,
        orderBy: [...SHIFT_ORDER],
      }),
      tx.localRosterEntry.count({ where: { eventId, scheduleAt: day(body.to_date) } }),
    ]);
    if (source.length === 0) throw fieldError('from_date', EVENT_MSG.noShiftsThatDay);
    if (taken > 0)
      throw new AppError('conflict', EVENT_MSG.targetTaken, { to_date: [EVENT_MSG.targetTaken] });

    const gone: string[] = [];
    for (const memberId of [...new Set(source.map((s) => s.memberId))]) {
      const member = await rosterMemberForShare(tx, memberId);
      if (!member?.rostered)
        gone.push(member ? `${member.firstname} ${member.lastname}` : `member ${memberId}`);
    }
    if (gone.length)
      throw new AppError(
        'validation_failed',
        `Not on the event roster any more: ${gone.join(', ')}. Change or remove their shifts on ${body.from_date} first.`,
      );

    const copies = source.map((s) => {
      const time = localTime(s.scheduleAt, tz);
      const scheduleAt = instantOf(body.to_date, time, tz);
      if (!scheduleAt)
        throw fieldError('to_date', `${time} does not exist on this day (the clocks go forward).`);
      return {
        eventId,
        memberId: s.memberId,
        scheduleAt,
        minutes: s.minutes,
        venueId: s.venueId,
        courtId: s.courtId,
        function: s.function,
      };
    });
    const created = await tx.localRosterEntry.createManyAndReturn({ data: copies, select: { id: true } });
    const shifts = await tx.localRosterEntry.findMany({
      where: { id: { in: created.map((c) => c.id) } },
      select: shiftSelect,
      orderBy: [...SHIFT_ORDER],
    });
    await recordAudit(tx, {
      actorId,
      action: 'local_event.copy_day',
      entity: 'LocalEvent',
      entityId: eventId,
      after: { from_date: body.from_date, to_date: body.to_date, shift_ids: shifts.map((s) => s.id) },
    });
    return { to_date: body.to_date, shifts: shifts.map((s) => toShift(s, tz)) };
  });
}

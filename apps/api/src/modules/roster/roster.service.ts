// Local (event) roster for is_roster members: events, one day's shifts, own or full.
import type { z } from 'zod';
import type {
  TEventRosterResponse,
  TLocalEvent,
  TLocalRosterItem,
  ZEventRosterRequest,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { requireAccess } from '../../lib/access.js';
import { notFound } from '../../lib/app-error.js';
import { calendarFile, placeText, type CalendarEntry } from '../../lib/calendar.js';
import type { Deps } from '../../lib/deps.js';
import {
  addDaysIso,
  dmyOf,
  localIsoDate,
  localTime,
  localTime12,
  startOfLocalDay,
  todayIso,
} from '../../lib/local-dates.js';
import { shiftEnd } from './roster-courts.service.js';

type EventRosterInput = z.output<typeof ZEventRosterRequest>;

export async function listEvents(deps: Deps, memberId: number): Promise<TLocalEvent[]> {
  await requireAccess(deps.db, memberId, 'isRoster');
  const events = await deps.db.localEvent.findMany({
    where: { active: true },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return events.map((e) => ({ event_id: e.id, event_name: e.name }));
}

const entrySelect = {
  id: true,
  memberId: true,
  scheduleAt: true,
  minutes: true,
  function: true,
  event: { select: { id: true, name: true } },
  venue: { select: { name: true, address: true, suburb: true, postcode: true, state: true } },
  court: { select: { name: true } },
  member: { select: { firstname: true, prefname: true, lastname: true } },
} satisfies Prisma.LocalRosterEntrySelect;

type EntryRow = Prisma.LocalRosterEntryGetPayload<{ select: typeof entrySelect }>;

function toItem(e: EntryRow, memberId: number, timeZone: string): TLocalRosterItem {
  const date = localIsoDate(e.scheduleAt, timeZone);
  return {
    id: e.id,
    schedule_date: date,
    schedule_time: localTime(e.scheduleAt, timeZone),
    schedule_date_formatted: dmyOf(date),
    schedule_time_formatted: localTime12(e.scheduleAt, timeZone),
    schedule_at: e.scheduleAt.toISOString(),
    venue_name: e.venue.name,
    event: e.event.id,
    event_name: e.event.name,
    function: e.function,
    court_name: e.court?.name ?? null,
    member_name: `${e.member.prefname || e.member.firstname} ${e.member.lastname}`,
    mine: e.memberId === memberId,
  };
}

/** MY ROSTER: the member's own shifts of the event on the day; FULL ROSTER: everyone's. */
export async function eventRoster(
  deps: Deps,
  memberId: number,
  input: EventRosterInput,
): Promise<TEventRosterResponse> {
  const { db } = deps;
  const settings = deps.settings.current();
  await requireAccess(db, memberId, 'isRoster');
  const event = await db.localEvent.findFirst({
    where: { id: input.event, active: true },
    select: { id: true },
  });
  if (!event) throw notFound('Event');
  const date = input.date ?? todayIso(settings.timeZone, deps.now());
  const entries = await db.localRosterEntry.findMany({
    where: {
      eventId: event.id,
      scheduleAt: {
        gte: startOfLocalDay(date, settings.timeZone),
        lt: startOfLocalDay(addDaysIso(date, 1), settings.timeZone),
      },
      ...(input.roster === 'my' ? { memberId } : {}),
    },
    select: entrySelect,
    orderBy: [{ scheduleAt: 'asc' }, { function: 'asc' }, { id: 'asc' }],
  });
  return { data: entries.map((e) => toItem(e, memberId, settings.timeZone)), roster: input.roster, date };
}

/** The .ics file of one of the member's own shifts (another member's shift answers 404). */
export async function entryCalendar(deps: Deps, memberId: number, entryId: number): Promise<string> {
  const { db } = deps;
  const settings = deps.settings.current();
  await requireAccess(db, memberId, 'isRoster');
  const entry = await db.localRosterEntry.findFirst({
    where: { id: entryId, memberId },
    select: entrySelect,
  });
  if (!entry) throw notFound('Roster entry');
  const v = entry.venue;
  return calendarFile(`${settings.clientName} - Event Roster`, {
    uid: `roster-entry-${entry.id}@${new URL(deps.publicUrl).hostname}`,
    start: entry.scheduleAt,
    end: shiftEnd(entry),
    stamp: deps.now(),
    summary: `${entry.event.name} - ${entry.function}`,
    location: placeText(v),
    description: [
      entry.court?.name,
      `${entry.member.prefname || entry.member.firstname} ${entry.member.lastname}`,
    ]
      .filter(Boolean)
      .join('\n'),
  });
}

/** The member's shifts from `from` on, on events still running, as calendar entries from start to end. */
export async function rosterEntries(deps: Deps, memberId: number, from: Date): Promise<CalendarEntry[]> {
  const entries = await deps.db.localRosterEntry.findMany({
    where: { memberId, scheduleAt: { gte: from }, event: { active: true } },
    select: entrySelect,
    orderBy: { scheduleAt: 'asc' },
  });
  const host = new URL(deps.publicUrl).hostname;
  const stamp = deps.now();
  return entries.map((entry) => ({
    uid: `roster-entry-${entry.id}@${host}`,
    start: entry.scheduleAt,
    end: shiftEnd(entry),
    stamp,
    summary: `${entry.event.name} - ${entry.function}`,
    location: placeText(entry.venue),
    description: entry.court?.name,
  }));
}

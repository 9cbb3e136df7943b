// What uses one venue's courts: games (the draw's), hires, HPC classes (a class takes the court
// its room names), event roster shifts on a court and closures. The console's resource calendar
// shows them for a local day, and the desk, HPC classes and a draw's publish read them to name
// what a new use would clash with (the court, its halves or its full court). A roster shift
// clashes with hires only: a scorer's shift is at the game or class on that court.
import type { TCourtUse, THireCalendar } from '@courtside/contracts/admin';
import { hhmmOfMinutes } from '@courtside/contracts';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { addDaysIso, localIsoDate, localTime, startOfLocalDay, weekdayOfIso } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { courtClasses, courtGames, courtShifts } from './court-users.js';
import { memberNames } from '../people/index.js';
import { mergedHours, relatedCourts } from './booking-rules.js';
import * as data from './booking.data.js';

type Db = Deps['db'] | Tx;
export type CourtTree = Array<{ id: number; name: string; parentCourtId: number | null }>;

// --- Uses of courts ---------------------------------------------------------------------------------

export interface Use {
  kind: TCourtUse['kind'];
  id: number | null;
  /** null: an HPC class whose room names no court. */
  courtId: number | null;
  startsAt: Date;
  endsAt: Date;
  title: string;
  hire: data.HireRow | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Every use of these courts (and HPC classes at the venue) overlapping [from, to): games (the
 * draw's), hires, classes (a class takes the court its room names), roster shifts and closures.
 */
export async function usesOf(
  db: Db,
  venueId: number,
  courts: CourtTree,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<Use[]> {
  const [games, hires, classes, shifts, closures] = await Promise.all([
    courtGames().onCourts(db, courtIds, from, to),
    data.hiresOverlapping(db, courtIds, from, to),
    courtClasses().atVenue(db, venueId, from, to),
    courtShifts().onCourts(db, courtIds, from, to),
    data.closuresOverlapping(db, courtIds, from, to),
  ]);
  const names = await memberNames(db, [...new Set(hires.map((h) => h.memberId))]);
  const courtOfRoom = (room: string | null) =>
    room ? (courts.find((c) => sameName(c.name, room))?.id ?? null) : null;
  const uses: Use[] = [
    ...games.map((g) => ({ kind: 'game' as const, id: null, ...g, title: 'Competition game', hire: null })),
    ...hires.map((h) => {
      const m = names.get(h.memberId);
      return {
        kind: 'hire' as const,
        id: h.id,
        courtId: h.courtId,
        startsAt: h.startsAt,
        endsAt: h.endsAt,
        title: `Hire: ${m ? `${m.firstname} ${m.lastname}` : `member ${h.memberId}`}`,
        hire: h,
      };
    }),
    ...classes.map((c) => ({
      kind: 'class' as const,
      id: c.id,
      courtId: courtOfRoom(c.room),
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      title: `HPC class: ${c.name}`,
      hire: null,
    })),
    ...shifts.map((s) => ({
      kind: 'shift' as const,
      id: s.id,
      courtId: s.courtId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      title: `Event: ${s.title}`,
      hire: null,
    })),
    ...closures.map((c) => ({
      kind: 'closure' as const,
      id: c.id,
      courtId: c.courtId,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      title: `Closed: ${c.reason}`,
      hire: null,
    })),
  ];
  return uses.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.courtId ?? 0) - (b.courtId ?? 0),
  );
}

export const overlaps = (u: { startsAt: Date; endsAt: Date }, from: Date, to: Date) =>
  u.startsAt < to && u.endsAt > from;

// --- The resource calendar -----------------------------------------------------------------------------

/** GET /api/admin/venues/:id/calendar?date=: every court and every use of it that local day. */
export async function hireCalendar(deps: Deps, venueId: number, date: string): Promise<THireCalendar> {
  const tz = deps.settings.current().timeZone;
  const venue = await data.findVenue(deps.db, venueId);
  if (!venue) throw notFound('Venue');
  const from = startOfLocalDay(date, tz);
  const to = startOfLocalDay(addDaysIso(date, 1), tz);
  const courts = await data.courtsOfVenue(deps.db, venueId);
  const ids = courts.map((c) => c.id);
  const [uses, hours] = await Promise.all([
    usesOf(deps.db, venueId, courts, ids, from, to),
    data.hoursOn(deps.db, ids, weekdayOfIso(date)),
  ]);
  const toUse = (u: Use): TCourtUse => ({
    kind: u.kind,
    id: u.id,
    court_id: u.courtId ?? 0,
    blocks: u.courtId === null ? [] : relatedCourts(courts, u.courtId).filter((id) => id !== u.courtId),
    start: u.startsAt <= from ? '00:00' : localTime(u.startsAt, tz),
    end: u.endsAt >= to ? '24:00' : localTime(u.endsAt, tz),
    starts_at: isoInZone(u.startsAt, tz),
    ends_at: isoInZone(u.endsAt, tz),
    title: u.title,
    member: u.hire ? { id: u.hire.memberId, name: u.title.replace(/^Hire: /, '') } : null,
    status: u.hire ? (u.hire.status as 'pending' | 'booked') : null,
    price_cents: u.hire ? u.hire.priceCents : null,
  });
  return {
    venue,
    date,
    courts: courts.map((c) => {
      const related = new Set(relatedCourts(courts, c.id));
      return {
        id: c.id,
        name: c.name,
        parent_court_id: c.parentCourtId,
        bookable: c.bookable,
        hours: mergedHours(hours.filter((h) => h.courtId === c.id)).map((h) => ({
          start: hhmmOfMinutes(h.openMinute),
          end: hhmmOfMinutes(h.closeMinute),
        })),
        uses: uses.filter((u) => u.courtId !== null && related.has(u.courtId)).map(toUse),
      };
    }),
    other_classes: uses.filter((u) => u.courtId === null).map(toUse),
  };
}

// --- Clashes ---------------------------------------------------------------------------------------------

export const describe = (u: Use, courts: CourtTree, tz: string) => {
  const court = courts.find((c) => c.id === u.courtId)?.name ?? '';
  return `${u.title}, ${court}, ${localTime(u.startsAt, tz)} to ${localTime(u.endsAt, tz)}`;
};

/**
 * What HPC classes at these times would clash with, per local date: every other use (game, hire,
 * class, closure; not a roster shift) of the court the room names at the venue, its halves or its
 * full court. A room that names no court there (a gym) clashes with nothing. The classes `except`
 * are being moved.
 */
export async function classCourtClashes(
  db: Db,
  tz: string,
  where: { venueId: number | null; room: string | null },
  times: Array<{ date: string; startsAt: Date; endsAt: Date }>,
  except: number[] = [],
): Promise<Record<string, string[]>> {
  const { venueId, room } = where;
  if (venueId === null || !room || times.length === 0) return {};
  const courts = await data.courtsOfVenue(db, venueId);
  const court = courts.find((c) => sameName(c.name, room));
  if (!court) return {};
  const related = relatedCourts(courts, court.id);
  const from = new Date(Math.min(...times.map((t) => t.startsAt.getTime())));
  const to = new Date(Math.max(...times.map((t) => t.endsAt.getTime())));
  const moving = new Set(except);
  const uses = (await usesOf(db, venueId, courts, related, from, to)).filter(
    (u) => u.kind !== 'shift' && !(u.kind === 'class' && u.id !== null && moving.has(u.id)),
  );
  const mine = new Set(related);
  const clashes: Record<string, string[]> = {};
  for (const t of times) {
    const found = uses.filter(
      (u) => u.courtId !== null && mine.has(u.courtId) && overlaps(u, t.startsAt, t.endsAt),
    );
    if (found.length > 0)
      clashes[t.date] = [...(clashes[t.date] ?? []), ...found.map((u) => describe(u, courts, tz))];
  }
  return clashes;
}

/**
 * The hires, HPC classes and closures that games at these times and courts would clash with, one
 * line each (publishing a draw). Other games are left out: the draw being replaced is still in
 * place. Roster shifts are too: the scorers and timekeepers are there for the games.
 */
export async function gameCourtClashes(
  db: Db,
  tz: string,
  games: Array<{ courtId: number; startsAt: Date; endsAt: Date }>,
): Promise<Record<string, string[]>> {
  const clashes: Record<string, string[]> = {};
  const venues = await data.venuesOfCourts(db, [...new Set(games.map((g) => g.courtId))]);
  for (const venueId of new Set(venues.map((v) => v.venueId))) {
    const mine = games.filter((g) => venues.some((v) => v.id === g.courtId && v.venueId === venueId));
    const courts = await data.courtsOfVenue(db, venueId);
    const related = [...new Set(mine.flatMap((g) => relatedCourts(courts, g.courtId)))];
    const from = new Date(Math.min(...mine.map((g) => g.startsAt.getTime())));
    const to = new Date(Math.max(...mine.map((g) => g.endsAt.getTime())));
    const uses = (await usesOf(db, venueId, courts, related, from, to)).filter(
      (u) => u.kind !== 'game' && u.kind !== 'shift',
    );
    for (const g of mine) {
      const near = new Set(relatedCourts(courts, g.courtId));
      for (const u of uses)
        if (u.courtId !== null && near.has(u.courtId) && overlaps(u, g.startsAt, g.endsAt)) {
          const date = localIsoDate(g.startsAt, tz);
          clashes[date] = [...(clashes[date] ?? []), describe(u, courts, tz)];
        }
    }
  }
  return clashes;
}

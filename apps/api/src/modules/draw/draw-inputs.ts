// Turns what the database holds (slot templates, blackouts, closures, court hire, teams and
// their limits, other divisions' published games) into the draw engine's plain inputs, and its
// answers back into instants. Dates and times are the association's local ones.
import { BLACKOUT_KIND_TEXT, timeOfMinutes } from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, isoOfDbDate, localInstant, localIsoDate, localTime } from '../../lib/local-dates.js';
import { bookingsOnCourts, courtsSharingFloor, venuesWithCourts, closuresOf } from '../booking/index.js';
import { drawTeamsOf } from '../teams/index.js';
import { blackoutRows, slotRows } from './draw-setup.service.js';
import { drawSettingsSelect } from './season-setup.service.js';
import {
  expandSlots,
  slotIdOf,
  type Blackout,
  type ClashPair,
  type CourtClosure,
  type DrawDivision,
  type Slot,
  type SlotsInput,
  type SlotTemplate,
  type TeamUnavailability,
} from './engine/index.js';

type Db = Deps['db'] | Tx;

export interface SeasonInputs {
  timeZone: string;
  slotsInput: SlotsInput;
  divisions: DrawDivision[];
  clashes: ClashPair[];
  /** Court id -> the courts sharing its floor (itself, its halves, its full court). */
  related: Map<number, number[]>;
  courtName: Map<number, string>;
  venueOfCourt: Map<number, { id: number; name: string }>;
  teamName: Map<number, string>;
  divisionName: Map<number, string>;
}

/** Every local date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, 1)) dates.push(d);
  return dates;
}

/** A local date and minutes since local midnight as an instant. */
export const instantOf = (date: string, minute: number, timeZone: string) =>
  minute >= 24 * 60
    ? localInstant(addDaysIso(date, 1), timeOfMinutes(minute - 24 * 60), timeZone)
    : localInstant(date, timeOfMinutes(minute), timeZone);

/** The engine's slot id of a game on a court at an instant. */
export function slotIdAt(courtId: number, startsAt: Date, timeZone: string): string {
  const [hh, mm] = localTime(startsAt, timeZone).split(':').map(Number) as [number, number];
  return slotIdOf(courtId, localIsoDate(startsAt, timeZone), hh * 60 + mm);
}

/** A closure cut into the local days it covers (the engine's closures are per date). */
export function closureDays(
  closure: { courtId: number; startsAt: Date; endsAt: Date; reason: string },
  timeZone: string,
): CourtClosure[] {
  const first = localIsoDate(closure.startsAt, timeZone);
  const last = localIsoDate(new Date(closure.endsAt.getTime() - 1), timeZone);
  const minuteOf = (d: Date) => {
    const [hh, mm] = localTime(d, timeZone).split(':').map(Number) as [number, number];
    return hh * 60 + mm;
  };
  return datesBetween(first, last).map((date) => {
    const from = date === first ? minuteOf(closure.startsAt) : 0;
    const to = date === last ? minuteOf(closure.endsAt) || 24 * 60 : 24 * 60;
    const whole = from === 0 && to === 24 * 60;
    return {
      courtId: closure.courtId,
      date,
      ...(whole ? {} : { fromMinute: from, toMinute: to }),
      reason: closure.reason,
    };
  });
}

/**
 * The published games, between two instants, of the teams outside the draw that share players
 * or a coach with a team in it: for each drawn team, the local times it cannot play (the
 * engine's unavailable windows, naming the other team). Teams both in the draw are the
 * engine's clash pairs instead.
 */
async function partnersPlaying(
  db: Db,
  pairs: Array<{ teamAId: number; teamBId: number }>,
  drawn: ReadonlySet<number>,
  span: { from: Date; to: Date; timeZone: string },
): Promise<Map<number, TeamUnavailability[]>> {
  const busy = new Map<number, TeamUnavailability[]>();
  if (pairs.length === 0) return busy;
  const partnersOf = new Map<number, number[]>();
  for (const { teamAId, teamBId } of pairs) {
    const [own, other] = drawn.has(teamAId) ? [teamAId, teamBId] : [teamBId, teamAId];
    partnersOf.set(other, [...(partnersOf.get(other) ?? []), own]);
  }
  const partners = [...partnersOf.keys()];
  const [games, names] = await Promise.all([
    db.game.findMany({
      where: {
        OR: [{ teamAId: { in: partners } }, { teamBId: { in: partners } }],
        startsAt: { lt: span.to },
        endsAt: { gt: span.from },
      },
      select: { teamAId: true, teamBId: true, startsAt: true, endsAt: true },
    }),
    db.$queryRaw<Array<{ id: number; name: string }>>`
      SELECT id, name FROM team_names WHERE id = ANY(${partners}::int[])`,
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const minuteOf = (at: Date) => {
    const [h, m] = localTime(at, span.timeZone).split(':').map(Number);
    return h! * 60 + m!;
  };
  for (const g of games) {
    const date = localIsoDate(g.startsAt, span.timeZone);
    const fromMinute = minuteOf(g.startsAt);
    // A game past midnight holds the rest of its first day.
    const toMinute = localIsoDate(g.endsAt, span.timeZone) === date ? minuteOf(g.endsAt) : 24 * 60;
    for (const partner of [g.teamAId, g.teamBId]) {
      if (partner === null || !partnersOf.has(partner)) continue;
      for (const own of partnersOf.get(partner)!)
        busy.set(own, [
          ...(busy.get(own) ?? []),
          { date, fromMinute, toMinute, clashWith: nameOf.get(partner) ?? `Team ${partner}` },
        ]);
    }
  }
  return busy;
}

/** Reads the season's inputs for the given divisions between two local dates. */
export async function seasonInputs(
  deps: Deps,
  db: Db,
  seasonId: number,
  divisionIds: number[],
  from: string,
  to: string,
): Promise<SeasonInputs> {
  const timeZone = deps.settings.current().timeZone;
  const [venues, templates, blackouts, divisions, teams] = await Promise.all([
    venuesWithCourts(db),
    slotRows(db, seasonId),
    blackoutRows(db, seasonId),
    db.division.findMany({
      where: { id: { in: divisionIds } },
      select: { id: true, name: true, ...drawSettingsSelect },
      orderBy: { id: 'asc' },
    }),
    drawTeamsOf(db, divisionIds),
  ]);
  const teamIds = teams.map((t) => t.id);
  const spanFrom = localInstant(from, '00:00', timeZone);
  const spanTo = localInstant(addDaysIso(to, 1), '00:00', timeZone);
  const [unavailable, pairs] = await Promise.all([
    db.teamUnavailability.findMany({ where: { teamId: { in: teamIds } } }),
    db.teamClash.findMany({
      where: { OR: [{ teamAId: { in: teamIds } }, { teamBId: { in: teamIds } }] },
    }),
  ]);
  const drawn = new Set(teamIds);
  const clashes = pairs.filter((c) => drawn.has(c.teamAId) && drawn.has(c.teamBId));
  const clashBusy = await partnersPlaying(
    db,
    pairs.filter((c) => !drawn.has(c.teamAId) || !drawn.has(c.teamBId)),
    drawn,
    { from: spanFrom, to: spanTo, timeZone },
  );

  const courtName = new Map<number, string>();
  const venueOfCourt = new Map<number, { id: number; name: string }>();
  const related = new Map<number, number[]>();
  for (const v of venues) {
    for (const c of v.courts) {
      courtName.set(c.id, c.name);
      venueOfCourt.set(c.id, { id: v.id, name: v.name });
      related.set(c.id, courtsSharingFloor(v.courts, c.id));
    }
  }
  const slotTemplates: SlotTemplate[] = templates.map((t) => {
    const venue = venues.find((v) => v.id === t.venueId);
    return {
      venueId: t.venueId,
      venueName: venue?.name ?? '',
      courts: t.courtIds.map((courtId) => ({
        courtId,
        courtName: courtName.get(courtId) ?? `Court ${courtId}`,
      })),
      weekday: t.weekday,
      ...(t.onDate ? { date: isoOfDbDate(t.onDate) } : {}),
      startMinutes: t.startMinutes,
      gameMinutes: t.gameMinutes,
    };
  });
  const dates = datesBetween(from, to);
  const engineBlackouts: Blackout[] = blackouts.flatMap((b) =>
    datesBetween(isoOfDbDate(b.fromDate), isoOfDbDate(b.toDate))
      .filter((d) => d >= from && d <= to)
      .map((date) => ({
        date,
        reason: `${BLACKOUT_KIND_TEXT[b.kind]}: ${b.reason}`,
        ...(b.venueId === null ? {} : { venueId: b.venueId }),
      })),
  );
  const courtIds = [...new Set(slotTemplates.flatMap((t) => t.courts.map((c) => c.courtId)))];
  const closures = (await closuresOf(db, { courtIds, from: spanFrom, to: spanTo })).flatMap((c) =>
    closureDays(c, timeZone),
  );

  const unavailableOf = (teamId: number): TeamUnavailability[] => [
    ...unavailable
      .filter((u) => u.teamId === teamId)
      .map((u) => ({
        date: isoOfDbDate(u.date),
        ...(u.fromMinute === null || u.toMinute === null
          ? {}
          : { fromMinute: u.fromMinute, toMinute: u.toMinute }),
      })),
    ...(clashBusy.get(teamId) ?? []),
  ];
  return {
    timeZone,
    slotsInput: { templates: slotTemplates, dates, blackouts: engineBlackouts, closures },
    divisions: divisions.map((d) => ({
      divisionId: d.id,
      name: d.name,
      teams: teams
        .filter((t) => t.divisionId === d.id)
        .map((t) => ({
          teamId: t.id,
          name: t.name,
          unavailable: unavailableOf(t.id),
          ...(t.notBeforeMinute === null ? {} : { notBeforeMinute: t.notBeforeMinute }),
          ...(t.notAfterMinute === null ? {} : { notAfterMinute: t.notAfterMinute }),
        })),
      rounds:
        d.drawRounds === 'count'
          ? { kind: 'count', count: d.drawRoundCount ?? 1 }
          : d.drawRounds === 'twice'
            ? { kind: 'twice' }
            : { kind: 'once' },
      doubleRounds: d.doubleRounds,
      ...(d.playWeekdays.length ? { weekdays: d.playWeekdays } : {}),
      ...(d.preferredVenueIds.length ? { venueIds: d.preferredVenueIds } : {}),
      dutyTeams: d.dutyTeams,
    })),
    clashes: clashes.map((c) => [c.teamAId, c.teamBId] as ClashPair),
    related,
    courtName,
    venueOfCourt,
    teamName: new Map(teams.map((t) => [t.id, t.name])),
    divisionName: new Map(divisions.map((d) => [d.id, d.name])),
  };
}

/**
 * Slots already in use: another division's published game or a court hire booking on the same
 * floor (the court, its halves or its full court) at an overlapping time.
 */
export async function occupiedSlots(
  db: Db,
  inputs: SeasonInputs,
  slots: Slot[],
  exceptDivisionIds: number[],
): Promise<string[]> {
  if (slots.length === 0) return [];
  const { timeZone } = inputs;
  const courts = [...new Set(slots.flatMap((s) => inputs.related.get(s.courtId) ?? [s.courtId]))];
  const dates = slots.map((s) => s.date).sort();
  const from = localInstant(dates[0]!, '00:00', timeZone);
  const to = localInstant(addDaysIso(dates.at(-1)!, 1), '00:00', timeZone);
  const [games, bookings] = await Promise.all([
    db.game.findMany({
      where: {
        courtId: { in: courts },
        startsAt: { lt: to },
        endsAt: { gt: from },
        divisionId: { notIn: exceptDivisionIds },
      },
      select: { courtId: true, startsAt: true, endsAt: true },
    }),
    bookingsOnCourts(db, courts, from, to),
  ]);
  const uses = new Map<number, Array<{ from: number; to: number }>>();
  for (const u of [...games, ...bookings]) {
    const list = uses.get(u.courtId!) ?? [];
    list.push({ from: u.startsAt.getTime(), to: u.endsAt.getTime() });
    uses.set(u.courtId!, list);
  }
  return slots
    .filter((s) => {
      const start = instantOf(s.date, s.startMinute, timeZone).getTime();
      const end = instantOf(s.date, s.endMinute, timeZone).getTime();
      return (inputs.related.get(s.courtId) ?? [s.courtId]).some((c) =>
        (uses.get(c) ?? []).some((u) => u.from < end && u.to > start),
      );
    })
    .map((s) => s.id);
}

/** The slots of the inputs (with what removed the missing ones). */
export const slotPlan = (inputs: SeasonInputs) => expandSlots(inputs.slotsInput);

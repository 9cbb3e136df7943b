// Court closures: staff close a court for a stretch of time (the console), and court hire and the
// draw read when courts are closed. A closure blocks what a competition game blocks: the court, its
// halves and its full court (booking-rules.ts `relatedCourts`). Nothing new is placed on a closed
// court: the database refuses any CourtOccupancy row a closure covers (migration
// court_closures_hold_courts), so a hire, an HPC class or a published game over one fails whatever
// path writes it; court hire and HPC classes check first to name the clash, and the draw avoids
// closures through `closuresOf`. Uses a new closure overlaps stand: the answer names them for staff.
import {
  CLOSURE_MSG,
  type TCourtClosure,
  type TCourtClosureCreate,
  type TCourtClosureCreated,
  type TCourtClosureHits,
  type TCourtClosureHitsQuery,
  type TCourtClosureQuery,
  type TCourtClosureVenueCreate,
  type TCourtClosureVenueCreated,
} from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { addDaysIso, localIsoDate, localTime, startOfLocalDay, todayIso } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { recordAudit } from '../audit/index.js';
import { courtClasses, courtGames } from './court-users.js';
import { memberNames } from '../people/index.js';
import { instantOf } from './booking-availability.service.js';
import { leafCourts, relatedCourts, type CourtNode } from './booking-rules.js';
import * as data from './booking.data.js';

type Db = Deps['db'] | Tx;

// ---- For the draw (and any area that places things on courts) ------------------------------

export interface ClosedCourt {
  /** The closure's id: one closure can appear once for each court it closes. */
  id: number;
  /** A court the closure makes unavailable: the closed court itself, one of its halves or its full court. */
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

/**
 * The closures overlapping [from, to), once for every court each one closes: a closure of a full
 * court is also answered for each of its halves (and theirs), and one of a half also for its full
 * court, so a caller that places games on whatever courts staff chose sees every court a closure
 * blocks without knowing how courts divide. `courtIds` keeps the answer to those courts (a closure
 * of another court that blocks one of them is answered under that one's id); left out, every court.
 * In start order, then court, then closure.
 */
export async function closuresOf(
  db: Db,
  q: { courtIds?: number[]; from: Date; to: Date },
): Promise<ClosedCourt[]> {
  const wanted = q.courtIds ? new Set(q.courtIds) : null;
  if (wanted?.size === 0) return [];
  // A court is closed by a closure of itself, its halves or its full court: read its venue's courts.
  const courts = wanted ? await data.courtsAlongside(db, [...wanted]) : null;
  const closing =
    courts && wanted ? [...new Set([...wanted].flatMap((id) => relatedCourts(courts, id)))] : undefined;
  const closures = await data.closuresOverlapping(db, closing, q.from, q.to);
  if (closures.length === 0) return [];
  const tree = courts ?? (await data.courtsAlongside(db, [...new Set(closures.map((c) => c.courtId))]));
  const answer: ClosedCourt[] = [];
  for (const c of closures)
    for (const courtId of relatedCourts(tree, c.courtId))
      if (!wanted || wanted.has(courtId))
        answer.push({ id: c.id, courtId, startsAt: c.startsAt, endsAt: c.endsAt, reason: c.reason });
  return answer.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.courtId - b.courtId || a.id - b.id,
  );
}

// ---- The console ---------------------------------------------------------------------------

type CourtTree = Array<CourtNode & { name: string }>;

function toClosure(c: data.ClosureRow, tree: CourtTree, tz: string, createdBy: string | null): TCourtClosure {
  const names = new Map(tree.map((court) => [court.id, court.name]));
  return {
    id: c.id,
    court_id: c.courtId,
    court: c.court.name,
    venue_id: c.court.venueId,
    venue: c.court.venue.name,
    start_date: localIsoDate(c.startsAt, tz),
    start_time: localTime(c.startsAt, tz),
    end_date: localIsoDate(c.endsAt, tz),
    end_time: localTime(c.endsAt, tz),
    starts_at: isoInZone(c.startsAt, tz),
    ends_at: isoInZone(c.endsAt, tz),
    reason: c.reason,
    blocks: relatedCourts(tree, c.courtId)
      .filter((id) => id !== c.courtId)
      .map((id) => ({ id, name: names.get(id) ?? '' })),
    created_by_id: c.createdById,
    created_by: createdBy,
    created_at: c.createdAt.toISOString(),
  };
}

/** The closures with their other courts and who made them, as the console shows them. */
async function toClosures(
  db: Db,
  closures: data.ClosureRow[],
  tz: string,
  knownTree?: CourtTree,
): Promise<TCourtClosure[]> {
  if (closures.length === 0) return [];
  const [tree, names] = await Promise.all([
    knownTree ?? data.courtsAlongside(db, [...new Set(closures.map((c) => c.courtId))]),
    memberNames(db, [...new Set(closures.flatMap((c) => (c.createdById === null ? [] : [c.createdById])))]),
  ]);
  return closures.map((c) => {
    const who = c.createdById === null ? undefined : names.get(c.createdById);
    return toClosure(c, tree, tz, who ? `${who.firstname} ${who.lastname}` : null);
  });
}

/** A closure as its audit entries keep it. */
const auditFields = (c: TCourtClosure) => ({
  court_id: c.court_id,
  court: c.court,
  venue: c.venue,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  reason: c.reason,
});

/** GET /api/admin/court-closures: closures overlapping the days asked (from today on by default), in start order. */
export async function listClosures(deps: Deps, query: TCourtClosureQuery): Promise<TCourtClosure[]> {
  const tz = deps.settings.current().timeZone;
  if (query.venue_id !== undefined && !(await data.findVenue(deps.db, query.venue_id)))
    throw fieldError('venue_id', CLOSURE_MSG.noSuchVenue);
  const closures = await data.closuresForConsole(deps.db, {
    venueId: query.venue_id,
    from: startOfLocalDay(query.from ?? todayIso(tz, deps.now()), tz),
    to: query.to === undefined ? undefined : startOfLocalDay(addDaysIso(query.to, 1), tz),
  });
  return toClosures(deps.db, closures, tz);
}

/** A payment holds its courts while the card is charged, which can take a few seconds. */
const CLOSING_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/** POST /api/admin/court-closures: closes the court (and its halves or full court) from start to end. */
export async function createClosure(
  deps: Deps,
  actorId: number,
  body: TCourtClosureCreate,
): Promise<TCourtClosureCreated> {
  const tz = deps.settings.current().timeZone;
  const startsAt = instantOf(body.start_date, body.start_time, tz);
  if (!startsAt) throw fieldError('start_time', CLOSURE_MSG.missingTime);
  const endsAt = instantOf(body.end_date ?? body.start_date, body.end_time, tz);
  if (!endsAt) throw fieldError('end_time', CLOSURE_MSG.missingTime);
  // On the day the clocks go back, a later wall-clock time can be an earlier instant.
  if (endsAt <= startsAt) throw fieldError('end_time', CLOSURE_MSG.endAfterStart);

  return deps.db.$transaction(async (tx) => {
    // Waits here for payments on the court in flight (their card charge included).
    if (!(await data.lockCourtForClosure(tx, body.court_id)))
      throw fieldError('court_id', CLOSURE_MSG.noSuchCourt);
    const row = await data.createClosure(tx, {
      courtId: body.court_id,
      startsAt,
      endsAt,
      reason: body.reason,
      createdById: actorId,
    });
    const tree = await data.courtsAlongside(tx, [row.courtId]);
    const [closure] = await toClosures(tx, [row], tz, tree);
    // A booking is blocked when it takes a playing surface the closed court covers.
    const overlapping = await data.occupanciesOverlapping(
      tx,
      leafCourts(tree, row.courtId),
      startsAt,
      endsAt,
    );
    await recordAudit(tx, {
      actorId,
      action: 'court_closure.create',
      entity: 'CourtClosure',
      entityId: row.id,
      after: auditFields(closure!),
      reason: body.reason,
    });
    return {
      ...closure!,
      overlapping_booking_ids: [
        ...new Set(overlapping.flatMap((o) => (o.bookingId === null ? [] : [o.bookingId]))),
      ].sort((a, b) => a - b),
    };
  }, CLOSING_TX);
}

/** The instants a closure body names, or the field that is wrong. */
function stretchOf(
  body: { start_date: string; start_time: string; end_date?: string | undefined; end_time: string },
  tz: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = instantOf(body.start_date, body.start_time, tz);
  if (!startsAt) throw fieldError('start_time', CLOSURE_MSG.missingTime);
  const endsAt = instantOf(body.end_date ?? body.start_date, body.end_time, tz);
  if (!endsAt) throw fieldError('end_time', CLOSURE_MSG.missingTime);
  if (endsAt <= startsAt) throw fieldError('end_time', CLOSURE_MSG.endAfterStart);
  return { startsAt, endsAt };
}

/**
 * What closing these courts over [from, to) takes them from: the uses holding them (published
 * games, live hires, classes not cancelled all hold occupancy rows), each once, in start order.
 * `courtIds` names every court the closure blocks, not only playing surfaces: a use written
 * before its court was divided holds the undivided court.
 */
async function hitsOn(
  db: Db,
  tree: CourtTree,
  courtIds: number[],
  from: Date,
  to: Date,
  tz: string,
): Promise<TCourtClosureHits> {
  const rows = await data.occupanciesOverlapping(db, courtIds, from, to);
  const ids = (pick: (r: (typeof rows)[number]) => number | null) => [
    ...new Set(rows.flatMap((r) => (pick(r) === null ? [] : [pick(r)!]))),
  ];
  const [games, hires, classes] = await Promise.all([
    courtGames().byIds(
      db,
      ids((r) => r.gameId),
    ),
    data.hiresHit(
      db,
      ids((r) => r.bookingId),
    ),
    courtClasses().byIds(
      db,
      ids((r) => r.hpcClassId),
    ),
  ]);
  const names = await memberNames(db, [...new Set(hires.map((h) => h.memberId))]);
  const courtNames = new Map(tree.map((c) => [c.id, c.name]));
  // A class holds the court its room names (as the occupancy trigger matches it).
  const roomCourt = (room: string | null) =>
    tree.find((c) => c.name.trim().toLowerCase() === room?.trim().toLowerCase())?.name ?? room ?? '';
  const when = (u: { startsAt: Date; endsAt: Date }) => ({
    starts_at: isoInZone(u.startsAt, tz),
    ends_at: isoInZone(u.endsAt, tz),
  });
  return {
    games: games.map((g) => ({
      id: g.id,
      season_id: g.division.seasonId,
      division: g.division.name,
      team_a: g.teamA?.name ?? g.rankLabelA,
      team_b: g.teamB?.name ?? g.rankLabelB,
      court: g.court?.name ?? '',
      ...when(g),
    })),
    hires: hires.map((h) => {
      const who = names.get(h.memberId);
      return {
        id: h.id,
        member: who ? `${who.firstname} ${who.lastname}` : '',
        court: courtNames.get(h.courtId) ?? '',
        ...when(h),
      };
    }),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      court: roomCourt(c.room),
      ...when(c),
    })),
  };
}

/** GET /api/admin/court-closures/hits: what closing the court, or every court of the venue, would hit. */
export async function closureHits(deps: Deps, query: TCourtClosureHitsQuery): Promise<TCourtClosureHits> {
  const tz = deps.settings.current().timeZone;
  const { startsAt, endsAt } = stretchOf(query, tz);
  if (query.venue_id !== undefined) {
    if (!(await data.findVenue(deps.db, query.venue_id)))
      throw fieldError('venue_id', CLOSURE_MSG.noSuchVenue);
    const tree = await data.courtsOfVenue(deps.db, query.venue_id);
    return hitsOn(
      deps.db,
      tree,
      tree.map((c) => c.id),
      startsAt,
      endsAt,
      tz,
    );
  }
  const tree = await data.courtsAlongside(deps.db, [query.court_id!]);
  if (!tree.some((c) => c.id === query.court_id)) throw fieldError('court_id', CLOSURE_MSG.noSuchCourt);
  return hitsOn(deps.db, tree, relatedCourts(tree, query.court_id!), startsAt, endsAt, tz);
}

/**
 * POST /api/admin/court-closures/venue: closes every court of the venue in one transaction, one
 * closure (and one audit entry) for each court that is not a half, since a full court's closure
 * closes its halves. The answer lists what it hits on all of them.
 */
export async function createVenueClosure(
  deps: Deps,
  actorId: number,
  body: TCourtClosureVenueCreate,
): Promise<TCourtClosureVenueCreated> {
  const tz = deps.settings.current().timeZone;
  const { startsAt, endsAt } = stretchOf(body, tz);
  return deps.db.$transaction(async (tx) => {
    if (!(await data.findVenue(tx, body.venue_id))) throw fieldError('venue_id', CLOSURE_MSG.noSuchVenue);
    const tree = await data.courtsOfVenue(tx, body.venue_id);
    const tops = tree.filter((c) => c.parentCourtId === null);
    if (tops.length === 0) throw fieldError('venue_id', CLOSURE_MSG.noCourts);
    // Waits here for payments on the venue's courts in flight (their card charge included).
    await data.lockVenueForClosure(tx, body.venue_id);
    const rows: data.ClosureRow[] = [];
    for (const court of tops) {
      rows.push(
        await data.createClosure(tx, {
          courtId: court.id,
          startsAt,
          endsAt,
          reason: body.reason,
          createdById: actorId,
        }),
      );
    }
    const closures = await toClosures(tx, rows, tz, tree);
    for (const closure of closures)
      await recordAudit(tx, {
        actorId,
        action: 'court_closure.create',
        entity: 'CourtClosure',
        entityId: closure.id,
        after: { ...auditFields(closure), whole_venue: true },
        reason: body.reason,
      });
    return {
      closures,
      hits: await hitsOn(
        tx,
        tree,
        tree.map((c) => c.id),
        startsAt,
        endsAt,
        tz,
      ),
    };
  }, CLOSING_TX);
}

/** DELETE /api/admin/court-closures/:id: the court opens again (the audit log keeps the closure). */
export async function deleteClosure(deps: Deps, actorId: number, closureId: number): Promise<void> {
  const tz = deps.settings.current().timeZone;
  await deps.db.$transaction(async (tx) => {
    const row = await data.lockClosure(tx, closureId);
    if (!row) throw notFound('Court closure');
    const [before] = await toClosures(tx, [row], tz);
    await data.deleteClosure(tx, closureId);
    await recordAudit(tx, {
      actorId,
      action: 'court_closure.delete',
      entity: 'CourtClosure',
      entityId: closureId,
      before: auditFields(before!),
    });
  });
}

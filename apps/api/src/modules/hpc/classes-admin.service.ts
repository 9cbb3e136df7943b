// The console's HPC classes (facilities staff): classes made from a weekly schedule, edited one at a
// time or with the rest of their series, cancelled (members told by email); each class's roll and
// waitlist are class-roll-admin.service.ts. Every change to a class's places takes the same class
// lock as members' bookings (classes.service.ts lockClass), so a staff promotion and a member
// booking the last place can never both have it; a place freed or added goes to the waitlist in
// order, as on the member side. Every write is audited with the class before and after.
import {
  HPC_ADMIN_MSG,
  MAX_CLASSES_PER_SERIES,
  type TAdminClass,
  type TAdminClassList,
  type TAdminClassQuery,
  type TClassChange,
  type TClassSeriesCreate,
  type TClassSeriesCreated,
  type TSeriesChange,
  type TSeriesResult,
} from '@courtside/contracts/admin';
import { isoToDmy } from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { classCancelled, renderEmail } from '../../emails/index.js';
import {
  addDaysIso,
  dbDate,
  isoOfDbDate,
  localInstant,
  localIsoDate,
  localTime,
  localTime12,
  startOfLocalDay,
  todayIso,
} from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { queueMail, sendQueuedMail } from '../../lib/mail-outbox.js';
import { recordAudit } from '../audit/index.js';
import { isExclusionViolation, venueExists, classCourtClashes } from '../booking/index.js';
import { memberContacts } from '../people/index.js';
import { lockClass, nextOnWaitlist, tellPromoted, TX, type Promotion } from './classes.service.js';
import { scheduleDates, scheduleRule } from './class-schedule.js';

export const classSelect = {
  id: true,
  seriesId: true,
  name: true,
  description: true,
  startsAt: true,
  endsAt: true,
  venue: { select: { id: true, name: true } },
  room: true,
  trainers: true,
  activities: true,
  colour: true,
  capacity: true,
  bookedCount: true,
  bookingDaysAhead: true,
  cancelledAt: true,
} satisfies Prisma.HpcClassSelect;
type ClassRow = Prisma.HpcClassGetPayload<{ select: typeof classSelect }>;

export const tzOf = (deps: Deps) => deps.settings.current().timeZone;

export function adminClass(c: ClassRow, waitlisted: number, tz: string): TAdminClass {
  return {
    id: c.id,
    series_id: c.seriesId,
    name: c.name,
    description: c.description ?? '',
    date: localIsoDate(c.startsAt, tz),
    start_time: localTime(c.startsAt, tz),
    end_time: localTime(c.endsAt, tz),
    starts_at: isoInZone(c.startsAt, tz),
    ends_at: isoInZone(c.endsAt, tz),
    duration: Math.round((c.endsAt.getTime() - c.startsAt.getTime()) / 60_000),
    venue: c.venue,
    room: c.room ?? '',
    trainers: c.trainers,
    activities: c.activities,
    colour: c.colour,
    capacity: c.capacity,
    booked: c.bookedCount,
    waitlisted,
    booking_days_ahead: c.bookingDaysAhead,
    cancelled: c.cancelledAt !== null,
  };
}

/** The class as the audit log keeps it. */
export function auditView(c: ClassRow, tz: string) {
  const { waitlisted: _waitlisted, starts_at: _s, ends_at: _e, ...view } = adminClass(c, 0, tz);
  return view;
}

async function waitlistCounts(db: Deps['db'] | Tx, classIds: number[]): Promise<Map<number, number>> {
  const counts = await db.classEnrollment.groupBy({
    by: ['classId'],
    where: { classId: { in: classIds }, status: 'waitlisted' },
    _count: { _all: true },
  });
  return new Map(counts.map((c) => [c.classId, c._count._all]));
}

async function adminClasses(deps: Deps, where: Prisma.HpcClassWhereInput): Promise<TAdminClass[]> {
  const rows = await deps.db.hpcClass.findMany({
    where,
    select: classSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  const counts = await waitlistCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const tz = tzOf(deps);
  return rows.map((r) => adminClass(r, counts.get(r.id) ?? 0, tz));
}

/** GET /api/admin/hpc/classes: the classes of the local days from..to (default: the four weeks members see), cancelled ones too. */
export async function listClasses(deps: Deps, query: TAdminClassQuery): Promise<TAdminClassList> {
  const tz = tzOf(deps);
  const from = query.from ?? todayIso(tz, deps.now());
  const to = query.to ?? addDaysIso(from, 27);
  return {
    classes: await adminClasses(deps, {
      startsAt: { gte: startOfLocalDay(from, tz), lt: startOfLocalDay(addDaysIso(to, 1), tz) },
      ...(query.series_id !== undefined && { seriesId: query.series_id }),
    }),
  };
}

async function checkVenue(deps: Deps, venueId: number | null | undefined) {
  if (venueId !== undefined && venueId !== null && !(await venueExists(deps.db, venueId)))
    throw fieldError('venue_id', HPC_ADMIN_MSG.noSuchVenue);
}

/** A local date and time as an instant; a time the clocks skip that day is refused. */
function instantOf(date: string, time: string, tz: string, field: string): Date {
  const at = localInstant(date, time, tz);
  if (localTime(at, tz) !== time || localIsoDate(at, tz) !== date)
    throw fieldError(field, `${HPC_ADMIN_MSG.missingTime} (${isoToDmy(date)})`);
  return at;
}

/**
 * The days between first and last the centre is closed, with why: an HPC closure (the centre shut
 * for a holiday, subscriptions-admin) or a date an active plan lists as having no classes.
 */
async function closedDays(deps: Deps, first: string, last: string): Promise<Map<string, string>> {
  const [closures, plans] = await Promise.all([
    deps.db.hpcClosure.findMany({
      where: { firstDay: { lte: dbDate(last) }, lastDay: { gte: dbDate(first) } },
      select: { name: true, firstDay: true, lastDay: true },
    }),
    deps.db.plan.findMany({
      where: { active: true, excludedDates: { isEmpty: false } },
      select: { name: true, excludedDates: true },
      orderBy: { id: 'asc' },
    }),
  ]);
  const closed = new Map<string, string>();
  for (const c of closures)
    for (let day = isoOfDbDate(c.firstDay); day <= isoOfDbDate(c.lastDay); day = addDaysIso(day, 1))
      if (day >= first && day <= last && !closed.has(day)) closed.set(day, `Closed: ${c.name}`);
  for (const p of plans)
    for (const d of p.excludedDates) {
      const day = isoOfDbDate(d);
      if (day >= first && day <= last && !closed.has(day)) closed.set(day, `No classes (plan ${p.name})`);
    }
  return closed;
}

type ClassPlace = { venueId: number | null; room: string | null };
type ClassTimes = Array<{ date: string; startsAt: Date; endsAt: Date }>;

/**
 * One court, one use: a class holds the court its room names (the database's exclusion constraint,
 * through the trigger on HpcClass). Refuses, listing each clashing date and what it clashes with.
 */
async function refuseCourtClashes(
  db: Deps['db'] | Tx,
  deps: Deps,
  place: ClassPlace,
  times: ClassTimes,
  except: number[] = [],
) {
  const clashes = await classCourtClashes(db, tzOf(deps), place, times, except);
  const n = Object.keys(clashes).length;
  // Keyed by date, each line says its date too: a form shows the lines it has no field for.
  const dated = Object.fromEntries(
    Object.entries(clashes).map(([date, what]) => [date, what.map((w) => `${isoToDmy(date)}: ${w}`)]),
  );
  if (n > 0) throw new AppError('conflict', HPC_ADMIN_MSG.courtTaken(n), dated);
}

/**
 * Answers a write that failed because another process took the court first (23P01 from the
 * exclusion constraint) as the check before it would, with the dates that now clash.
 */
const courtTaken =
  (recheck: () => Promise<void> = async () => {}) =>
  async (err: unknown): Promise<never> => {
    if (!isExclusionViolation(err)) throw err;
    await recheck();
    throw new AppError('conflict', HPC_ADMIN_MSG.courtTaken(1));
  };

/** POST /api/admin/hpc/series: the classes of a weekly schedule, in one transaction with the series and its audit entry. */
export async function createSeries(
  deps: Deps,
  actorId: number,
  body: TClassSeriesCreate,
): Promise<TClassSeriesCreated> {
  const tz = tzOf(deps);
  await checkVenue(deps, body.venue_id);
  const { dates, more } = scheduleDates(body, MAX_CLASSES_PER_SERIES);
  if (more)
    throw fieldError(body.count ? 'count' : 'until', HPC_ADMIN_MSG.tooManyClasses(MAX_CLASSES_PER_SERIES));
  if (dates.length === 0) throw fieldError('weekdays', HPC_ADMIN_MSG.noClasses);
  const closed = await closedDays(deps, dates[0]!, dates.at(-1)!);
  const asked = new Set(body.skip_dates ?? []);
  const skipped: TClassSeriesCreated['skipped'] = [];
  const kept: string[] = [];
  for (const day of dates) {
    const why = closed.get(day) ?? (asked.has(day) ? 'Skipped' : null);
    if (why) skipped.push({ date: day, why });
    else kept.push(day);
  }
  if (kept.length === 0) throw fieldError('weekdays', HPC_ADMIN_MSG.noClasses);
  const times = kept.map((day) => ({
    startsAt: instantOf(day, body.start_time, tz, 'start_time'),
    endsAt: instantOf(day, body.end_time, tz, 'end_time'),
  }));
  const rule = scheduleRule(body, tz);
  const place = { venueId: body.venue_id ?? null, room: body.room || null };
  const dated = kept.map((date, i) => ({ date, ...times[i]! }));
  await refuseCourtClashes(deps.db, deps, place, dated);

  const { seriesId, ids } = await deps.db
    .$transaction(async (tx) => {
      const series = await tx.hpcClassSeries.create({
        data: { rule, startTime: body.start_time, endTime: body.end_time, createdById: actorId },
        select: { id: true },
      });
      const made = await tx.hpcClass.createManyAndReturn({
        data: times.map((t) => ({
          ...t,
          seriesId: series.id,
          name: body.name,
          description: body.description || null,
          venueId: body.venue_id ?? null,
          room: body.room || null,
          trainers: body.trainers ?? [],
          activities: body.activities ?? [],
          colour: body.colour ?? null,
          capacity: body.capacity,
          bookingDaysAhead: body.booking_days_ahead ?? null,
        })),
        select: { id: true },
      });
      await recordAudit(tx, {
        actorId,
        action: 'hpc.series.create',
        entity: 'HpcClassSeries',
        entityId: series.id,
        after: { ...body, rule, dates: kept, skipped },
      });
      return { seriesId: series.id, ids: made.map((c) => c.id) };
    }, TX)
    .catch(courtTaken(() => refuseCourtClashes(deps.db, deps, place, dated)));
  return { series_id: seriesId, rule, classes: await adminClasses(deps, { id: { in: ids } }), skipped };
}

type ClassEdit = Omit<TClassChange, 'date'> & { date?: string };

/**
 * Changes one class under its lock: a started or cancelled class is refused, the capacity never
 * goes below the places booked (409), and places it adds go to the waitlist in order.
 */
async function changeLockedClass(
  tx: Tx,
  deps: Deps,
  actorId: number,
  classId: number,
  edit: ClassEdit,
  action: string,
): Promise<Promotion[]> {
  const tz = tzOf(deps);
  const locked = await lockClass(tx, classId);
  if (locked.cancelledAt) throw new AppError('conflict', HPC_ADMIN_MSG.classCancelled);
  if (locked.startsAt.getTime() <= deps.now().getTime())
    throw new AppError('class_started', HPC_ADMIN_MSG.classOver);
  const before = (await tx.hpcClass.findUnique({ where: { id: classId }, select: classSelect }))!;
  const day = edit.date ?? localIsoDate(before.startsAt, tz);
  const startsAt = instantOf(day, edit.start_time ?? localTime(before.startsAt, tz), tz, 'start_time');
  const endsAt = instantOf(day, edit.end_time ?? localTime(before.endsAt, tz), tz, 'end_time');
  if (endsAt.getTime() <= startsAt.getTime())
    throw fieldError('end_time', `${HPC_ADMIN_MSG.endTimeAfterStart} (${isoToDmy(day)})`);
  if (edit.date !== undefined && startsAt.getTime() <= deps.now().getTime())
    throw fieldError('date', HPC_ADMIN_MSG.classOver);
  await refuseCourtClashes(
    tx,
    deps,
    {
      venueId: edit.venue_id !== undefined ? edit.venue_id : (before.venue?.id ?? null),
      room: edit.room !== undefined ? edit.room || null : before.room,
    },
    [{ date: day, startsAt, endsAt }],
    [classId],
  );
  const capacity = edit.capacity ?? before.capacity;
  if (capacity < before.bookedCount)
    throw new AppError(
      'conflict',
      `${HPC_ADMIN_MSG.capacityBelowBooked(before.bookedCount)} (${isoToDmy(localIsoDate(before.startsAt, tz))})`,
    );

  // Added places go to the waitlist first, in order, as a place a member frees does.
  const promotions: Promotion[] = [];
  let booked = before.bookedCount;
  while (booked < capacity) {
    const next = await nextOnWaitlist(tx, classId);
    if (!next) break;
    await tx.classEnrollment.update({
      where: { id: next.id },
      data: { status: 'booked', waitlistedAt: null },
    });
    promotions.push({ memberId: next.memberId, classId });
    booked++;
  }
  const after = await tx.hpcClass.update({
    where: { id: classId },
    data: {
      startsAt,
      endsAt,
      capacity,
      bookedCount: booked,
      ...(edit.name !== undefined && { name: edit.name }),
      ...(edit.description !== undefined && { description: edit.description || null }),
      ...(edit.venue_id !== undefined && { venueId: edit.venue_id }),
      ...(edit.room !== undefined && { room: edit.room || null }),
      ...(edit.trainers !== undefined && { trainers: edit.trainers }),
      ...(edit.activities !== undefined && { activities: edit.activities }),
      ...(edit.colour !== undefined && { colour: edit.colour }),
      ...(edit.booking_days_ahead !== undefined && { bookingDaysAhead: edit.booking_days_ahead }),
    },
    select: classSelect,
  });
  await recordAudit(tx, {
    actorId,
    action,
    entity: 'HpcClass',
    entityId: classId,
    before: auditView(before, tz),
    after: { ...auditView(after, tz), promoted_from_waitlist: promotions.map((p) => p.memberId) },
  });
  return promotions;
}

async function tellAll(deps: Deps, promotions: Promotion[]) {
  for (const p of promotions) await tellPromoted(deps, p);
}

/** PATCH /api/admin/hpc/classes/:id */
export async function changeClass(deps: Deps, actorId: number, classId: number, body: TClassChange) {
  await checkVenue(deps, body.venue_id);
  const promotions = await deps.db
    .$transaction((tx) => changeLockedClass(tx, deps, actorId, classId, body, 'hpc.class.update'), TX)
    .catch(courtTaken());
  await tellAll(deps, promotions);
}

/** The series' classes from the local day `from` on that are still to come and not cancelled, in time order. */
async function restOfSeries(deps: Deps, seriesId: number, from: string) {
  const series = await deps.db.hpcClassSeries.findUnique({ where: { id: seriesId }, select: { id: true } });
  if (!series) throw notFound('Series');
  const start = startOfLocalDay(from, tzOf(deps));
  const now = deps.now();
  const rows = await deps.db.hpcClass.findMany({
    where: {
      seriesId,
      cancelledAt: null,
      startsAt: { gte: start.getTime() > now.getTime() ? start : now },
    },
    select: { id: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => r.id);
}

/** PATCH /api/admin/hpc/series/:id: the same change to each class of the series from `from` on; all or none. */
export async function changeSeries(
  deps: Deps,
  actorId: number,
  seriesId: number,
  body: TSeriesChange,
): Promise<TSeriesResult> {
  const { from, ...edit } = body;
  await checkVenue(deps, edit.venue_id);
  const ids = await restOfSeries(deps, seriesId, from);
  // Classes are locked in time order, one after another, as each member booking locks one: no deadlock.
  const promotions = await deps.db
    .$transaction(async (tx) => {
      const all: Promotion[] = [];
      for (const id of ids)
        all.push(...(await changeLockedClass(tx, deps, actorId, id, edit, 'hpc.series.update')));
      return all;
    }, TX)
    .catch(courtTaken());
  await tellAll(deps, promotions);
  return { classes: await adminClasses(deps, { id: { in: ids } }) };
}

/** The email a member gets when staff cancel a class they were booked (or waitlisted) in. */
async function cancelledMail(
  deps: Deps,
  to: string,
  firstname: string,
  cls: { name: string; startsAt: Date; room: string | null; venue: { name: string } | null },
  reason: string | undefined,
) {
  const tz = tzOf(deps);
  const when = `${isoToDmy(localIsoDate(cls.startsAt, tz))} ${localTime12(cls.startsAt, tz)}`;
  return {
    to,
    ...(await renderEmail(classCancelled, {
      firstname,
      className: cls.name,
      when,
      where: [cls.venue?.name, cls.room].filter(Boolean).join(', '),
      reason,
      classesUrl: `${deps.publicUrl}/member/hpc/classes`,
    })),
  };
}

/** Cancels one class under its lock: its places are freed and its members' emails are queued in the same transaction. */
async function cancelLockedClass(
  tx: Tx,
  deps: Deps,
  actorId: number,
  classId: number,
  reason: string | undefined,
  action: string,
): Promise<number[]> {
  const locked = await lockClass(tx, classId);
  if (locked.cancelledAt) throw new AppError('conflict', HPC_ADMIN_MSG.classCancelled);
  if (locked.startsAt.getTime() <= deps.now().getTime())
    throw new AppError('class_started', HPC_ADMIN_MSG.classOver);
  const cls = (await tx.hpcClass.findUnique({ where: { id: classId }, select: classSelect }))!;
  const places = await tx.classEnrollment.findMany({
    where: { classId, status: { in: ['booked', 'waitlisted'] } },
    select: { memberId: true, status: true },
  });
  await tx.classEnrollment.updateMany({
    where: { classId, status: { in: ['booked', 'waitlisted'] } },
    data: { status: 'cancelled', waitlistedAt: null },
  });
  const after = await tx.hpcClass.update({
    where: { id: classId },
    data: { cancelledAt: deps.now(), bookedCount: 0 },
    select: classSelect,
  });
  const tz = tzOf(deps);
  await recordAudit(tx, {
    actorId,
    action,
    entity: 'HpcClass',
    entityId: classId,
    before: { ...auditView(cls, tz), members: places },
    after: auditView(after, tz),
    reason: reason ?? null,
  });
  const contacts = await memberContacts(
    tx,
    places.map((p) => p.memberId),
  );
  const ids: number[] = [];
  for (const p of places) {
    const m = contacts.get(p.memberId);
    if (m?.email) ids.push(await queueMail(tx, await cancelledMail(deps, m.email, m.firstname, cls, reason)));
  }
  return ids;
}

/** POST /api/admin/hpc/classes/:id/cancel */
export async function cancelClass(deps: Deps, actorId: number, classId: number, reason?: string) {
  const mail = await deps.db.$transaction(
    (tx) => cancelLockedClass(tx, deps, actorId, classId, reason, 'hpc.class.cancel'),
    TX,
  );
  await sendQueuedMail(deps, mail);
}

/** POST /api/admin/hpc/series/:id/cancel: each class of the series from `from` on; all or none. */
export async function cancelSeries(
  deps: Deps,
  actorId: number,
  seriesId: number,
  from: string,
  reason?: string,
): Promise<TSeriesResult> {
  const ids = await restOfSeries(deps, seriesId, from);
  const mail = await deps.db.$transaction(async (tx) => {
    const all: number[] = [];
    for (const id of ids)
      all.push(...(await cancelLockedClass(tx, deps, actorId, id, reason, 'hpc.series.cancel')));
    return all;
  }, TX);
  await sendQueuedMail(deps, mail);
  return { classes: await adminClasses(deps, { id: { in: ids } }) };
}

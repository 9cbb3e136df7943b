// HPC classes and enrolments (the Classes calendar, its class states, the Enrollments
// list). Booking opens 14 days ahead and needs an active subscription.
//
// Every change to a class's places runs in one transaction that first locks the class
// row (SELECT ... FOR UPDATE): the capacity check, the bookedCount update and the
// enrolment row change together, so racing members can never take more places than
// the class has, and a freed place goes to the first member of the waitlist before
// anyone else can book it. The promoted member is emailed after the commit.
import { memberContacts } from '../people/index.js';
import {
  HPC_BOOKING_DAYS_AHEAD,
  HPC_MSG,
  isoToDmy,
  type TClassBookRequest,
  type TEnrollment,
  type THpcClass,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { placeText, type CalendarEntry } from '../../lib/calendar.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { classPlace, renderEmail } from '../../emails/index.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { isoOfDbDate, localIsoDate, localTime, localTime12, startOfLocalDay } from '../../lib/local-dates.js';
import type { Tx } from '../../db/tx.js';
import { queueMail } from '../../lib/mail-outbox.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { bookingOpen, daysBetweenIso, planAllowsClass, weekDays } from './hpc-rules.js';
import { todayIsoOf } from './subscriptions.service.js';

const classSelect = {
  id: true,
  name: true,
  description: true,
  startsAt: true,
  endsAt: true,
  room: true,
  trainers: true,
  activities: true,
  colour: true,
  capacity: true,
  bookedCount: true,
  bookingDaysAhead: true,
  venue: { select: { name: true } },
} satisfies Prisma.HpcClassSelect;
type ClassRow = Prisma.HpcClassGetPayload<{ select: typeof classSelect }>;

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);
const DEFAULT_COLOUR = '#1976d2';

function toClass(
  c: ClassRow,
  mine: { status: string; position: number | null } | undefined,
  todayIso: string,
  tz: string,
  inPlan: boolean,
): THpcClass {
  const day = localIsoDate(c.startsAt, tz);
  return {
    class_id: c.id,
    class_name: c.name,
    class_description: c.description ?? '',
    class_date: isoToDmy(day),
    class_date_formatted: day,
    class_starts_formatted: localTime(c.startsAt, tz),
    class_starts_at: isoInZone(c.startsAt, tz),
    class_ends_at: isoInZone(c.endsAt, tz),
    duration: minutesBetween(c.startsAt, c.endsAt),
    class_venue: c.venue?.name ?? '',
    class_room: c.room ?? '',
    class_trainers: c.trainers.join(', '),
    class_activity: c.activities.join(', '),
    class_colour: c.colour ?? DEFAULT_COLOUR,
    class_capacity: Math.max(0, c.capacity - c.bookedCount),
    class_day_advance: daysBetweenIso(todayIso, day),
    class_booking_days_ahead: c.bookingDaysAhead ?? HPC_BOOKING_DAYS_AHEAD,
    class_in_plan: inPlan,
    class_booked: mine?.status === 'booked',
    class_waitlist: mine?.status === 'waitlisted',
    class_waitlist_position: mine?.status === 'waitlisted' ? mine.position : null,
  };
}

/** GET /api/hpc/classes/{week}: the classes of week 0-3 with the member's own status in each. */
export async function listClasses(deps: Deps, memberId: number, week: number): Promise<THpcClass[]> {
  const tz = deps.settings.current().timeZone;
  const today = todayIsoOf(deps);
  const { from, toExclusive } = weekDays(today, week);
  const classes = await deps.db.hpcClass.findMany({
    where: {
      startsAt: { gte: startOfLocalDay(from, tz), lt: startOfLocalDay(toExclusive, tz) },
      cancelledAt: null,
    },
    select: classSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  const ids = classes.map((c) => c.id);
  const [mine, queue, plans] = await Promise.all([
    deps.db.classEnrollment.findMany({
      where: { memberId, classId: { in: ids }, status: { not: 'cancelled' } },
      select: { classId: true, status: true, waitlistedAt: true },
    }),
    // Everyone waiting in these classes, to tell the member their place in the queue.
    deps.db.classEnrollment.findMany({
      where: { classId: { in: ids }, status: 'waitlisted' },
      select: { classId: true, memberId: true },
      orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
    }),
    deps.db.subscription.findMany({
      where: { memberId, status: 'active' },
      select: { plan: { select: { classNames: true } } },
    }),
  ]);
  // Without a plan every class reads as in plan: the dialog says a subscription is needed.
  const inPlan = (name: string) =>
    plans.length === 0 || plans.some((s) => planAllowsClass(s.plan.classNames, name));
  const byClass = new Map(
    mine.map((e) => [
      e.classId,
      {
        status: e.status,
        position:
          e.status === 'waitlisted'
            ? queue.filter((q) => q.classId === e.classId).findIndex((q) => q.memberId === memberId) + 1
            : null,
      },
    ]),
  );
  return classes.map((c) => toClass(c, byClass.get(c.id), today, tz, inPlan(c.name)));
}

async function hasActiveSubscription(db: Deps['db'] | Tx, memberId: number): Promise<boolean> {
  return (await db.subscription.count({ where: { memberId, status: 'active' } })) > 0;
}

/** A class the member is booked into that overlaps this one (one athlete, one class at a time). */
async function bookedClassOverlapping(tx: Tx, memberId: number, classId: number) {
  const cls = await tx.hpcClass.findUniqueOrThrow({
    where: { id: classId },
    select: { startsAt: true, endsAt: true },
  });
  return tx.hpcClass.findFirst({
    where: {
      id: { not: classId },
      cancelledAt: null,
      startsAt: { lt: cls.endsAt },
      endsAt: { gt: cls.startsAt },
      enrollments: { some: { memberId, status: 'booked' } },
    },
    select: { name: true, startsAt: true },
    orderBy: { startsAt: 'asc' },
  });
}

/**
 * A class can be booked (or waited for) only through one of the member's active plans that allows
 * it (a plan naming its classes allows only those) and covers its day: from the subscription's
 * start to its end (a block-dated plan runs on its own dates), and not on one of the plan's
 * excluded dates. Answers why not, or null when a plan covers the class.
 */
export async function planRefusal(
  tx: Tx,
  memberId: number,
  className: string,
  dayIso: string,
): Promise<AppError | null> {
  const all = await tx.subscription.findMany({
    where: { memberId, status: 'active' },
    select: { startDate: true, endDate: true, plan: { select: { excludedDates: true, classNames: true } } },
    orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
  });
  const subs = all.filter((s) => planAllowsClass(s.plan.classNames, className));
  if (all.length > 0 && subs.length === 0)
    return new AppError('outside_plan', HPC_MSG.classNotInPlan(className));
  const inDates = subs.filter(
    (s) => isoOfDbDate(s.startDate) <= dayIso && (!s.endDate || dayIso <= isoOfDbDate(s.endDate)),
  );
  if (inDates.some((s) => !s.plan.excludedDates.some((d) => isoOfDbDate(d) === dayIso))) return null;
  const day = isoToDmy(dayIso);
  if (inDates.length > 0) return new AppError('outside_plan', HPC_MSG.excludedPlanDate(day));
  const first = subs[0];
  if (!first) return new AppError('no_active_subscription', HPC_MSG.noActiveSubscription);
  return new AppError(
    'outside_plan',
    HPC_MSG.outsidePlanDates(
      day,
      isoToDmy(isoOfDbDate(first.startDate)),
      first.endDate ? isoToDmy(isoOfDbDate(first.endDate)) : null,
    ),
  );
}

/** Why the member cannot be booked into the class: a class of theirs at the same time (else null). */
export async function clashRefusal(tx: Tx, memberId: number, classId: number, tz: string) {
  const clash = await bookedClassOverlapping(tx, memberId, classId);
  return clash
    ? new AppError(
        'class_clash',
        HPC_MSG.classClash(
          clash.name,
          `${localTime(clash.startsAt, tz)} on ${isoToDmy(localIsoDate(clash.startsAt, tz))}`,
        ),
      )
    : null;
}

/**
 * Books the member into a free place of the class (under its lock): never past its capacity,
 * whoever asks (the member or staff).
 */
export async function takePlace(tx: Tx, classId: number, memberId: number, capacity: number) {
  // The lock makes this the only writer; the condition keeps the count honest regardless.
  const { count } = await tx.hpcClass.updateMany({
    where: { id: classId, bookedCount: { lt: capacity } },
    data: { bookedCount: { increment: 1 } },
  });
  if (count === 0) throw new AppError('class_full', HPC_MSG.classFull);
  await tx.classEnrollment.upsert({
    where: { classId_memberId: { classId, memberId } },
    create: { classId, memberId, status: 'booked' },
    update: { status: 'booked', waitlistedAt: null },
  });
}

/** Puts the member at the end of the class's waitlist (under its lock). */
export async function joinWaitlist(tx: Tx, classId: number, memberId: number, now: Date) {
  await tx.classEnrollment.upsert({
    where: { classId_memberId: { classId, memberId } },
    create: { classId, memberId, status: 'waitlisted', waitlistedAt: now },
    update: { status: 'waitlisted', waitlistedAt: now },
  });
}

/** The member's place on the class's waitlist, 1 first (0: not on it), in the order it is served. */
export async function waitlistPosition(db: Deps['db'] | Tx, classId: number, memberId: number) {
  const queue = await db.classEnrollment.findMany({
    where: { classId, status: 'waitlisted' },
    select: { memberId: true },
    orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
  });
  return queue.findIndex((q) => q.memberId === memberId) + 1;
}

/**
 * Locks the class row; every change to its places (members' and staff's) happens under this lock.
 * A cancelled class is answered as it is: booking refuses it, staff see it.
 */
export async function lockClass(tx: Tx, classId: number) {
  const rows = await tx.$queryRaw<
    Array<{
      id: number;
      name: string;
      capacity: number;
      bookedCount: number;
      startsAt: Date;
      bookingDaysAhead: number | null;
      cancelledAt: Date | null;
    }>
  >`
    SELECT id, name, capacity, "bookedCount", "startsAt", "bookingDaysAhead", "cancelledAt"
    FROM "HpcClass" WHERE id = ${classId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError('not_found', HPC_MSG.classNotFound);
  return row;
}

export interface Promotion {
  memberId: number;
  classId: number;
}

/** The first waitlisted member who still has an active subscription (under the class lock). */
export function nextOnWaitlist(tx: Tx, classId: number) {
  return tx.classEnrollment.findFirst({
    where: { classId, status: 'waitlisted', member: { subscriptions: { some: { status: 'active' } } } },
    orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, memberId: true },
  });
}

/**
 * Frees the member's booking or waitlist place (inside a transaction holding the class lock).
 * A freed booking goes to the first waitlisted member who still has an active subscription.
 */
export async function removeFromClass(
  tx: Tx,
  memberId: number,
  classId: number,
  now: Date,
): Promise<{ was: 'booked' | 'waitlisted'; promoted: Promotion | null }> {
  const cls = await lockClass(tx, classId);
  if (cls.startsAt.getTime() <= now.getTime()) throw new AppError('class_started', HPC_MSG.pastEnrollment);
  const mine = await tx.classEnrollment.findUnique({
    where: { classId_memberId: { classId, memberId } },
    select: { id: true, status: true },
  });
  if (!mine || mine.status === 'cancelled') throw new AppError('not_enrolled', HPC_MSG.notEnrolled);
  await tx.classEnrollment.update({
    where: { id: mine.id },
    data: { status: 'cancelled', waitlistedAt: null },
  });
  if (mine.status === 'waitlisted') return { was: 'waitlisted', promoted: null };

  const next = await nextOnWaitlist(tx, classId);
  if (next) {
    // The place passes straight to them: bookedCount does not change.
    await tx.classEnrollment.update({
      where: { id: next.id },
      data: { status: 'booked', waitlistedAt: null },
    });
    return { was: 'booked', promoted: { memberId: next.memberId, classId } };
  }
  await tx.hpcClass.update({ where: { id: classId }, data: { bookedCount: { decrement: 1 } } });
  return { was: 'booked', promoted: null };
}

/** The email to a member moved from the waitlist into the class (null: no address). */
async function promotedMail(
  db: Deps['db'] | Tx,
  deps: Deps,
  promotion: Promotion,
): Promise<OutgoingMail | null> {
  const [contacts, cls] = await Promise.all([
    memberContacts(db, [promotion.memberId]),
    db.hpcClass.findUnique({
      where: { id: promotion.classId },
      select: { name: true, startsAt: true, room: true, venue: { select: { name: true } } },
    }),
  ]);
  const member = contacts.get(promotion.memberId);
  if (!member?.email || !cls) return null;
  const tz = deps.settings.current().timeZone;
  const when = `${isoToDmy(localIsoDate(cls.startsAt, tz))} ${localTime12(cls.startsAt, tz)}`;
  return {
    to: member.email,
    ...(await renderEmail(classPlace, {
      firstname: member.firstname,
      className: cls.name,
      when,
      where: [cls.venue?.name, cls.room].filter(Boolean).join(', '),
      enrolmentsUrl: `${deps.publicUrl}/member/hpc/enrolled`,
    })),
  };
}

/** Emails a member moved from the waitlist into the class (after the commit; automatic or by staff). */
export async function tellPromoted(deps: Deps, promotion: Promotion): Promise<void> {
  const mail = await promotedMail(deps.db, deps, promotion);
  if (!mail) return;
  await deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.log.warn({ err, ...promotion }, 'could not send the waitlist place email'));
}

/**
 * Frees the member's places (booked or waitlisted) in classes still to come, each booked place
 * going to the waitlist; the promoted members' emails are queued in the transaction (sent once
 * it commits). Answers how many places were freed.
 */
export async function freeFutureClassPlaces(tx: Tx, deps: Deps, memberId: number): Promise<number> {
  const now = deps.now();
  const places = await tx.classEnrollment.findMany({
    where: { memberId, status: { in: ['booked', 'waitlisted'] }, class: { startsAt: { gt: now } } },
    select: { classId: true },
    orderBy: { classId: 'asc' },
  });
  for (const { classId } of places) {
    const { promoted } = await removeFromClass(tx, memberId, classId, now);
    const mail = promoted ? await promotedMail(tx, deps, promoted) : null;
    if (mail) await queueMail(tx, mail);
  }
  return places.length;
}

export const TX = { maxWait: 20_000, timeout: 30_000 } as const;

/** POST /api/hpc/classes/book: add (book), waitlist or remove; answers the refreshed week. */
export async function bookClass(
  deps: Deps,
  memberId: number,
  body: TClassBookRequest,
): Promise<{ message: string; data: THpcClass[] }> {
  const classId = body.classData;
  const now = deps.now();
  const tz = deps.settings.current().timeZone;
  let message: string;
  let promoted: Promotion | null = null;

  if (body.classAction === 'remove') {
    const result = await deps.db.$transaction((tx) => removeFromClass(tx, memberId, classId, now), TX);
    promoted = result.promoted;
    message = result.was === 'booked' ? HPC_MSG.removedBooking : HPC_MSG.removedWaitlist;
  } else {
    if (!(await hasActiveSubscription(deps.db, memberId)))
      throw new AppError('no_active_subscription', HPC_MSG.noActiveSubscription);
    message = await deps.db.$transaction(async (tx) => {
      const cls = await lockClass(tx, classId);
      if (cls.cancelledAt) throw new AppError('not_found', HPC_MSG.classNotFound);
      if (cls.startsAt.getTime() <= now.getTime()) throw new AppError('class_started', HPC_MSG.classStarted);
      const outside = await planRefusal(tx, memberId, cls.name, localIsoDate(cls.startsAt, tz));
      if (outside) throw outside;
      const mine = await tx.classEnrollment.findUnique({
        where: { classId_memberId: { classId, memberId } },
        select: { id: true, status: true },
      });
      if (mine?.status === 'booked') throw new AppError('already_booked', HPC_MSG.alreadyBooked);
      const full = cls.bookedCount >= cls.capacity;

      if (body.classAction === 'add') {
        const dayAdvance = daysBetweenIso(todayIsoOf(deps, now), localIsoDate(cls.startsAt, tz));
        const daysAhead = cls.bookingDaysAhead ?? HPC_BOOKING_DAYS_AHEAD;
        if (!bookingOpen(dayAdvance, daysAhead))
          throw new AppError('booking_not_open', HPC_MSG.bookingNotOpen(daysAhead));
        const clash = await clashRefusal(tx, memberId, classId, tz);
        if (clash) throw clash;
        if (full) throw new AppError('class_full', HPC_MSG.classFull);
        await takePlace(tx, classId, memberId, cls.capacity);
        return HPC_MSG.booked;
      }

      if (mine?.status === 'waitlisted') throw new AppError('already_waitlisted', HPC_MSG.alreadyWaitlisted);
      if (!full) throw new AppError('class_not_full', HPC_MSG.classNotFull);
      await joinWaitlist(tx, classId, memberId, now);
      return HPC_MSG.waitlisted;
    }, TX);
  }

  if (promoted) await tellPromoted(deps, promoted);
  return { message, data: await listClasses(deps, memberId, body.classWeek) };
}

function toEnrollment(
  e: {
    id: number;
    status: 'booked' | 'waitlisted' | 'cancelled';
    attendance: 'attended' | 'absent' | null;
    class: ClassRow;
  },
  now: Date,
  tz: string,
): TEnrollment {
  const c = e.class;
  // A booked class that has ended reads as the roll has it, never as still 'booked'.
  const ended = c.endsAt.getTime() <= now.getTime();
  return {
    id: e.id,
    class_id: c.id,
    name: c.name,
    date_time: `${isoToDmy(localIsoDate(c.startsAt, tz))} ${localTime12(c.startsAt, tz)}`,
    starts_at: isoInZone(c.startsAt, tz),
    duration: minutesBetween(c.startsAt, c.endsAt),
    location: [c.venue?.name, c.room].filter(Boolean).join(', '),
    status: e.status,
    attendance:
      e.status !== 'booked' || !ended
        ? null
        : e.attendance === 'attended'
          ? 'attended'
          : e.attendance === 'absent'
            ? 'missed'
            : 'not_marked',
    can_cancel: e.status !== 'cancelled' && c.startsAt.getTime() > now.getTime(),
  };
}

/** GET /api/hpc/enrollments: the member's classes, latest first. */
export async function listEnrollments(deps: Deps, memberId: number): Promise<TEnrollment[]> {
  const rows = await deps.db.classEnrollment.findMany({
    where: { memberId },
    select: { id: true, status: true, attendance: true, class: { select: classSelect } },
    orderBy: [{ class: { startsAt: 'desc' } }, { id: 'desc' }],
  });
  const now = deps.now();
  return rows.map((e) => toEnrollment(e, now, deps.settings.current().timeZone));
}

/** POST /api/hpc/enrollments/{id}/cancel: the CANCEL button (same rules as classes/book remove). */
export async function cancelEnrollment(
  deps: Deps,
  memberId: number,
  enrollmentId: number,
): Promise<{ message: string; data: TEnrollment[] }> {
  const own = await deps.db.classEnrollment.findFirst({
    where: { id: enrollmentId, memberId },
    select: { classId: true, status: true },
  });
  if (!own) throw notFound('Enrollment');
  if (own.status === 'cancelled') throw new AppError('enrolment_cancelled', HPC_MSG.notEnrolled);
  const now = deps.now();
  const result = await deps.db.$transaction((tx) => removeFromClass(tx, memberId, own.classId, now), TX);
  if (result.promoted) await tellPromoted(deps, result.promoted);
  return { message: HPC_MSG.enrollmentCancelled, data: await listEnrollments(deps, memberId) };
}

/** The member's booked classes from `from` on (not waitlisted or cancelled), as calendar entries. */
export async function classEntries(deps: Deps, memberId: number, from: Date): Promise<CalendarEntry[]> {
  const rows = await deps.db.classEnrollment.findMany({
    where: { memberId, status: 'booked', class: { startsAt: { gte: from } } },
    select: {
      class: {
        select: {
          id: true,
          name: true,
          startsAt: true,
          endsAt: true,
          room: true,
          trainers: true,
          venue: { select: { name: true, address: true, suburb: true, postcode: true, state: true } },
        },
      },
    },
  });
  const host = new URL(deps.publicUrl).hostname;
  const stamp = deps.now();
  return rows.map(({ class: c }) => ({
    uid: `hpc-class-${c.id}@${host}`,
    start: c.startsAt,
    end: c.endsAt,
    stamp,
    summary: c.name,
    location: [c.room, c.venue ? placeText(c.venue) : null].filter(Boolean).join(', ') || undefined,
    description: c.trainers.length ? `Trainers: ${c.trainers.join(', ')}` : undefined,
  }));
}

/** A member's class places (booked, waitlisted or cancelled) in classes starting in [from, to), by start. */
export function classPlacesBetween(deps: Deps, memberId: number, from: Date, to: Date) {
  return deps.db.classEnrollment.findMany({
    where: { memberId, class: { startsAt: { gte: from, lt: to } } },
    select: { id: true, status: true, class: { select: { name: true, startsAt: true } } },
    orderBy: [{ class: { startsAt: 'asc' } }, { id: 'asc' }],
  });
}

/** Classes by id (what a court closure hits, for booking/). */
export function classesByIds(db: Deps['db'] | Tx, ids: number[]) {
  return db.hpcClass.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, room: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/**
 * Classes at a venue overlapping [from, to), by start: court hire's console shows them on its
 * calendar, and a class whose room names a court takes that court (read only; for booking/).
 */
export function classesAtVenue(db: Deps['db'] | Tx, venueId: number, from: Date, to: Date) {
  return db.hpcClass.findMany({
    where: { venueId, startsAt: { lt: to }, endsAt: { gt: from } },
    select: { id: true, name: true, room: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

// The console's roll of one HPC class (facilities staff): its booked members with their marks
// and its waitlist in order; attendance marked, a waitlisted member promoted by hand, a member
// taken off. Each change takes the class lock as members' bookings do (classes.service.ts
// lockClass) and is audited.
import { HPC_ADMIN_MSG, type TAttendanceMarks, type TClassRoll } from '@courtside/contracts/admin';
import { HPC_MSG, isoToDmy } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { localIsoDate, localTime12, todayIso } from '../../lib/local-dates.js';
import { isoInZone } from '../../lib/zoned-time.js';
import { classPlaceByStaff, renderEmail, type ClassPlaceByStaffProps } from '../../emails/index.js';
import { recordAudit } from '../audit/index.js';
import { memberContacts } from '../people/index.js';
import { adminClass, auditView, classSelect, tzOf } from './classes-admin.service.js';
import {
  clashRefusal,
  joinWaitlist,
  lockClass,
  planRefusal,
  removeFromClass,
  takePlace,
  tellPromoted,
  TX,
  waitlistPosition,
} from './classes.service.js';

/** GET /api/admin/hpc/classes/:id: the class, its booked members with their marks, its waitlist in order. */
export async function classRoll(deps: Deps, classId: number): Promise<TClassRoll> {
  const cls = await deps.db.hpcClass.findUnique({ where: { id: classId }, select: classSelect });
  if (!cls) throw notFound('Class');
  const places = await deps.db.classEnrollment.findMany({
    where: { classId, status: { in: ['booked', 'waitlisted'] } },
    select: { id: true, memberId: true, status: true, waitlistedAt: true, attendance: true },
    orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
  });
  const memberIds = places.map((p) => p.memberId);
  const [contacts, subscribed] = await Promise.all([
    memberContacts(deps.db, memberIds),
    deps.db.subscription.findMany({
      where: { memberId: { in: memberIds }, status: 'active' },
      select: { memberId: true },
      distinct: ['memberId'],
    }),
  ]);
  const withSubscription = new Set(subscribed.map((s) => s.memberId));
  const person = (id: number) => {
    const m = contacts.get(id);
    return { id, name: m ? `${m.firstname} ${m.lastname}` : '', email: m?.email ?? '' };
  };
  const tz = tzOf(deps);
  const waiting = places.filter((p) => p.status === 'waitlisted');
  const roll = places
    .filter((p) => p.status === 'booked')
    .map((p) => ({ enrollment_id: p.id, member: person(p.memberId), attendance: p.attendance }))
    .sort((a, b) => a.member.name.localeCompare(b.member.name) || a.member.id - b.member.id);
  return {
    ...adminClass(cls, waiting.length, tz),
    roll,
    waitlist: waiting.map((p, i) => ({
      enrollment_id: p.id,
      member: person(p.memberId),
      position: i + 1,
      waitlisted_at: isoInZone(p.waitlistedAt ?? new Date(0), tz),
      active_subscription: withSubscription.has(p.memberId),
    })),
  };
}

/** PUT /api/admin/hpc/classes/:id/attendance: marks booked members attended or absent, from the class's day on. */
export async function markAttendance(deps: Deps, actorId: number, classId: number, body: TAttendanceMarks) {
  const tz = tzOf(deps);
  await deps.db.$transaction(async (tx) => {
    const cls = await lockClass(tx, classId);
    if (cls.cancelledAt) throw new AppError('conflict', HPC_ADMIN_MSG.classCancelled);
    if (localIsoDate(cls.startsAt, tz) > todayIso(tz, deps.now()))
      throw new AppError('validation_failed', HPC_ADMIN_MSG.rollNotOpen);
    const memberIds = body.marks.map((m) => m.member_id);
    const current = await tx.classEnrollment.findMany({
      where: { classId, memberId: { in: memberIds }, status: 'booked' },
      select: { id: true, memberId: true, attendance: true },
    });
    const byMember = new Map(current.map((e) => [e.memberId, e]));
    const missing = memberIds.filter((id) => !byMember.has(id));
    if (missing.length > 0)
      throw fieldError('marks', `${HPC_ADMIN_MSG.notBooked} (member ${missing.join(', ')})`);
    for (const mark of body.marks)
      await tx.classEnrollment.update({
        where: { id: byMember.get(mark.member_id)!.id },
        data: { attendance: mark.attendance },
      });
    await recordAudit(tx, {
      actorId,
      action: 'hpc.class.attendance',
      entity: 'HpcClass',
      entityId: classId,
      before: current.map((e) => ({ member_id: e.memberId, attendance: e.attendance })),
      after: body.marks,
    });
  }, TX);
}

/**
 * POST /api/admin/hpc/classes/:id/promote: moves a waitlisted member (any, not only the first) into
 * the class. Into a free place only, unless staff raise the capacity by one for them. Under the
 * class lock, so it and a member booking the last place cannot both take it.
 */
export async function promoteByHand(
  deps: Deps,
  actorId: number,
  classId: number,
  memberId: number,
  raiseCapacity: boolean,
) {
  const tz = tzOf(deps);
  await deps.db.$transaction(async (tx) => {
    const locked = await lockClass(tx, classId);
    if (locked.cancelledAt) throw new AppError('conflict', HPC_ADMIN_MSG.classCancelled);
    if (locked.startsAt.getTime() <= deps.now().getTime())
      throw new AppError('class_started', HPC_ADMIN_MSG.classOver);
    const place = await tx.classEnrollment.findUnique({
      where: { classId_memberId: { classId, memberId } },
      select: { id: true, status: true },
    });
    if (place?.status !== 'waitlisted') throw new AppError('conflict', HPC_ADMIN_MSG.notWaitlisted);
    if ((await tx.subscription.count({ where: { memberId, status: 'active' } })) === 0)
      throw new AppError('no_active_subscription', HPC_MSG.noActiveSubscription);
    const full = locked.bookedCount >= locked.capacity;
    if (full && !raiseCapacity) throw new AppError('class_full', HPC_ADMIN_MSG.classFullRaise);
    const before = (await tx.hpcClass.findUnique({ where: { id: classId }, select: classSelect }))!;
    const after = await tx.hpcClass.update({
      where: { id: classId },
      data: {
        bookedCount: { increment: 1 },
        ...(full && { capacity: locked.bookedCount + 1 }),
      },
      select: classSelect,
    });
    await tx.classEnrollment.update({
      where: { id: place.id },
      data: { status: 'booked', waitlistedAt: null },
    });
    await recordAudit(tx, {
      actorId,
      action: 'hpc.class.promote',
      entity: 'HpcClass',
      entityId: classId,
      before: { ...auditView(before, tz), member_id: memberId, status: 'waitlisted' },
      after: { ...auditView(after, tz), member_id: memberId, status: 'booked' },
    });
  }, TX);
  await tellPromoted(deps, { memberId, classId });
}

/**
 * POST /api/admin/hpc/classes/:id/add: books a member into the class when it has a free place,
 * else puts them at the end of its waitlist; they are emailed which. Under the class lock, as a
 * member's booking, so the class never goes past its capacity. The member's own rules hold except
 * the booking window (staff may book further ahead): an active plan that allows the class on its
 * day, and no other class booked at the same time.
 */
export async function addMember(deps: Deps, actorId: number, classId: number, memberId: number) {
  const tz = tzOf(deps);
  const now = deps.now();
  const placed = await deps.db.$transaction(async (tx) => {
    const locked = await lockClass(tx, classId);
    if (!(await memberContacts(tx, [memberId])).has(memberId)) throw notFound('Member');
    if (locked.cancelledAt) throw new AppError('conflict', HPC_ADMIN_MSG.classCancelled);
    if (locked.startsAt.getTime() <= now.getTime())
      throw new AppError('class_started', HPC_ADMIN_MSG.classOver);
    const mine = await tx.classEnrollment.findUnique({
      where: { classId_memberId: { classId, memberId } },
      select: { status: true },
    });
    if (mine?.status === 'booked') throw new AppError('already_booked', HPC_ADMIN_MSG.alreadyBooked);
    if (mine?.status === 'waitlisted')
      throw new AppError(
        'already_waitlisted',
        HPC_ADMIN_MSG.alreadyWaitlisted(await waitlistPosition(tx, classId, memberId)),
      );
    const refusal = await planRefusal(tx, memberId, locked.name, localIsoDate(locked.startsAt, tz));
    if (refusal) throw refusal;
    const before = (await tx.hpcClass.findUnique({ where: { id: classId }, select: classSelect }))!;
    const full = locked.bookedCount >= locked.capacity;
    if (full) await joinWaitlist(tx, classId, memberId, now);
    else {
      const clash = await clashRefusal(tx, memberId, classId, tz);
      if (clash) throw clash;
      await takePlace(tx, classId, memberId, locked.capacity);
    }
    const position = full ? await waitlistPosition(tx, classId, memberId) : null;
    const after = (await tx.hpcClass.findUnique({ where: { id: classId }, select: classSelect }))!;
    const status = full ? 'waitlisted' : 'booked';
    await recordAudit(tx, {
      actorId,
      action: 'hpc.class.add',
      entity: 'HpcClass',
      entityId: classId,
      before: { ...auditView(before, tz), member_id: memberId, status: mine?.status ?? null },
      after: { ...auditView(after, tz), member_id: memberId, status, position },
    });
    return { status, position } as const;
  }, TX);
  await tellStaffChange(deps, memberId, classId, {
    change: placed.status,
    ...(placed.position !== null && { position: placed.position }),
  });
}

/**
 * Emails a member what staff did with their place (after the commit; a member without an address
 * is not told, and a relay failure is logged, as for promotions).
 */
async function tellStaffChange(
  deps: Deps,
  memberId: number,
  classId: number,
  change: Pick<ClassPlaceByStaffProps, 'change' | 'position'>,
) {
  const [contacts, cls] = await Promise.all([
    memberContacts(deps.db, [memberId]),
    deps.db.hpcClass.findUnique({
      where: { id: classId },
      select: { name: true, startsAt: true, room: true, venue: { select: { name: true } } },
    }),
  ]);
  const member = contacts.get(memberId);
  if (!member?.email || !cls) return;
  const tz = tzOf(deps);
  const mail = await renderEmail(classPlaceByStaff, {
    firstname: member.firstname,
    className: cls.name,
    date: isoToDmy(localIsoDate(cls.startsAt, tz)),
    time: localTime12(cls.startsAt, tz),
    where: [cls.venue?.name, cls.room].filter(Boolean).join(', '),
    enrolmentsUrl: `${deps.publicUrl}/member/hpc/enrolled`,
    ...change,
  });
  await deps.mailer
    .send({ to: member.email, ...mail })
    .catch((err: unknown) =>
      deps.log.warn({ err, memberId, classId }, 'could not send the class place email'),
    );
}

/**
 * POST /api/admin/hpc/classes/:id/remove: takes a member off the waitlist, or out of the class (the
 * place then goes to the waitlist as when a member cancels: the same function does it). The member
 * is emailed.
 */
export async function removeMember(deps: Deps, actorId: number, classId: number, memberId: number) {
  const result = await deps.db.$transaction(async (tx) => {
    const outcome = await removeFromClass(tx, memberId, classId, deps.now()).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'not_enrolled')
        throw new AppError('conflict', HPC_ADMIN_MSG.notInClass);
      if (err instanceof AppError && err.code === 'class_started')
        throw new AppError('class_started', HPC_ADMIN_MSG.classOver);
      throw err;
    });
    await recordAudit(tx, {
      actorId,
      action: 'hpc.class.remove',
      entity: 'HpcClass',
      entityId: classId,
      before: { member_id: memberId, status: outcome.was },
      after: { member_id: memberId, status: 'cancelled', promoted: outcome.promoted?.memberId ?? null },
    });
    return outcome;
  }, TX);
  await tellStaffChange(deps, memberId, classId, {
    change: result.was === 'booked' ? 'removed' : 'removed_from_waitlist',
  });
  if (result.promoted) await tellPromoted(deps, result.promoted);
}

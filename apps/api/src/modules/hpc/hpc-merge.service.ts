// Merging two duplicate members, the HPC part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/** The more a status holds, the higher: a place beats a waitlist spot, which beats a cancellation. */
const WEIGHT = { booked: 2, waitlisted: 1, cancelled: 0 } as const;

/**
 * Subscriptions move as they are (with their orders and Stripe references).
 *
 * ClassEnrollment is one row per class and member. A class only the duplicate is enrolled in
 * moves. In a class both are enrolled in, the kept member's row stays and takes the status that
 * holds more (booked, then waitlisted, then cancelled) with its waitlist time; the duplicate's row
 * is dropped. A place the duplicate held passes to the kept member, so the class's booked count
 * stays. When both held a place, one person cannot use two: under the class's lock (as every
 * change to its places) the spare place goes to the first waitlisted member with an active
 * subscription if the class has not started, else the class has one place more free. The
 * promoted member sees the place in their enrolments; no email is sent from inside the merge.
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const subscriptions = await tx.subscription.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });

  const select = { id: true, classId: true, status: true, waitlistedAt: true } as const;
  const theirs = await tx.classEnrollment.findMany({
    where: { memberId: fromId },
    select,
    orderBy: { classId: 'asc' },
  });
  const ours = await tx.classEnrollment.findMany({ where: { memberId: intoId }, select });
  let dropped = 0;
  for (const row of theirs) {
    const kept = ours.find((o) => o.classId === row.classId);
    if (!kept) continue;
    await tx.classEnrollment.delete({ where: { id: row.id } });
    dropped++;
    if (WEIGHT[row.status] > WEIGHT[kept.status])
      await tx.classEnrollment.update({
        where: { id: kept.id },
        data: { status: row.status, waitlistedAt: row.waitlistedAt },
      });
    else if (row.status === 'booked' && kept.status === 'booked') await freeOnePlace(tx, row.classId);
  }
  const enrolments = await tx.classEnrollment.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });
  return {
    Subscription: { moved: subscriptions.count, dropped: 0 },
    ClassEnrollment: { moved: enrolments.count, dropped },
  };
}

/** A booked place no one holds any more: to the waitlist's first (class not started), else free. */
async function freeOnePlace(tx: Tx, classId: number): Promise<void> {
  const [cls] = await tx.$queryRaw<Array<{ started: boolean }>>`
    SELECT "startsAt" <= now() AS started FROM "HpcClass" WHERE id = ${classId} FOR UPDATE`;
  const next = cls?.started
    ? null
    : await tx.classEnrollment.findFirst({
        where: { classId, status: 'waitlisted', member: { subscriptions: { some: { status: 'active' } } } },
        orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
        select: { id: true },
      });
  if (next)
    await tx.classEnrollment.update({
      where: { id: next.id },
      data: { status: 'booked', waitlistedAt: null },
    });
  else await tx.hpcClass.update({ where: { id: classId }, data: { bookedCount: { decrement: 1 } } });
}

// When a shift ends, and the shifts that hold courts. A shift on a court makes that court taken
// for members' court hire, as an HPC class does; booking stands below roster, so roster registers
// these shifts with it at start-up (roster.routes.ts). Shifts hold no occupancy rows: a scorer's
// or timekeeper's shift is at a game or class on that very court, so it never blocks games or
// classes, only hires.
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import type { ShiftOnCourt } from '../booking/index.js';

type Db = Deps['db'] | Tx;

/** The length a shift takes when none is given (and that shifts written before ends had). */
export const SHIFT_DEFAULT_MINUTES = 60;
/** A shift ends on the day it starts: never longer than the longest day (clocks going back). */
const SHIFT_MAX_MINUTES = 25 * 60;

export const shiftEnd = (s: { scheduleAt: Date; minutes: number }) =>
  new Date(s.scheduleAt.getTime() + s.minutes * 60_000);

/** Roster shifts on these courts overlapping [from, to), titled 'Event (duty)' for staff. */
export async function shiftsOnCourts(
  db: Db,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<ShiftOnCourt[]> {
  if (courtIds.length === 0) return [];
  const rows = await db.localRosterEntry.findMany({
    where: {
      courtId: { in: courtIds },
      scheduleAt: { lt: to, gt: new Date(from.getTime() - SHIFT_MAX_MINUTES * 60_000) },
    },
    select: {
      id: true,
      courtId: true,
      scheduleAt: true,
      minutes: true,
      function: true,
      event: { select: { name: true } },
    },
    orderBy: [{ scheduleAt: 'asc' }, { id: 'asc' }],
  });
  return rows.flatMap((r) => {
    const endsAt = shiftEnd(r);
    return r.courtId !== null && endsAt > from
      ? [
          {
            id: r.id,
            courtId: r.courtId,
            startsAt: r.scheduleAt,
            endsAt,
            title: `${r.event.name} (${r.function})`,
          },
        ]
      : [];
  });
}

// Merging two duplicate members, the court hire part (people/merge.service.ts calls this inside
// its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/** The duplicate's court bookings move as they are; their court time is untouched. */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const { count } = await tx.booking.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
  return { Booking: { moved: count, dropped: 0 } };
}

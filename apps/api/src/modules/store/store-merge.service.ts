// Merging two duplicate members, the store part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * Attendees move as they are, both those the duplicate entered (createdBy: reused at the kept
 * member's next checkout) and those matched to the duplicate (member).
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const created = await tx.attendee.updateMany({
    where: { createdById: fromId },
    data: { createdById: intoId },
  });
  const matched = await tx.attendee.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
  return {
    'Attendee.createdById': { moved: created.count, dropped: 0 },
    'Attendee.memberId': { moved: matched.count, dropped: 0 },
  };
}

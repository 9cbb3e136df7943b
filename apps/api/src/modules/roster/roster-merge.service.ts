// Merging two duplicate members, the event roster part (people/merge.service.ts calls this
// inside its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/** The duplicate's event roster shifts move as they are. */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const { count } = await tx.localRosterEntry.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });
  return { LocalRosterEntry: { moved: count, dropped: 0 } };
}

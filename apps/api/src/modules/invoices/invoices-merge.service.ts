// Merging two duplicate members, the invoices part (people/merge.service.ts calls this inside
// its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/** The duplicate's invoices move as they are: the kept member now owes (or has paid) them. */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const { count } = await tx.invoice.updateMany({ where: { memberId: fromId }, data: { memberId: intoId } });
  return { Invoice: { moved: count, dropped: 0 } };
}

// Merging two duplicate members, the membership part: the duplicate's sport profiles go to the
// kept member (people/merge.service.ts calls this inside its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/** A null expiry never registered, so any date is later. */
const later = (a: Date | null, b: Date | null) => a !== null && (b === null || a.getTime() > b.getTime());

/**
 * SportProfile is one row per member and sport. A sport only the duplicate has moves as it is.
 * A sport both have keeps the kept member's row, which takes the expiry (and the renewal flag
 * that goes with it) of whichever row runs later, so a paid-up registration is never lost;
 * the duplicate's row is then dropped.
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const select = { id: true, sport: true, expiryDate: true, membRenewal: true } as const;
  const theirs = await tx.sportProfile.findMany({ where: { memberId: fromId }, select });
  const ours = await tx.sportProfile.findMany({ where: { memberId: intoId }, select });
  let moved = 0;
  let dropped = 0;
  for (const row of theirs) {
    const kept = ours.find((o) => o.sport === row.sport);
    if (!kept) {
      await tx.sportProfile.update({ where: { id: row.id }, data: { memberId: intoId } });
      moved++;
      continue;
    }
    if (later(row.expiryDate, kept.expiryDate))
      await tx.sportProfile.update({
        where: { id: kept.id },
        data: { expiryDate: row.expiryDate, membRenewal: row.membRenewal },
      });
    await tx.sportProfile.delete({ where: { id: row.id } });
    dropped++;
  }
  return { SportProfile: { moved, dropped } };
}

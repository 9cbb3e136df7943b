// Merging two duplicate members, the staff part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * The kept member holds every staff role either held (the union): a role the kept member lacks
 * moves with its grant date and granting admin; a role both hold keeps the kept member's grant.
 * Roles the duplicate granted to others now name the kept member as the granting admin: it was
 * the same person.
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const held = (await tx.staffGrant.findMany({ where: { memberId: intoId }, select: { role: true } })).map(
    (g) => g.role,
  );
  const moved = await tx.staffGrant.updateMany({
    where: { memberId: fromId, role: { notIn: held } },
    data: { memberId: intoId },
  });
  const dropped = await tx.staffGrant.deleteMany({ where: { memberId: fromId } });
  const granted = await tx.staffGrant.updateMany({
    where: { grantedById: fromId },
    data: { grantedById: intoId },
  });
  return {
    StaffGrant: { moved: moved.count, dropped: dropped.count },
    'StaffGrant.grantedById': { moved: granted.count, dropped: 0 },
  };
}

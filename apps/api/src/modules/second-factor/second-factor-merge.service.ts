// Merging two duplicate members, the two-factor part (people/merge.service.ts calls this inside
// its transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * The kept member's authenticator and recovery codes stay as they are; the duplicate's are
 * deleted. Moving them would let a device or a printed code of the other account sign in to
 * the kept one without its owner ever setting it up there.
 */
export async function moveMemberRows(tx: Tx, fromId: number, _intoId: number): Promise<MergedRows> {
  const factors = await tx.secondFactor.deleteMany({ where: { memberId: fromId } });
  const codes = await tx.recoveryCode.deleteMany({ where: { memberId: fromId } });
  return {
    SecondFactor: { moved: 0, dropped: factors.count },
    RecoveryCode: { moved: 0, dropped: codes.count },
  };
}

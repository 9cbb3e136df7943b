// Merging two duplicate members, the auth part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * The duplicate's password reset links are deleted, not moved: the duplicate can no longer sign
 * in, and a link it asked for must not reset the kept member's password.
 */
export async function moveMemberRows(tx: Tx, fromId: number, _intoId: number): Promise<MergedRows> {
  const { count } = await tx.passwordResetToken.deleteMany({ where: { memberId: fromId } });
  return { PasswordResetToken: { moved: 0, dropped: count } };
}

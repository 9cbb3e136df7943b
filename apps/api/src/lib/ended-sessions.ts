// The sign-in machinery's table of ended sessions (EndedSession, owned by plugins/auth.ts and
// lib/, no module): what a member merge needs of it.
import type { Tx } from '../db/tx.js';

/**
 * Forgets a member's ended sessions. Used when the member is merged away: bumping its token
 * version ends every session it has, so the rows that ended some of them one by one say nothing
 * any more.
 */
export async function forgetEndedSessions(tx: Tx, memberId: number): Promise<number> {
  const { count } = await tx.endedSession.deleteMany({ where: { memberId } });
  return count;
}

// The member-area guards of spec section 6 that depend on the member's access flags
// (is_ref, is_roster, is_man, ...). Staff set the flags; they are read fresh on every
// request so a revoked flag takes effect at once.
import type { Db } from '../plugins/prisma.js';
import { forbidden } from './app-error.js';

export type AccessFlag = 'isRef' | 'isRoster' | 'isMan' | 'isHpc' | 'isEft';

export interface MemberAccess {
  id: number;
  accessRef: string[];
}

/** Refuses with 403 unless the member holds the flag; returns the member's roster types. */
export async function requireAccess(db: Db, memberId: number, flag: AccessFlag): Promise<MemberAccess> {
  const member = await db.member.findUnique({
    where: { id: memberId },
    select: { id: true, accessRef: true, isRef: true, isRoster: true, isMan: true, isHpc: true, isEft: true },
  });
  if (!member?.[flag]) throw forbidden();
  return { id: member.id, accessRef: member.accessRef };
}

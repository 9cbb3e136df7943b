// The member-area guards that depend on the member's access flags
// (is_ref, is_roster, is_man, ...). Staff set the flags; they are read fresh on every
// request so a revoked flag takes effect at once.
//
// A guard runs as an onRequest hook, before Fastify parses and validates the body: a member
// without the flag learns 403, never the shape of a body they may not send. Each guarded
// route also carries `config.access` (the flag), which the security suite reads to check
// every guarded route.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../plugins/prisma.js';
import { forbidden } from './app-error.js';

export type AccessFlag = 'isRef' | 'isRoster' | 'isMan' | 'isHpc' | 'isEft';

export interface MemberAccess {
  id: number;
  accessRef: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access flag this route needs (set by guardFolder / guardRoute). */
    access?: AccessFlag;
  }
}

/** Refuses with 403 unless the member holds the flag; returns the member's roster types. */
export async function requireAccess(
  db: Db,
  memberId: number,
  flag: AccessFlag,
  message?: string,
): Promise<MemberAccess> {
  const member = await db.member.findUnique({
    where: { id: memberId },
    select: { id: true, accessRef: true, isRef: true, isRoster: true, isMan: true, isHpc: true, isEft: true },
  });
  if (!member?.[flag]) throw forbidden(message);
  return { id: member.id, accessRef: member.accessRef };
}

const flagHook = (flag: AccessFlag, message?: string): onRequestHookHandler =>
  async function (this: FastifyInstance, request: FastifyRequest) {
    await requireAccess(this.deps.db, request.user.memberId, flag, message);
  };

/** Every route of this plugin needs the flag (after the sign-in hook of an enclosing folder). */
export function guardFolder(app: FastifyInstance, flag: AccessFlag): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: flag };
  });
  app.addHook('onRequest', flagHook(flag));
}

/** One route needs the flag: spread into its options. */
export const guardRoute = (flag: AccessFlag, message?: string) => ({
  config: { access: flag },
  onRequest: flagHook(flag, message),
});

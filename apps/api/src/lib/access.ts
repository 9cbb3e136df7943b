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

/** Reads a member's flags and roster types (null: no such member). */
export type AccessReader = (
  db: Db,
  memberId: number,
) => Promise<(MemberAccess & Record<AccessFlag, boolean>) | null>;

let readAccess: AccessReader | null = null;

/**
 * The member record's owner (people) answers the flags: app.ts hands its reader over at
 * start-up, in every process that serves requests, so lib/ reads no module's table.
 */
export function useAccessReader(reader: AccessReader): void {
  readAccess = reader;
}

/** Refuses with 403 unless the member holds the flag; returns the member's roster types. */
export async function requireAccess(
  db: Db,
  memberId: number,
  flag: AccessFlag,
  message?: string,
): Promise<MemberAccess> {
  if (!readAccess) throw new Error('No reader of member access flags: app.ts registers one at start-up.');
  const member = await readAccess(db, memberId);
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

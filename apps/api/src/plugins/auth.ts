// Sign-in for the member area: a JWT carried as a Bearer header (the documented API)
// or as the HttpOnly cookie the web app uses. The token holds the member id, the
// member's token version and its own session id (sid). Logging out ends that one
// session (EndedSession); "sign out everywhere" and a new password bump the version,
// which ends every session issued before.
//
// A browser whose logout call never reached us still signs out: the web app sets the
// SIGNED_OUT_COOKIE marker (script can write it, unlike the HttpOnly token) before it
// calls logout, and any request that carries the marker is treated as signed out and
// ends the session its token cookie holds. Signing in again clears the marker.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import { randomBytes } from 'node:crypto';
import { unauthorized } from '../lib/app-error.js';
import { rows, sql, type SqlQuery } from '../lib/sql.js';
import type { Db } from './prisma.js';

export const TOKEN_COOKIE = 'cs_token';
/** Set by the web app when the member logs out; the server then treats the browser as signed out. */
export const SIGNED_OUT_COOKIE = 'cs_signed_out';
export const DAY_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  tv: number;
  /** The session; absent in tokens issued before sessions could end one by one. */
  sid?: string;
  /** Signed in with a second factor (TOTP or a recovery code): what the console needs from staff. */
  mfa?: boolean;
  exp?: number;
}

export interface SessionUser {
  memberId: number;
  tokenVersion: number;
  sid: string | null;
  expiresAt: Date | null;
  secondFactor: boolean;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: refuses the request unless it carries a valid, unrevoked token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueToken(
      reply: FastifyReply,
      member: { id: number; tokenVersion: number },
      remember: boolean,
      secondFactor?: boolean,
    ): { token: string; expiresIn: number };
    /** Records a session as ended (idempotent); a token without a session id ends every session. */
    endSession(user: SessionUser): Promise<void>;
    /** The browser set the signed-out marker: ends the session its token cookie holds, clears both cookies. */
    honourSignOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * The member record's session version, answered by its owner (people), which app.ts hands over:
 * the statement of an active member's token version (no row when deactivated or unknown), and
 * ending the sessions of one version.
 */
export interface MemberSessions {
  activeTokenVersion(memberId: number): SqlQuery;
  endSessions(db: Db, memberId: number, tokenVersion: number): Promise<void>;
}

export default fp<{ secret: string; secureCookies: boolean; sessions: MemberSessions }>(async function auth(
  app: FastifyInstance,
  opts,
) {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
    cookie: { cookieName: TOKEN_COOKIE, signed: false },
    formatUser: (claims) => ({
      memberId: Number(claims.sub),
      tokenVersion: claims.tv,
      sid: typeof claims.sid === 'string' ? claims.sid : null,
      expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null,
      secondFactor: claims.mfa === true,
    }),
  });

  app.decorate(
    'issueToken',
    (
      reply: FastifyReply,
      member: { id: number; tokenVersion: number },
      remember: boolean,
      secondFactor = false,
    ) => {
      const expiresIn = remember ? 365 * DAY_SECONDS : DAY_SECONDS;
      const sid = randomBytes(16).toString('base64url');
      const claims = {
        sub: String(member.id),
        tv: member.tokenVersion,
        sid,
        ...(secondFactor && { mfa: true }),
      };
      const token = app.jwt.sign(claims, { expiresIn });
      reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
      reply.setCookie(TOKEN_COOKIE, token, {
        httpOnly: true,
        secure: opts.secureCookies,
        sameSite: 'lax',
        path: '/',
        maxAge: expiresIn,
      });
      return { token, expiresIn };
    },
  );

  app.decorate('endSession', async (user: SessionUser) => {
    if (user.sid === null) {
      await opts.sessions.endSessions(app.prisma, user.memberId, user.tokenVersion);
      return;
    }
    const now = new Date();
    await app.prisma.endedSession.createMany({
      data: [
        {
          sid: user.sid,
          memberId: user.memberId,
          expiresAt: user.expiresAt ?? new Date(now.getTime() + 365 * DAY_SECONDS * 1000),
        },
      ],
      skipDuplicates: true,
    });
    // Sessions past their token's expiry cannot be used anyway: forget them.
    await app.prisma.endedSession.deleteMany({ where: { expiresAt: { lt: now } } });
  });

  app.decorate('honourSignOut', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[TOKEN_COOKIE];
    if (token) {
      try {
        const claims = app.jwt.verify<TokenClaims>(token);
        await app.endSession({
          memberId: Number(claims.sub),
          tokenVersion: claims.tv,
          sid: typeof claims.sid === 'string' ? claims.sid : null,
          expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null,
          secondFactor: claims.mfa === true,
        });
      } catch {
        // An invalid token is no session; if the database is down, clearing the cookie still signs out.
      }
    }
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
  });

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization && request.cookies[SIGNED_OUT_COOKIE]) {
      await app.honourSignOut(request, reply);
      throw unauthorized();
    }
    try {
      // A Bearer header wins; the cookie is the fallback for the web app.
      await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    // A signed token with claims we never issue (a sub that is not a member id, no version) is no session.
    const { memberId, tokenVersion } = request.user;
    if (
      !Number.isSafeInteger(memberId) ||
      memberId < 1 ||
      memberId > 2_147_483_647 ||
      !Number.isSafeInteger(tokenVersion)
    )
      throw unauthorized();
    // One statement: the member's token version and whether this session was ended (a
    // deactivated member has no session).
    const [session] = await rows<{ tokenVersion: number | null; ended: boolean }>(
      app.prisma,
      sql`SELECT (${opts.sessions.activeTokenVersion(memberId)}) AS "tokenVersion",
                 EXISTS (SELECT 1 FROM "EndedSession" e WHERE e.sid = ${request.user.sid}) AS ended`,
    );
    if (!session || session.tokenVersion !== tokenVersion || session.ended)
      throw unauthorized('Your session has ended. Please sign in again.');
  });
});

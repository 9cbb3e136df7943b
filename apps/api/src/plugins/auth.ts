// Sign-in for the member area: a JWT carried as a Bearer header (the documented API)
// or as the HttpOnly cookie the web app uses. The token holds the member id and the
// member's token version; logout and password reset bump the version, which ends
// every session issued before.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import { unauthorized } from '../lib/app-error.js';

export const TOKEN_COOKIE = 'cs_token';
export const DAY_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  tv: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: { memberId: number; tokenVersion: number };
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
    ): { token: string; expiresIn: number };
  }
}

export default fp<{ secret: string; secureCookies: boolean }>(async function auth(
  app: FastifyInstance,
  opts,
) {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
    cookie: { cookieName: TOKEN_COOKIE, signed: false },
    formatUser: (claims) => ({ memberId: Number(claims.sub), tokenVersion: claims.tv }),
  });

  app.decorate(
    'issueToken',
    (reply: FastifyReply, member: { id: number; tokenVersion: number }, remember: boolean) => {
      const expiresIn = remember ? 365 * DAY_SECONDS : DAY_SECONDS;
      const token = app.jwt.sign({ sub: String(member.id), tv: member.tokenVersion }, { expiresIn });
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

  app.decorate('authenticate', async (request: FastifyRequest) => {
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
    const member = await app.prisma.member.findUnique({
      where: { id: request.user.memberId },
      select: { tokenVersion: true },
    });
    if (!member || member.tokenVersion !== request.user.tokenVersion)
      throw unauthorized('Your session has ended. Please sign in again.');
  });
});

// Tokens and sessions: every route that needs sign-in refuses a
// forged, unsigned, expired or revoked token; logout ends its own session, "sign out
// everywhere" and a password reset end every session; a browser that set the signed-out
// marker is signed out whatever became of its logout call; the browser's cookie is HttpOnly, SameSite and (behind https) Secure; the
// documented Bearer header still works; passwords are argon2id at the OWASP baseline;
// sign-in slows guessing down with 429.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../helpers.js';
import { createMember, PASSWORD, registrationBody } from '../factories.js';
import { contextWithRoutes, expectErrorShape, fill, type TableRoute } from './route-table.js';

let ctx: TestContext;
let routes: TableRoute[];
beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes({ PUBLIC_URL: 'https://portal.example.org' }));
});
afterAll(() => ctx?.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hmac = (alg: 'sha256' | 'sha512', secret: string, data: string) =>
  createHmac(alg, secret).update(data).digest('base64url');
const now = () => Math.floor(Date.now() / 1000);
const cookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((c) => c.startsWith('cs_token='));

async function login(username: string, password = PASSWORD) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { username, password },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().access_token as string, cookie: cookieOf(res.headers)! };
}
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/member/user', headers });

/** Routes that answer 401 to a caller without a token: the member area. */
async function signedInRoutes() {
  const found: TableRoute[] = [];
  for (const r of routes) {
    const url = fill(
      r.url,
      Object.fromEntries(
        r.params.map((p) => [
          p,
          p === 'week'
            ? '0'
            : p === 'sport'
              ? 'basketball'
              : p === 'viewType'
                ? 'day'
                : p === 'date'
                  ? '2026-01-01'
                  : '1',
        ]),
      ),
    );
    const res = await ctx.app.inject({
      method: r.method as 'GET',
      url,
      headers: { accept: 'application/json' },
      ...(r.write ? { payload: {} } : {}),
    });
    if (res.statusCode === 401) found.push({ ...r, url });
  }
  return found;
}

describe('every signed-in route', () => {
  it('refuses alg none, a wrong signature, another algorithm, an expired token, a revoked token and an unknown member', async () => {
    const m = await createMember(ctx.db, {
      isRef: true,
      isRoster: true,
      isMan: true,
      isHpc: true,
      isEft: true,
    });
    const { token: revoked } = await login(m.username!);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/member/logout',
          headers: { authorization: `Bearer ${revoked}` },
        })
      ).statusCode,
    ).toBe(200);
    const claims = { sub: String(m.id), tv: 1, iat: now() };
    const hs256Head = b64({ alg: 'HS256', typ: 'JWT' });
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      'wrong signature': `${hs256Head}.${b64(claims)}.${hmac('sha256', 'an-attacker-secret-of-32-characters!!', `${hs256Head}.${b64(claims)}`)}`,
      'HS512 with a guessed key': `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${hmac('sha512', 'secret', `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`)}`,
      expired: ctx.app.jwt.sign({ ...claims, iat: now() - 7200, exp: now() - 3600 } as never),
      'revoked by logout': revoked,
      'unknown member': ctx.app.jwt.sign({ sub: '2147480000', tv: 0 }),
      // Signed with our key but with claims we never issue (was a 500: Prisma was asked for member NaN).
      'member id that is not a number': ctx.app.jwt.sign({ sub: 'admin', tv: 0 }),
      'member id out of range': ctx.app.jwt.sign({ sub: '99999999999', tv: 0 }),
      'no token version': ctx.app.jwt.sign({ sub: String(m.id) } as never),
      garbage: 'not.a.token',
    };
    const protectedRoutes = await signedInRoutes();
    expect(protectedRoutes.length).toBeGreaterThan(50);
    // Logout ended that session only: the member's token version is unchanged.
    const good = ctx.app.jwt.sign({ sub: String(m.id), tv: 0 });
    expect((await me({ authorization: `Bearer ${good}` })).statusCode).toBe(200);
    for (const r of protectedRoutes) {
      for (const [name, token] of Object.entries(forged)) {
        for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `cs_token=${token}` }]) {
          const res = await ctx.app.inject({
            method: r.method as 'GET',
            url: r.url,
            headers: { ...headers, accept: 'application/json' },
            ...(r.write ? { payload: {} } : {}),
          });
          const where = `${r.key} with ${name} in ${Object.keys(headers)[0]}`;
          expect(res.statusCode, where).toBe(401);
          expectErrorShape(res.statusCode, res.body, where);
        }
      }
    }
  });
});

describe('sessions', () => {
  it('logout ends this session only; the member stays signed in on other devices', async () => {
    const m = await createMember(ctx.db);
    const phone = await login(m.username!);
    const laptop = await login(m.username!);
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers)).toMatch(/^cs_token=;/);
    expect((await me({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${laptop.token}` })).statusCode).toBe(200);
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(200);
    // Logging out twice, or with the same token from elsewhere, changes nothing more.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(200);
  });

  it('sign out everywhere ends the sessions of every device, bearer and cookie alike', async () => {
    const m = await createMember(ctx.db);
    const phone = await login(m.username!);
    const laptop = await login(m.username!);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/member/logout/everywhere' });
    expect(refused.statusCode).toBe(401);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/logout/everywhere',
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers)).toMatch(/^cs_token=;/);
    expect((await me({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${laptop.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: laptop.cookie })).json()).toEqual({
      error: 'unauthenticated',
      message: expect.any(String),
    });
  });

  it('a browser that set the signed-out marker is signed out, and its session ends', async () => {
    const m = await createMember(ctx.db);
    const shared = await login(m.username!);
    const other = await login(m.username!);
    // The logout call never reached the server; the next request carries the marker.
    const marked = await me({ cookie: `${shared.cookie}; cs_signed_out=1` });
    expect(marked.statusCode).toBe(401);
    const cleared = ([] as string[]).concat(marked.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^cs_token=;/.test(c))).toBe(true);
    expect(cleared.some((c) => /^cs_signed_out=;/.test(c))).toBe(true);
    // The token is ended on the server too, marker or not; the member's other session goes on.
    expect((await me({ cookie: shared.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: other.cookie })).statusCode).toBe(200);
    // The documented Bearer header is not a browser's: the marker does not apply to it.
    expect((await me({ authorization: `Bearer ${other.token}`, cookie: 'cs_signed_out=1' })).statusCode).toBe(
      200,
    );
    // Signing in again clears the marker.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { cookie: 'cs_signed_out=1' },
      payload: { username: m.username, password: PASSWORD },
    });
    expect(
      ([] as string[]).concat(again.headers['set-cookie'] ?? []).some((c) => /^cs_signed_out=;/.test(c)),
    ).toBe(true);
  });

  it('a password reset ends the sessions opened before it', async () => {
    const m = await createMember(ctx.db);
    const before = await login(m.username!);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/member/password/email',
          payload: { username: m.username },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && /reset your password/.test(x.subject));
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/password/reset',
      payload: {
        token: resetToken,
        username: m.username,
        password: 'Fresh9Start',
        password_confirmation: 'Fresh9Start',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${before.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: before.cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${reset.json().access_token}` })).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly (page scripts cannot read it), SameSite=Lax and Secure when PUBLIC_URL is https', async () => {
    const m = await createMember(ctx.db);
    const { cookie, token } = await login(m.username!);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: m.username, password: PASSWORD },
    });
    const set = cookieOf(res.headers)!;
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; Path=\//);
    // The published API still takes the Bearer header, and the web app the cookie.
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('is not marked Secure on a plain-http development portal (browsers would drop it)', async () => {
    const local = await createTestContext({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const m = await createMember(local.db);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: m.username, password: PASSWORD },
      });
      const set = cookieOf(res.headers)!;
      expect(set).toMatch(/; HttpOnly/);
      expect(set).toMatch(/; SameSite=Lax/);
      expect(set).not.toMatch(/Secure/);
    } finally {
      await local.close();
    }
  });
});

describe('stored passwords', () => {
  it('are argon2id hashes with at least 19 MiB of memory and 2 iterations', async () => {
    const body = registrationBody();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/member/register', payload: body })).statusCode,
    ).toBe(201);
    const { passwordHash } = await ctx.db.member.findFirstOrThrow({
      where: { username: body.username },
      select: { passwordHash: true },
    });
    const parts = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
      passwordHash ?? '',
    );
    expect(parts, passwordHash ?? 'no hash').not.toBeNull();
    expect(Number(parts![1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(parts![2])).toBeGreaterThanOrEqual(2);
    expect(passwordHash).not.toContain(body.password);
  });
});

describe('sign-in guessing', () => {
  it('answers 429 after the configured number of failures (default 10), even for the right password', async () => {
    const m = await createMember(ctx.db);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: m.username, password: `Wrong${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: m.username, password: PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_requests', message: MSG.tooManyAttempts });
  });
});

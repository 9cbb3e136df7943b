// Two-factor sign-in end to end through the API, with real authenticator codes (otplib) on the
// application's clock: set-up, turning it on, stepping a session up so the console lets staff
// in where a second factor is required, codes never accepted twice, recovery codes used once,
// wrong codes limited, and turning it off.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';

let ctx: TestContext;
let sessions = 0;
/** A new session's token (a step-up ends the session it came from). */
const bearer = (id: number) =>
  `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0, sid: `s${id}-${++sessions}` })}`;
const call = (method: 'get' | 'post', path: string, auth: string, body?: Record<string, unknown>) => {
  const req = ctx.api()[method](path).set('authorization', auth);
  return body ? req.send(body) : req;
};
/** The code the app shows now on the application's clock, or `steps` periods of 30 s later. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + ctx.clock.offsetMs) / 1000) + steps * 30 });

beforeAll(async () => {
  ctx = await createTestContext({ STAFF_REQUIRE_SECOND_FACTOR: 'true' });
});
afterAll(() => ctx?.close());

/** A staff member with two-factor sign-in on: their secret, recovery codes and a stepped-up token. */
async function enrolled() {
  const m = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  const auth = bearer(m.id);
  const setup = await call('post', '/api/member/second-factor/setup', auth);
  expect(setup.status).toBe(200);
  const { secret, otpauth_url, qr_svg } = setup.body.data as Record<string, string>;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_svg).toMatch(/^<svg/);
  const on = await call('post', '/api/member/second-factor/enable', auth, { code: await codeOf(secret!) });
  expect(on.status).toBe(200);
  return {
    m,
    auth,
    secret: secret!,
    codes: on.body.data.recovery_codes as string[],
    token: on.body.data.access_token as string,
  };
}

describe('two-factor sign-in', () => {
  it('turns on with a first code, answers ten recovery codes once, and steps the session up', async () => {
    const { m, auth, codes, token } = await enrolled();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept.
    const kept = await ctx.db.recoveryCode.findMany({ where: { memberId: m.id } });
    expect(kept.map((k) => k.codeHash)).not.toContain(codes[0]);
    expect((await call('get', '/api/member/second-factor', `Bearer ${token}`)).body.data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      this_session: true,
    });
    // The console: the old session had no second factor and has ended; the new one is let in.
    expect((await call('get', '/api/admin/me', auth)).status).toBe(401);
    const me = await call('get', '/api/admin/me', `Bearer ${token}`);
    expect(me.status).toBe(200);
    expect(me.body.second_factor).toBe(true);
  });

  it('keeps the console shut to staff signed in without a second factor until they give a code', async () => {
    const { m, secret } = await enrolled();
    ctx.clock.offsetMs += 30_000;
    const fresh = bearer(m.id);
    const refused = await call('get', '/api/admin/me', fresh);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('second_factor_required');
    const stepped = await call('post', '/api/member/second-factor/verify', fresh, {
      code: await codeOf(secret),
    });
    expect(stepped.status).toBe(200);
    expect((await call('get', '/api/admin/me', `Bearer ${stepped.body.data.access_token}`)).status).toBe(200);
  });

  it('never accepts one code twice, even when two requests race with it', async () => {
    const { m, secret } = await enrolled();
    ctx.clock.offsetMs += 30_000;
    const code = await codeOf(secret);
    const [a, b] = await Promise.all([
      call('post', '/api/member/second-factor/verify', bearer(m.id), { code }),
      call('post', '/api/member/second-factor/verify', bearer(m.id), { code }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const again = await call('post', '/api/member/second-factor/verify', bearer(m.id), { code });
    expect(again.status).toBe(422);
    // The next period's code is fine.
    ctx.clock.offsetMs += 30_000;
    expect(
      (await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: await codeOf(secret) }))
        .status,
    ).toBe(200);
  });

  it('takes each recovery code once, typed in any case with or without its dash', async () => {
    const { m, codes } = await enrolled();
    const typed = codes[3]!.toUpperCase().replace('-', ' ');
    expect(
      (await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: typed })).status,
    ).toBe(200);
    const reused = await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: codes[3]! });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.code).toHaveLength(1);
    expect((await call('get', '/api/member/second-factor', bearer(m.id))).body.data.recovery_codes_left).toBe(
      9,
    );
  });

  it('refuses a member after five wrong codes, whatever the next code is', async () => {
    const { m, secret } = await enrolled();
    ctx.clock.offsetMs += 30_000;
    for (let i = 0; i < 5; i++)
      expect(
        (await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: '000000' })).status,
      ).toBe(422);
    const locked = await call('post', '/api/member/second-factor/verify', bearer(m.id), {
      code: await codeOf(secret),
    });
    expect(locked.status).toBe(429);
  });

  it('renews recovery codes and turns off only with a code', async () => {
    const { m, secret, codes } = await enrolled();
    ctx.clock.offsetMs += 30_000;
    const renewed = await call('post', '/api/member/second-factor/recovery-codes', bearer(m.id), {
      code: await codeOf(secret),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    // The old codes stop working.
    expect(
      (await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: codes[0]! })).status,
    ).toBe(422);
    expect(
      (await call('post', '/api/member/second-factor/disable', bearer(m.id), { code: '123456' })).status,
    ).toBe(422);
    const off = await call('post', '/api/member/second-factor/disable', bearer(m.id), {
      code: renewed.body.data.recovery_codes[0],
    });
    expect(off.status).toBe(200);
    expect((await call('get', '/api/member/second-factor', bearer(m.id))).body.data).toMatchObject({
      enabled: false,
    });
    expect(await ctx.db.recoveryCode.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('will not set up again while on, nor take a code before set-up', async () => {
    const { m } = await enrolled();
    expect((await call('post', '/api/member/second-factor/setup', bearer(m.id))).status).toBe(409);
    const other = await createMember(ctx.db);
    const early = await call('post', '/api/member/second-factor/verify', bearer(other.id), {
      code: '123456',
    });
    expect(early.status).toBe(422);
  });
});

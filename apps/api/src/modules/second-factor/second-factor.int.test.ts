// Two-factor sign-in end to end through the API, with real authenticator codes (otplib) on the
// application's clock: set-up, turning it on (with the code emailed over SMTP to the account's
// address: a password alone cannot enrol), stepping a session up so the console lets staff in
// where a second factor is required, codes never accepted twice, recovery codes used once, wrong
// codes limited, turning it off, and an admin resetting a lost one.
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

/** Set-up for a member: the secret to scan, and the 8-digit code emailed to their address. */
async function setUp(m: { id: number; email: string | null }, auth: string) {
  const setup = await call('post', '/api/member/second-factor/setup', auth);
  expect(setup.status).toBe(200);
  const { secret, otpauth_url, qr_svg, email_sent_to } = setup.body.data as Record<string, string>;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_svg).toMatch(/^<svg/);
  expect(email_sent_to).toBe(m.email!.replace(/^(.)[^@]*/, '$1***'));
  const mail = await ctx.mail.waitFor(
    (x) => x.to === m.email && /turn on two-factor/.test(x.subject) && !seenMail.has(x),
  );
  seenMail.add(mail);
  const emailCode = /\b(\d{8})\b/.exec(mail.text)?.[1];
  expect(emailCode).toBeDefined();
  return { secret: secret!, emailCode: emailCode! };
}
const seenMail = new Set<object>();

/** A staff member with two-factor sign-in on: their secret, recovery codes and a stepped-up token. */
async function enrolled() {
  const m = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  const auth = bearer(m.id);
  const { secret, emailCode } = await setUp(m, auth);
  const on = await call('post', '/api/member/second-factor/enable', auth, {
    code: await codeOf(secret),
    email_code: emailCode,
  });
  expect(on.status).toBe(200);
  return {
    m,
    auth,
    secret,
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

  it('refuses to turn on without the code emailed to the account, counting each try before the check', async () => {
    const m = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const auth = bearer(m.id);
    const first = await setUp(m, auth);
    const enable = async (body: Record<string, unknown>) =>
      call('post', '/api/member/second-factor/enable', auth, body);
    // The password's session and the app's code alone are not enough.
    expect((await enable({ code: await codeOf(first.secret) })).status).toBe(422);
    const wrong = await enable({ code: await codeOf(first.secret), email_code: '00000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.email_code).toEqual([
      'That is not the code we emailed you. Check the latest email, or start again for a new code.',
    ]);
    // Five tries per emailed code, counted before the check even when they race: then even the
    // right code is refused.
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map(() => enable({ code: '123456', email_code: '11111111' })),
    );
    expect(racing.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
    const spent = await enable({ code: await codeOf(first.secret), email_code: first.emailCode });
    expect(spent.status).toBe(422);
    expect(spent.body.errors.email_code[0]).toMatch(/expired or was tried too often/);
    expect((await call('get', '/api/member/second-factor', auth)).body.data.enabled).toBe(false);

    // A new set-up emails a new code; the old one stops working, the new one works once.
    const second = await setUp(m, auth);
    ctx.clock.offsetMs += 30_000;
    const old = await enable({ code: await codeOf(second.secret), email_code: first.emailCode });
    expect(old.status).toBe(422);
    const on = await enable({ code: await codeOf(second.secret), email_code: second.emailCode });
    expect(on.status).toBe(200);
    expect(
      await ctx.db.secondFactor.findUnique({ where: { memberId: m.id }, select: { emailCodeHash: true } }),
    ).toEqual({ emailCodeHash: null });
  });

  it('lets an admin reset a lost second factor: audited, the owner emailed and signed out', async () => {
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const adminAuth = `Bearer ${ctx.app.jwt.sign({ sub: String(admin.id), tv: 0, sid: 'admin-reset', mfa: true })}`;
    const { m, token } = await enrolled();
    const listed = await call('get', '/api/admin/staff', adminAuth);
    expect(listed.body.data.staff.find((x: { mid: number }) => x.mid === m.id).second_factor).toBe(true);

    const reset = await call('post', `/api/admin/staff/${m.id}/second-factor/reset`, adminAuth, {
      reason: 'Phone lost',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ mid: m.id, second_factor: false });
    // Their sessions ended, and the next sign-in can set up again (with a new emailed code).
    expect((await call('get', '/api/member/second-factor', `Bearer ${token}`)).status).toBe(401);
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && /was reset/.test(x.subject));
    expect(mail.text).toContain('Sign in with your password and set up your authenticator again');
    const entry = await ctx.db.auditEntry.findFirstOrThrow({
      where: { entity: 'Member', entityId: String(m.id), action: 'staff.second_factor_reset' },
    });
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { second_factor: true },
      after: { second_factor: false },
      reason: 'Phone lost',
    });
    // Nothing left to reset; an admin's own goes through the profile page; other staff may not.
    expect((await call('post', `/api/admin/staff/${m.id}/second-factor/reset`, adminAuth, {})).status).toBe(
      409,
    );
    expect(
      (await call('post', `/api/admin/staff/${admin.id}/second-factor/reset`, adminAuth, {})).status,
    ).toBe(422);
    const { m: finance, token: financeToken } = await enrolled();
    expect(
      (await call('post', `/api/admin/staff/${admin.id}/second-factor/reset`, `Bearer ${financeToken}`, {}))
        .status,
    ).toBe(403);
    expect(
      await ctx.db.secondFactor.count({ where: { memberId: finance.id, enabledAt: { not: null } } }),
    ).toBe(1);
  });

  it('lets an admin lift a member locked out by wrong two-factor codes, audited', async () => {
    const admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const adminAuth = `Bearer ${ctx.app.jwt.sign({ sub: String(admin.id), tv: 0, sid: 'admin-unlock', mfa: true })}`;
    const { m, secret } = await enrolled();
    ctx.clock.offsetMs += 30_000;
    for (let i = 0; i < 5; i++)
      await call('post', '/api/member/second-factor/verify', bearer(m.id), { code: '000000' });
    const code = await codeOf(secret);
    expect((await call('post', '/api/member/second-factor/verify', bearer(m.id), { code })).status).toBe(429);
    const unlock = await call('post', '/api/admin/sign-in-locks/clear', adminAuth, {
      username: m.username!.toUpperCase(),
      reason: 'Called the office',
    });
    expect(unlock.status).toBe(200);
    expect(unlock.body.message).toBe(`${m.username!.toUpperCase()} can sign in again.`);
    expect((await call('post', '/api/member/second-factor/verify', bearer(m.id), { code })).status).toBe(200);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'member.sign_in_unlocked', entityId: String(m.id), reason: 'Called the office' },
      }),
    ).toBe(1);
    const stranger = await call('post', '/api/admin/sign-in-locks/clear', adminAuth, {
      username: 'nobody-here',
    });
    expect(stranger.status).toBe(404);
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

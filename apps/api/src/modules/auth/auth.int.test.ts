import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember, PASSWORD, registrationBody } from '../../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  // Behind a proxy, so the tests can speak for several client addresses.
  ctx = await createTestContext({ LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: '1' });
});
afterAll(() => ctx?.close());

const cookieOf = (res: supertest.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('cs_token='));

describe('POST /api/member/login', () => {
  it('signs in with the right password and answers a bearer token and an HttpOnly cookie for 1 day', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: PASSWORD, xyz: 'a', zyx: 'b' });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBe(86400);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=86400/);
    const me = await ctx
      .api()
      .get('/api/member/user')
      .set('authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe(m.username);
  });

  it('keeps the session 365 days with Remember Me', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: PASSWORD, remember: true });
    expect(res.body.expires_in).toBe(365 * 86400);
    expect(cookieOf(res)).toMatch(/Max-Age=31536000/);
  });

  it('accepts the cookie alone, as the web app sends it', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx.api().post('/api/member/login').send({ username: m.username, password: PASSWORD });
    const cookie = (cookieOf(res) as string).split(';')[0] as string;
    const me = await ctx.api().get('/api/member/user').set('cookie', cookie);
    expect(me.status).toBe(200);
  });

  it('trims the credentials', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: `  ${m.username} `, password: ` ${PASSWORD}  ` });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with invalid_credentials and the case-sensitivity message', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: 'Wrong123' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_credentials');
    expect(res.body.message).toMatch(
      /^Please note usernames & passwords are case sensitive\. As a first measure, please utilise the /,
    );
  });

  it('treats usernames as case sensitive', async () => {
    const m = await createMember(ctx.db, { username: 'CaseUser1', usernameLower: 'caseuser1' });
    const res = await ctx.api().post('/api/member/login').send({ username: 'caseuser1', password: PASSWORD });
    expect(res.status).toBe(401);
    expect(m.username).toBe('CaseUser1');
  });

  it('requires username and password with their messages', async () => {
    const res = await ctx.api().post('/api/member/login').send({ username: '  ', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toContain(MSG.usernameRequired);
    expect(res.body.errors.password).toContain(MSG.passwordRequired);
  });

  it('refuses the address that keeps failing for a username, even with the right password, and lets the owner in from theirs', async () => {
    const m = await createMember(ctx.db);
    const from = (ip: string, password: string) =>
      ctx.api().post('/api/member/login').set('x-forwarded-for', ip).send({ username: m.username, password });
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1', 'Nope1234')).status).toBe(401);
    const blocked = await from('10.0.0.1', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('too_many_requests');
    expect(blocked.body.message).toBe(MSG.tooManyAttempts);
    // It says when to try again: once the window (LOGIN_WINDOW_MINUTES, 15 by default) has passed.
    expect(blocked.headers['retry-after']).toBe('900');
    // Ten wrong passwords no longer lock the member out: the owner signs in from another address.
    expect((await from('10.0.0.2', PASSWORD)).status).toBe(200);
  });

  it('slows a guessing attack spread over many addresses without locking the owner out', async () => {
    const m = await createMember(ctx.db);
    const from = (ip: string, password: string) =>
      ctx.api().post('/api/member/login').set('x-forwarded-for', ip).send({ username: m.username, password });
    // The username's own limit is 10 x LOGIN_MAX_ATTEMPTS (30 here), one failure from each of 30 addresses.
    for (let i = 0; i < 30; i++) expect((await from(`10.40.0.${i}`, `Guess${i}xx`)).status).toBe(401);
    // Now an address that has failed for this username is refused, even with the right password...
    expect((await from('10.40.0.3', PASSWORD)).status).toBe(429);
    // ...while an address with no failures for it, the owner's, still gets in.
    expect((await from('10.41.0.1', PASSWORD)).status).toBe(200);
  });

  it('answers 429 after repeated failures from one address across usernames', async () => {
    // The per-address allowance is five times the per-username one (3 here).
    for (let i = 0; i < 15; i++) {
      await ctx
        .api()
        .post('/api/member/login')
        .set('x-forwarded-for', '10.9.9.9')
        .send({ username: `ghost${i}`, password: 'Nope1234' });
    }
    const m = await createMember(ctx.db);
    const blocked = await ctx
      .api()
      .post('/api/member/login')
      .set('x-forwarded-for', '10.9.9.9')
      .send({ username: m.username, password: PASSWORD });
    expect(blocked.status).toBe(429);
  });
});

describe('sign-in limits that cannot be dodged', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const direct = await createTestContext({ LOGIN_MAX_ATTEMPTS: '2' });
    try {
      const m = await createMember(direct.db);
      // 2 x 5 = 10 failures from one address; a forged header per request must not reset the count.
      for (let i = 0; i < 10; i++)
        await supertest(direct.app.server)
          .post('/api/member/login')
          .set('x-forwarded-for', `172.16.0.${i}`)
          .send({ username: `nobody${i}`, password: 'Nope1234' });
      const res = await supertest(direct.app.server)
        .post('/api/member/login')
        .set('x-forwarded-for', '172.16.9.9')
        .send({ username: m.username, password: PASSWORD });
      expect(res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('counts a burst of parallel guesses before any of them is checked', async () => {
    const m = await createMember(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx
          .api()
          .post('/api/member/login')
          .set('x-forwarded-for', '10.77.0.1')
          .send({ username: m.username, password: `Guess${i}xx` }),
      ),
    );
    // Three attempts are allowed per username and address (LOGIN_MAX_ATTEMPTS=3 here); the rest are refused unchecked.
    expect(results.filter((r) => r.status === 401)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(9);
  });

  it('sends baseline security headers', async () => {
    const res = await ctx.api().get('/api/settings');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('POST /api/member/register', () => {
  it('creates the member with an argon2id hash and an unregistered sport profile, and signs them in', async () => {
    const body = registrationBody();
    const res = await ctx.api().post('/api/member/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body.username).toBe(body.username);
    expect(res.body.message).toBe('Member created successful.');
    const member = await ctx.db.member.findFirstOrThrow({
      where: { username: body.username },
      include: { sportProfiles: true },
    });
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member.agreedToIndemnity).toBe(true);
    expect(member.suburb).toBe('BLACKTOWN');
    expect(member.sportProfiles).toEqual([
      expect.objectContaining({ sport: 'basketball', expiryDate: null, membRenewal: true }),
    ]);
    const me = await ctx
      .api()
      .get('/api/member/user')
      .set('authorization', `Bearer ${res.body.access_token}`);
    expect(me.body.data.membership_status).toBe('UNREGISTERED');
    expect(me.body.data.adult).toBe(false);
  });

  it('answers the manager and netball success messages', async () => {
    const manager = await ctx
      .api()
      .post('/api/member/register')
      .send(registrationBody({ variant: 'manager', dob: '01/01/1980' }));
    expect(manager.status).toBe(201);
    expect(manager.body.message).toBe('Manager created successful.');
    const netball = await ctx
      .api()
      .post('/api/member/register')
      .send({ ...registrationBody({ variant: 'netball', sport: 'netball', phone: '0299998888' }) });
    expect(netball.status).toBe(201);
    expect(netball.body.message).toBe('Netball Member created successful.');
    const member = await ctx.db.member.findFirstOrThrow({
      where: { username: netball.body.username },
      include: { sportProfiles: true },
    });
    expect(member.sportProfiles[0]?.sport).toBe('netball');
  });

  it('applies the netball form rules: female only and a 10-digit home phone', async () => {
    const res = await ctx
      .api()
      .post('/api/member/register')
      .send(registrationBody({ variant: 'netball', gender: 'male', phone: '' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.gender).toBeDefined();
    expect(res.body.errors.phone).toContain(MSG.required);
  });

  it.each([
    ['username', { username: 'abc' }, MSG.minLength(6)],
    ['username', { username: '' }, MSG.required],
    ['username', { username: '<script>x' }, MSG.usernameCharacters],
    ['username', { username: ' spaced01 ' }, MSG.usernameCharacters],
    ['username', { username: 'two words' }, MSG.usernameCharacters],
    ['password', { password: 'Ab1', password_confirmation: 'Ab1' }, MSG.minLength(6)],
    ['password', { password: 'abcdefgh', password_confirmation: 'abcdefgh' }, MSG.passwordPattern],
    ['password_confirmation', { password_confirmation: 'Different1' }, MSG.confirmed('password')],
    ['firstname', { firstname: '   ' }, MSG.required],
    ['prefname', { prefname: '' }, MSG.required],
    ['dob', { dob: '31/02/2001' }, MSG.date],
    ['dob', { dob: '01/01/2099' }, MSG.dobBeforeToday],
    ['statebirth', { countrybirth: 'AU', statebirth: '' }, MSG.required],
    ['aboriginal', { aboriginal: '' }, MSG.required],
    ['identifygender', { identifygender: '' }, MSG.required],
    ['email', { email: 'not-an-email' }, MSG.email],
    ['mobile', { mobile: '04123' }, MSG.digits(10)],
    ['mobile', { mobile: '04123abcde' }, MSG.numeric],
    ['phone', { phone: '12345678901' }, MSG.maxLength(10)],
    ['postcode', { postcode: '' }, MSG.required],
    ['postcode', { postcode: '21' }, MSG.digits(4)],
    ['postcode', { postcode: '21a0' }, MSG.numeric],
    ['disabilitytype', { disability: 'yes', disabilitytype: '' }, MSG.required],
    ['ec_mobile', { ec_mobile: '123' }, MSG.digits(10)],
    ['agreed_to_terms', { agreed_to_terms: false }, MSG.required],
    ['agreed_to_privacy', { agreed_to_privacy: false }, MSG.required],
  ])('refuses a bad %s with its message', async (field, override, message) => {
    const res = await ctx.api().post('/api/member/register').send(registrationBody(override));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.allStepsErrors);
    expect(res.body.errors[field]).toContain(message);
    expect(await ctx.db.member.count({ where: { lastname: registrationBody().lastname } })).toBe(0);
  });

  it('takes a username of letters, numbers and . _ - @, and existing usernames of any form still sign in', async () => {
    const body = registrationBody({ username: `Jo.Lee_${Date.now().toString(36)}-x@club` });
    expect((await ctx.api().post('/api/member/register').send(body)).status).toBe(201);
    const old = await createMember(ctx.db, { username: `old name <b>${Date.now().toString(36)}` });
    const login = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: old.username, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('does not ask for a birth state outside Australia and drops one that is sent', async () => {
    const body = registrationBody({ countrybirth: 'NZ', statebirth: 'NSW' });
    const res = await ctx.api().post('/api/member/register').send(body);
    expect(res.status).toBe(201);
    const m = await ctx.db.member.findFirstOrThrow({ where: { username: body.username } });
    expect(m.stateBirth).toBeNull();
  });

  it('answers 409 when the same person already has an account', async () => {
    const body = registrationBody();
    expect((await ctx.api().post('/api/member/register').send(body)).status).toBe(201);
    const again = await ctx
      .api()
      .post('/api/member/register')
      .send({ ...body, username: `${body.username}x` });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
  });

  it("compares names as names: '%', '_' and a trailing backslash match nobody and never fail", async () => {
    const holder = registrationBody();
    expect((await ctx.api().post('/api/member/register').send(holder)).status).toBe(201);
    const taken = holder.username;
    for (const [firstname, lastname] of [
      ['%', '%'],
      ['_%', '%'],
      [holder.firstname.slice(0, 2) + '%', '%'],
      ['\\', 'x\\'],
    ]) {
      // A taken username is what the visitor is told about, not whether a person exists.
      const probe = await ctx
        .api()
        .post('/api/member/register')
        .send(registrationBody({ firstname, lastname, dob: holder.dob, username: taken }));
      expect(probe.status).toBe(409);
      expect(probe.body.errors?.username).toBeDefined();
      expect(probe.body.message).not.toBe(MSG.registrationConflict);
    }
    // With a free username, a wildcard name is just a new person.
    const fresh = await ctx
      .api()
      .post('/api/member/register')
      .send(registrationBody({ firstname: '%', lastname: '%', dob: holder.dob }));
    expect(fresh.status).toBe(201);
  });

  it('answers 409 when the username is taken, whatever its case', async () => {
    const body = registrationBody();
    await ctx.api().post('/api/member/register').send(body);
    const again = await ctx
      .api()
      .post('/api/member/register')
      .send(registrationBody({ username: body.username.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.errors.username).toBeDefined();
  });

  it('ignores access flags and other privileged fields sent with the registration', async () => {
    const body = registrationBody({
      is_ref: true,
      isRef: true,
      sk_tm: true,
      skTm: true,
      is_hpc: true,
      tokenVersion: 99,
    });
    const res = await ctx.api().post('/api/member/register').send(body);
    expect(res.status).toBe(201);
    const m = await ctx.db.member.findFirstOrThrow({ where: { username: body.username } });
    expect([m.isRef, m.skTm, m.isHpc, m.tokenVersion]).toEqual([false, false, false, 0]);
  });
});

describe('automatic usernames', () => {
  let auto: TestContext;
  beforeAll(async () => {
    auto = await createTestContext({ AUTO_USERNAMES: 'true' });
  });
  afterAll(() => auto?.close());

  it('builds a unique username from first and last name and emails it', async () => {
    const body = registrationBody({ firstname: 'Li', lastname: 'Wu', username: undefined });
    const first = await supertest(auto.app.server).post('/api/member/register').send(body);
    expect(first.status).toBe(201);
    expect(first.body.username).toBe('liwu00');
    const mail = await auto.mail.waitFor((m) => m.to === body.email);
    expect(mail.subject).toMatch(/your username/);
    expect(mail.text).toContain('Your username is: liwu00');

    const twin = registrationBody({
      firstname: 'Li',
      lastname: 'Wu',
      dob: '03/03/2003',
      username: undefined,
    });
    const second = await supertest(auto.app.server).post('/api/member/register').send(twin);
    expect(second.status).toBe(201);
    expect(second.body.username).toBe('liwu002');
  });
});

/**
 * Asks for a recovery mail for a member who exists (from an address of its own, so the per-address
 * limit of the other tests is untouched) and waits for it: the mail a request before it would
 * have sent has been sent by then. Answers the address mailed.
 */
async function recoveryFence(path: string, body: { email: string } | { username: string }) {
  const email = 'email' in body ? body.email : 'fence-reset@example.com';
  await createMember(ctx.db, {
    email,
    ...('username' in body ? { username: body.username, usernameLower: body.username } : {}),
  });
  await ctx.api().post(path).set('x-forwarded-for', '10.70.0.1').send(body).expect(200);
  await ctx.mail.waitFor((x) => x.to === email);
  return email;
}

describe('username and password recovery over real SMTP', () => {
  it('emails the usernames registered with an address', async () => {
    const m = await createMember(ctx.db, { email: 'family@example.com' });
    const res = await ctx
      .api()
      .post('/api/member/username/email')
      .send({ email: 'Family@Example.com', action: 'username-email' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.emailSent);
    const mail = await ctx.mail.waitFor((x) => x.to === 'family@example.com');
    expect(mail.text).toContain(m.username as string);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = ctx.mail.messages.length;
    const res = await ctx.api().post('/api/member/username/email').send({ email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    // Recovery works after the answer, in the order asked: once the reminder asked for next (a
    // known address) has arrived, the unknown address has had its turn.
    await recoveryFence('/api/member/username/email', { email: 'fence-username@example.com' });
    expect(ctx.mail.messages.slice(before).map((x) => x.to)).toEqual(['fence-username@example.com']);
  });

  it('validates the email field', async () => {
    const res = await ctx.api().post('/api/member/username/email').send({ email: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toContain(MSG.email);
  });

  async function requestReset(username: string, email: string) {
    const res = await ctx
      .api()
      .post('/api/member/password/email')
      .send({ username, action: 'password-email' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.emailSent);
    const mail = await ctx.mail.waitFor((x) => x.to === email && /reset your password/.test(x.subject));
    const link = /http:\/\/portal\.test\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return (link as RegExpExecArray)[1] as string;
  }

  it('resets the password from the emailed link once, and ends the old sessions', async () => {
    const m = await createMember(ctx.db);
    const login = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: PASSWORD });
    const oldToken = login.body.access_token as string;
    const token = await requestReset(m.username as string, m.email as string);

    const stored = await ctx.db.passwordResetToken.findFirstOrThrow({ where: { memberId: m.id } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const reset = await ctx.api().post('/api/member/password/reset').send({
      token,
      username: m.username,
      password: 'NewPass99',
      password_confirmation: 'NewPass99',
      action: 'password-reset',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MSG.passwordReset);
    expect(reset.body.expires_in).toBe(365 * 86400);

    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${oldToken}`)).status).toBe(
      401,
    );
    expect(
      (await ctx.api().get('/api/member/user').set('authorization', `Bearer ${reset.body.access_token}`))
        .status,
    ).toBe(200);
    expect(
      (await ctx.api().post('/api/member/login').send({ username: m.username, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await ctx.api().post('/api/member/login').send({ username: m.username, password: 'NewPass99' }))
        .status,
    ).toBe(200);

    const again = await ctx
      .api()
      .post('/api/member/password/reset')
      .send({ token, username: m.username, password: 'Another99', password_confirmation: 'Another99' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error: 'invalid_reset_link', message: MSG.resetLinkInvalid });
  });

  it('keeps the first of two links sent good until one is used, then ends the other, and keeps no readable link in the mail outbox', async () => {
    const m = await createMember(ctx.db);
    const first = await requestReset(m.username as string, m.email as string);
    ctx.mail.messages.length = 0;
    const second = await requestReset(m.username as string, m.email as string);
    expect(second).not.toBe(first);
    // A double click on Send Reset Link: the member opens the first email.
    const ok = await ctx.api().post('/api/member/password/reset').send({
      token: first,
      username: m.username,
      password: 'NewPass99',
      password_confirmation: 'NewPass99',
    });
    expect(ok.status).toBe(200);
    const stale = await ctx.api().post('/api/member/password/reset').send({
      token: second,
      username: m.username,
      password: 'Other9999',
      password_confirmation: 'Other9999',
    });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe(MSG.resetLinkInvalid);
    const rows = await ctx.db.mailOutbox.findMany({ where: { to: m.email as string } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(`${row.text}${row.html ?? ''}`).not.toContain('/password/reset/');
    }
  });

  it("tells a username that is not the link's account (or no account) apart from a bad link", async () => {
    const m = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const token = await requestReset(m.username as string, m.email as string);
    for (const username of [other.username, 'nobody-with-this-name']) {
      const res = await ctx
        .api()
        .post('/api/member/password/reset')
        .send({ token, username, password: 'NewPass99', password_confirmation: 'NewPass99' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'invalid_username', message: MSG.resetWrongUsername });
    }
    // A link nobody sent says so, whatever the username.
    const forged = await ctx
      .api()
      .post('/api/member/password/reset')
      .send({
        token: 'x'.repeat(43),
        username: m.username,
        password: 'NewPass99',
        password_confirmation: 'NewPass99',
      });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({ error: 'invalid_reset_link', message: MSG.resetLinkInvalid });
  });

  it('refuses a token older than 60 minutes', async () => {
    const m = await createMember(ctx.db);
    const token = await requestReset(m.username as string, m.email as string);
    ctx.clock.offsetMs = 61 * 60_000;
    try {
      const res = await ctx
        .api()
        .post('/api/member/password/reset')
        .send({ token, username: m.username, password: 'NewPass99', password_confirmation: 'NewPass99' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'invalid_reset_link', message: MSG.resetLinkInvalid });
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it('lets only one of two racing resets with the same token through', async () => {
    const m = await createMember(ctx.db);
    const token = await requestReset(m.username as string, m.email as string);
    const results = await Promise.all(
      ['RaceOne11', 'RaceTwo22', 'RaceThree33'].map((pw) =>
        ctx
          .api()
          .post('/api/member/password/reset')
          .send({ token, username: m.username, password: pw, password_confirmation: pw }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(2);
  });

  it('validates the reset form', async () => {
    const res = await ctx
      .api()
      .post('/api/member/password/reset')
      .send({ token: 'x', username: '', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toContain(MSG.usernameRequired);
    expect(res.body.errors.password).toContain(MSG.minLength(6));
  });

  it('limits reset requests per username (429) and sends a few mails, each link good until one is used', async () => {
    const m = await createMember(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx
          .api()
          .post('/api/member/password/email')
          .set('x-forwarded-for', `10.60.0.${i}`)
          .send({ username: m.username }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(17);
    expect(refused[0]?.body).toEqual({ error: 'too_many_requests', message: MSG.tooManyRequests });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          ctx.mail.messages.filter((x) => x.to === m.email && /reset your password/.test(x.subject)).length,
      )
      .toBe(3);
    await expect
      .poll(() => ctx.db.passwordResetToken.count({ where: { memberId: m.id, usedAt: null } }))
      .toBe(3);
    // An unknown username is limited the same way: the 429 says nothing about existence.
    const unknown = [];
    for (let i = 0; i < 4; i++)
      unknown.push(
        (
          await ctx
            .api()
            .post('/api/member/password/email')
            .set('x-forwarded-for', `10.61.0.${i}`)
            .send({ username: 'nobody-at-all' })
        ).status,
      );
    expect(unknown).toEqual([200, 200, 200, 429]);
  });

  it('limits username reminders per email and recovery requests per address', async () => {
    await createMember(ctx.db, { email: 'flood@example.com' });
    const perEmail = [];
    for (let i = 0; i < 4; i++)
      perEmail.push(
        (
          await ctx
            .api()
            .post('/api/member/username/email')
            .set('x-forwarded-for', `10.62.0.${i}`)
            .send({ email: 'flood@example.com' })
        ).status,
      );
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const perAddress = [];
    for (let i = 0; i < 21; i++)
      perAddress.push(
        (
          await ctx
            .api()
            .post('/api/member/password/email')
            .set('x-forwarded-for', '10.63.0.1')
            .send({ username: `someone${i}` })
        ).status,
      );
    expect(perAddress.filter((s) => s === 200)).toHaveLength(20);
    expect(perAddress[20]).toBe(429);
  });

  it('answers before looking the account up: the same work whether or not it exists', async () => {
    const m = await createMember(ctx.db);
    // While the reset links' table is locked, a request that did the work before answering would wait.
    await ctx.db.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE "PasswordResetToken" IN ACCESS EXCLUSIVE MODE`;
        const res = await ctx
          .api()
          .post('/api/member/password/email')
          .set('x-forwarded-for', '10.64.0.1')
          .send({ username: m.username })
          .timeout(5_000);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(MSG.emailSent);
      },
      { timeout: 20_000 },
    );
    // Once the lock is gone the link is made and mailed.
    await ctx.mail.waitFor((x) => x.to === m.email && /reset your password/.test(x.subject));
  });

  it('answers the same for an unknown username and sends nothing', async () => {
    const before = ctx.mail.messages.length;
    const res = await ctx.api().post('/api/member/password/email').send({ username: 'nobody-here' });
    expect(res.status).toBe(200);
    const fence = await recoveryFence('/api/member/password/email', { username: 'fence-reset' });
    expect(ctx.mail.messages.slice(before).map((x) => x.to)).toEqual([fence]);
  });
});

describe('sessions', () => {
  it('logout ends the session and clears the cookie', async () => {
    const m = await createMember(ctx.db);
    const login = await ctx
      .api()
      .post('/api/member/login')
      .send({ username: m.username, password: PASSWORD });
    const token = login.body.access_token as string;
    const out = await ctx.api().post('/api/member/logout').set('authorization', `Bearer ${token}`);
    expect(out.status).toBe(200);
    expect(cookieOf(out)).toMatch(/cs_token=;/);
    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${token}`)).status).toBe(
      401,
    );
  });

  it('logout without a session still answers 200', async () => {
    expect((await ctx.api().post('/api/member/logout')).status).toBe(200);
  });

  it.each([
    ['GET', '/api/member/user'],
    ['POST', '/api/member/user'],
    ['POST', '/api/member/eft'],
    ['POST', '/api/member/getData'],
  ])('%s %s needs a valid token', async (method, path) => {
    const call = () => (method === 'GET' ? ctx.api().get(path) : ctx.api().post(path).send({}));
    const none = await call();
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('unauthenticated');
    const bad = await call().set('authorization', 'Bearer not.a.token');
    expect(bad.status).toBe(401);
  });

  it('refuses unsigned (alg none), wrongly signed and expired tokens', async () => {
    const m = await createMember(ctx.db);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(m.id), tv: 0, iat: now })}.`;
    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${none}`)).status).toBe(401);
    const forged = ctx.app.jwt.sign({ sub: String(m.id), tv: 0 }, {
      key: 'some-other-secret-that-is-long-enough',
    } as never);
    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${forged}`)).status).toBe(
      401,
    );
    const expired = ctx.app.jwt.sign({ sub: String(m.id), tv: 0, iat: now - 7200, exp: now - 3600 } as never);
    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${expired}`)).status).toBe(
      401,
    );
    const good = ctx.app.jwt.sign({ sub: String(m.id), tv: 0 });
    expect((await ctx.api().get('/api/member/user').set('authorization', `Bearer ${good}`)).status).toBe(200);
  });
});

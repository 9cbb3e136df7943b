// The `staff` and `jobs` commands as operators run them in the production image: the compiled
// JavaScript of `pnpm build` run with plain node (no tsx), with every dev dependency refused
// (without-dev-dependencies.mjs), against the real database of a running portal. The first
// admin it creates signs in; it grants roles, lifts a lock-out and resets a lost second factor.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushOutbox } from '../../src/lib/mail-outbox.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { createMember, PASSWORD } from '../factories.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compiled = (name: string) => path.join(apiDir, 'dist/cli', `${name}.js`);
const guard = path.join(apiDir, 'test/commands/without-dev-dependencies.mjs');

let ctx: TestContext;

beforeAll(async () => {
  if (!fs.existsSync(compiled('staff')))
    throw new Error('Build the API first (pnpm build): this test runs its compiled commands.');
  ctx = await createTestContext({ LOGIN_MAX_ATTEMPTS: '2' });
});
afterAll(() => ctx?.close());

/** Runs a compiled command as an operator would, with `input` on standard input. */
function command(
  name: string,
  args: string[],
  input = '',
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', guard, compiled(name), ...args], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: ctx.databaseUrl,
        PUBLIC_URL: 'http://portal.test',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}
const staff = (args: string[], input?: string) => command('staff', args, input);

const signIn = (username: string, password: string) =>
  ctx.api().post('/api/member/login').send({ username, password });

describe('the staff command, compiled, in a checkout without dev dependencies', () => {
  it('creates a first admin with a password printed once, who signs in and reaches the console', async () => {
    const made = await staff([
      'create',
      'firstadmin',
      '--email',
      'Ada@Example.org',
      '--first',
      'Ada',
      '--last',
      'Lovelace',
      '--dob',
      '1980-02-03',
      '--gender',
      'female',
    ]);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^Created firstadmin \(member \d+\) with the roles admin\.$/m);
    const password = /shown only this once.*: (\S+)$/m.exec(made.out)?.[1];
    expect(password).toHaveLength(16);
    const res = await signIn('firstadmin', password!);
    expect(res.status).toBe(200);
    const me = await ctx.api().get('/api/admin/me').set('authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ fullname: 'Ada Lovelace', roles: ['admin'] });

    // Taken usernames are refused with what to do instead.
    const again = await staff([
      ...['create', 'FirstAdmin', '--email', 'a@example.org', '--first', 'A', '--last', 'B'],
      ...['--dob', '1980-02-03', '--gender', 'female'],
    ]);
    expect(again.code).toBe(1);
    expect(again.err).toContain(
      'The username FirstAdmin is taken; give that member roles with "staff grant"',
    );
  });

  it('reads the password from standard input, never from the command line', async () => {
    const made = await staff(
      [
        ...['create', 'treasurer', '--email', 'fin@example.org', '--first', 'Fin', '--last', 'Ance'],
        ...['--dob', '1975-12-31', '--gender', 'male', '--role', 'finance', '--password-stdin'],
      ],
      'a long chosen password\n',
    );
    expect(made.code).toBe(0);
    expect(made.out).not.toContain('Password');
    expect((await signIn('treasurer', 'a long chosen password')).status).toBe(200);
    const short = await staff(
      [
        ...['create', 'shortpass', '--email', 's@example.org', '--first', 'S', '--last', 'P'],
        ...['--dob', '1975-12-31', '--gender', 'male', '--password-stdin'],
      ],
      'abc\n',
    );
    expect(short.code).toBe(1);
    expect(short.err).toContain('The password needs at least 6 characters.');
    const bad = await staff(['create', 'someone', '--email', 'x@example.org']);
    expect(bad.code).toBe(64);
    expect(bad.err).toContain('--first is required.');
  });

  it('gives an existing member staff roles as well as those they hold', async () => {
    const m = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
    const res = await staff(['grant', m.username!, '--role', 'competition', '--role', 'finance']);
    expect(res.code).toBe(0);
    expect(res.out.trim()).toBe(`${m.username} now holds the roles competition, finance, facilities.`);
    const roles = await ctx.db.staffGrant.findMany({ where: { memberId: m.id }, select: { role: true } });
    expect(roles.map((r) => r.role).sort()).toEqual(['competition', 'facilities', 'finance']);
    const unknown = await staff(['grant', m.username!, '--role', 'owner']);
    expect(unknown.code).toBe(64);
    expect(unknown.err).toContain('Unknown role owner');
    const nobody = await staff(['grant', 'no-such-member', '--role', 'admin']);
    expect(nobody.code).toBe(1);
    expect(nobody.err.trim()).toBe('Member with username no-such-member not found');
  });

  it('lifts a sign-in lock-out', async () => {
    const m = await createMember(ctx.db);
    for (let i = 0; i < 2; i++) expect((await signIn(m.username!, 'wrong password')).status).toBe(401);
    expect((await signIn(m.username!, PASSWORD)).status).toBe(429);
    const res = await staff(['unlock', m.username!]);
    expect(res.code).toBe(0);
    expect(res.out.trim()).toBe(`${m.username} can sign in again.`);
    expect((await signIn(m.username!, PASSWORD)).status).toBe(200);
    expect((await staff(['unlock', m.username!])).out.trim()).toBe(`${m.username} was not locked out.`);
  });

  it('resets a lost second factor: the authenticator and recovery codes go, the owner is emailed', async () => {
    const m = await createMember(ctx.db, {
      staffGrants: { create: [{ role: 'admin' }] },
      secondFactor: { create: { secret: 'JBSWY3DPEHPK3PXP', enabledAt: new Date() } },
      recoveryCodes: { create: [{ codeHash: 'a' }, { codeHash: 'b' }] },
    });
    const res = await staff(['reset-second-factor', m.username!]);
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Two-factor sign-in for ${m.username} is reset`);
    expect(await ctx.db.secondFactor.count({ where: { memberId: m.id } })).toBe(0);
    expect(await ctx.db.recoveryCode.count({ where: { memberId: m.id } })).toBe(0);
    // The portal's outbox sends the mail the command queued.
    await flushOutbox(ctx.app.deps);
    const mail = await ctx.mail.waitFor((x) => x.to === m.email && /was reset/.test(x.subject));
    expect(mail.text).toContain('http://portal.test/login');
    const none = await staff(['reset-second-factor', m.username!]);
    expect(none.out.trim()).toBe(`${m.username} does not have two-factor sign-in on.`);
  });

  it('lists the job queues with the compiled jobs command', async () => {
    const res = await command('jobs', []);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/No job queue yet|queue/);
  });
});

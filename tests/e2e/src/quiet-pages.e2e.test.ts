// The browser's console stays quiet: a page asks only for what its visitor can have (no 401s
// for a visitor on the recovery pages or at the console's door, none after a logout), and a
// guard that sends a member away leaves no error behind (a page rendered on the server then
// hydrated, under the Content-Security-Policy). The harness fails every test file on any console
// error too; these name the pages that used to log one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '../../../packages/contracts/src/common/messages.js';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { startPortal, type Portal } from './harness.js';

let portal: Portal;

// The demo's dashboard and menus: the pages as full as a member's are.
beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
});
afterAll(() => portal?.close());

/** The errors a page logs and the paths of the requests refused with 401, from now on. */
function watch(page: Page) {
  const seen = { errors: [] as string[], unauthorized: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() === 401) seen.unauthorized.push(new URL(r.url()).pathname);
  });
  return seen;
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/member/account');
}

describe('quiet consoles', () => {
  it('asks a visitor for nothing only a member can have', async () => {
    const page = await portal.newPage();
    const seen = watch(page);
    for (const [path, heading] of [
      ['/password/email', 'Forgot Password'],
      ['/username/email', 'Forgot Username'],
      ['/password/reset/not-a-token', 'Reset Password'],
      ['/login', 'Sign In'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The console's door sends a visitor to sign in without asking the console who they are.
    await page.goto('/admin');
    await page.waitForURL('**/?redirect=%2Fadmin');
    await page.waitForLoadState('networkidle');
    expect(seen.unauthorized).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it('logs out to the login page without asking for the member screens again', async () => {
    const page = await portal.newPage();
    await signIn(page, 'demomember');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.waitForLoadState('networkidle');
    const seen = watch(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // Onwards to a recovery page, in the app: still nobody to ask about.
    await page.getByRole('link', { name: 'Forgot / Reset Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.unauthorized).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it('logs out while a question is still on its way, and no refusal of it reaches the console', async () => {
    const page = await portal.newPage();
    const isScorer = (url: string) => new URL(url).pathname === '/api/scorer/games';
    // The member menu's scorer question is held until the server has ended the session, and the
    // logout's answer until that question has had its own.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const settled = new Promise<void>((resolve) => {
      page.on('requestfinished', (r) => isScorer(r.url()) && resolve());
      page.on('requestfailed', (r) => isScorer(r.url()) && resolve());
    });
    await page.route('**/api/scorer/games', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.route('**/api/member/logout', async (route) => {
      const response = await route.fetch();
      release();
      await settled;
      await route.fulfill({ response });
    });
    const asked = page.waitForRequest((r) => isScorer(r.url()));
    await signIn(page, 'demomember');
    await asked;
    const seen = watch(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.unauthorized).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it('notices an error any page logs, which fails the test file at its end', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(portal.takeConsoleErrors()).toEqual([]);
    await page.evaluate(() => console.error('made on purpose'));
    await expect.poll(() => portal.takeConsoleErrors().join('\n')).toMatch(/made on purpose/);
    await page.context().close();
  });

  for (const mobile of [false, true])
    it(`sends a member with an incomplete profile from checkout to the dashboard with no error (${mobile ? 'phone' : 'desktop'})`, async () => {
      await portal.db.member.update({ where: { usernameLower: 'demomanager' }, data: { mobile: null } });
      const page = await portal.newPage({ mobile });
      await signIn(page, 'demomanager');
      const seen = watch(page);
      await page.goto('/member/checkout');
      await page.getByRole('alert').filter({ hasText: MSG.profileIncomplete }).first().waitFor();
      await page.waitForURL('**/member/account');
      await page.waitForLoadState('networkidle');
      expect(seen.errors).toEqual([]);
      await page.context().close();
    });
});

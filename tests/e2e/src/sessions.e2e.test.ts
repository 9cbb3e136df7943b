// Sessions in a real browser: a member signed in on a shared computer and on their phone.
// Logout ends the session of the device it is pressed on, even when its call to the server
// fails (the browser is then signed out by the marker it set, at its next request); the
// phone stays signed in. "Sign out everywhere" on the profile ends both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { expectAccessible, startPortal, type Portal } from './harness.js';

let portal: Portal;
let shared: Page;
let phone: Page;
let username: string;

beforeAll(async () => {
  portal = await startPortal();
  const member = await createMember(portal.db, { firstname: 'Sam', lastname: 'Okafor' });
  username = member.username!;
  shared = await portal.newPage();
  phone = await portal.newPage({ mobile: true });
});
afterAll(() => portal?.close());

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/member/account');
}

/** Signed in: the member area opens; signed out: it sends the visitor to the login page. */
async function openMemberArea(page: Page): Promise<'member' | 'login'> {
  await page.goto('/member/account');
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname === '/member/account' ? 'member' : 'login';
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'cs_token') ?? null;

describe('sessions', () => {
  it('logs out of the shared computer even when the logout call fails, and keeps the phone signed in', async () => {
    await signIn(shared);
    await signIn(phone);
    // The call to the server never arrives (network gone, server down).
    await shared.route('**/api/member/logout', (route) => route.abort());
    await shared.getByRole('button', { name: 'Logout' }).click();
    await shared.waitForURL('**/login**');
    await expect.poll(() => shared.getByLabel('Username', { exact: true }).isVisible()).toBe(true);

    // The next person on the shared computer, with the server reachable again, is not signed in...
    await shared.unroute('**/api/member/logout');
    expect(await openMemberArea(shared)).toBe('login');
    // ...the session cookie is gone, and the session itself was ended on the server.
    expect(await sessionCookie(shared)).toBeNull();

    // The phone's session goes on.
    expect(await openMemberArea(phone)).toBe('member');
    await expect.poll(() => phone.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  });

  it('signs out everywhere from the profile', async () => {
    await signIn(shared);
    // The phone is signed in by the test before; run alone, this test signs it in itself.
    if (!(await sessionCookie(phone))) await signIn(phone);
    await phone.goto('/member/profile');
    const button = phone.getByRole('button', { name: 'Sign out everywhere' });
    await button.waitFor();
    await expectAccessible(phone, 'profile with sign out everywhere');
    await button.click();
    await phone.waitForURL('**/login**');
    expect(await openMemberArea(phone)).toBe('login');
    expect(await openMemberArea(shared)).toBe('login');
  });

  it('signs in again after signing out', async () => {
    await signIn(shared);
    expect(await openMemberArea(shared)).toBe('member');
  });
});

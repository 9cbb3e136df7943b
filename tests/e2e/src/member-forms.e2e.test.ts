// The member's own forms as careful members use them: numbers pasted with spaces, dashes and
// +61 are read whole (never cut, then saved), a double click on Update saves once, and a
// profile that needs no registration shows neither a renewal chip nor a Registration link.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '../../../packages/contracts/src/common/messages.js';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { createTeamWithRoles } from '../../../apps/api/test/team-factories.js';
import { expectAccessible, PNG, startPortal, type Portal } from './harness.js';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

async function signedIn(username: string, options: { mobile?: boolean } = {}): Promise<Page> {
  const page = await portal.newPage(options);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/member/account');
  return page;
}

/** Counts the requests of one method to one API path made by a page. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

describe('EFT details', () => {
  it('reads a pasted BSB and account number whole, refuses one too long, and saves once per double click', async () => {
    const member = await createMember(portal.db, { isEft: true });
    const page = await signedIn(member.username!, { mobile: true });
    const saves = countRequests(page, 'POST', '/api/member/eft');
    await page.goto('/member/eftaccount');
    const account = page.getByLabel('Account Number', { exact: true });
    await account.waitFor();
    await page.getByLabel('Account Name', { exact: true }).fill('C Jones');
    await page.getByLabel('BSB Number', { exact: true }).fill('062-000');
    // The value the app keeps (waiting for it also waits for the app to take over the page).
    await expect.poll(() => page.getByLabel('BSB Number', { exact: true }).inputValue()).toBe('062000');

    // Eleven digits are kept whole and refused, never cut to ten and saved.
    await account.fill('1234-5678-901');
    await expect.poll(() => account.inputValue()).toBe('12345678901');
    await page.getByRole('button', { name: 'update' }).click();
    await page.getByText(MSG.account).waitFor();
    await expectAccessible(page, 'EFT details refusing an account number');
    expect(saves()).toBe(0);

    await account.fill('1234-5678-90');
    await expect.poll(() => account.inputValue()).toBe('1234567890');
    await page.getByRole('button', { name: 'update' }).dblclick();
    await page.waitForURL('**/member/account');
    await page.getByRole('list', { name: 'Member services' }).waitFor();
    expect(saves()).toBe(1);
    const saved = await portal.db.member.findUniqueOrThrow({ where: { id: member.id } });
    expect(saved).toMatchObject({ acctBsb: '062000', acctNumber: '1234567890' });
  });
});

describe('profile', () => {
  it('reads a mobile pasted with +61 as its ten digits and saves the profile and photo once per double click', async () => {
    const member = await createMember(portal.db);
    const page = await signedIn(member.username!);
    const saves = countRequests(page, 'POST', '/api/member/user');
    await page.goto('/member/profile');
    const mobile = page.getByLabel('Mobile', { exact: true });
    await mobile.waitFor();
    await mobile.fill('+61 412 345 678');
    await expect.poll(() => mobile.inputValue()).toBe('0412345678');
    await page.getByLabel('Emergency Contact Mobile', { exact: true }).fill('0498 765 432');
    await page.locator('input[name="profilephoto"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByText('Selected: me.png').waitFor();
    await page.getByRole('button', { name: 'update' }).dblclick();
    await page.waitForURL('**/member/account');
    await page.getByRole('list', { name: 'Member services' }).waitFor();
    expect(saves()).toBe(1);
    const saved = await portal.db.member.findUniqueOrThrow({ where: { id: member.id } });
    expect(saved).toMatchObject({ mobile: '0412345678', ecMobile: '0498765432' });
  });
});

describe('a profile that needs no registration', () => {
  it('shows no renewal chip on the dashboard and no Registration link, on a phone and a desktop', async () => {
    const { people } = await createTeamWithRoles(portal.db, { players: 1 });
    const member = await portal.db.member.update({ where: { id: people.player.id }, data: { nonPl: true } });
    await portal.db.sportProfile.updateMany({ where: { memberId: member.id }, data: { membRenewal: true } });

    const phone = await signedIn(member.username!, { mobile: true });
    await phone.getByText('This profile does not require registration').waitFor();
    expect(await phone.getByText('PLEASE RENEW').count()).toBe(0);
    expect(await phone.getByRole('link', { name: /Registration/ }).count()).toBe(0);
    await expectAccessible(phone, 'dashboard of a profile that needs no registration');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('link', { name: 'Teams' }).first().waitFor();
    expect(await phone.getByRole('link', { name: 'Registration' }).count()).toBe(0);

    const desktop = await signedIn(member.username!);
    await desktop.getByText('This profile does not require registration').waitFor();
    await desktop.getByRole('link', { name: 'Teams' }).first().waitFor();
    expect(await desktop.getByRole('link', { name: 'Registration' }).count()).toBe(0);
  });
});

describe('password reset', () => {
  it('sends one email for a double click on Send Reset Link, whose link works', async () => {
    const member = await createMember(portal.db);
    const page = await portal.newPage({ mobile: true });
    const sends = countRequests(page, 'POST', '/api/member/password/email');
    await page.goto('/password/email');
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    // The app's own message: it has taken over the page, so the double click below reaches it.
    await page.getByText(MSG.usernameRequired).waitFor();
    await page.getByLabel('Username', { exact: true }).fill(member.username!);
    await send.dblclick();
    await page.getByText(MSG.emailSent).waitFor();
    const mail = await portal.mail.waitFor(
      (m) => m.to === member.email && /reset your password/i.test(m.subject),
    );
    expect(sends()).toBe(1);

    // The link of that one email works.
    const link = /https?:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByLabel('Username', { exact: true }).fill(member.username!);
    await page.getByLabel('Password', { exact: true }).fill('Rebound77');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Rebound77');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MSG.passwordReset).waitFor();
  });
});

describe('registration wizard', () => {
  it('keeps the entries of the visit through the Login link, Back and Forward, but never the password', async () => {
    const page = await portal.newPage({ mobile: true });
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await page.goto('/register');
    const next = page.getByRole('button', { name: 'Continue' });
    await next.click();
    // The app's own message: it has taken over the page.
    await page.getByText(MSG.stepErrors).first().waitFor();
    await field('Username').fill('keptentries');
    await field('Password').fill('Hoops2026');
    await field('Confirm Password').fill('Hoops2026');
    await next.click();
    await field('Legal First Name').fill('Robin');

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');
    await page.goBack();
    await page.waitForURL('**/register');
    await expect.poll(() => field('Legal First Name').inputValue()).toBe('Robin');
    await page.goForward();
    await page.waitForURL('**/login');
    await page.goBack();
    await expect.poll(() => field('Legal First Name').inputValue()).toBe('Robin');
    await expectAccessible(page, 'registration wizard with kept entries');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => field('Username').inputValue()).toBe('keptentries');
    expect(await field('Password').inputValue()).toBe('');
  });
});

describe('terms and conditions and privacy policy', () => {
  it('are linked where members agree to them: the registration wizard and the profile', async () => {
    const terms = 'https://example.org/harbourside-terms.pdf';
    const privacy = 'https://example.org/harbourside-privacy';
    // Console settings; every process takes the change from the settings row's change topic.
    await portal.db.associationSettings.upsert({
      where: { id: 1 },
      create: { id: 1, termsUrl: terms, privacyUrl: privacy },
      update: { termsUrl: terms, privacyUrl: privacy },
    });
    await vi.waitFor(
      async () => {
        const answer = (await (await fetch(`${portal.baseUrl}/api/settings`)).json()) as {
          terms_url?: string;
          privacy_url?: string;
        };
        if (answer.terms_url !== terms || answer.privacy_url !== privacy) {
          throw new Error('the documents are not in force yet');
        }
      },
      { timeout: 30_000 },
    );
    const link = (page: Page) =>
      page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    const privacyLink = (page: Page) =>
      page.getByRole('link', { name: 'Read the privacy policy (opens in a new tab)' });

    // The wizard's last step, opened from entries kept for the visit.
    const visitor = await portal.newPage({ mobile: true });
    await visitor.addInitScript(() =>
      sessionStorage.setItem('registration-member', JSON.stringify({ values: {}, step: 3 })),
    );
    await visitor.goto('/register');
    await visitor.getByLabel(/I agree to the Terms & Conditions/).waitFor();
    expect(await link(visitor).getAttribute('href')).toBe(terms);
    expect(await privacyLink(visitor).getAttribute('href')).toBe(privacy);
    await expectAccessible(visitor, 'registration terms step with the terms linked');

    const member = await createMember(portal.db);
    const page = await signedIn(member.username!);
    await page.goto('/member/profile');
    expect(await link(page).getAttribute('href')).toBe(terms);
    expect(await privacyLink(page).getAttribute('href')).toBe(privacy);
  });
});

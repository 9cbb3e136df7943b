// Accounts in a real browser: a new member registers through the wizard, signs out,
// recovers the username and resets the password from the emails received over SMTP,
// signs in, completes the profile and sees the dashboard change; every screen passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { hashPassword, verifyPassword } from '../../../apps/api/src/lib/passwords.js';
import { createMember } from '../../../apps/api/test/factories.js';
import { dateShown, expectAccessible, startPortal, typeDate, type Portal } from './harness.js';

let portal: Portal;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  page = await portal.newPage();
});
afterAll(() => portal?.close());

const suffix = Date.now().toString(36);
const person = {
  username: `harper${suffix}`,
  password: 'Hoops2026',
  newPassword: 'Rebound77',
  first: 'Harper',
  last: `Lee${suffix}`,
  email: `harper.${suffix}@example.com`,
};

const field = (label: string) => page.getByLabel(label, { exact: true });

/**
 * The member the wizard registers, made by the factory with `password` when the first test did
 * not make them; a test that needs them with `password` sets it when the reset did not.
 */
async function ensurePerson(password?: string) {
  const found = await portal.db.member.findUnique({
    where: { usernameLower: person.username.toLowerCase() },
    select: { id: true, passwordHash: true },
  });
  if (!found) {
    await createMember(portal.db, {
      username: person.username,
      firstname: person.first,
      lastname: person.last,
      email: person.email,
      passwordHash: await hashPassword(password ?? person.password),
    });
  } else if (password && !(await verifyPassword(found.passwordHash, password))) {
    await portal.db.member.update({
      where: { id: found.id },
      data: { passwordHash: await hashPassword(password) },
    });
  }
}

/** The password the member has now: the first one, or the new one once the reset has run. */
async function passwordNow() {
  const { passwordHash } = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: person.username.toLowerCase() },
    select: { passwordHash: true },
  });
  return (await verifyPassword(passwordHash, person.newPassword)) ? person.newPassword : person.password;
}

/** Signs the member in on the page unless it is signed in: a test starts signed in either way. */
async function signedIn() {
  await ensurePerson();
  if ((await page.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '')) return;
  await page.goto('/login');
  await field('Username').fill(person.username);
  await field('Password').fill(await passwordNow());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/member/account');
}

/** Signs the page out by dropping its cookies: a test of the signed-out pages starts there either way. */
const signedOut = () => page.context().clearCookies();

async function fillRegistration() {
  await page.goto('/register');
  // waitFor throws unless the heading shows.
  await page.getByRole('heading', { name: 'New Member Registration' }).waitFor();
  await expectAccessible(page, 'registration step 1');

  // Continue validates only the current step.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please check the form above for errors.').first().waitFor();

  await field('Username').fill(person.username);
  await field('Password').fill(person.password);
  await field('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await field('Legal First Name').waitFor();
  await field('Legal First Name').fill(person.first);
  await field('Preferred First Name').fill(person.first);
  await field('Legal Last Name').fill(person.last);
  await typeDate(page, 'Date of Birth', '12031994');
  await field('Country of Birth').selectOption('AU');
  await field('State of Birth').selectOption('NSW');
  await field('Aboriginal or Torres Strait Islander origin?').selectOption('no');
  await field('Gender').selectOption('female');
  await field('Gender you identify with').selectOption('female');
  await expectAccessible(page, 'registration step 2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await field('Email').waitFor();
  await field('Email').fill(person.email);
  await field('Mobile').fill('0411555666');
  await field('Address').fill('14 Baseline Avenue');
  // Choosing a suburb fills postcode and state from the real locality list.
  await page.getByRole('combobox', { name: 'Suburb' }).fill('Blacktow');
  await page.getByRole('option', { name: 'BLACKTOWN, NSW 2148' }).click();
  expect(await field('Postcode').inputValue()).toBe('2148');
  expect(await field('State').inputValue()).toBe('NSW');
  await field('Do you have a disability?').selectOption('no');
  await field('Emergency Contact Full Name').fill('Morgan Lee');
  await field('Emergency Contact Mobile').fill('0422777888');
  await expectAccessible(page, 'registration step 3');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel(/I agree to the Terms & Conditions/).check();
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await expectAccessible(page, 'registration step 4');
  await page.getByRole('button', { name: 'Register' }).click();
}

describe('a new member', () => {
  it('registers through the four-step wizard and lands on the dashboard', async () => {
    await fillRegistration();
    await page.waitForURL('**/member/account');
    // An adult without a team: Team Nomination is offered, and Registration says where to
    // register and pay the membership.
    await page.getByRole('heading', { name: 'Team Nomination' }).waitFor();
    const registration = page.getByRole('link', { name: /^Registration Register and pay your membership/ });
    expect(await registration.getAttribute('href')).toMatch(/^\/member\/membership\?sport=/);
    expect(await page.getByText('Missing information, please update your profile').count()).toBe(0);
    await expectAccessible(page, 'dashboard');
    const member = await portal.db.member.findFirstOrThrow({ where: { username: person.username } });
    expect(member.suburb).toBe('BLACKTOWN');
    expect(member.postcode).toBe('2148');
  });

  it('signs out', async () => {
    await signedIn();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login**');
    // The session is gone: the member area sends the visitor home with a redirect back.
    await page.goto('/member/profile');
    await page.waitForURL(/\/\?redirect=%2Fmember%2Fprofile/);
  });

  it('recovers the username from the email received over SMTP', async () => {
    await ensurePerson();
    await signedOut();
    await page.goto('/username/email/');
    await expectAccessible(page, 'forgot username');
    await field('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send Username' }).click();
    await page.getByText('Email Sent Successfully').waitFor();
    const mail = await portal.mail.waitFor((m) => m.to === person.email && /username/i.test(m.subject));
    expect(mail.text).toContain(person.username);
    // Home after 3 s.
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('resets the password from the emailed link', async () => {
    await ensurePerson();
    await signedOut();
    await page.goto('/password/email/');
    await expectAccessible(page, 'forgot password');
    await field('Username').fill(person.username);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Email Sent Successfully').waitFor();
    const mail = await portal.mail.waitFor(
      (m) => m.to === person.email && /reset your password/i.test(m.subject),
    );
    const link = /https?:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(link?.startsWith(portal.baseUrl)).toBe(true);

    await page.goto(link as string);
    await expectAccessible(page, 'reset password');
    await field('Username').fill(person.username);
    await field('Password').fill(person.newPassword);
    await field('Confirm Password').fill(person.newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Reset Successfully').waitFor();
    await page.waitForURL('**/member/account');

    // The link works once.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login**');
    await page.goto(link as string);
    await field('Username').fill(person.username);
    await field('Password').fill('Another123');
    await field('Confirm Password').fill('Another123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /reset link/i })
      .waitFor();
    // The page offers the way to a new link, also once the alert has gone.
    await page
      .getByRole('alert')
      .filter({ hasText: /reset link/i })
      .waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL('**/password/email');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  });

  it('signs in with the new password, honouring the redirect', async () => {
    await ensurePerson(person.newPassword);
    await signedOut();
    await page.goto('/login?redirect=/member/profile');
    await expectAccessible(page, 'login');
    await field('Username').fill(person.username);
    await field('Password').fill(person.password);
    await field('Password').press('Enter');
    await page.getByText(/^Please note usernames & passwords are case sensitive/).waitFor();
    await field('Password').fill(person.newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/member/profile');
  });

  it('completes the profile and sees the dashboard change', async () => {
    await signedIn();
    // The association asks members to accept the terms again (e.g. a new season):
    await portal.db.member.update({
      where: { usernameLower: person.username.toLowerCase() },
      data: { agreedToTerms: false },
    });
    await page.goto('/member/account');
    // The page arrives rendered from this answer (the browser does not ask again); the same session asks here.
    const profileAnswer = await page.request.get('/api/member/user');
    expect((await profileAnswer.json()).data.missing_fields).toEqual(['agreed_to_terms']);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/member/account');
    await page.getByText('Missing information, please update your profile').first().waitFor();

    await page.goto('/member/profile');
    await page
      .getByText('Use this page to keep your contact and membership details up-to-date.', { exact: false })
      .waitFor();
    await expectAccessible(page, 'profile');
    // The mail choice says that messages about the member's own teams and games are not among them.
    const promotional = page.getByRole('checkbox', { name: 'Send me other promotional communications' });
    const hint = await promotional.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hint}"]`).innerText()).toBe(
      'Messages about your own registration, teams and games (fixture changes, finals, washouts) are always sent.',
    );
    await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
    await page.getByRole('button', { name: 'update' }).click();
    await page.waitForURL('**/member/account');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await page.getByText('Missing information, please update your profile').count()).toBe(0);
    const member = await portal.db.member.findFirstOrThrow({ where: { username: person.username } });
    expect(member.agreedToTerms).toBe(true);
  });

  it('subscribes to their calendar from the profile and gets a new address', async () => {
    await signedIn();
    await page.goto('/member/profile');
    const section = page.getByRole('region', { name: 'Your calendar' });
    const field = section.getByLabel('Calendar address', { exact: true });
    await field.waitFor();
    const address = await field.inputValue();
    expect(address).toMatch(new RegExp(`^${portal.baseUrl}/api/calendar/members/[A-Za-z0-9_-]{32}\\.ics$`));
    const subscribe = section.getByRole('link', { name: 'Subscribe in your calendar app' });
    expect(await subscribe.getAttribute('href')).toBe(address.replace(/^http:/, 'webcal:'));
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await expectAccessible(page, 'profile calendar');

    await section.getByRole('button', { name: 'Get a new address' }).click();
    await section.getByRole('status').getByText('You have a new address', { exact: false }).waitFor();
    await expect.poll(() => field.inputValue()).not.toBe(address);
    expect((await page.request.get(address)).status()).toBe(404);
    expect((await page.request.get(await field.inputValue())).status()).toBe(200);
  });
});

describe('pages for everyone', () => {
  it('opens a calendar for the date of birth on a phone, where no day from today on can be picked', async () => {
    const phone = await portal.newPage({ mobile: true });
    const on = (label: string) => phone.getByLabel(label, { exact: true });
    await phone.goto('/register');
    await on('Username').fill(`picker${suffix}`);
    await on('Password').fill(person.password);
    await on('Confirm Password').fill(person.password);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await on('Legal First Name').waitFor();

    await phone.getByRole('button', { name: 'Choose date' }).click();
    const calendar = phone.getByRole('dialog', { name: 'Select date' });
    await calendar.waitFor();
    await expectAccessible(phone, 'date of birth calendar');
    // It opens on the years, up to this one in the association's zone.
    const today = todayIso('Australia/Sydney', new Date());
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    expect((await calendar.getByRole('radio').allTextContents()).at(-1)).toBe(String(year));
    await calendar.getByRole('radio', { name: String(year) }).click();
    const months = calendar.getByRole('radio');
    await months.first().waitFor();
    expect(await months.nth(month - 1).isDisabled()).toBe(false);
    if (month < 12) expect(await months.nth(month).isDisabled()).toBe(true);
    await months.nth(month - 1).click();
    // Today cannot be a birthday yet; yesterday can.
    const days = calendar.getByRole('gridcell');
    const dayButton = (d: number) => days.filter({ hasText: new RegExp(`^${d}$`) });
    expect(await dayButton(day).isDisabled()).toBe(true);
    if (day > 1) expect(await dayButton(day - 1).isDisabled()).toBe(false);

    // A birthday long ago: year, month, day, then OK.
    await calendar.getByRole('button', { name: /switch to year view/ }).click();
    await calendar.getByRole('radio', { name: '1994' }).click();
    await calendar.getByRole('radio', { name: 'March' }).click();
    await dayButton(12).click();
    await calendar.getByRole('button', { name: 'OK' }).click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await dateShown(phone, 'Date of Birth')).toBe('12/03/1994');
    // Typed on the phone's keypad it is kept the same way.
    await typeDate(phone, 'Date of Birth', '01021990');
    expect(await dateShown(phone, 'Date of Birth')).toBe('01/02/1990');
    await phone.context().close();
  });

  it('home, team entry and the 404 page pass axe and work on a phone', async () => {
    const phone = await portal.newPage({ mobile: true });
    for (const [path, text] of [
      ['/', 'Sign In'],
      ['/teamentry', 'Existing Manager log-in'],
      ['/no/such/page', 'Whoops, 404'],
    ] as const) {
      await phone.goto(path);
      await phone.getByText(text).first().waitFor();
      await expectAccessible(phone, path);
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    }
    await phone.close();
  });
});

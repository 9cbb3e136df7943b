// HPC in a real browser, test-mode gateway: an HPC member subscribes to a plan,
// books the last place in a class, a second subscribed member joins its waitlist, the
// first cancels from Enrollments and the second is moved into the class and told by
// email over SMTP. Then the Subscription screen: a pause request and a card update.
// Every HPC screen passes axe (the classes screen with its dialog open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { loadEnv } from '../../../apps/api/src/config/env.js';
import { addDaysIso, dbDate, localInstant, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { seedHpc } from '../../../apps/api/src/seed/hpc.js';
import { expectAccessible, startPortal, type Portal, dialogOpened, signIn as signInAs } from './harness.js';

const TZ = 'Australia/Sydney';
const CLASS_NAME = 'Free Throw Clinic';

let portal: Portal;
let first: { id: number; email: string | null; firstname: string };
let second: { id: number; email: string | null; firstname: string };
let classDay: string;
let classId: number;

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1', TIME_ZONE: TZ });
  // Three plans (Development Squad $120 monthly among them) and four weeks of classes.
  await seedHpc(portal.db, loadEnv({ NODE_ENV: 'test', TAX_RATE: '0.1', TIME_ZONE: TZ }));
  first = await createMember(portal.db, { username: 'hpcfirst', firstname: 'Riley', isHpc: true });
  second = await createMember(portal.db, { username: 'hpcsecond', firstname: 'Jordan', isHpc: true });
  await createMember(portal.db, { username: 'nothpc' });
  // The second member already holds an active subscription.
  const squad = await portal.db.plan.findFirstOrThrow({ where: { name: 'Development Squad' } });
  const today = todayIso(TZ, new Date());
  await portal.db.subscription.create({
    data: {
      memberId: second.id,
      planId: squad.id,
      status: 'active',
      priceCents: squad.priceCents,
      startDate: dbDate(today),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    },
  });
  // One place only, two days ahead at 06:00, clear of the demo classes.
  classDay = addDaysIso(today, 2);
  const venue = await portal.db.venue.findFirstOrThrow({ select: { id: true } });
  const startsAt = localInstant(classDay, '06:00', TZ);
  ({ id: classId } = await portal.db.hpcClass.create({
    data: {
      name: CLASS_NAME,
      description: 'Routine, rhythm and pressure free throws.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      venueId: venue.id,
      room: 'Court 3',
      trainers: ['Coach Sam Lee'],
      activities: ['Shooting'],
      colour: '#00838f',
      capacity: 1,
    },
  }));
});
afterAll(() => portal?.close());

const signIn = (page: Page, username: string) => signInAs(page, username, PASSWORD);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const classButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${CLASS_NAME}, 06:00 - 07:00`) });

describe('HPC: plans, classes with a waitlist, enrolments and subscriptions', () => {
  let page: Page | undefined;
  let phone: Page | undefined;

  /** hpcfirst's desktop page, opened and signed in by the first test that needs it. */
  async function firstPage(): Promise<Page> {
    if (!page) {
      page = await portal.newPage();
      await signIn(page, 'hpcfirst');
    }
    return page;
  }

  /** hpcsecond's phone, opened and signed in by the first test that needs it. */
  async function secondPhone(): Promise<Page> {
    if (!phone) {
      phone = await portal.newPage({ mobile: true });
      await signIn(phone, 'hpcsecond');
    }
    return phone;
  }

  /**
   * What the earlier tests make on the screens (hpcfirst's Development Squad subscription, its
   * booking of the class, hpcsecond's place on the waitlist) is made through the same API calls
   * when they did not, so each test starts from its own state.
   */
  async function ensureSubscribed() {
    const p = await firstPage();
    if ((await portal.db.subscription.count({ where: { memberId: first.id } })) > 0) return;
    const squad = await portal.db.plan.findFirstOrThrow({ where: { name: 'Development Squad' } });
    const answer = await p.request.post(`/api/hpc/plans/${squad.id}/payment`, {
      data: {
        cardData: {
          cardNumber: '4242 4242 4242 4242',
          cardName: 'Riley Jones',
          cardExpiry: '12/34',
          cardCVC: '123',
        },
        agreed: true,
        idempotencyKey: 'hpc-e2e-first-subscription',
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  async function ensureBooked() {
    await ensureSubscribed();
    if ((await portal.db.classEnrollment.count({ where: { classId, memberId: first.id } })) > 0) return;
    const answer = await (
      await firstPage()
    ).request.post('/api/hpc/classes/book', {
      data: { classData: classId, classAction: 'add', classWeek: 0 },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  async function ensureWaitlisted() {
    await ensureBooked();
    if ((await portal.db.classEnrollment.count({ where: { classId, memberId: second.id } })) > 0) return;
    const answer = await (
      await secondPhone()
    ).request.post('/api/hpc/classes/book', {
      data: { classData: classId, classAction: 'waitlist', classWeek: 0 },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  it('sends a member without HPC access to the dashboard', async () => {
    const p = await portal.newPage();
    await signIn(p, 'nothpc');
    await p.goto('/member/hpc/classes');
    await p.waitForURL('**/member/account');
    await p.context().close();
  });

  it('shows the HPC dashboard with its six tiles', async () => {
    const page = await firstPage();
    await page.goto('/member/hpc/home');
    await page.getByRole('heading', { name: 'HPC Dashboard', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: 'HPC services' }).getByRole('listitem');
    await expect
      .poll(async () => (await tiles.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ')))
      .toEqual([
        'Classes Choose your class',
        'Plans Select HPC Membership',
        'Subscription View subscription details',
        'Receipts HPC Payments',
        'Enrollments Check your class enrollments',
        'Special Events HPC Events / Products',
      ]);
    await expectAccessible(page, 'HPC dashboard');
  });

  it('subscribes to a plan through the three steps', async () => {
    const page = await firstPage();
    await page.goto('/member/hpc/home');
    await page.getByRole('link', { name: /^Plans/ }).click();
    await page.getByRole('heading', { name: 'HPC Plans', level: 1 }).waitFor();
    const squad = page.getByRole('article', { name: 'Development Squad' });
    await squad.getByText('$120.00').waitFor();
    await page.getByRole('article', { name: 'Holiday Intensive' }).getByText('Excluded dates').waitFor();
    await expectAccessible(page, 'HPC plans');
    await squad.getByRole('link', { name: 'Subscribe to Development Squad' }).click();

    // 1 Plan Summary
    await page.waitForURL(/\/member\/hpc\/plans\/plan\/\d+\/payment$/);
    await page.getByRole('heading', { name: 'Plan Payment', level: 1 }).waitFor();
    await page.getByText('GST (included)').waitFor();
    expect(await page.locator('dl').last().innerText()).toMatch(
      /Subtotal\s*\$120\.00\s*GST \(included\)\s*\$10\.91\s*Total\s*\$120\.00/,
    );
    await expectAccessible(page, 'plan summary');
    await button(page, 'Continue').click();

    // 2 Terms & Conditions: the box must be ticked.
    const terms = page.getByRole('form', { name: 'HPC Terms & Conditions' });
    await terms.getByText('Membership has a minimum commitment of 3 months.').waitFor();
    await expect.poll(() => button(page, 'Continue').count()).toBe(1);
    await button(page, 'Continue').click();
    await page.getByText('This field is required').waitFor();
    await page.getByText('Please check the form above for errors.').waitFor();
    await expectAccessible(page, 'plan terms');
    await page.getByLabel('I have read and agree to the Terms & Conditions').check();
    await button(page, 'Continue').click();
    await expect.poll(() => button(page, 'Continue').count()).toBe(0);

    // 3 Make Online Payment, with the test-mode card.
    await page.getByText('Test mode', { exact: true }).waitFor();
    await page.getByLabel('Card Number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel('Full Name', { exact: true }).fill('Riley Jones');
    await page.getByLabel('Card Expiry', { exact: true }).fill('1234');
    await page.getByLabel('CVC', { exact: true }).fill('123');
    await button(page, 'Clear').waitFor();
    await expectAccessible(page, 'plan payment');
    await button(page, 'Save Credit Card').click();
    await page.getByText('Your subscription has been successfully activated.').waitFor();
    await button(page, 'Close').waitFor();
    // 1.5 s later: the classes.
    await page.waitForURL('**/member/hpc/classes');

    const sub = await portal.db.subscription.findFirstOrThrow({
      where: { memberId: first.id },
      select: { status: true, cardLast4: true },
    });
    expect(sub).toEqual({ status: 'active', cardLast4: '4242' });
  });

  it('books the last place in a class from the calendar', async () => {
    await ensureSubscribed();
    const page = await firstPage();
    await page.goto('/member/hpc/classes');
    await page.getByRole('heading', { name: 'HPC Classes', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Legend' }).waitFor();
    // Desktop: seven days a page.
    await expect.poll(() => page.getByRole('list', { name: /^(No classes|Classes) on / }).count()).toBe(7);
    await classButton(page).click();
    const dialog = page.getByRole('dialog', { name: CLASS_NAME });
    await dialog.getByText('Coach Sam Lee').waitFor();
    await dialogOpened(dialog);
    await expectAccessible(page, 'classes with the class dialog open');
    await button(page, 'Book').click();
    await dialog.getByText('Class booked.').waitFor();
    await button(page, 'Remove Booking').waitFor();
    await dialog.getByText('Sold Out').waitFor();
    await dialog.getByText('Close', { exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^${CLASS_NAME}, 06:00 - 07:00, Booked`) }).waitFor();
  });

  it('lets a second subscribed member join the waitlist on a phone', async () => {
    await ensureBooked();
    const phone = await secondPhone();
    await phone.goto('/member/hpc/classes');
    await phone.getByRole('heading', { name: 'HPC Classes', level: 1 }).waitFor();
    // Two days a page: the class (in two days) is on the second page.
    await expect.poll(() => phone.getByRole('list', { name: /^(No classes|Classes) on / }).count()).toBe(2);
    await button(phone, 'Next').click();
    // A full class looks full on the calendar, not like an open one.
    const full = phone.getByRole('button', { name: new RegExp(`^${CLASS_NAME}, 06:00 - 07:00, Full`) });
    expect(await full.innerText()).toContain('Full');
    await classButton(phone).click();
    const dialog = phone.getByRole('dialog', { name: CLASS_NAME });
    await dialog.getByText('Sold Out').waitFor();
    expect(await button(phone, 'Book').count()).toBe(0);
    await button(phone, 'Wait List').click();
    await dialog.getByText('You have been added to the waitlist.').waitFor();
    await dialog.getByText('On the waitlist (number 1)').waitFor();
    await button(phone, 'Remove Waitlist').waitFor();
    await dialog.getByText('Close', { exact: true }).click();
  });

  it('cancels the booking from Enrollments; the waiting member gets the place and an email', async () => {
    await ensureWaitlisted();
    const [page, phone] = [await firstPage(), await secondPhone()];
    await page.goto('/member/hpc/enrolled');
    await page.getByRole('heading', { name: 'Enrollments', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Enrollments' });
    const row = table.getByRole('row').filter({ hasText: CLASS_NAME });
    expect(await row.innerText()).toMatch(
      /Free Throw Clinic\s+\d{2}\/\d{2}\/\d{4} 6:00 AM\s+60 min\s+.*Court 3\s+Booked/,
    );
    await expectAccessible(page, 'enrollments');
    await page.getByRole('searchbox', { name: 'Search enrollments' }).fill('zumba');
    await page.getByText('Sorry, No Results found for "zumba"').waitFor();
    await page.getByRole('searchbox', { name: 'Search enrollments' }).fill('');
    await row.getByRole('button', { name: /^Cancel Free Throw Clinic/ }).click();
    await button(page, 'Cancel enrollment').click();
    await page.getByText('Enrollment cancelled.').waitFor();
    await row.getByText('Cancelled').waitFor();

    const mail = await portal.mail.waitFor(
      (m) => m.to === second.email && m.subject.startsWith(`You're in: ${CLASS_NAME}`),
    );
    expect(mail.text).toContain('you have been moved from the waitlist into the class');
    expect(mail.text).toContain('/member/hpc/enrolled');

    await phone.goto('/member/hpc/enrolled');
    const theirs = phone
      .getByRole('table', { name: 'Enrollments' })
      .getByRole('row')
      .filter({ hasText: CLASS_NAME });
    await theirs.getByText('Booked').waitFor();
    await theirs.getByRole('button', { name: /^Cancel Free Throw Clinic/ }).waitFor();
  });

  it('manages the subscription: a pause request withdrawn, then a new card', async () => {
    await ensureSubscribed();
    const page = await firstPage();
    await page.goto('/member/hpc/subscription');
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
    const row = page
      .getByRole('table', { name: 'Subscriptions' })
      .getByRole('row')
      .filter({ hasText: 'Development Squad' });
    expect(await row.innerText()).toMatch(
      /Development Squad\s+Monthly\s+\$120\.00\s+\d{2}\/\d{2}\/\d{4}\s+Active/,
    );
    expect(await row.getAttribute('class')).toContain('Mui-selected');
    await expectAccessible(page, 'subscription');

    await row.getByRole('button', { name: 'Manage subscription Development Squad' }).click();
    await page.getByRole('dialog', { name: 'Manage Subscription' }).waitFor();
    await button(page, 'Pause').click();
    await page.getByText('Subscription pause request sent.').waitFor();
    await row.getByText(/Active \(pause from \d{2}\/\d{2}\/\d{4}\)/).waitFor();
    // A pending pause can be taken back (and never blocks a cancel).
    await row.getByRole('button', { name: 'Manage subscription Development Squad' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
    await manage.getByText(/You can withdraw it, or cancel instead/).waitFor();
    expect(await manage.getByRole('button', { name: 'Cancel', exact: true }).isEnabled()).toBe(true);
    await manage.getByRole('button', { name: 'Withdraw pause request' }).click();
    await page.getByText('Your pause request has been withdrawn.').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Update credit card of Development Squad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Credit Card' });
    await dialog.getByText('the card on file ends in 4242').waitFor();
    await dialog.getByLabel('Card Number', { exact: true }).fill('5555 5555 5555 4444');
    await dialog.getByLabel('Full Name', { exact: true }).fill('Riley Jones');
    await dialog.getByLabel('Card Expiry', { exact: true }).fill('1130');
    await dialog.getByLabel('CVC', { exact: true }).fill('123');
    await button(page, 'Submit').click();
    await page.getByText('Card details updated successfully.').waitFor();
    await page.waitForURL('**/member/hpc/home');
    const sub = await portal.db.subscription.findFirstOrThrow({
      where: { memberId: first.id },
      select: { cardLast4: true, pauseRequestedAt: true },
    });
    expect(sub.cardLast4).toBe('4444');
    expect(sub.pauseRequestedAt).toBeNull();
  });

  it('lists the plan payment among the HPC receipts', async () => {
    await ensureSubscribed();
    const page = await firstPage();
    await page.goto('/member/hpc/home');
    await page.getByRole('link', { name: 'Receipts HPC Payments' }).click();
    await page.getByRole('heading', { name: 'HPC Receipts', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Receipts' }).getByText('$120.00').waitFor();
    await page.getByRole('link', { name: 'HPC Dashboard' }).click();
    await page.getByRole('heading', { name: 'HPC Dashboard', level: 1 }).waitFor();
  });

  it('opens the HPC products (the shared product list with origin hpc) from Special Events', async () => {
    const page = await firstPage();
    await page.goto('/member/hpc/home');
    await page.getByRole('link', { name: 'Special Events HPC Events / Products' }).click();
    await page.waitForURL('**/member/hpc/products');
    await page.getByRole('heading', { name: 'HPC Events / Products', level: 1 }).waitFor();
    await page
      .getByText('No products are currently available please check website for release dates.')
      .waitFor();
  });
});

// The store in a real browser, test-mode gateway: a visitor browses the store and sees
// Sign In; the member signs in, adds a holiday camp (needs attendees) twice and a
// singlet (no attendees), checks out through the six steps (attendees confirmed with
// the server, one unknown so the extra fields appear, assignment, terms, a voucher
// that jumps back to the review) and pays; the receipt lists the attendees and the
// places left have gone down. A quantity change in the cart drawer starts the
// checkout again. Every screen passes axe.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { seedStore } from '../../../apps/api/src/seed/store.js';
import { createStoreProduct } from '../../../apps/api/test/store-factories.js';
import {
  dateShown,
  expectAccessible,
  startPortal,
  typeDate,
  type Portal,
  payAndOpenReceipt,
  sidewaysScrolls,
} from './harness.js';

const CAMP = 'Summer School Holiday Camp (3 days)';
const SINGLET = 'Association Singlet';
const TERMS_URL = 'https://harbourside.example/terms';
let portal: Portal;
let page: Page;
let member: { id: number };
let campId: number;
let campsCategoryId: number;

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1' });
  page = await portal.newPage();
  member = await createMember(portal.db, {
    username: 'shopper',
    firstname: 'Jack',
    lastname: 'Shopper',
    dob: new Date('1990-05-20T00:00:00Z'),
  });
  // A child who is already a member: the attendee check finds her by name and date of birth.
  await createMember(portal.db, {
    username: 'zarashopper',
    firstname: 'Zara',
    lastname: 'Shopper',
    dob: new Date('2014-02-14T00:00:00Z'),
  });
  // Camp: 40 places, 26 booked, 4 per order, needs attendees. Singlet: no attendees, 3 per order.
  await seedStore(portal.db);
  // The association's $20 voucher must suit both products of the order.
  await portal.db.product.updateMany({ where: { name: SINGLET }, data: { voucherEligible: true } });
  await portal.db.voucher.create({
    data: {
      number: 'CLUB20',
      pinDDMM: '2005',
      kind: 'client',
      method: 'fixed',
      value: 2_000,
      recipientMemberId: member.id,
    },
  });
  const campProduct = await portal.db.product.findFirstOrThrow({
    where: { name: CAMP },
    select: { id: true, categoryId: true },
  });
  campId = campProduct.id;
  campsCategoryId = campProduct.categoryId!;
  // The association links its terms and conditions (a console setting); every process takes the
  // change from the settings row's change topic: wait until this server answers with it.
  await portal.db.associationSettings.upsert({
    where: { id: 1 },
    create: { id: 1, termsUrl: TERMS_URL },
    update: { termsUrl: TERMS_URL },
  });
  await vi.waitFor(
    async () => {
      const answer = (await (await fetch(`${portal.baseUrl}/api/settings`)).json()) as { terms_url?: string };
      if (answer.terms_url !== TERMS_URL) throw new Error('the terms address is not in force yet');
    },
    { timeout: 30_000 },
  );
});
afterAll(() => portal?.close());

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const card = (name: string) => page.getByRole('article', { name });
const attendee = (n: number) => page.getByRole('region', { name: `Attendee ${n}` });
/** Continue of the open step (the step closing above or below is still collapsing for a moment). */
async function next() {
  await expect.poll(() => button('Continue').count()).toBe(1);
  await button('Continue').click();
}
/** axe once MUI's fades and slides have finished: a dialog still fading in fails the contrast rule. */
async function accessible(label: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  await expectAccessible(page, label);
}
const cartButton = () => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

/** Signs the shopper in through the form when the page is not signed in. */
async function asShopper() {
  if ((await page.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '')) return;
  await page.goto('/login');
  await field('Username').fill('shopper');
  await field('Password').fill(PASSWORD);
  await button('Login').click();
  await page.waitForURL('**/member/account');
}

/** Opens the member's products screen, signed in as the shopper. */
async function openStore() {
  await asShopper();
  await page.goto('/member/store');
  await card(CAMP).waitFor();
}

/**
 * The checkout step (1 to 6) the page was left at by a test that finished; 0 when none was. The
 * checkout tests go on from where the one before them left the page, and reach that step
 * themselves when it did not finish.
 */
let leftAt = 0;

/** Fills and confirms an attendee row of the checkout's step 2. */
async function confirmAttendee(n: number, who: { first: string; last: string; dob: string; gender: string }) {
  await button('Add Attendee').click();
  const row = attendee(n);
  await row.getByLabel('First Name', { exact: true }).fill(who.first);
  await row.getByLabel('Last Name', { exact: true }).fill(who.last);
  await typeDate(row, 'Date of Birth', who.dob);
  await row.getByLabel('Gender', { exact: true }).selectOption(who.gender);
  await row.getByRole('button', { name: 'CONFIRM Attendee' }).click();
}

/**
 * Brings the checkout to `step` as the earlier tests leave it (two camps and a singlet, Zara and
 * Milo attending the camp, the terms agreed, the CLUB20 voucher) when they did not.
 */
async function checkoutAt(step: number) {
  if (leftAt === step) return;
  leftAt = 0;
  await asShopper();
  await page.evaluate(() => ['cart', 'voucher'].forEach((key) => localStorage.removeItem(key)));
  await openStore();
  for (const name of [CAMP, CAMP, SINGLET])
    await card(name)
      .getByRole('button', { name: /Add To Cart/ })
      .click();
  await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
  await page.goto('/member/checkout');
  await page.getByRole('table', { name: 'Cart items' }).waitFor();
  if (step === 1) return;
  await next();
  await confirmAttendee(1, { first: 'Zara', last: 'Shopper', dob: '14022014', gender: 'female' });
  await attendee(1).getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
  await confirmAttendee(2, { first: 'Milo', last: 'Newkid', dob: '03072015', gender: 'male' });
  const milo = attendee(2);
  await milo.getByLabel('Email', { exact: true }).fill('milo.parent@example.com');
  await milo.getByLabel('Mobile', { exact: true }).fill('0411 222 333');
  await milo.getByLabel('Address', { exact: true }).fill('8 Rim Street');
  await milo.getByRole('combobox', { name: 'Suburb' }).fill('Blacktow');
  await page.getByRole('option', { name: 'BLACKTOWN, NSW 2148' }).click();
  await expect.poll(() => milo.getByLabel('Postcode', { exact: true }).inputValue()).toBe('2148');
  await milo.getByLabel('Emergency Contact Full Name', { exact: true }).fill('Ava Newkid');
  await milo.getByLabel('Emergency Contact Mobile', { exact: true }).fill('0422333444');
  await milo.getByRole('button', { name: 'CONFIRM Attendee' }).click();
  await milo.getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
  await next();
  if (step === 3) return;
  for (const name of ['Zara Shopper', 'Milo Newkid'])
    await page
      .getByRole('group', { name: /: choose 2 attendees/ })
      .getByRole('checkbox', { name })
      .check();
  await next();
  if (step === 4) return;
  await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await next();
  if (step === 5) return;
  await field('Voucher Number').fill('club20');
  await field('Voucher Pin').fill('2005');
  await button('Apply voucher').click();
  await expect
    .poll(async () =>
      (await page.getByRole('region', { name: 'Order summary' }).innerText()).replace(/\s+/g, ' '),
    )
    .toMatch(/Discount -\$20\.00 Total \$535\.00/);
  await next();
}

/** The shopper's paid order of the checkout tests, paid through the checkout when they did not. */
async function ensurePaid() {
  if ((await portal.db.order.count({ where: { memberId: member.id, paid: true } })) > 0) return;
  await checkoutAt(6);
  await field('Card Number').fill('4242 4242 4242 4242');
  await field('Full Name').fill('Jack Shopper');
  await field('Card Expiry').fill('1234');
  await field('CVC').fill('123');
  await payAndOpenReceipt(page, button('Pay $535.00'));
  leftAt = 0;
}

describe('store and checkout in test mode', () => {
  it('shows the products to a visitor with Sign In instead of Add To Cart', async () => {
    await page.goto('/storeview');
    await page.getByRole('heading', { name: 'Store', level: 1 }).waitFor();
    await card(CAMP).waitFor();
    expect(await card(CAMP).innerText()).toContain('$250.00');
    expect(await card(CAMP).innerText()).toContain('14 left');
    expect(await card('Level 1 Junior Referee Course').innerText()).toContain('Sold Out');
    expect(await page.getByRole('button', { name: /Add To Cart/ }).count()).toBe(0);
    await card(CAMP).getByRole('link', { name: 'Sign In' }).waitFor();
    // HPC products are not on the ordinary store.
    expect(await card('HPC Elite Shooting Masterclass').count()).toBe(0);
    await accessible('store view');

    // The category picker narrows the list; View All shows everything again.
    await field('Category').selectOption({ label: 'Merchandise' });
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card(SINGLET).waitFor();
    await button('View All').click();
    await expect.poll(() => page.getByRole('article').count()).toBe(6);

    await card(CAMP)
      .getByRole('button', { name: /Show Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: CAMP });
    await dialog.getByText(/Three days of skills/).waitFor();
    expect(await dialog.innerText()).toContain('Attendee required');
    await accessible('product details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('signs in from a product card and comes back to the products', async () => {
    await page.goto('/storeview');
    await card(CAMP).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await field('Username').fill('shopper');
    await field('Password').fill(PASSWORD);
    await button('Login').click();
    await page.waitForURL('**/member/store');
    await page.getByRole('heading', { name: 'Store', level: 1 }).waitFor();
    // The public store view sends a member on to the products screen with the query.
    await page.goto(`/storeview?category=${campsCategoryId}`);
    await page.waitForURL(`**/member/store?category=${campsCategoryId}`);
    await card(CAMP).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.goto('/member/store');
  });

  it('adds two camps and a singlet; the cart drawer shows lines and totals', async () => {
    await openStore();
    await card(CAMP)
      .getByRole('button', { name: /Add To Cart/ })
      .click();
    await card(CAMP).getByText('1 in cart').waitFor();
    await card(CAMP)
      .getByRole('button', { name: /Add To Cart/ })
      .click();
    await card(SINGLET)
      .getByRole('button', { name: /Add To Cart/ })
      .click();
    await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
    expect(await card(CAMP).innerText()).toContain('12 left');
    await accessible('products');

    await cartButton().click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.getByText('Subtotal (3 items)').waitFor();
    const text = await drawer.innerText();
    expect(text).toContain(CAMP);
    expect(text).toContain('$500.00');
    expect(text).toContain('Attendee required');
    expect(text).toContain('No Attendee required');
    expect(text).toMatch(/Grand Total\s*\$555\.00/);
    expect(text).not.toContain('Discount');
    await accessible('cart drawer');
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL('**/member/checkout');
    leftAt = 1;
  });

  it('checks out step 1 and 2: a known member, a quantity change that starts again, then someone new', async () => {
    await checkoutAt(1);
    leftAt = 0;
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Cart items' }).waitFor();
    await accessible('checkout cart');
    await next();

    // Step 2: a known member is added at once.
    await button('Add Attendee').click();
    await attendee(1).getByLabel('First Name', { exact: true }).fill('Zara');
    await attendee(1).getByLabel('Last Name', { exact: true }).fill('Shopper');
    await typeDate(attendee(1), 'Date of Birth', '14022014');
    expect(await dateShown(attendee(1), 'Date of Birth')).toBe('14/02/2014');
    await attendee(1).getByLabel('Gender', { exact: true }).selectOption('female');
    await attendee(1).getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await attendee(1).getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Attendee added' }).waitFor();

    // A quantity change in the cart drawer starts again at step 1 without attendees.
    await cartButton().click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.getByRole('button', { name: `Increase quantity of ${SINGLET}` }).click();
    await drawer.getByText('Subtotal (4 items)').waitFor();
    await drawer.getByRole('button', { name: `Decrease quantity of ${SINGLET}` }).click();
    await drawer.getByText('Subtotal (3 items)').waitFor();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('table', { name: 'Cart items' }).waitFor();
    await next();
    await button('Add Attendee').waitFor();
    expect(await attendee(1).count()).toBe(0);

    // A row can be removed again.
    await button('Add Attendee').click();
    await attendee(1).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').filter({ hasText: 'Attendee removed' }).waitFor();
    expect(await attendee(1).count()).toBe(0);

    // Continue without confirming is refused.
    await button('Add Attendee').click();
    await next();
    await page.getByRole('alert').filter({ hasText: 'Must click "CONFIRM Attendee" button' }).waitFor();
    // CONFIRM on an empty row says what is missing; each message goes as soon as its field
    // is filled, before the next CONFIRM.
    await attendee(1).getByRole('button', { name: 'CONFIRM Attendee' }).click();
    const required = attendee(1).getByText('This field is required');
    await expect.poll(() => required.count()).toBe(4);
    await attendee(1).getByLabel('First Name', { exact: true }).fill('Zara');
    await attendee(1).getByLabel('Last Name', { exact: true }).fill('Shopper');
    await typeDate(attendee(1), 'Date of Birth', '14022014');
    await attendee(1).getByLabel('Gender', { exact: true }).selectOption('female');
    await expect.poll(() => required.count()).toBe(0);
    await attendee(1).getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await attendee(1).getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
    // The step's message follows the rows: one attendee of two is not enough yet.
    const countProblem = page.getByRole('alert').filter({ hasText: 'Please add 2 attendees.' });
    await countProblem.waitFor();

    // Someone new: the server asks for the extra details, which appear.
    await button('Add Attendee').click();
    const milo = attendee(2);
    await milo.getByLabel('First Name', { exact: true }).fill('Milo');
    await milo.getByLabel('Last Name', { exact: true }).fill('Newkid');
    await typeDate(milo, 'Date of Birth', '03072015');
    await milo.getByLabel('Gender', { exact: true }).selectOption('male');
    await milo.getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await milo.getByLabel('Email', { exact: true }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please enter their contact and emergency contact details' })
      .waitFor();
    await milo.getByLabel('Email', { exact: true }).fill('milo.parent@example.com');
    await milo.getByLabel('Mobile', { exact: true }).fill('0411 222 333');
    expect(await milo.getByLabel('Mobile', { exact: true }).inputValue()).toBe('0411222333');
    await milo.getByLabel('Address', { exact: true }).fill('8 Rim Street');
    await milo.getByRole('combobox', { name: 'Suburb' }).fill('Blacktow');
    await page.getByRole('option', { name: 'BLACKTOWN, NSW 2148' }).click();
    await expect.poll(() => milo.getByLabel('Postcode', { exact: true }).inputValue()).toBe('2148');
    expect(await milo.getByLabel('State', { exact: true }).inputValue()).toBe('NSW');
    await milo.getByLabel('Emergency Contact Full Name', { exact: true }).fill('Ava Newkid');
    await milo.getByLabel('Emergency Contact Mobile', { exact: true }).fill('0422333444');
    await accessible('checkout attendees');
    await milo.getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await milo.getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
    // Both confirmed: the count message has gone without pressing Continue.
    await expect.poll(() => countProblem.count()).toBe(0);
    // Two camps: no more than two attendees.
    expect(await button('Add Attendee').isDisabled()).toBe(true);
    await next();
    leftAt = 3;
  });

  it('checks out step 3: both attendees go to the camp', async () => {
    await checkoutAt(3);
    leftAt = 0;
    // One is not enough.
    const camp = page.getByRole('group', {
      name: new RegExp(`^${CAMP.replace(/[()]/g, '\\$&')}: choose 2 attendees`),
    });
    await camp.getByRole('checkbox', { name: 'Zara Shopper' }).check();
    await next();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Assign attendees do not match products quantity purchased' })
      .waitFor();
    await camp.getByRole('checkbox', { name: 'Milo Newkid' }).check();
    await accessible('checkout assign attendees');
    await next();
    leftAt = 4;
  });

  it('checks out step 4 and 5: terms, then a voucher that jumps back to the review', async () => {
    await checkoutAt(4);
    leftAt = 0;
    // The terms must be agreed.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Total\s*\$555\.00/);
    await page.getByText(`${CAMP}: Zara Shopper, Milo Newkid`).waitFor();
    await next();
    await page.getByText('This field is required').waitFor();
    // The terms the member agrees to are linked, opening in a new tab.
    const terms = page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(await terms.getAttribute('href')).toBe(TERMS_URL);
    expect(await terms.getAttribute('target')).toBe('_blank');
    await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
    await accessible('checkout review');
    await next();

    // The voucher jumps back to the review with the discount.
    await field('Voucher Number').fill('club20');
    await field('Voucher Pin').fill('2005');
    await accessible('checkout voucher');
    await button('Apply voucher').click();
    await expect
      .poll(async () => (await summary.innerText()).replace(/\s+/g, ' '))
      .toMatch(/Discount -\$20\.00 Total \$535\.00/);
    expect(await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).isChecked()).toBe(
      true,
    );
    await next();
    leftAt = 6;
  });

  it('checks out step 6: pays in test mode and shows the receipt with the attendees', async () => {
    await checkoutAt(6);
    leftAt = 0;
    await page.getByText('Test mode', { exact: true }).waitFor();
    await accessible('checkout payment');
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Jack Shopper');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    // The button reads 'Pay', then the amount, not in capitals.
    expect(await button('Pay $535.00').innerText()).toBe('Pay $535.00');
    const orderId = await payAndOpenReceipt(page, button('Pay $535.00'));

    // The receipt lists the attendees of the camp; the cart and voucher are gone.
    const items = page.getByRole('table', { name: 'Order items' });
    await items.getByText('Attendees: Zara Shopper, Milo Newkid').waitFor();
    expect(await items.innerText()).toContain(SINGLET);
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('voucher')]),
    ).toEqual([null, null]);

    const order = await portal.db.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { paid: true, totalCents: true, discountCents: true, memberId: true },
    });
    expect(order).toMatchObject({
      paid: true,
      totalCents: 53_500,
      discountCents: 2_000,
      memberId: member.id,
    });
    const milo = await portal.db.attendee.findFirstOrThrow({
      where: { firstname: 'Milo', createdById: member.id },
      select: { suburb: true, postcode: true, state: true },
    });
    expect(milo).toEqual({ suburb: 'BLACKTOWN', postcode: '2148', state: 'NSW' });
  });

  it('has two fewer camp places left', async () => {
    await ensurePaid();
    const camp = await portal.db.product.findUniqueOrThrow({
      where: { id: campId },
      select: { booked: true, quantity: true },
    });
    expect(camp).toEqual({ booked: 28, quantity: 40 });
    const res = await fetch(`${portal.baseUrl}/api/ecommerce/store/products`);
    const { data } = (await res.json()) as { data: { product_id: number; product_available: number }[] };
    expect(data.find((p) => p.product_id === campId)?.product_available).toBe(12);
    await page.goto('/member/store');
    await card(CAMP).getByText('12 left').waitFor();
  });

  it("offers the last order's attendees at the next one, typed once", async () => {
    await ensurePaid();
    await openStore();
    await card(CAMP)
      .getByRole('button', { name: /Add To Cart/ })
      .click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await page.goto('/member/checkout');
    await page.getByRole('table', { name: 'Cart items' }).waitFor();
    await next();
    const fromBefore = field('Add someone from before');
    await fromBefore
      .locator('option', { hasText: 'Milo Newkid (03/07/2015)' })
      .waitFor({ state: 'attached' });
    await accessible('checkout attendees with people from before');
    await fromBefore.selectOption({ label: 'Milo Newkid (03/07/2015)' });
    await expect.poll(() => attendee(1).getByLabel('First Name', { exact: true }).inputValue()).toBe('Milo');
    expect(await dateShown(attendee(1), 'Date of Birth')).toBe('03/07/2015');
    // Someone new last time: the contact details come back too, so CONFIRM takes the row at once.
    expect(await attendee(1).getByLabel('Email', { exact: true }).inputValue()).not.toBe('');
    await attendee(1).getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await attendee(1).getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
  });
});

describe('the cart on a phone', () => {
  const CLINIC = 'Goalkeeping Clinic';
  it('stops + at the places left, and shows the checkout cart with its Total in sight', async () => {
    await createMember(portal.db, { username: 'phoneshopper', firstname: 'Pia', lastname: 'Phone' });
    // 5 places, 3 sold: 2 left, below the 4 a member may order at a time.
    await createStoreProduct(portal.db, {
      name: CLINIC,
      priceCents: 3_000,
      quantity: 5,
      booked: 3,
      orderQtyMax: 4,
      noAttendee: true,
      categoryId: campsCategoryId,
    });
    const phone = await portal.newPage({ mobile: true });
    await phone.goto('/login');
    await phone.getByLabel('Username', { exact: true }).fill('phoneshopper');
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.waitForURL('**/member/account');
    await phone.goto(`/member/store?category=${campsCategoryId}`);
    const clinic = phone.getByRole('article', { name: CLINIC });
    await clinic.getByRole('button', { name: /Add To Cart/ }).click();
    await phone.getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Cart' });
    const plus = drawer.getByRole('button', { name: `Increase quantity of ${CLINIC}` });
    await plus.click();
    await drawer.getByText('Subtotal (2 items)').waitFor();
    await drawer.getByText('All 2 left are in your cart').waitFor();
    expect(await plus.isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Check out' }).click();

    await phone.waitForURL('**/member/checkout');
    const row = phone.getByRole('table', { name: 'Cart items' }).locator('tbody tr').first();
    await row.waitFor();
    const total = row.locator('[data-label="Total"]');
    expect(await total.innerText()).toContain('$60.00');
    const box = (await total.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.viewportSize()!.width);
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'checkout cart on a phone');
    await phone.context().close();
  });
});

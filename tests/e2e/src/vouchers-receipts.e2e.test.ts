// Vouchers and receipts in a real browser (test-mode gateway), on a phone and a desktop: an
// association voucher entered under the Active & Creative Kids type is applied as the voucher it
// is, and the member is told; opening the voucher step again removes the applied voucher; one
// payment's receipt number is the same in the Receipts list, on the receipt page and in its email;
// and an admin lifts a member's voucher lock-out from the member's console page. Every screen
// passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { createDonationProduct, createMembershipProduct } from '../../../apps/api/test/money-factories.js';
import { expectAccessible, payAndOpenReceipt, startPortal, type Portal } from './harness.js';

let portal: Portal;
let member: { id: number; email: string | null };
/** A member with a voucher of their own, locked out of vouchers by the last test. */
let locked: { id: number };
const voucher = { number: 'CLUB2026ADA' };
const lockedVoucher = { number: 'CLUB2026BEN' };
/** Both members' birthday, 15 April: their vouchers' PIN. */
const PIN = '1504';

/** A member due to renew basketball (it expires in five days), with a $20 association voucher. */
async function memberWithVoucher(username: string, firstname: string, lastname: string, number: string) {
  const m = await createMember(portal.db, {
    username,
    firstname,
    lastname,
    dob: new Date('2011-04-15T00:00:00Z'),
  });
  await portal.db.sportProfile.create({
    data: { memberId: m.id, sport: 'basketball', expiryDate: new Date(Date.now() + 5 * 86_400_000) },
  });
  await portal.db.voucher.create({
    data: {
      number,
      pinDDMM: PIN,
      kind: 'client',
      method: 'fixed',
      value: 2_000,
      recipientMemberId: m.id,
      singleUse: false,
    },
  });
  return m;
}

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1', DONATIONS_ENABLED: 'true' });
  await createMembershipProduct(portal.db, 'basketball');
  // The donation offer the payment step shows (without it, the step's look-up answers 404).
  await createDonationProduct(portal.db);
  member = await memberWithVoucher('adavoucher', 'Ada', 'Voucher', voucher.number);
  locked = await memberWithVoucher('benlocked', 'Ben', 'Locked', lockedVoucher.number);
  await createMember(portal.db, { username: 'clubadmin', staffGrants: { create: [{ role: 'admin' }] } });
  // An order never paid, so the receipt's number (its payment's id) is not its order's id.
  await portal.db.order.create({
    data: { memberId: member.id, origin: 'store', subtotalCents: 1_000, taxCents: 91, totalCents: 1_000 },
  });
});
afterAll(() => portal?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(PASSWORD);
  await button(page, 'Login').click();
  await page.waitForURL('**/member/account');
}

/** The membership renewal's voucher step, with nothing applied. */
async function openVoucherStep(page: Page) {
  await page.goto('/member/membership?sport=basketball');
  await page.getByText('Basketball Membership', { exact: true }).waitFor();
  await button(page, 'Continue').click();
  await field(page, 'Voucher Number').waitFor();
}

async function applyVoucher(page: Page, number = voucher.number) {
  await field(page, 'Voucher Number').fill(number);
  await field(page, 'Voucher Pin').fill(PIN);
  await button(page, 'Apply voucher').click();
}

/** Continue from the voucher step to the payment step, and wait until only that step shows. */
async function continueToPayment(page: Page) {
  await button(page, 'Continue').click();
  await expect.poll(() => button(page, 'Continue').count()).toBe(0);
  await button(page, 'Back').waitFor();
}

describe.each([
  ['a desktop', false],
  ['a phone', true],
])('vouchers on %s', (_device, mobile) => {
  let page: Page;
  beforeAll(async () => {
    page = await portal.newPage({ mobile });
    await signIn(page, 'adavoucher');
  });
  afterAll(() => page?.context().close());

  it('applies an association voucher entered under the Active & Creative Kids type, and says so', async () => {
    await openVoucherStep(page);
    expect(await page.getByRole('radio', { name: 'Active & Creative Kids voucher' }).isChecked()).toBe(true);
    await applyVoucher(page);
    await page
      .getByRole('status')
      .filter({
        hasText: `Voucher applied: ${voucher.number}, discount $20.00. This is an association voucher, so it was applied as one`,
      })
      .waitFor();
    expect(await page.getByText('The voucher number or PIN is not valid.').count()).toBe(0);
    await expectAccessible(page, 'voucher applied as its own kind');
  });

  it('removes the applied voucher when the voucher step is opened again', async () => {
    await openVoucherStep(page);
    await page.getByRole('radio', { name: 'Association voucher' }).check();
    await applyVoucher(page);
    await page.getByText(`Voucher applied: ${voucher.number}, discount $20.00`, { exact: true }).waitFor();
    await continueToPayment(page);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => summary.innerText()).toMatch(/Discount\s*-\$20\.00/);
    await button(page, 'Back').click();
    await page.getByText('The voucher applied before was removed. Apply it again to use it.').waitFor();
    expect(await page.getByText(/^Voucher applied/).count()).toBe(0);
    await expectAccessible(page, 'voucher step opened again');
    await continueToPayment(page);
    await expect.poll(() => summary.innerText()).toMatch(/Total\s*\$120\.00/);
    expect(await summary.innerText()).not.toContain('Discount');
  });

  it('removes the applied voucher when the voucher step is opened again while it still folds away', async () => {
    await openVoucherStep(page);
    await page.getByRole('radio', { name: 'Association voucher' }).check();
    await applyVoucher(page);
    await page.getByText(`Voucher applied: ${voucher.number}, discount $20.00`, { exact: true }).waitFor();
    // Continue, then the payment step's Back the moment it is on the page: the voucher step's
    // panel is still folding away, its form still mounted.
    await page.evaluate(async () => {
      const buttons = (name: string) =>
        [...document.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name);
      const paymentBack = new Promise<HTMLButtonElement>((resolve) => {
        const observer = new MutationObserver(() => {
          const [voucherBack, payBack] = buttons('Back');
          if (voucherBack && payBack) {
            observer.disconnect();
            resolve(payBack);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      buttons('Continue')[0]?.click();
      (await paymentBack).click();
    });
    await page.getByText('The voucher applied before was removed. Apply it again to use it.').waitFor();
    expect(await page.getByText(/^Voucher applied/).count()).toBe(0);
    await continueToPayment(page);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => summary.innerText()).toMatch(/Total\s*\$120\.00/);
    expect(await summary.innerText()).not.toContain('Discount');
  });
});

describe('a voucher lock-out', () => {
  it("is lifted by an admin from the member's console page", async () => {
    const page = await portal.newPage();
    await signIn(page, 'benlocked');
    // Ten wrong tries lock the member out of vouchers for a day (past the fifth, unchecked), so
    // even the right PIN is refused.
    const validate = (pin: string) =>
      page.request.post('/api/ecommerce/voucher/validate', {
        data: { voucher_number: lockedVoucher.number, voucher_pin: pin, akv: false },
      });
    for (let i = 0; i < 10; i++) expect([422, 429]).toContain((await validate('0101')).status());
    const refused = await validate(PIN);
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many wrong voucher/);

    const staffPage = await portal.newPage();
    await signIn(staffPage, 'clubadmin');
    await staffPage.goto(`/admin/members/${locked.id}`);
    await staffPage.getByRole('heading', { name: 'Ben Locked', level: 1 }).waitFor();
    await button(staffPage, 'Lift voucher lock-out').click();
    const dialog = staffPage.getByRole('dialog', { name: "Lift Ben Locked's voucher lock-out" });
    await dialog.waitFor();
    await expectAccessible(staffPage, 'voucher lock-out dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Chose the wrong voucher type');
    await dialog.getByRole('button', { name: 'Lift the lock-out' }).click();
    await staffPage
      .getByRole('status')
      .filter({ hasText: 'The voucher lock-out was lifted: the member can enter vouchers again.' })
      .waitFor();
    await staffPage
      .getByRole('table', { name: 'Audit trail' })
      .getByText('Chose the wrong voucher type')
      .waitFor();

    await openVoucherStep(page);
    await page.getByRole('radio', { name: 'Association voucher' }).check();
    await applyVoucher(page, lockedVoucher.number);
    await page
      .getByText(`Voucher applied: ${lockedVoucher.number}, discount $20.00`, { exact: true })
      .waitFor();
    await page.context().close();
    await staffPage.context().close();
  });
});

describe('one receipt number', () => {
  it('is the same in the Receipts list, on the receipt page and in the receipt email', async () => {
    const page = await portal.newPage();
    await signIn(page, 'adavoucher');
    await openVoucherStep(page);
    await page.getByRole('radio', { name: 'Association voucher' }).check();
    await applyVoucher(page);
    await page.getByText(`Voucher applied: ${voucher.number}, discount $20.00`, { exact: true }).waitFor();
    await continueToPayment(page);
    await page.getByText('Test mode', { exact: true }).waitFor();
    await field(page, 'Card Number').fill('4242 4242 4242 4242');
    await field(page, 'Full Name').fill('Ada Voucher');
    await field(page, 'Card Expiry').fill('1234');
    await field(page, 'CVC').fill('123');
    const orderId = await payAndOpenReceipt(page, button(page, 'Pay $100.00'));

    const title = await page.getByRole('heading', { level: 1, name: /^Receipt #\d+$/ }).innerText();
    const onPage = Number(/#(\d+)$/.exec(title)![1]);
    await page.getByRole('link', { name: 'All Receipts' }).click();
    const row = page
      .getByRole('table', { name: 'Receipts' })
      .getByRole('row')
      .filter({ hasText: 'Basketball Membership' });
    const inList = Number(await row.getByRole('link').innerText());
    await expectAccessible(page, 'receipts list');
    const mail = await portal.mail.waitFor(
      (m) => m.to === member.email && m.text.includes(`order #${orderId}`),
      30_000,
    );
    const inEmail = Number(/^Receipt #(\d+)/.exec(mail.subject)![1]);

    expect({ inList, inEmail }).toEqual({ inList: onPage, inEmail: onPage });
    expect(mail.text).toContain(`Receipt #${onPage} `);
    // The number is the payment's, not the order's (the two differ here).
    expect(onPage).not.toBe(orderId);
    await page.context().close();
  });
});

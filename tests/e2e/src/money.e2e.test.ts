// Membership and money in a real browser, test-mode gateway: a member renews membership with an
// Active Kids voucher and the $1 donation, sees the receipt and gets it by email over
// SMTP, then part-pays an invoice twice (a declined card in between, a 3-D Secure card
// for the last part) until it is paid in full; every money screen passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { seedMoney } from '../../../apps/api/src/seed/money.js';
import { expectAccessible, startPortal, type Portal } from './harness.js';

let portal: Portal;
let page: Page;
let member: { id: number; email: string | null };
let invoiceId: number;

beforeAll(async () => {
  portal = await startPortal({ DONATIONS_ENABLED: 'true', TAX_RATE: '0.1' });
  page = await portal.newPage();
  // 'Payment was successful.' shows for half a second before the receipt opens: a busy machine
  // can miss it between two looks. Each page counts its appearances as they happen instead.
  await page.addInitScript(() => {
    const w = window as unknown as { paidShown: number };
    w.paidShown = 0;
    let showing = false;
    new MutationObserver(() => {
      const now = document.body?.textContent?.includes('Payment was successful.') ?? false;
      if (now && !showing) w.paidShown += 1;
      showing = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // seedMoney gives 'demomember' the membership and donation products, three invoices
  // and an Active Kids voucher AKV2026000123 worth $100 (PIN 0209 = his birthday).
  member = await createMember(portal.db, {
    username: 'demomember',
    firstname: 'Jack',
    lastname: 'Money',
    dob: new Date('2001-09-02T00:00:00Z'),
  });
  await seedMoney(portal.db, 0.1);
  // A $100 association voucher, to be offered on a $50 payment (partial use).
  await portal.db.voucher.create({
    data: {
      number: 'CLUB100',
      pinDDMM: '0209',
      kind: 'client',
      method: 'fixed',
      value: 10_000,
      recipientMemberId: member.id,
    },
  });
  // Netball is registered well into the future: renewal is not due yet.
  const inTwoYears = new Date(Date.now() + 2 * 365 * 86_400_000);
  await portal.db.sportProfile.create({
    data: {
      memberId: member.id,
      sport: 'netball',
      expiryDate: new Date(`${inTwoYears.toISOString().slice(0, 10)}T00:00:00Z`),
    },
  });
  const unpaid = await portal.db.invoice.findFirstOrThrow({
    where: { memberId: member.id, amountCents: 15_000 },
    select: { id: true },
  });
  invoiceId = unpaid.id;
});
afterAll(() => portal?.close());

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });

async function payByCard(number: string, total: string) {
  await page.getByText('Test mode', { exact: true }).waitFor();
  await field('Card Number').fill(number);
  await field('Full Name').fill('Jack Money');
  await field('Card Expiry').fill('1234');
  await field('CVC').fill('123');
  expect(await field('Card Expiry').inputValue()).toBe('12/34');
  await button(`Pay ${total}`).click();
}

async function expectPaidThenReceipt(): Promise<number> {
  await page.waitForURL(/\/member\/orders\/order\/\d+$/);
  // The success message was shown on the way (counted by the page, then reset).
  const shown = await page.evaluate(() => {
    const w = window as unknown as { paidShown: number };
    const n = w.paidShown;
    w.paidShown = 0;
    return n;
  });
  expect(shown).toBeGreaterThan(0);
  return Number(/order\/(\d+)$/.exec(page.url())![1]);
}

/**
 * Signs the member in through the form when the page is not signed in: the first test does it,
 * and a test run without it signs in all the same.
 */
async function asMember() {
  if ((await page.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '')) return;
  await page.goto('/login');
  await field('Username').fill('demomember');
  await field('Password').fill(PASSWORD);
  await button('Login').click();
  await page.waitForURL('**/member/account');
}

/**
 * The basketball membership the renewal test pays for: a test that lists it pays for it through
 * the same call (by card, no voucher) when that test did not.
 */
async function ensureRenewed() {
  const paid = await portal.db.order.count({
    where: {
      memberId: member.id,
      paid: true,
      lines: { some: { name: 'Basketball Membership (12 months)' } },
    },
  });
  if (paid > 0) return;
  await asMember();
  const answer = await page.request.post('/api/ecommerce/membership/basketball', {
    data: {
      cardData: {
        cardNumber: '4242 4242 4242 4242',
        cardName: 'Jack Money',
        cardExpiry: '12/34',
        cardCVC: '123',
      },
      couponCart: [],
      donationCart: [],
      membershipCart: [{ p_name: 'Basketball Membership (12 months)', p_price: 120 }],
      sport: 'basketball',
      idempotencyKey: 'money-e2e-basketball-renewal',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

describe('membership, receipts and invoices in test mode', () => {
  it('signs in', async () => {
    await asMember();
  });

  it('says when a membership does not need renewing yet', async () => {
    await asMember();
    await page.goto('/member/membership?sport=Register for Netball');
    await page.getByRole('heading', { name: 'Membership', level: 1 }).waitFor();
    await page.getByText(/You do not need to renew your membership before \d{2}\/\d{2}\/\d{4}\./).waitFor();
    expect(await button('Continue').isDisabled()).toBe(true);
  });

  it('renews basketball with the Active Kids voucher and the $1 donation', async () => {
    await asMember();
    await page.goto('/member/membership?sport=basketball');
    await page.getByText('Basketball Membership (12 months)').waitFor();
    await page.getByText('$120.00 (GST included)').waitFor();
    await expectAccessible(page, 'membership review');
    await button('Continue').click();

    // Step 2: the voucher. A wrong PIN is refused in red and the form cleared.
    await page.getByRole('radio', { name: 'Active & Creative Kids voucher' }).check();
    await field('Voucher Number').fill('akv2026000123');
    await field('Voucher Pin').fill('1111');
    await button('Apply voucher').click();
    await page.getByRole('alert').filter({ hasText: 'The voucher number or PIN is not valid.' }).waitFor();
    expect(await field('Voucher Number').inputValue()).toBe('');
    await field('Voucher Number').fill('akv2026000123');
    await field('Voucher Pin').fill('0209');
    await button('Apply voucher').click();
    await page.getByText('Voucher applied: AKV2026000123, discount $100.00').waitFor();
    await expectAccessible(page, 'membership voucher');
    await button('Continue').click();
    await expect.poll(() => button('Continue').count()).toBe(0);

    // Step 3: donation, summary, then the test-mode card form.
    await page.getByRole('switch', { name: 'Add a $1.00 donation' }).check();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('$21.00').waitFor();
    // GST is inside what is paid for the membership: $120.00 less the $100.00 voucher is $20.00, GST $1.82; the donation has none.
    expect(await summary.innerText()).toMatch(/GST \(included\)\s*\$1\.82/);
    await expectAccessible(page, 'membership payment');
    await payByCard('4242 4242 4242 4242', '$21.00');
    const orderId = await expectPaidThenReceipt();

    const order = await portal.db.order.findUniqueOrThrow({
      where: { id: orderId },
      select: {
        totalCents: true,
        discountCents: true,
        donationCents: true,
        paid: true,
        payments: { select: { id: true } },
      },
    });
    expect(order).toMatchObject({ totalCents: 2_100, discountCents: 10_000, donationCents: 100, paid: true });
    const sport = await portal.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: member.id, sport: 'basketball' } },
    });
    expect(sport.expiryDate).not.toBeNull();
    expect(sport.membRenewal).toBe(false);

    // The receipt screen and the receipt email.
    const receiptNo = order.payments[0]!.id;
    await page.getByRole('heading', { name: `Receipt #${receiptNo}`, level: 1 }).waitFor();
    await page.getByText('Jack Money', { exact: true }).waitFor();
    for (const card of ['Order Information', 'Payment Information'])
      await page.getByRole('heading', { name: card }).waitFor();
    await expect(page.getByRole('table', { name: 'Order items' }).innerText()).resolves.toContain(
      'Basketball Membership (12 months)',
    );
    await expectAccessible(page, 'receipt detail');
    const mail = await portal.mail.waitFor(
      (m) => m.to === member.email && m.subject.startsWith(`Receipt #${receiptNo}`),
    );
    expect(mail.text).toContain('Test mode: no money was taken.');
    expect(mail.text).toContain('Basketball Membership (12 months)');
    expect(mail.text).toContain('GST included: $1.82');
    expect(mail.html).toContain('$21.00');

    // Re-send Receipt: the returned text in an overlay, and a second email.
    await button('Re-send Receipt').click();
    await page.getByText('Receipt sent successfully').waitFor();
    await expect
      .poll(() => portal.mail.messages.filter((m) => m.subject.startsWith(`Receipt #${receiptNo}`)).length)
      .toBe(2);
  });

  it('lists the receipts newest first', async () => {
    await ensureRenewed();
    await page.goto('/member/orders');
    await page.getByRole('heading', { name: 'Receipts', level: 1 }).waitFor();
    const rows = page.getByRole('table', { name: 'Receipts' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4); // header + membership + two front-desk invoice payments
    expect(await rows.nth(1).innerText()).toContain('Basketball Membership (12 months)');
    await expectAccessible(page, 'receipts');
  });

  it('part-pays an invoice twice until it is paid in full', async () => {
    await asMember();
    await page.goto('/member/invoices');
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await expectAccessible(page, 'invoices');
    await page.getByRole('link', { name: `Invoice #${invoiceId}` }).click();

    await page.getByRole('heading', { name: `Invoice #${invoiceId}`, level: 1 }).waitFor();
    await page.getByText('No Payment Yet!').waitFor();
    await page.getByText('Amount outstanding: $150.00').waitFor();
    await expectAccessible(page, 'invoice detail');
    await page.getByRole('link', { name: 'Add Payment' }).click();

    // Step 1: more than the owing is refused and reset to 0; Continue needs $1.
    await page.getByRole('heading', { name: `Pay Invoice #${invoiceId}` }).waitFor();
    expect(await field('Amount to pay').inputValue()).toBe('150.00');
    await field('Amount to pay').fill('200');
    await page.getByText('Amount to pay cannot be greater than the amount owing').waitFor();
    expect(await field('Amount to pay').inputValue()).toBe('0');
    expect(await button('Continue').isDisabled()).toBe(true);
    await field('Amount to pay').fill('100');
    await expectAccessible(page, 'invoice payment amount');
    await button('Continue').click();
    await field('Voucher Number').waitFor();
    await expect.poll(() => button('Continue').count()).toBe(1);
    await button('Continue').click(); // no voucher

    // A declined card: the server's text, and the card form cleared 500 ms later.
    await payByCard('4000 0000 0000 0002', '$100.00');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await expect.poll(() => field('Card Number').inputValue()).toBe('');
    await expectAccessible(page, 'invoice payment card');
    await payByCard('4242 4242 4242 4242', '$100.00');
    await expectPaidThenReceipt();
    await page.getByRole('heading', { name: `Invoice #${invoiceId}`, level: 1 }).waitFor();

    // Second payment: the $50 left. A $100 voucher would be used only in part: declining removes it.
    await page.goto(`/member/invoices/invoice/${invoiceId}`);
    await page.getByText('Amount outstanding: $50.00').waitFor();
    await page.getByRole('link', { name: 'Add Payment' }).click();
    await page.getByRole('heading', { name: `Pay Invoice #${invoiceId}` }).waitFor();
    expect(await field('Amount to pay').inputValue()).toBe('50.00');
    await button('Continue').click();
    await expect.poll(() => button('Continue').count()).toBe(1);
    await page.getByRole('radio', { name: 'Association voucher' }).check();
    await field('Voucher Number').fill('CLUB100');
    await field('Voucher Pin').fill('0209');
    await button('Apply voucher').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        'You have nominated to use less than the full value of this voucher. Please note that it does not provide a refund of remaining value. Do you wish to proceed?',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(/^Voucher applied/).count()).toBe(0);
    await button('Continue').click();
    await expect.poll(() => button('Continue').count()).toBe(0);
    // A card that asks for 3-D Secure: the answer is requires_action, then /api/payments/confirm settles it.
    await payByCard('4000 0025 0000 3155', '$50.00');
    await expectPaidThenReceipt();

    await page.goto(`/member/invoices/invoice/${invoiceId}`);
    await page.getByText('Amount outstanding: $0.00').waitFor();
    expect(await page.getByRole('link', { name: 'Add Payment' }).count()).toBe(0);
    const payments = page.getByRole('table', { name: 'Invoice payments' }).getByRole('row');
    expect(await payments.count()).toBe(3); // header + two card payments

    await page.goto('/member/invoices');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Invoice #${invoiceId}` }) });
    await expect.poll(() => row.innerText()).toMatch(/Yes\s*\$0\.00$/);

    // The declined attempt charged nothing: two paid orders for this invoice, $150 in all.
    const orders = await portal.db.order.findMany({
      where: { invoiceId },
      select: { totalCents: true, paid: true },
    });
    expect(
      orders
        .filter((o) => o.paid)
        .map((o) => o.totalCents)
        .sort((a, b) => a - b),
    ).toEqual([5_000, 10_000]);
  });
});

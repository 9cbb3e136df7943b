// The treasurer's reconciliation in Chromium, on the demo data: the sandbox paid out each past day's
// card payments (court hire, the high performance centre) the next day. Added here: a Stripe payout
// arriving today that carries a movement of no payment of ours and does not add up, and a sandbox
// card payment of three days ago that no payout has carried. demofinance opens Reconciliation from
// the console's menu: the payouts of the last 30 days, the Stripe one flagged by warning chips, and
// the late card payment. The newest sandbox payout's movements are all matched to orders and their
// net column adds up to the amount shown; an order link opens the order, and the CSV has a line per
// movement. Axe on every screen; on a phone neither page scrolls sideways (the tables scroll in
// their own boxes).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { formatDollars } from '../../../apps/api/src/lib/money.js';
import { recordPayout } from '../../../apps/api/src/modules/payments/payouts.service.js';
import { createInvoice, VISA } from '../../../apps/api/test/money-factories.js';
import type { TPayoutPage } from '../../../packages/contracts/src/admin/payouts.js';
import { expectAccessible, type Portal, sidewaysScrolls, signIn, startPortal } from './harness.js';

let portal: Portal;
let finance: Page;
/** The payout opened, as the API answers it. */
let payout: TPayoutPage;
let csvHref: string;
/** The order of the card payment no payout has carried. */
let lateOrderId: number;

/** '$1,234.56' or '-$0.30' as cents. */
function centsOf(text: string): number {
  const m = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: "${text}"`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replaceAll(',', '')) * 100 + Number(m[3]));
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  // As Stripe's webhook records it: $50.00 taken for a PaymentIntent the portal never made, less
  // $1.15 of fees, yet $40.00 paid out.
  await portal.db.$transaction((tx) =>
    recordPayout(tx, {
      gateway: 'stripe',
      gatewayRef: 'po_e2e_unmatched',
      status: 'paid',
      amountCents: 4_000,
      arrivalDate: todayIso('Australia/Sydney', new Date()),
      items: [
        {
          gatewayRef: 'txn_e2e_unmatched',
          kind: 'charge',
          type: 'charge',
          description: 'A payment taken outside the portal',
          amountCents: 5_000,
          feeCents: 115,
          netCents: 4_885,
          occurredAt: new Date(),
          paymentRefs: ['pi_e2e_unknown'],
          refundRef: null,
        },
      ],
    }),
  );
  finance = await signIn(await portal.newPage(), 'demofinance');
  // Grace pays an invoice of hers by sandbox card, as on the member side; it was three days ago.
  const grace = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demofinance' },
    select: { id: true },
  });
  const invoice = await createInvoice(portal.db, { memberId: grace.id, amountCents: 6_000 });
  const paid = await finance.request.post(`/api/ecommerce/invoice/${invoice.id}/payment`, {
    data: {
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      team: null,
      invoice: invoice.id,
      invoiceCart: { amount: 60 },
      idempotencyKey: 'console-payouts-late-payment',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  lateOrderId = ((await paid.json()) as { o_id: number }).o_id;
  await portal.db.order.update({
    where: { id: lateOrderId },
    data: { paidAt: new Date(Date.now() - 3 * 86_400_000) },
  });
}, 120_000);
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.slice(0, 20).replace(/\W+/g, '-');
  await finance.screenshot({ path: `/tmp/payouts-e2e-${name}.png`, fullPage: true });
});

const payoutsGrid = () =>
  finance.getByRole('grid', { name: /^Payouts, \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/ });
const payoutLink = (row: Locator) => row.getByRole('link', { name: /^Payout #\d+$/ });

/** The payout the list's link names, as the API answers it. */
async function payoutOf(link: Locator): Promise<TPayoutPage> {
  const id = Number(/\d+$/.exec((await link.textContent()) ?? '')![0]);
  const res = await finance.request.get(`/api/admin/payouts/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TPayoutPage }).data;
}

/**
 * The newest sandbox payout, which the first test picks from the list: a test that needs it picks
 * it the same way when that test did not.
 */
async function newestPayout(): Promise<TPayoutPage> {
  if (payout) return payout;
  await finance.goto('/admin/reconciliation');
  payout = await payoutOf(
    payoutLink(payoutsGrid().getByRole('row').filter({ hasText: 'Sandbox (test)' }).first()),
  );
  return payout;
}

/** Opens the newest sandbox payout's page and waits for its heading. */
async function openNewestPayout() {
  const { id } = (await newestPayout()).payout;
  await finance.goto(`/admin/reconciliation/${id}`);
  await finance.getByRole('heading', { name: `Payout #${id}`, level: 1 }).waitFor();
}

describe('console: reconciliation', () => {
  it("lists the last 30 days' payouts, flagging the one that does not reconcile", async () => {
    await finance.goto('/admin');
    await finance
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Reconciliation' })
      .click();
    await finance.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();
    await finance.getByRole('form', { name: 'Reconciliation period' }).waitFor();
    const grid = payoutsGrid();
    const stripe = grid.getByRole('row').filter({ hasText: 'po_e2e_unmatched' });
    await stripe.getByText('1 unmatched').waitFor();
    await stripe.getByText(`Difference ${formatDollars(4_000 - 4_885)}`).waitFor();
    const newest = grid.getByRole('row').filter({ hasText: 'Sandbox (test)' }).first();
    const link = payoutLink(newest);
    payout = await payoutOf(link);
    const { id } = payout.payout;
    expect(payout.items.length).toBeGreaterThan(0);
    expect(await newest.textContent()).toContain(formatDollars(payout.payout.amount_cents));
    const late = finance.getByRole('grid', { name: 'Card payments not yet paid out' });
    await late.getByRole('link', { name: `Order #${lateOrderId}`, exact: true }).waitFor();
    expect(await late.getByRole('row').count()).toBe(2);
    await expectAccessible(finance, 'reconciliation');

    await link.click();
    await finance.getByRole('heading', { name: `Payout #${id}`, level: 1 }).waitFor();
  });

  it("shows the payout's movements, matched to orders, adding up to its amount", async () => {
    await openNewestPayout();
    const movements = finance.getByRole('table', { name: 'Movements' });
    const rows = movements.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(payout.items.length);
    expect(await movements.getByRole('link', { name: /^Order #\d+$/ }).count()).toBeGreaterThan(0);
    expect(await movements.getByText('Unmatched', { exact: true }).count()).toBe(0);

    const headers = (await movements.locator('thead th').allTextContents()).map((h) => h.trim());
    const net = headers.indexOf('Net') + 1;
    expect(net).toBeGreaterThan(0);
    const nets = await rows.locator(`td:nth-child(${net})`).allTextContents();
    expect(nets).toHaveLength(payout.items.length);
    const shownAmount = await finance
      .locator('dt', { hasText: /^Amount$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    expect(centsOf(shownAmount ?? '')).toBe(nets.map(centsOf).reduce((sum, c) => sum + c, 0));
    expect(shownAmount).toBe(formatDollars(payout.payout.amount_cents));
    await expectAccessible(finance, 'payout');

    csvHref = (await finance.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '';
    expect(csvHref).toBe(`/api/admin/payouts/${payout.payout.id}/items.csv`);
  });

  it('opens the order a movement is from', async () => {
    await openNewestPayout();
    const order = finance
      .getByRole('table', { name: 'Movements' })
      .getByRole('link', { name: /^Order #\d+$/ });
    const name = (await order.first().textContent()) ?? '';
    await order.first().click();
    await finance.waitForURL(`**/admin/orders/${name.slice('Order #'.length)}`);
    await finance.getByRole('heading', { name, level: 1, exact: true }).waitFor();
  });

  it('downloads the movements as CSV, a line for each', async () => {
    if (!csvHref) {
      await openNewestPayout();
      csvHref = (await finance.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '';
    }
    const res = await finance.request.get(csvHref);
    expect(res.status()).toBe(200);
    const lines = (await res.text()).trimEnd().split('\n');
    expect(lines[0]).toBe(
      '\ufeffWhen,Kind,Gateway type,Reference,Description,Order,Member,Amount,Fee,Net,Matched',
    );
    expect(lines).toHaveLength(payout.items.length + 1);
  });

  it("flags the Stripe payout's unmatched movement and its difference on its page", async () => {
    await finance.goto('/admin/reconciliation');
    const row = finance
      .getByRole('grid', { name: /^Payouts, / })
      .getByRole('row')
      .filter({ hasText: 'po_e2e_unmatched' });
    await row.getByRole('link', { name: /^Payout #\d+$/ }).click();
    const movements = finance.getByRole('table', { name: 'Movements' });
    await movements
      .getByRole('row')
      .filter({ hasText: 'A payment taken outside the portal' })
      .getByText('Unmatched', { exact: true })
      .waitFor();
    const difference = finance
      .locator('dt', { hasText: /^Difference$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await difference.textContent()).toBe(formatDollars(4_000 - 4_885));
    await expectAccessible(finance, 'payout with an unmatched movement');
  });

  it('fits a phone: neither page scrolls sideways', async () => {
    const { id } = (await newestPayout()).payout;
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await finance.context().cookies());
    await phone.goto('/admin/reconciliation');
    await phone
      .getByRole('grid', { name: /^Payouts, / })
      .getByRole('row')
      .nth(1)
      .waitFor();
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.goto(`/admin/reconciliation/${id}`);
    await phone.getByRole('table', { name: 'Movements' }).locator('tbody tr').first().waitFor();
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await expectAccessible(phone, 'payout on a phone');
    await phone.context().close();
  });
});

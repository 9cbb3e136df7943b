// The treasurer's invoices and refunds in Chromium, on the demo data and the sandbox
// gateway: demofinance bills demomanager's team a $220 finals levy; the manager pays $110 of it by
// card on the member side; demofinance refunds $55 of that payment from its order page; then the
// invoice owes $165, and the takings and GST reports (and the takings CSV) show the payment, the
// refund and the GST kept ($10 of GST on $110, half given back). Axe on every console screen and
// dialog on the way.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDollars } from '../../../apps/api/src/lib/money.js';
import { todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { VISA } from '../../../apps/api/test/money-factories.js';
import {
  expectAccessible,
  payAndOpenReceipt,
  type Portal,
  signIn,
  startPortal,
  typeDate,
} from './harness.js';

let portal: Portal;
let finance: Page;
let manager: Page;
let teamName: string;
let teamId: number;
/** The team as the console's picker offers it: name, division, season and number (names repeat). */
let teamOption: string;
const TZ = 'Australia/Sydney';
const TODAY = todayIso(TZ, new Date());
const PERIOD = `from=${TODAY}&to=${TODAY}`;
let invoiceId: number;
let orderId: number;

interface Takings {
  rows: Array<{
    date: string;
    method: string;
    gateway: string;
    payments: number;
    received_cents: number;
    refunded_cents: number;
    net_cents: number;
  }>;
  total: { received_cents: number; refunded_cents: number; net_cents: number };
}
interface Gst {
  total: { sales_incl_cents: number; gst_cents: number };
}
/** The reports as the API counts them today, asked with the treasurer's session. */
async function reports(): Promise<{ takings: Takings; gst: Gst }> {
  const ask = async <T>(path: string) => {
    const res = await finance.request.get(`/api/admin/reports/${path}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  return { takings: await ask<Takings>(`takings?${PERIOD}`), gst: await ask<Gst>(`gst?${PERIOD}`) };
}
const sandboxCard = (t: Takings) =>
  t.rows.find((r) => r.method === 'card' && r.gateway === 'sandbox') ?? {
    payments: 0,
    received_cents: 0,
    refunded_cents: 0,
    net_cents: 0,
  };
let before: { takings: Takings; gst: Gst };

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1' }, { demo: true });
  const team = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: false, status: 'active' } },
      positions: { some: { member: { usernameLower: 'demomanager' }, role: 'manager' } },
    },
    select: {
      id: true,
      name: true,
      division: { select: { name: true, season: { select: { name: true } } } },
    },
  });
  teamName = team.name;
  teamId = team.id;
  teamOption = `${team.name} (${team.division.name}, ${team.division.season.name}, team ${team.id})`;
  finance = await signIn(await portal.newPage(), 'demofinance');
  manager = await signIn(await portal.newPage(), 'demomanager');
  before = await reports();
}, 120_000);
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.slice(0, 20).replace(/\W+/g, '-');
  await finance.screenshot({ path: `/tmp/invoices-e2e-${name}-finance.png`, fullPage: true });
  await manager.screenshot({ path: `/tmp/invoices-e2e-${name}-manager.png`, fullPage: true });
});

/** The invoice's payments as the console's API lists them. */
async function paymentsOf(id: number): Promise<Array<{ order_id: number; refunded_cents: number }>> {
  const res = await finance.request.get(`/api/admin/invoices/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { payments: Array<{ order_id: number; refunded_cents: number }> } })
    .data.payments;
}

/**
 * Each test starts from what the one before it makes: the $220 levy, the manager's $110 card
 * payment, the $55 refund. What is missing is made through the same API calls the screens use.
 */
async function ensureInvoice(): Promise<number> {
  if (invoiceId !== undefined) return invoiceId;
  const res = await finance.request.post('/api/admin/invoices', {
    data: {
      team_id: teamId,
      due_date: TODAY,
      lines: [{ description: 'Finals levy', quantity: 1, unit_price_cents: 22_000 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  invoiceId = ((await res.json()) as { data: { id: number } }).data.id;
  return invoiceId;
}

async function ensurePaid(): Promise<number> {
  const id = await ensureInvoice();
  if (orderId !== undefined) return orderId;
  const [made] = await paymentsOf(id);
  if (made) return (orderId = made.order_id);
  const paid = await manager.request.post(`/api/ecommerce/invoice/${id}/payment`, {
    data: {
      cardData: { ...VISA, cardName: 'Olivia Manager' },
      couponCart: [],
      donationCart: [],
      team: teamId,
      invoice: id,
      invoiceCart: [{ p_name: `Invoice #${id}`, p_price: 110 }],
      idempotencyKey: `console-invoices-part-payment-${id}`,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  orderId = ((await paid.json()) as { o_id: number }).o_id;
  return orderId;
}

async function ensureRefunded() {
  const order = await ensurePaid();
  const [payment] = await paymentsOf(invoiceId);
  if (payment!.refunded_cents > 0) return;
  const res = await finance.request.post(`/api/admin/orders/${order}/refunds`, {
    data: {
      amount_cents: 5_500,
      reason: 'Finals moved to a cheaper venue',
      idempotency_key: `console-invoices-refund-${order}`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe('console: invoices and refunds', () => {
  it('bills a team from the console', async () => {
    await finance.goto('/admin');
    await finance
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await finance.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await expectAccessible(finance, 'invoices');

    await finance.getByRole('button', { name: 'New invoice' }).click();
    const dialog = finance.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Bill to' }).fill(teamName.slice(0, 6));
    await finance.getByRole('option', { name: teamOption, exact: true }).click();
    const [y, m, d] = TODAY.split('-');
    await typeDate(dialog, 'Due date', `${d}${m}${y}`);
    await dialog.getByLabel('Description (line 1)').fill('Finals levy');
    await dialog.getByLabel('Quantity (line 1)').fill('1');
    await dialog.getByLabel('Unit price in dollars (line 1)').fill('220');
    await expectAccessible(finance, 'new invoice');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();

    await finance.waitForURL(/\/admin\/invoices\/\d+$/);
    invoiceId = Number(/invoices\/(\d+)$/.exec(finance.url())![1]);
    await finance.getByRole('heading', { name: `Invoice #${invoiceId}`, level: 1 }).waitFor();
    await finance.getByText(`${teamName} · due`).waitFor();
    await expectAccessible(finance, 'invoice');
  });

  it('lets the manager pay part of it by card in the sandbox', async () => {
    await ensureInvoice();
    await manager.goto(`/member/invoices/invoice/${invoiceId}`);
    await manager.getByRole('heading', { name: `Invoice #${invoiceId}`, level: 1 }).waitFor();
    await manager.getByText('Amount outstanding: $220.00').waitFor();
    await manager.getByRole('link', { name: 'Add Payment' }).click();
    await manager.getByRole('heading', { name: `Pay Invoice #${invoiceId}` }).waitFor();
    const field = (label: string) => manager.getByLabel(label, { exact: true });
    const button = (name: string) => manager.getByRole('button', { name, exact: true });
    await field('Amount to pay').fill('110');
    await button('Continue').click();
    await field('Voucher Number').waitFor();
    await expect.poll(() => button('Continue').count()).toBe(1);
    await button('Continue').click(); // no voucher
    await manager.getByText('Test mode', { exact: true }).waitFor();
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Olivia Manager');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    orderId = await payAndOpenReceipt(manager, button('Pay $110.00'));
  });

  it('refunds part of the payment from its order page; the invoice owes it again', async () => {
    await ensurePaid();
    await finance.goto(`/admin/invoices/${invoiceId}`);
    const payments = finance.getByRole('table', { name: 'Payments' });
    await payments.getByRole('link', { name: `Order #${orderId}` }).click();
    await finance.waitForURL(`**/admin/orders/${orderId}`);
    await finance.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = finance.getByRole('dialog', { name: `Refund order #${orderId}` });
    expect(await dialog.getByLabel('Amount in dollars').inputValue()).toBe('110.00');
    await dialog.getByLabel('Amount in dollars').fill('55');
    await dialog.getByLabel('Reason').fill('Finals moved to a cheaper venue');
    await expectAccessible(finance, 'refund dialog');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const refunds = finance.getByRole('table', { name: 'Refunds' });
    await refunds.getByText('Finals moved to a cheaper venue').waitFor();
    expect(await refunds.textContent()).toContain('$55.00');
    await expectAccessible(finance, 'order with a refund');

    await finance.goto(`/admin/invoices/${invoiceId}`);
    const invoice = await (await finance.request.get(`/api/admin/invoices/${invoiceId}`)).json();
    expect(invoice.data).toMatchObject({ amount_cents: 22_000, owing_cents: 16_500, status: 'owing' });
    await finance.getByRole('table', { name: 'Payments' }).getByText('$55.00').waitFor();
    await manager.goto(`/member/invoices/invoice/${invoiceId}`);
    await manager.getByText('Amount outstanding: $165.00').waitFor();
  });

  it('shows the payment, the refund and the GST kept in the takings and GST reports and the CSV', async () => {
    await ensureRefunded();
    const after = await reports();
    const [was, now] = [sandboxCard(before.takings), sandboxCard(after.takings)];
    expect({
      payments: now.payments - was.payments,
      received: now.received_cents - was.received_cents,
      refunded: now.refunded_cents - was.refunded_cents,
    }).toEqual({ payments: 1, received: 11_000, refunded: 5_500 });
    // $110 paid holds $10 of GST; half of it given back keeps $5.
    expect(after.gst.total.gst_cents - before.gst.total.gst_cents).toBe(500);
    expect(after.gst.total.sales_incl_cents - before.gst.total.sales_incl_cents).toBe(5_500);

    await finance.goto('/admin/reports');
    await finance.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const period = finance.getByRole('form', { name: 'Takings period' });
    await typeDate(period, 'From', TODAY.split('-').reverse().join(''));
    await typeDate(period, 'To', TODAY.split('-').reverse().join(''));
    await period.getByRole('button', { name: 'Show' }).click();
    const row = finance
      .getByRole('table', { name: /^Takings, / })
      .getByRole('row')
      .filter({ hasText: 'Card, Sandbox (test)' })
      .first();
    await expect.poll(() => row.textContent()).toContain(formatDollars(now.received_cents));
    expect(await row.textContent()).toContain(formatDollars(-now.refunded_cents));
    expect(await row.textContent()).toContain(formatDollars(now.net_cents));

    const csv = await (await finance.request.get(`/api/admin/reports/takings.csv?${PERIOD}`)).text();
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(csv.split('\n')).toContain(
      `${TODAY},card,sandbox,${now.payments},${dollars(now.received_cents)},-${dollars(now.refunded_cents)},${dollars(now.net_cents)}`,
    );
    await expectAccessible(finance, 'takings with the refund');
  });
});

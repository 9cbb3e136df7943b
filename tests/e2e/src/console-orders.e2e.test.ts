// Orders in Chromium: finance staff find a demo member's front-desk payment by the
// member's name and its amount, open the order, see its line and payment, and re-send the receipt
// after a confirm; the email reaches the portal's mail catcher. The search and the order's page pass axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  staff = await signIn(await portal.newPage(), 'demofinance');
}, 120_000);
afterAll(() => portal?.close());

describe('console: orders', () => {
  it("finds a member's order, shows its line and payment, and re-sends the receipt", async () => {
    const jack = await portal.db.member.findFirstOrThrow({
      where: { username: 'demomember' },
      select: { id: true, email: true },
    });
    // The demo's $60.00 cash payment of Jack's paid invoice, taken at the front desk.
    const order = await portal.db.order.findFirstOrThrow({
      where: { memberId: jack.id, totalCents: 6_000, origin: 'invoice' },
      select: { id: true, invoiceId: true },
    });

    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const search = staff.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Member').fill('jack thompson');
    await search.getByLabel('Least total ($)').fill('60');
    await search.getByLabel('Most total ($)').fill('60');
    await search.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(/\/admin\/orders\?q=jack\+thompson&min=6000&max=6000$/);
    const grid = staff.getByRole('grid', { name: 'Orders' });
    const row = grid.getByRole('row').filter({ has: staff.getByRole('link', { name: `#${order.id}` }) });
    await row.getByText('Jack Thompson').waitFor();
    // Only Jack's $60.00 order is left.
    await expect.poll(() => grid.getByRole('link').count()).toBe(1);
    expect(await row.textContent()).toContain('$60.00');
    await expectAccessible(staff, 'the order search');

    await row.getByRole('link', { name: `#${order.id}` }).click();
    await staff.getByRole('heading', { name: `Order #${order.id}`, level: 1 }).waitFor();
    const lines = staff.getByRole('table', { name: 'Lines' });
    await lines.getByRole('cell', { name: `Invoice #${order.invoiceId} payment` }).waitFor();
    const payments = staff.getByRole('table', { name: 'Payments' });
    expect(await payments.locator('tbody tr').first().textContent()).toMatch(
      /cash.*manual.*succeeded.*\$60\.00/,
    );

    await staff.getByRole('button', { name: 'Re-send receipt' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Re-send the receipt?' });
    await confirm.getByRole('button', { name: 'Re-send receipt' }).click();
    await staff.getByRole('status').getByText(`Receipt sent to ${jack.email}.`).waitFor();
    const mail = await portal.mail.waitFor((m) => m.to === jack.email && m.subject.startsWith('Receipt #'));
    expect(mail.text).toContain(`order #${order.id}`);
    await expectAccessible(staff, "an order's page");
  });
});

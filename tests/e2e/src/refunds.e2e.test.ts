// Refunds in Chromium: finance staff refund part of a member's membership order from its order page,
// choosing in the dialog to end the membership as well (the dialog says what stays until they do);
// the member's receipt page then shows the refund as its own row, with its date, reason and amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;
let member: Page;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  staff = await signIn(await portal.newPage(), 'demofinance');
  member = await signIn(await portal.newPage(), 'demomember');
}, 120_000);
afterAll(() => portal?.close());

describe('refunds the member sees', () => {
  it('ends the membership on a partial refund when staff choose, and the receipt shows the refund row', async () => {
    const jack = await portal.db.member.findFirstOrThrow({
      where: { username: 'demomember' },
      select: { id: true },
    });
    const order = await portal.db.order.create({
      data: {
        memberId: jack.id,
        origin: 'membership',
        subtotalCents: 12_000,
        taxCents: 1_091,
        totalCents: 12_000,
        paid: true,
        paidAt: new Date(),
        lines: {
          create: [
            { name: 'Basketball Membership', quantity: 1, unitPriceCents: 12_000, totalCents: 12_000 },
          ],
        },
        payments: {
          create: [
            {
              memberId: jack.id,
              amountCents: 12_000,
              method: 'card',
              gateway: 'sandbox',
              gatewayRef: `sandbox_pi_e2e_refund_${Date.now()}`,
              status: 'succeeded',
            },
          ],
        },
      },
    });

    await staff.goto(`/admin/orders/${order.id}`);
    await staff.getByRole('heading', { name: `Order #${order.id}`, level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `Refund order #${order.id}` });
    await dialog.getByText('The membership ends: its expiry goes back', { exact: false }).waitFor();
    await dialog.getByLabel('Amount in dollars').fill('20');
    await dialog.getByText('The membership stays: its expiry is not changed.').waitFor();
    await dialog.getByLabel(/^End the membership as well/).check();
    await dialog.getByText('The membership ends: its expiry goes back', { exact: false }).waitFor();
    await dialog.getByLabel('Reason').fill('Moved interstate');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const audit = await portal.db.auditEntry.findFirstOrThrow({
      where: { action: 'order.refund', entityId: String(order.id) },
      select: { after: true },
    });
    expect(audit.after).toMatchObject({ amount_cents: 2_000, whole: false, entitlement_ended: true });

    await member.goto(`/member/orders/order/${order.id}`);
    const payments = member.getByRole('table', { name: 'Payments' });
    const refundRow = payments.getByRole('row').filter({ hasText: 'Refund: Moved interstate' });
    await refundRow.waitFor();
    expect(await refundRow.textContent()).toMatch(
      /\d{2}\/\d{2}\/\d{4}.*Refund: Moved interstate.*Refunded.*20\.00/,
    );
    expect(await payments.textContent()).toContain('Part refunded');
  });
});

// What a member sees of their own standing, in a real browser: the dashboard's Teams tile only
// with a team; on a phone, withdrawing their own member request and pending nomination from the
// team page (the place going to the waitlisted team); and, once an admin has set the ABN and bank
// account in the console, a receipt and an invoice as printable tax invoices. Every screen and
// dialog passes axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { createInvoice } from '../../../apps/api/test/money-factories.js';
import { createTeamWithRoles } from '../../../apps/api/test/team-factories.js';
import { expectAccessible, startPortal, type Portal } from './harness.js';

let portal: Portal;
const pages: Page[] = [];

beforeAll(async () => {
  portal = await startPortal({ TIME_ZONE: 'Australia/Sydney' });
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    for (const [i, p] of pages.entries())
      await p
        .screenshot({
          path: `/tmp/member-papers-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}-${i}.png`,
        })
        .catch(() => undefined);
  pages.length = 0;
});

async function signedIn(username: string, options: { mobile?: boolean } = {}): Promise<Page> {
  const page = await portal.newPage(options);
  pages.push(page);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/member/account');
  return page;
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Member services' });

describe('the dashboard', () => {
  it('shows the Teams tile only to a member with at least one team', async () => {
    const loner = await createMember(portal.db);
    const page = await signedIn(loner.username!);
    await tiles(page).getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await tiles(page).getByRole('heading', { name: 'Teams', exact: true }).count()).toBe(0);

    const t = await createTeamWithRoles(portal.db);
    const player = await signedIn(t.players[0]!.username!);
    await tiles(player).getByRole('heading', { name: 'Teams', exact: true }).waitFor();
    await expectAccessible(player, 'dashboard with a team');
  });
});

describe('withdrawing on the team page (phone)', () => {
  it('withdraws the manager’s own member request, then the team’s pending nomination', async () => {
    const t = await createTeamWithRoles(portal.db, { division: { capacity: 2 } });
    await portal.db.team.update({ where: { id: t.team.id }, data: { nominationStatus: 'pending' } });
    const waiting = await portal.db.team.create({
      data: {
        name: `Waiting Wolves ${t.team.id}`,
        divisionId: t.division.id,
        nominationStatus: 'waitlisted',
        waitlistedAt: new Date(),
      },
    });
    await portal.db.teamMemberRequest.create({
      data: {
        teamId: t.team.id,
        kind: 'new',
        firstname: 'Rhea',
        lastname: 'Requested',
        dob: new Date('2001-05-05T00:00:00Z'),
        gender: 'female',
        email: 'rhea@example.com',
        role: 'player',
        requestedById: t.people.manager.id,
      },
    });

    const page = await signedIn(t.people.manager.username!, { mobile: true });
    await page.goto(`/member/teams/team/${t.team.id}`);
    const status = page.getByTestId('nomination-status');
    await status.getByText('waiting for the association to accept it').waitFor();

    // The request first: asked, confirmed, gone from the page.
    await page.getByRole('button', { name: 'Withdraw the request for Rhea Requested' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Request' });
    await dialog.getByText('Withdraw the request for Rhea Requested?').waitFor();
    await expectAccessible(page, 'withdraw request dialog');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The request has been withdrawn.').waitFor();
    await page.getByText('Rhea Requested').waitFor({ state: 'detached' });
    expect(await portal.db.teamMemberRequest.count({ where: { teamId: t.team.id } })).toBe(0);

    // Then the nomination: it ends declined and the waitlisted team is offered the place.
    await status.getByRole('button', { name: 'Withdraw nomination' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw Nomination' });
    await confirm.getByText(`Withdraw the nomination of ${t.team.name}?`, { exact: false }).waitFor();
    await expectAccessible(page, 'withdraw nomination dialog');
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Your nomination has been withdrawn.').waitFor();
    await status.getByText('Your nomination was declined.').waitFor();
    await status
      .getByText(`Withdrawn by ${t.people.manager.firstname} ${t.people.manager.lastname}`)
      .waitFor();
    expect(await status.getByRole('button', { name: 'Withdraw nomination' }).count()).toBe(0);
    const offered = await portal.db.team.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(offered.nominationStatus).toBe('offered');
    await expectAccessible(page, 'team page after withdrawing');
  });
});

describe('tax invoices to print', () => {
  it('an admin sets the ABN and bank account; receipt and invoice print as tax invoices', async () => {
    const admin = await createMember(portal.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const staff = await signedIn(admin.username!);
    await staff.goto('/admin/settings');
    const form = staff.getByRole('form', { name: 'Tax invoices and bank account' });
    await form.getByLabel('ABN', { exact: true }).fill('51 824 753 556');
    await form.getByLabel('Bank account name', { exact: true }).fill('Harbourside Basketball Inc');
    await form.getByLabel('BSB', { exact: true }).fill('062-000');
    await form.getByLabel('Account number', { exact: true }).fill('12345678');
    await form.getByRole('button', { name: 'Save tax settings' }).click();
    await form.getByRole('status').filter({ hasText: 'Tax settings saved.' }).waitFor();
    await expectAccessible(staff, 'console tax settings');

    // A member's paid order of $1,100 and an invoice of $200.
    const buyer = await createMember(portal.db, { firstname: 'Bea', lastname: 'Buyer' });
    const order = await portal.db.order.create({
      data: {
        memberId: buyer.id,
        origin: 'store',
        subtotalCents: 110_000,
        taxCents: 10_000,
        totalCents: 110_000,
        paid: true,
        paidAt: new Date(),
        lines: {
          create: [{ name: 'Coaching course', quantity: 1, unitPriceCents: 110_000, totalCents: 110_000 }],
        },
        payments: {
          create: [
            {
              memberId: buyer.id,
              amountCents: 110_000,
              method: 'cash',
              gateway: 'manual',
              status: 'succeeded',
            },
          ],
        },
      },
    });
    const invoice = await createInvoice(portal.db, { memberId: buyer.id });

    const page = await signedIn(buyer.username!);
    await page.addInitScript(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });
    await page.goto(`/member/orders/order/${order.id}`);
    const receipt = page.getByTestId('tax-invoice');
    await receipt.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    await receipt.getByText(/, ABN 51 824 753 556$/).waitFor();
    await receipt.getByText('Buyer: Bea Buyer').waitFor();
    await page.getByRole('cell', { name: 'Coaching course' }).waitFor();
    await page.getByText('GST (included)').waitFor();
    await expectAccessible(page, 'receipt as a tax invoice');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    // Printed: the document only, without the menus and buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'All Receipts' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/member/invoices/invoice/${invoice.id}`);
    const heading = page.getByTestId('tax-invoice');
    await heading.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    // Under $1,000 the buyer need not be named.
    expect(await heading.getByText('Buyer:').count()).toBe(0);
    await page.getByText('Pay by EFT').waitFor();
    await page.getByText('062-000').waitFor();
    await page.getByText('Harbourside Basketball Inc').waitFor();
    await page.getByText('12345678').waitFor();
    await expectAccessible(page, 'invoice as a tax invoice');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('12345678').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Add Payment' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'All Invoices' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Not registered for GST: neither a tax invoice nor any GST.
    await form.getByLabel('Registered for GST', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save tax settings' }).click();
    await form.getByRole('status').filter({ hasText: 'Tax settings saved.' }).waitFor();
    await page.goto(`/member/orders/order/${order.id}`);
    await page.getByRole('cell', { name: 'Coaching course' }).waitFor();
    expect(await page.getByTestId('tax-invoice').count()).toBe(0);
    expect(await page.getByText('GST (included)').count()).toBe(0);
  });
});

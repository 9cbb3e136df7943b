// Member screens on a phone (390 px wide), on the demo data: the team page's players, requests
// and invoices as cards with every action in reach and the manager's name whole in the bar; the
// stats table says it scrolls sideways; the draw's filters fold once a division is chosen, so
// the first game is above the fold; the registration wizard marks the steps it has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectAccessible, sidewaysScrolls, signIn, startPortal, type Portal } from './harness.js';

let portal: Portal;
/** demomanager's team of the running season, with a pending request and an invoice added. */
let team: { id: number; name: string; seasonId: number; divisionId: number; divisionName: string };

const PHONE_WIDTH = 390;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const manager = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomanager' },
    select: { id: true, firstname: true },
  });
  // The name the bar used to cut to "Oli…".
  expect(manager.firstname).toBe('Olivia');
  const current = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: false, status: 'active' } },
      positions: { some: { memberId: manager.id, role: 'manager' } },
    },
    select: { id: true, name: true, division: { select: { id: true, name: true, seasonId: true } } },
  });
  team = {
    id: current.id,
    name: current.name,
    seasonId: current.division.seasonId,
    divisionId: current.division.id,
    divisionName: current.division.name,
  };
  await portal.db.teamMemberRequest.create({
    data: {
      teamId: team.id,
      kind: 'new',
      firstname: 'Rowan',
      lastname: 'Requested',
      dob: new Date('2001-05-04'),
      gender: 'female',
      email: 'rowan.requested@example.com',
      role: 'player',
      requestedById: manager.id,
    },
  });
  await portal.db.invoice.create({
    data: {
      teamId: team.id,
      dueDate: new Date('2030-01-31'),
      amountCents: 45_000,
      lines: { create: [{ description: 'Game fees', unitPriceCents: 45_000 }] },
    },
  });
});
afterAll(() => portal?.close());

/** Whether the element lies wholly inside the phone's width (nothing of it off screen sideways). */
async function withinWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE_WIDTH + 0.5;
}

async function expectReachable(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  expect(await locator.isVisible(), `${what} is visible`).toBe(true);
  await expect
    .poll(() => withinWidth(locator), { message: `${what} is within the phone's width` })
    .toBe(true);
}

describe('member screens on a phone', () => {
  it("shows the team's players, requests and invoices as cards, every action in reach", async () => {
    const page = await signIn(await portal.newPage({ mobile: true }), 'demomanager');
    await page.goto(`/member/teams/team/${team.id}`);
    await page.getByRole('heading', { name: `Team: ${team.name}`, level: 1 }).waitFor();
    const players = page.getByRole('table', { name: 'Players' });
    await players.getByText('Rowan Requested').waitFor();
    // The screen starts again when the team's answer is renewed after the page takes over.
    await page.waitForLoadState('networkidle');

    expect(await sidewaysScrolls(page)).toEqual([]);
    // The manager's name is whole in the bar.
    const name = page.getByTestId('member-name');
    expect(await name.textContent()).toBe('Olivia');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await withinWidth(name)).toBe(true);

    for (const action of ['Save', 'Forfeit', 'Add Team Member', 'Add Temporary Member'])
      await expectReachable(page.getByRole('button', { name: action, exact: true }), action);
    const removes = players.getByRole('button', { name: /^Remove / });
    const numbers = players.getByRole('textbox', { name: /^Playing number of / });
    expect(await removes.count()).toBeGreaterThan(1);
    expect(await numbers.count()).toBe(await removes.count());
    for (let i = 0; i < (await removes.count()); i++) {
      await expectReachable(removes.nth(i), `Remove of player ${i + 1}`);
      await expectReachable(numbers.nth(i), `playing number of player ${i + 1}`);
    }
    // Each card names its columns: the player's contact details and attendance are all there.
    const firstCard = players.locator('tbody tr').first();
    for (const column of ['Name', 'Attendance', 'Email', 'Date of Birth', 'Mobile'])
      await expectReachable(firstCard.locator(`[data-label="${column}"]`), `${column} of a player`);
    await expectReachable(players.getByText(/requested .* waiting for the association/), 'the request');

    const invoices = page.getByRole('table', { name: 'Team invoices' });
    await expectReachable(invoices.locator('[data-label="Owing"]').first(), "the invoice's Owing");
    expect(await invoices.locator('[data-label="Owing"]').first().textContent()).toBe('$450.00');
    await expectReachable(invoices.getByRole('link', { name: /^Invoice #/ }).first(), 'the invoice link');
    await expectAccessible(page, 'team page on a phone');

    // An action on a card works: Remove asks first.
    await removes.first().click();
    const dialog = page.getByRole('dialog', { name: 'Remove Member' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('keeps the team page a table on a desktop', async () => {
    const page = await signIn(await portal.newPage(), 'demomanager');
    await page.goto(`/member/teams/team/${team.id}`);
    const invoices = page.getByRole('table', { name: 'Team invoices' });
    await invoices.waitFor();
    expect(await invoices.getByRole('columnheader', { name: 'Owing' }).isVisible()).toBe(true);
    expect(await page.getByTestId('member-name').isVisible()).toBe(true);
    await page.context().close();
  });

  it('says the stats table scrolls sideways, and it does', async () => {
    const page = await signIn(await portal.newPage({ mobile: true }), 'demomember');
    const jack = await portal.db.teamPosition.findFirstOrThrow({
      where: { member: { usernameLower: 'demomember' }, team: { division: { season: { archived: false } } } },
      select: { team: { select: { id: true, division: { select: { id: true, seasonId: true } } } } },
    });
    const { id, division } = jack.team;
    await page.goto(`/member/stats/${division.seasonId}/${division.id}/${id}`);
    const gameDate = page.getByLabel('Game Date');
    await expect.poll(() => gameDate.locator('option').count()).toBeGreaterThan(1);
    await gameDate.selectOption(await gameDate.locator('option').nth(1).getAttribute('value'));
    const table = page.getByRole('table', { name: 'Player stats' });
    await table.waitFor();
    const cue = page.getByText('More columns to the right: scroll the table sideways →');
    await cue.waitFor();
    const region = page.getByRole('region', { name: 'Player stats table' });
    expect(await region.getAttribute('aria-describedby')).toBe(await cue.getAttribute('id'));
    // The last column is out of sight until the table is scrolled.
    const last = table.getByRole('columnheader', { name: 'DF' });
    expect(await withinWidth(last)).toBe(false);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => withinWidth(last)).toBe(true);
    await expectAccessible(page, 'stats on a phone');
    await page.context().close();
  });

  it('folds the draw filters once a division is chosen, the first game above the fold', async () => {
    const page = await portal.newPage({ mobile: true });
    await page.goto(`/draw/${team.seasonId}/${team.divisionId}`);
    const folded = page.getByTestId('draw-filters-folded');
    await folded.getByText(team.divisionName).waitFor();
    const filters = page.getByRole('group', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(false);
    const firstGame = page.getByTestId('game-card').first();
    await firstGame.waitFor();
    const box = (await firstGame.boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    await expectAccessible(page, 'draw on a phone, filters folded');

    // Change opens them; a team chosen folds them again, naming it.
    await folded.getByRole('button', { name: 'Change' }).click();
    await filters.waitFor();
    await expectAccessible(page, 'draw on a phone, filters open');
    await page.getByLabel('Teams').selectOption(team.name);
    await folded.getByText(team.name).waitFor();
    expect(await filters.isVisible()).toBe(false);
    await page.context().close();
  });

  it('keeps the draw filters open on a desktop', async () => {
    const page = await portal.newPage();
    await page.goto(`/draw/${team.seasonId}/${team.divisionId}`);
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.getByRole('group', { name: 'Filters' }).isVisible()).toBe(true);
    expect(await page.getByTestId('draw-filters-folded').isVisible()).toBe(false);
    await page.context().close();
  });

  it('marks a registration step completed once it is passed', async () => {
    const page = await portal.newPage({ mobile: true });
    await page.goto('/register');
    await page.getByRole('heading', { name: 'New Member Registration' }).waitFor();
    const label = (title: string) => page.locator('.MuiStepLabel-label', { hasText: title });
    expect(await label('Account Details').getAttribute('class')).not.toContain('Mui-completed');
    await page.getByLabel('Username', { exact: true }).fill('phonelayouts1');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Passw0rd');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Legal First Name', { exact: true }).waitFor();
    await expect.poll(() => label('Account Details').getAttribute('class')).toContain('Mui-completed');
    expect(await label('Personal Details').getAttribute('class')).not.toContain('Mui-completed');
    await expectAccessible(page, 'registration with a completed step');
    await page.context().close();
  });
});

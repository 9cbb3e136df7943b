// The console's Settings and Seasons areas in a real browser, on the demo data: demoadmin
// renames the association (and sees it saved, then gives the name back to the environment),
// orders the ladder's tie-breaks by keyboard, copies the running season into a new one, opens
// its nominations, sets their last day, and adds a division priced in dollars (sent in cents), changes it and deletes
// it. Every screen passes axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  dateShown,
  expectAccessible,
  sidewaysScrolls,
  signIn,
  startPortal,
  typeDate,
  type Portal,
} from './harness.js';

let portal: Portal;
let page: Page;
/** The season being played in the demo, and how many divisions it has. */
let current: { id: number; name: string; divisions: number };
const ENV_NAME = 'Harbourside Test Association';

beforeAll(async () => {
  portal = await startPortal({ CLIENT_NAME: ENV_NAME }, { demo: true });
  const season = await portal.db.season.findFirstOrThrow({
    where: { archived: false, status: 'active' },
    select: { id: true, name: true, _count: { select: { divisions: true } } },
    orderBy: { id: 'asc' },
  });
  current = { id: season.id, name: season.name, divisions: season._count.divisions };
  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-seasons-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** The text of a status line or alert once it says something. */
const said = (text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens Settings and waits for the saved settings to fill the form. */
async function openSettings() {
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await expect.poll(() => field('Association name').inputValue()).not.toBe('');
}

/**
 * Opens Summer 2027, the copy of the running season the copy test makes: a test that needs it
 * makes it through the same call when that test did not.
 */
async function openCopy() {
  const found = await portal.db.season.findFirst({ where: { name: 'Summer 2027' }, select: { id: true } });
  let id = found?.id;
  if (id === undefined) {
    const answer = await page.request.post(`/api/admin/seasons/${current.id}/copy`, {
      data: { name: 'Summer 2027', start_date: '2027-02-07' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    id = ((await answer.json()) as { data: { id: number } }).data.id;
  }
  await page.goto(`/admin/seasons/${id}`);
  await page.getByRole('heading', { name: 'Summer 2027', level: 1 }).waitFor();
}

describe('console: settings', () => {
  it('signs in as demoadmin and changes the association name, saved and in force', async () => {
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await field('Association name').inputValue()).toBe(ENV_NAME);
    await expectAccessible(page, 'settings');

    await field('Association name').fill('Courtside Coast Association');
    // Each Settings form has its own Reason: this is the page settings' one.
    await page
      .getByRole('form', { name: 'Page settings' })
      .getByLabel('Reason (kept in the audit log)', { exact: true })
      .fill('New name from the AGM');
    await button('Save page settings').click();
    await said('Page settings saved.').waitFor();

    // Saved: a fresh load shows it, set in the console, and the member side's settings use it.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await field('Association name').inputValue()).toBe('Courtside Coast Association');
    await page.getByText(`Set in the console. The environment's value is ${ENV_NAME}.`).waitFor();
    const settings = (await (await page.request.get('/api/settings')).json()) as { client_name: string };
    expect(settings.client_name).toBe('Courtside Coast Association');
    const audit = await portal.db.auditEntry.findFirst({
      where: { reason: 'New name from the AGM' },
      select: { id: true },
    });
    expect(audit).not.toBeNull();

    // Given back to the environment: the form sends null and the environment's name is in force again.
    await button('Use environment value for Association name').click();
    expect(await field('Association name').inputValue()).toBe(ENV_NAME);
    await button('Save page settings').click();
    await said('Page settings saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await field('Association name').inputValue()).toBe(ENV_NAME);
    const again = (await (await page.request.get('/api/settings')).json()) as { client_name: string };
    expect(again.client_name).toBe(ENV_NAME);
  });

  it('orders the tie-breaks by keyboard and saves the order', async () => {
    await openSettings();
    const order = page.getByRole('list', { name: 'Tie-break order (after total points)' });
    // Start from none chosen, then add wins and points difference.
    // Each click changes the list under the next button: wait for it before clicking again.
    const items = order.getByRole('listitem');
    for (let left = await items.count(); left > 0; left--) {
      await order
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect.poll(() => items.count()).toBe(left - 1);
    }
    await button('Add Wins').click();
    await expect.poll(() => items.count()).toBe(1);
    await button('Add Points difference').click();
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.allInnerTexts()).toEqual([
      expect.stringContaining('Wins'),
      expect.stringContaining('Points difference'),
    ]);

    // Keyboard: Enter on "Move Points difference up" moves it first and keeps the focus on it.
    await page.getByRole('button', { name: 'Move Points difference up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => order.getByRole('listitem').first().innerText()).toContain('Points difference');
    await said('Points difference moved to position 1 of 2.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move Points difference down',
    );

    await button('Save competition defaults').click();
    await said('Competition defaults saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const saved = page.getByRole('list', { name: 'Tie-break order (after total points)' });
    // The heading comes before the saved settings load: wait for the list to show them.
    await expect
      .poll(() => saved.getByRole('listitem').allInnerTexts())
      .toEqual([expect.stringContaining('Points difference'), expect.stringContaining('Wins')]);
    await expectAccessible(page, 'settings after saving');
  });
});

describe('console: seasons', () => {
  it('lists the seasons and copies the running season into a new one', async () => {
    await page.goto('/admin/seasons');
    await page.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Seasons' });
    await grid.getByRole('link', { name: current.name, exact: true }).waitFor();
    await expectAccessible(page, 'seasons list');

    await grid.getByRole('button', { name: `Copy ${current.name} into a new season` }).click();
    const dialog = page.getByRole('dialog', { name: `Copy ${current.name}` });
    await dialog.waitFor();
    await expectAccessible(page, 'copy season dialog');
    await dialog.getByLabel('Season name', { exact: true }).fill('Summer 2027');
    await typeDate(dialog, 'Start date', '07/02/2027');
    await dialog.getByRole('button', { name: 'Copy season' }).click();

    await page.waitForURL(/\/admin\/seasons\/\d+$/);
    await page.getByRole('heading', { name: 'Summer 2027', level: 1 }).waitFor();
    const copy = await portal.db.season.findFirstOrThrow({
      where: { name: 'Summer 2027' },
      select: {
        id: true,
        copiedFromId: true,
        startDate: true,
        nominationsOpen: true,
        _count: { select: { divisions: true } },
      },
    });
    expect(page.url()).toMatch(new RegExp(`/admin/seasons/${copy.id}$`));
    expect(copy.copiedFromId).toBe(current.id);
    expect(copy.startDate?.toISOString().slice(0, 10)).toBe('2027-02-07');
    expect(copy._count.divisions).toBe(current.divisions);
    expect(copy.nominationsOpen).toBe(false);
    // Its divisions show by grade and group, one grid per group.
    expect(await page.getByRole('grid', { name: /^Divisions of / }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'season page');
  });

  it('opens the new season’s nominations', async () => {
    await openCopy();
    await button('Open nominations').click();
    await said('Nominations are open.').waitFor();
    await button('Close nominations').waitFor();
    const season = await portal.db.season.findFirstOrThrow({
      where: { name: 'Summer 2027' },
      select: { nominationsOpen: true },
    });
    expect(season.nominationsOpen).toBe(true);
  });

  it('moves the new season’s start date', async () => {
    await openCopy();
    await button('Change name, sport or dates').click();
    const dialog = page.getByRole('dialog', { name: 'Change Summer 2027' });
    expect(await dateShown(dialog, 'Start date')).toBe('07/02/2027');
    await typeDate(dialog, 'Start date', '14/02/2027');
    await dialog.getByRole('button', { name: 'Save season' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('14/02/2027', { exact: true }).waitFor();
    const season = await portal.db.season.findFirstOrThrow({
      where: { name: 'Summer 2027' },
      select: { startDate: true },
    });
    expect(season.startDate?.toISOString().slice(0, 10)).toBe('2027-02-14');
  });

  it('sets the last day of the new season’s nominations', async () => {
    await openCopy();
    await button('Change name, sport or dates').click();
    const dialog = page.getByRole('dialog', { name: 'Change Summer 2027' });
    await typeDate(dialog, 'Nominations close', '28/01/2027');
    await expectAccessible(page, 'season dialog');
    await dialog.getByRole('button', { name: 'Save season' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('End of 28/01/2027', { exact: true }).waitFor();
    const season = await portal.db.season.findFirstOrThrow({
      where: { name: 'Summer 2027' },
      select: { nominationsCloseDate: true },
    });
    expect(season.nominationsCloseDate?.toISOString().slice(0, 10)).toBe('2027-01-28');
  });

  it('adds a division priced in dollars, stored in cents, with its own tie-break, changes and deletes it', async () => {
    await openCopy();
    await button('Add a division').click();
    const dialog = page.getByRole('dialog', { name: 'Add a division' });
    await dialog.waitFor();
    await dialog.getByLabel('Division name', { exact: true }).fill('Twilight Mixed');
    const group = dialog.getByLabel('Division group', { exact: true });
    const firstGroup = await group.locator('option[value]:not([value=""])').first().getAttribute('value');
    expect(firstGroup).toMatch(/^\d+$/);
    await group.selectOption(String(firstGroup));
    await dialog.getByLabel('Nomination price ($, GST inclusive)', { exact: true }).fill('412.50');
    await dialog.getByLabel('Capacity (most teams)', { exact: true }).fill('8');
    await dialog.getByRole('button', { name: 'Add Head to head' }).click();
    await expectAccessible(page, 'division dialog');
    await dialog.getByRole('button', { name: 'Add division' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('gridcell', { name: 'Twilight Mixed', exact: true }).waitFor();
    const division = await portal.db.division.findFirstOrThrow({
      where: { name: 'Twilight Mixed', season: { name: 'Summer 2027' } },
      select: { id: true, nominationPriceCents: true, capacity: true, groupId: true, tieBreakOrder: true },
    });
    expect(division).toMatchObject({
      nominationPriceCents: 41_250,
      capacity: 8,
      groupId: Number(firstGroup),
      tieBreakOrder: ['head_to_head'],
    });

    // Changing it shows the price in dollars again; a blank capacity is sent as no limit.
    await page.getByRole('button', { name: 'Change Twilight Mixed', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Change Twilight Mixed' });
    expect(await edit.getByLabel('Nomination price ($, GST inclusive)', { exact: true }).inputValue()).toBe(
      '412.50',
    );
    await edit.getByLabel('Capacity (most teams)', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save division' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await portal.db.division.findUnique({ where: { id: division.id } }))?.capacity)
      .toBeNull();

    // No team is in it yet, so it can be deleted.
    await page.getByRole('button', { name: 'Delete Twilight Mixed', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Twilight Mixed?' });
    await confirm.getByRole('button', { name: 'Delete division' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'Twilight Mixed', exact: true }).waitFor({ state: 'detached' });
    expect(await portal.db.division.findUnique({ where: { id: division.id } })).toBeNull();
  });

  it('fits a phone: the seasons list does not scroll the page sideways', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/seasons');
    await phone.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    await phone.getByRole('grid', { name: 'Seasons' }).getByRole('row').nth(1).waitFor();
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.context().close();
  });
});

// Referees in a real browser: a referee sets availability (a time slot and an
// unavailable date), is refused a change on a published roster day, saves, reloads and
// finds it kept; then views MY ROSTER and FULL ROSTER. The event roster and the
// noticeboard are checked on the way. Every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { WEEKDAY_NAMES } from '../../../packages/contracts/src/common/dates.js';
import { dmyOf } from '../../../apps/api/src/lib/local-dates.js';
import {
  dateShown,
  expectAccessible,
  sidewaysScrolls,
  startPortal,
  type Portal,
  typeDate,
} from './harness.js';

/** The day a date picker shows, once the page has set it, as YYYY-MM-DD. */
async function isoShown(p: Page, label: string): Promise<string> {
  await expect.poll(() => dateShown(p, label)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  return (await dateShown(p, label)).split('/').reverse().join('-');
}

let portal: Portal;
let page: Page;
/** Weekday names with a published roster date in the coming weeks. */
let publishedDays: Set<string>;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const published = await portal.db.rosterPublication.findMany({ select: { date: true } });
  publishedDays = new Set(published.map((p) => WEEKDAY_NAMES[p.date.getUTCDay()]!));
  expect(publishedDays.size).toBeGreaterThan(0);
  page = await portal.newPage();
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('demomanager');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/member/account');
});
afterAll(() => portal?.close());

async function openAvailability() {
  await page.goto('/member/refereeavail');
  await page.getByRole('heading', { name: 'Competition Availability', level: 1 }).waitFor();
  await expect.poll(() => page.getByLabel('Season').inputValue()).not.toBe('');
  await page.getByRole('button', { name: 'MY AVAILABILITY' }).click();
  await page.getByRole('tab', { name: 'Availability Timeslots' }).waitFor();
}

describe('referee availability and rosters', () => {
  it('sets a time slot and an unavailable date, refuses a published day, saves, and keeps them after a reload', async () => {
    await openAvailability();
    const panel = page.getByRole('tabpanel', { name: 'Availability Timeslots' });
    const days = await panel.locator('legend').allTextContents();
    const open = days.find((d) => !publishedDays.has(d));
    const closed = days.find((d) => publishedDays.has(d));
    expect(open, `a playing day without a published roster among ${days.join(', ')}`).toBeDefined();
    expect(closed, `a playing day with a published roster among ${days.join(', ')}`).toBeDefined();

    // A published roster day cannot change: the box stays as it was and the refusal shows in red.
    const locked = panel.getByRole('checkbox', { name: new RegExp(`^${closed} `) }).first();
    const before = await locked.isChecked();
    await locked.click();
    await page.getByText('Roster already published, please contact the stadium').waitFor();
    expect(await locked.isChecked()).toBe(before);

    const free = panel.getByRole('checkbox', { name: new RegExp(`^${open} `), checked: false }).first();
    const slot = (await free.getAttribute('aria-label')) ?? '';
    await free.check();
    expect(await page.getByRole('checkbox', { name: slot }).isChecked()).toBe(true);
    await expectAccessible(page, 'availability timeslots');

    await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
    const datesPanel = page.getByRole('tabpanel', { name: 'Unavailable Dates' });
    const labels = await datesPanel.locator('label').allTextContents();
    const date = labels.filter((l) => !l.includes('(roster published)')).at(-1)!;
    await datesPanel.getByRole('checkbox', { name: date, exact: true }).check();
    await expectAccessible(page, 'unavailable dates');

    await page.getByRole('button', { name: 'SAVE' }).click();
    const saved = page.getByText('Availability updated successfully');
    await saved.waitFor();
    // The overlay closes by itself after a second.
    await saved.waitFor({ state: 'hidden' });

    // Kept after a reload.
    await page.reload();
    await openAvailability();
    expect(await page.getByRole('checkbox', { name: slot }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
    expect(
      await page
        .getByRole('tabpanel', { name: 'Unavailable Dates' })
        .getByRole('checkbox', { name: date, exact: true })
        .isChecked(),
    ).toBe(true);
  });

  it('shows MY ROSTER and FULL ROSTER for the coming three weeks', async () => {
    await page.goto('/member/referee');
    await page.getByRole('heading', { name: 'Competition Roster', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Season').inputValue()).not.toBe('');
    const from = await isoShown(page, 'From');
    const to = new Date(`${from}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 20);
    // Entered reversed: the page swaps the range.
    await typeDate(page, 'From', dmyOf(to.toISOString().slice(0, 10)));
    await typeDate(page, 'To (optional)', dmyOf(from));

    await page.getByRole('button', { name: 'MY ROSTER' }).click();
    const table = page.getByRole('table', { name: 'My Roster' });
    await table.waitFor();
    expect(await dateShown(page, 'From')).toBe(dmyOf(from));
    const myRows = table.getByRole('row');
    expect(await myRows.count()).toBeGreaterThan(1);
    const roles = await table.locator('tbody tr td:nth-child(8)').allTextContents();
    for (const r of roles) expect(r).toMatch(/referee|scorer/);
    expect(
      await table.getByRole('link', { name: 'Add to Apple Calendar' }).first().getAttribute('href'),
    ).toMatch(/^\/api\/referee\/game\/\d+\/ics$/);
    await expectAccessible(page, 'my roster');
    const myCount = Number(
      (await page.locator('.MuiTablePagination-displayedRows').textContent())?.match(/of (\d+)/)?.[1],
    );

    await page.getByRole('button', { name: 'FULL ROSTER' }).click();
    const full = page.getByRole('table', { name: 'Full Roster' });
    await full.waitFor();
    const fullCount = Number(
      (await page.locator('.MuiTablePagination-displayedRows').textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(fullCount).toBeGreaterThan(myCount);
    expect(await full.locator('tbody tr').count()).toBe(10);
    await expectAccessible(page, 'full roster');
  });

  it('shows the roster on a phone as one card a game, Game, Court and Venue in reach', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/member/referee');
    await expect.poll(() => phone.getByLabel('Season').inputValue()).not.toBe('');
    const from = await isoShown(phone, 'From');
    const to = new Date(`${from}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 20);
    await typeDate(phone, 'To (optional)', dmyOf(to.toISOString().slice(0, 10)));
    await phone.getByRole('button', { name: 'FULL ROSTER' }).click();
    const first = phone.getByRole('table', { name: 'Full Roster' }).locator('tbody tr').first();
    await first.waitFor();
    const width = phone.viewportSize()!.width;
    for (const column of ['Date', 'Game', 'Court', 'Venue', 'Calendar']) {
      const cell = first.locator(`[data-label="${column}"]`);
      expect(await cell.isVisible(), column).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(width);
    }
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'full roster on a phone');

    // The event roster the same way.
    await phone.goto('/member/roster');
    await expect.poll(() => phone.getByLabel('Event').inputValue()).not.toBe('');
    await phone.getByRole('button', { name: 'FULL ROSTER' }).click();
    const shift = phone.getByRole('table', { name: 'Full Roster' }).locator('tbody tr').first();
    await shift.waitFor();
    for (const column of ['Function', 'Member', 'Venue']) {
      const box = (await shift.locator(`[data-label="${column}"]`).boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(width);
    }
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'event roster on a phone');
    await phone.context().close();
  });

  it('shows and takes the roster dates day first in a browser set to US English', async () => {
    const context = await portal.browser.newContext({ baseURL: portal.baseUrl, locale: 'en-US' });
    await context.addCookies(await page.context().cookies());
    const us = await context.newPage();
    await us.goto('/member/referee');
    const from = await isoShown(us, 'From');
    const parts = us.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton');
    expect(await parts.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Day',
      'Month',
      'Year',
    ]);
    // 13 cannot be a month: typed day first, it is read as the 13th.
    const thirteenth = `${from.slice(0, 8)}13`;
    await typeDate(us, 'To (optional)', dmyOf(thirteenth));
    expect(await dateShown(us, 'To (optional)')).toBe(dmyOf(thirteenth));
    await context.close();
  });

  it("shows today's event roster and the noticeboard with its HTML notice", async () => {
    await page.goto('/member/roster');
    await page.getByRole('heading', { name: 'Event Roster', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Event').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'MY ROSTER' }).click();
    await page.getByRole('table', { name: 'My Roster' }).getByRole('rowheader', { name: 'Scorer' }).waitFor();
    await page.getByRole('button', { name: 'FULL ROSTER' }).click();
    await page
      .getByRole('table', { name: 'Full Roster' })
      .getByRole('columnheader', { name: 'Member' })
      .waitFor();
    await expectAccessible(page, 'event roster');

    await page.goto('/member/noticeboard');
    await page.getByRole('heading', { name: 'Noticeboard', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Players looking for a team' }).waitFor();
    await page.getByRole('cell', { name: 'Grace', exact: true }).waitFor();
    await expectAccessible(page, 'noticeboard');
    await page.getByRole('tab', { name: 'HPC' }).click();
    await page.getByRole('heading', { name: 'HPC squad trials' }).waitFor();
  });

  it('stacks the noticeboard on a phone: each row a card, every column in reach', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/member/noticeboard');
    await phone.getByRole('heading', { name: 'Noticeboard', level: 1 }).waitFor();
    // On a phone each cell says its column first, so the row is found by its First Name cell's text.
    const grace = phone
      .locator('tbody tr')
      .filter({ has: phone.locator('[data-label="First Name"]', { hasText: /^Grace$/ }) });
    await grace.waitFor();
    const width = phone.viewportSize()!.width;
    for (const column of ['First Name', 'Email', 'Competition', 'Comment']) {
      const box = (await grace.locator(`[data-label="${column}"]`).boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(width);
    }
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'noticeboard on a phone');
    await phone.context().close();
  });
});

// Catch-up nights in a real browser: a season of its own (from a Saturday a few weeks away) plays
// one game a week, Saturdays at 09:00 on Court 1 of its hall, so a draft of four teams leaves a
// game of each round without a slot. On the draft, demoadmin adds a time slot on one date (a
// Wednesday night on two courts) with the keyboard alone, and the unplaced games offer that date
// as a catch-up date with its free slots; the Draw screen lists the slot apart from the weekly
// ones, with its date. A game is placed on a catch-up date with one button. The slot dialog fits a
// phone. Every screen passes axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  dialogOpened,
  expectAccessible,
  sidewaysScrolls,
  signIn,
  startPortal,
  type Portal,
} from './harness.js';

let portal: Portal;
let page: Page;
let season: { id: number; name: string };
let draftId: number;

const HALL = 'Catch-up Hall';
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** The season's first day: a Saturday at least three weeks away. */
const start = (() => {
  let iso = addDays(new Date().toISOString().slice(0, 10), 21);
  while (new Date(`${iso}T00:00:00Z`).getUTCDay() !== 6) iso = addDays(iso, 1);
  return iso;
})();
/** The catch-up night: the Wednesday after the first round. */
const catchUpNight = addDays(start, 4);

/** A console call as demoadmin that must answer `status`. */
async function call(method: 'post' | 'put', url: string, data: object, status: number) {
  const answer = await page.request[method](url, { data });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as { data: { id: number } };
}

beforeAll(async () => {
  // With the job queue: a draft's games are placed by the draw-generation job.
  portal = await startPortal({}, { demo: true, jobs: true });
  page = await signIn(await portal.newPage(), 'demoadmin');
  season = await portal.db.season.create({
    data: { name: 'Catch-up Season', startDate: new Date(`${start}T00:00:00Z`) },
    select: { id: true, name: true },
  });
  const hall = await portal.db.venue.create({
    data: {
      name: HALL,
      state: 'NSW',
      courts: {
        create: [
          { name: 'Court 1', sortOrder: 0 },
          { name: 'Court 2', sortOrder: 1 },
        ],
      },
    },
    select: { id: true, courts: { select: { id: true }, orderBy: { sortOrder: 'asc' } } },
  });
  const division = await call(
    'post',
    `/api/admin/seasons/${season.id}/divisions`,
    {
      group_id: (await portal.db.divisionGroup.findFirstOrThrow({ select: { id: true } })).id,
      name: 'Catch-up Division',
      draw_rounds: 'once',
    },
    201,
  );
  for (const name of ['Avocets', 'Bitterns', 'Curlews', 'Dunlins'])
    await portal.db.team.create({ data: { name, divisionId: division.data.id } });
  await call(
    'post',
    `/api/admin/seasons/${season.id}/draw/slots`,
    {
      venue_id: hall.id,
      weekday: 6,
      start_times: ['09:00'],
      game_minutes: 50,
      court_ids: [hall.courts[0]!.id],
    },
    201,
  );
  draftId = (
    await call(
      'post',
      `/api/admin/seasons/${season.id}/draw/generate`,
      { division_ids: [division.data.id], from_date: start, to_date: addDays(start, 14) },
      202,
    )
  ).data.id;
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-catch-up-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

/** Waits for the draft's games: the server's job places them. */
async function draftReady() {
  await expect
    .poll(async () => (await portal.db.drawDraft.findUniqueOrThrow({ where: { id: draftId } })).status, {
      timeout: 60_000,
    })
    .toBe('draft');
}

/** Focuses a control and presses keys until it shows `text` (a native select, by arrow keys). */
async function chooseByKeys(select: Locator, text: string) {
  await select.focus();
  for (let i = 0; i < 30; i++) {
    const shown = await select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.options[s.selectedIndex]?.text ?? '';
    });
    if (shown === text) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${text} is not among the choices`);
}

describe('console: catch-up nights', () => {
  it('adds a time slot on one date from the draft by keyboard, and the unplaced games offer it as a catch-up date', async () => {
    await draftReady();
    await page.goto(`/admin/draw-drafts/${draftId}`);
    const unplaced = page.getByRole('region', { name: /^\d games? found no slot$/ });
    // Before the catch-up night: the next Saturday with its 09:00 free, after the draft's rounds.
    await unplaced
      .getByText(`Catch-up dates with free slots: Sat ${dmy(addDays(start, 21))} (1 free slot)`)
      .first()
      .waitFor();

    await unplaced.getByRole('button', { name: 'Add a time slot on one date' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add time slots' });
    await dialogOpened(dialog);
    // Set to one date already; the choice is a radio group.
    expect(await dialog.getByRole('radio', { name: 'On one date' }).isChecked()).toBe(true);
    await chooseByKeys(dialog.getByLabel('Venue', { exact: true }), HALL);
    await dialog
      .getByRole('group', { name: 'Date', exact: true })
      .getByRole('spinbutton', { name: 'Day' })
      .focus();
    await page.keyboard.type(dmy(catchUpNight).replaceAll('/', ''));
    await dialog.getByLabel('Start times', { exact: true }).focus();
    await page.keyboard.type('19:00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('50');
    const courts = dialog.getByRole('group', { name: `Courts of ${HALL}` });
    for (const court of ['Court 1', 'Court 2']) {
      await courts.getByLabel(court, { exact: true }).focus();
      await page.keyboard.press('Space');
    }
    await expectAccessible(page, 'time slots dialog on one date');
    await dialog.getByRole('button', { name: 'Add time slots' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await unplaced.getByText(`Time slots added: ${HALL}, Wed ${dmy(catchUpNight)}.`).waitFor();

    // No team plays that Wednesday: both courts are free for every unplaced game, soonest first.
    const items = unplaced.getByRole('list', { name: 'Games with no slot' }).locator(':scope > li');
    await expect
      .poll(async () =>
        (await items.allInnerTexts()).every((t) =>
          t.includes(`free slots: Wed ${dmy(catchUpNight)} (2 free slots)`),
        ),
      )
      .toBe(true);
    expect(await items.count()).toBeGreaterThan(0);
    await expectAccessible(page, 'draft with catch-up dates');

    const saved = await portal.db.drawSlotTemplate.findFirstOrThrow({
      where: { seasonId: season.id, onDate: { not: null } },
      select: { onDate: true, weekday: true, startMinutes: true, courtIds: true },
    });
    expect(saved).toMatchObject({ weekday: 3, startMinutes: [19 * 60] });
    expect(saved.onDate!.toISOString().slice(0, 10)).toBe(catchUpNight);
    expect(saved.courtIds).toHaveLength(2);

    // The Draw screen lists it apart from the weekly slots, with its date.
    await page.goto(`/admin/seasons/${season.id}/draw`);
    const oneOff = page.getByRole('grid', { name: 'Time slots on one date' });
    await oneOff.getByRole('gridcell', { name: `Wed ${dmy(catchUpNight)}`, exact: true }).waitFor();
    await page
      .getByRole('grid', { name: 'Time slots', exact: true })
      .getByRole('gridcell', { name: 'Saturday', exact: true })
      .waitFor();
    expect(
      await page
        .getByRole('grid', { name: 'Time slots', exact: true })
        .getByRole('gridcell', { name: '19:00', exact: true })
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'draw screen with a slot on one date');
  });

  it('places an unplaced game on a catch-up date, which the draft then creates', async () => {
    await draftReady();
    await page.goto(`/admin/draw-drafts/${draftId}`);
    const unplaced = page.getByRole('region', { name: /^\d games? found no slot$/ });
    await unplaced.waitFor();
    const before = Number(/^(\d)/.exec(String(await unplaced.getByRole('heading').textContent()))![1]);
    const saturday = `Sat ${dmy(addDays(start, 21))}`;
    const place = unplaced.getByRole('button', { name: new RegExp(`^Place on ${saturday}: `) }).first();
    const label = String(await place.getAttribute('aria-label'));
    await place.focus();
    await page.keyboard.press('Enter');
    // One game fewer without a slot, and one more new game at 09:00 that Saturday.
    await page
      .getByRole('region', { name: `${before - 1} ${before - 1 === 1 ? 'game' : 'games'} found no slot` })
      .waitFor();
    await page.getByRole('button', { name: label }).waitFor({ state: 'detached' });
    const row = await portal.db.drawDraftGame.findFirstOrThrow({
      // After the last round (09:00 local on the third Saturday is the evening before in UTC).
      where: { draftId, action: 'create', startsAt: { gt: new Date(`${addDays(start, 14)}T12:00:00Z`) } },
      select: { courtId: true, reasons: true },
    });
    expect(row.reasons).toEqual([]);
    await expectAccessible(page, 'draft after placing a game on a catch-up date');
  });

  it('fits the time slots dialog, set to one date, on a phone', async () => {
    const phone = await portal.newPage({ mobile: true });
    try {
      await phone.context().addCookies(await page.context().cookies());
      await phone.goto(`/admin/seasons/${season.id}/draw`);
      await phone.getByRole('heading', { name: `Draw: ${season.name}`, level: 1 }).waitFor();
      await phone.getByRole('button', { name: 'Add time slots', exact: true }).click();
      const dialog = phone.getByRole('dialog', { name: 'Add time slots' });
      await dialogOpened(dialog);
      await dialog.getByRole('radio', { name: 'On one date' }).check();
      await dialog.getByRole('group', { name: 'Date', exact: true }).waitFor();
      expect(await dialog.getByLabel('Weekday', { exact: true }).count()).toBe(0);
      await dialog.getByLabel('Venue', { exact: true }).selectOption({ label: HALL });
      await dialog.getByRole('group', { name: `Courts of ${HALL}` }).waitFor();
      // Neither the page nor the dialog scrolls sideways, and the dialog is within the screen.
      expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
      await expectAccessible(phone, 'time slots dialog on a phone');
    } finally {
      await phone.context().close();
    }
  });
});

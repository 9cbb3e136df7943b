// The console's draw in a real browser, on the demo data: demoadmin adds a division to the
// running season with its draw settings (Fridays, duty teams), four teams are entered in it (the
// nomination wizard's part, seeded here), one team gets a start limit no slot meets and a
// clashing team through its Draw limits; the season's Draw screen gets Friday evening time slots,
// a public holiday (its Add button) and school holidays (the dialog) as blackouts. A draft for
// the division shows its counts, the skipped Friday, and the games no slot could take with the
// engine's reasons; it is published without them, after ticking that, and the public draw shows
// the games. A court is closed for a morning and opened again; the published draw is downloaded
// as CSV, a file with a bad line is refused line by line and the file read back unchanged is a
// draft keeping every game; the division's finals are drawn from its unfinished ladder once staff
// give a reason. Staff then fix the slot (a 21:00 start), draw the division again with every game
// placed and publish it (activating the season the dialog warns is inactive), enter a
// result with a player's stats, and the public standings and the stats page show it. Every screen
// passes axe; the Draw screen and the draft fit a phone.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { expectAccessible, sidewaysScrolls, signIn, startPortal, typeDate, type Portal } from './harness.js';

let portal: Portal;
let page: Page;
/** The season being played in the demo. */
let season: { id: number; name: string };
/** The division the test adds, and the teams entered in it. */
let division: { id: number };
let teams: Array<{ id: number; name: string }>;

const DIVISION = 'Friday Twilight Draw';
const TEAM_NAMES = ['Kestrels', 'Lorikeets', 'Magpies', 'Nightjars'] as const;

/** YYYY-MM-DD `days` after `iso`. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** The first Friday at least two weeks away: the draft's first date (school holidays take it). */
const firstFriday = (() => {
  let iso = addDays(new Date().toISOString().slice(0, 10), 14);
  while (new Date(`${iso}T00:00:00Z`).getUTCDay() !== 5) iso = addDays(iso, 1);
  return iso;
})();
const lastDate = addDays(firstFriday, 8 * 7);

beforeAll(async () => {
  // With the job queue: a draft's games are placed by the draw-generation job.
  portal = await startPortal({}, { demo: true, jobs: true });
  season = await portal.db.season.findFirstOrThrow({
    where: { archived: false, status: 'active' },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-draw-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const said = (text: string) => page.getByRole('status').filter({ hasText: text });
const section = (title: string) => page.getByRole('region', { name: title, exact: true });

/** A console call as demoadmin that must answer `status`. */
async function call(method: 'post' | 'put', url: string, data: object, status: number) {
  const answer = await page.request[method](url, { data });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as { data: { id: number } };
}

/**
 * The division the first test adds and the four teams entered in it: a test that needs them makes
 * them through the same call when that test did not.
 */
async function ensureDivision() {
  const found = await portal.db.division.findFirst({
    where: { name: DIVISION, seasonId: season.id },
    select: { id: true },
  });
  division = found ?? {
    id: (
      await call(
        'post',
        `/api/admin/seasons/${season.id}/divisions`,
        {
          group_id: (await portal.db.divisionGroup.findFirstOrThrow({ select: { id: true } })).id,
          name: DIVISION,
          draw_rounds: 'once',
          double_rounds: [3],
          play_weekdays: [5],
          duty_teams: true,
          finals_format: 'top_two',
        },
        201,
      )
    ).data.id,
  };
  teams = [];
  for (const name of TEAM_NAMES)
    teams.push(
      (await portal.db.team.findFirst({
        where: { name, divisionId: division.id },
        select: { id: true, name: true },
      })) ??
        // The teams the nomination wizard would enter (accepted is the default).
        (await portal.db.team.create({
          data: { name, divisionId: division.id },
          select: { id: true, name: true },
        })),
    );
}

/**
 * What the draft is generated from, as the tests before it set it: the Kestrels' 21:00 start,
 * the Friday slots at 19:00 and 20:00 and the school holidays over the first Friday.
 */
async function ensureDrawSetup() {
  await ensureDivision();
  const [kestrels, , magpies] = teams;
  const limits = await portal.db.team.findUniqueOrThrow({
    where: { id: kestrels!.id },
    select: { notBeforeMinute: true },
  });
  if (limits.notBeforeMinute === null)
    await call(
      'put',
      `/api/admin/teams/${kestrels!.id}/draw-limits`,
      {
        not_before: '21:00',
        not_after: null,
        unavailable: [{ date: addDays(firstFriday, 9 * 7), reason: 'Club camp' }],
        clashes: [{ team_id: magpies!.id, reason: 'Same coach' }],
      },
      200,
    );
  if ((await portal.db.drawSlotTemplate.count({ where: { seasonId: season.id } })) === 0) {
    const venue = await portal.db.venue.findFirstOrThrow({
      where: { name: 'Harbourside Sports Centre' },
      select: { id: true, courts: { where: { name: { in: ['Court 2', 'Court 3'] } }, select: { id: true } } },
    });
    await call(
      'post',
      `/api/admin/seasons/${season.id}/draw/slots`,
      {
        venue_id: venue.id,
        weekday: 5,
        start_times: ['19:00', '20:00'],
        game_minutes: 50,
        court_ids: venue.courts.map((c) => c.id),
      },
      201,
    );
  }
  if (
    (await portal.db.seasonBlackout.count({ where: { seasonId: season.id, kind: 'school_holiday' } })) === 0
  )
    await call(
      'post',
      `/api/admin/seasons/${season.id}/draw/blackouts`,
      {
        kind: 'school_holiday',
        from_date: firstFriday,
        to_date: addDays(firstFriday, 2),
        reason: 'Spring school holidays',
      },
      201,
    );
}

/** The division's first generated draft (generating it, as the draft test does, when there is none). */
async function ensureDraft(): Promise<number> {
  await ensureDrawSetup();
  const found = await portal.db.drawDraft.findFirst({
    where: { seasonId: season.id, kind: 'generate', divisionIds: { has: division.id } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  const id =
    found?.id ??
    (
      await call(
        'post',
        `/api/admin/seasons/${season.id}/draw/generate`,
        { division_ids: [division.id], from_date: firstFriday, to_date: lastDate },
        202,
      )
    ).data.id;
  // The server's job places the games.
  await expect
    .poll(async () => (await portal.db.drawDraft.findUniqueOrThrow({ where: { id } })).status, {
      timeout: 60_000,
    })
    .not.toBe('generating');
  return id;
}

/** The first draft published without its unplaced games, as the publish test leaves it. */
async function ensurePublished(): Promise<number> {
  const id = await ensureDraft();
  if ((await portal.db.drawDraft.findUniqueOrThrow({ where: { id } })).status === 'draft')
    await call('post', `/api/admin/draw-drafts/${id}/publish`, { leave_unplaced: true }, 200);
  return id;
}

/** Opens the season's Draw screen. */
async function openDrawScreen() {
  await page.goto(`/admin/seasons/${season.id}/draw`);
  await page.getByRole('heading', { name: `Draw: ${season.name}`, level: 1 }).waitFor();
}

describe('console: the draw', () => {
  it('adds a division with its draw settings to the running season', async () => {
    await page.goto(`/admin/seasons/${season.id}`);
    await page.getByRole('heading', { name: season.name, level: 1 }).waitFor();
    await button('Add a division').click();
    const dialog = page.getByRole('dialog', { name: 'Add a division' });
    await dialog.getByLabel('Division name', { exact: true }).fill(DIVISION);
    const group = dialog.getByLabel('Division group', { exact: true });
    await group.selectOption(
      String(await group.locator('option[value]:not([value=""])').first().getAttribute('value')),
    );
    // A number of rounds asks how many; back to once, which needs none.
    await dialog.getByLabel('Rounds', { exact: true }).selectOption('count');
    await dialog.getByLabel('Number of rounds', { exact: true }).waitFor();
    await dialog.getByLabel('Rounds', { exact: true }).selectOption('once');
    await dialog.getByLabel('Double-point rounds', { exact: true }).fill('3');
    await dialog
      .getByRole('group', { name: 'Weekdays played on' })
      .getByLabel('Friday', { exact: true })
      .check();
    await dialog.getByLabel('Duty teams', { exact: true }).check();
    await dialog.getByLabel('Finals format', { exact: true }).selectOption('top_two');
    await expectAccessible(page, 'division dialog with the draw settings');
    await dialog.getByRole('button', { name: 'Add division' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: DIVISION, exact: true }).waitFor();

    const saved = await portal.db.division.findFirstOrThrow({
      where: { name: DIVISION, seasonId: season.id },
      select: {
        id: true,
        drawRounds: true,
        doubleRounds: true,
        playWeekdays: true,
        dutyTeams: true,
        finalsFormat: true,
      },
    });
    expect(saved).toMatchObject({
      drawRounds: 'once',
      doubleRounds: [3],
      playWeekdays: [5],
      dutyTeams: true,
      finalsFormat: 'top_two',
    });
    await ensureDivision();
  });

  it("sets a team's draw limits: a start no slot meets, a date it cannot play and a clashing team", async () => {
    await ensureDivision();
    const kestrels = teams[0]!;
    await page.goto(`/admin/teams/${kestrels.id}`);
    await page.getByRole('heading', { name: 'Kestrels', level: 1 }).waitFor();
    const limits = section('Draw limits');
    await limits.getByLabel('Earliest start', { exact: true }).fill('21:00');
    await limits.getByRole('button', { name: 'Add a date' }).click();
    await typeDate(limits, 'Date 1', dmy(addDays(firstFriday, 9 * 7)));
    await limits.getByLabel('Reason (date 1)', { exact: true }).fill('Club camp');
    await limits.getByLabel('Add a clashing team', { exact: true }).fill('Magp');
    await page.getByRole('option', { name: `Magpies (${DIVISION})` }).click();
    await limits.getByLabel('Why Magpies clashes', { exact: true }).fill('Same coach');
    await expectAccessible(page, 'team page with its draw limits');
    await limits.getByRole('button', { name: 'Save draw limits' }).click();
    await said('Draw limits of Kestrels saved.').waitFor();

    const team = await portal.db.team.findUniqueOrThrow({
      where: { id: kestrels.id },
      select: { notBeforeMinute: true, notAfterMinute: true },
    });
    expect(team).toEqual({ notBeforeMinute: 21 * 60, notAfterMinute: null });
    expect(await portal.db.teamUnavailability.count({ where: { teamId: kestrels.id } })).toBe(1);
    expect(
      await portal.db.teamClash.count({
        where: { OR: [{ teamAId: kestrels.id }, { teamBId: kestrels.id }], reason: 'Same coach' },
      }),
    ).toBe(1);
  });

  it("opens the season's Draw screen and adds Friday evening time slots", async () => {
    await page.goto(`/admin/seasons/${season.id}`);
    await page.getByRole('link', { name: 'Draw', exact: true }).click();
    await page.waitForURL(`**/admin/seasons/${season.id}/draw`);
    await page.getByRole('heading', { name: `Draw: ${season.name}`, level: 1 }).waitFor();
    await expectAccessible(page, 'draw screen');

    await button('Add time slots').click();
    const dialog = page.getByRole('dialog', { name: 'Add time slots' });
    await dialog.getByLabel('Venue', { exact: true }).selectOption({ label: 'Harbourside Sports Centre' });
    await dialog.getByLabel('Weekday', { exact: true }).selectOption({ label: 'Friday' });
    // A time that is not one is refused under the field, in the form's words.
    await dialog.getByLabel('Start times', { exact: true }).fill('7pm');
    await dialog.getByLabel('Game length (minutes)', { exact: true }).fill('50');
    await dialog.getByRole('button', { name: 'Add time slots' }).click();
    await dialog.getByText('Type times as HH:mm (24-hour), separated by commas').waitFor();
    await dialog.getByLabel('Start times', { exact: true }).fill('20:00, 19:00');
    const courts = dialog.getByRole('group', { name: 'Courts of Harbourside Sports Centre' });
    await courts.getByLabel('Court 2', { exact: true }).check();
    await courts.getByLabel('Court 3', { exact: true }).check();
    await expectAccessible(page, 'time slots dialog');
    await dialog.getByRole('button', { name: 'Add time slots' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Time slots added: Harbourside Sports Centre, Friday.').waitFor();
    const grid = page.getByRole('grid', { name: 'Time slots' });
    await grid.getByRole('gridcell', { name: '19:00, 20:00', exact: true }).waitFor();

    const slot = await portal.db.drawSlotTemplate.findFirstOrThrow({
      where: { seasonId: season.id },
      select: { weekday: true, startMinutes: true, gameMinutes: true, courtIds: true },
    });
    expect(slot).toMatchObject({ weekday: 5, startMinutes: [19 * 60, 20 * 60], gameMinutes: 50 });
    expect(slot.courtIds).toHaveLength(2);
  });

  it('adds a public holiday with its Add button and school holidays through the dialog', async () => {
    await openDrawScreen();
    const holidays = page.getByRole('region', { name: /^Public holidays in / });
    const add = holidays.getByRole('button', { name: /^Add .+ as a blackout$/ }).first();
    const label = String(await add.getAttribute('aria-label'));
    const holiday = /^Add (.+) \((\w{3} (\d\d\/\d\d\/\d{4}))\) as a blackout$/.exec(label)!;
    await add.click();
    await said(`Blackout added: ${holiday[2]}, ${holiday[1]}.`).waitFor();
    // Listed as added, no longer offered.
    await holidays.getByRole('button', { name: label }).waitFor({ state: 'detached' });
    await page
      .getByRole('grid', { name: 'Blackout dates' })
      .getByRole('gridcell', { name: holiday[1], exact: true })
      .waitFor();
    const publicHoliday = await portal.db.seasonBlackout.findFirstOrThrow({
      where: { seasonId: season.id, kind: 'public_holiday' },
      select: { fromDate: true, toDate: true, reason: true, venueId: true },
    });
    expect(publicHoliday).toMatchObject({ reason: holiday[1], venueId: null });
    expect(dmy(publicHoliday.fromDate.toISOString().slice(0, 10))).toBe(holiday[3]);

    await button('Add blackout dates').click();
    const dialog = page.getByRole('dialog', { name: 'Add blackout dates' });
    await dialog.getByLabel('Kind', { exact: true }).selectOption('school_holiday');
    await typeDate(dialog, 'First date', dmy(firstFriday));
    await typeDate(dialog, 'Last date', dmy(addDays(firstFriday, 2)));
    await dialog.getByLabel('Reason', { exact: true }).fill('Spring school holidays');
    await expectAccessible(page, 'blackout dialog');
    await dialog.getByRole('button', { name: 'Add blackout' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('grid', { name: 'Blackout dates' })
      .getByRole('gridcell', { name: 'Spring school holidays', exact: true })
      .waitFor();
    expect(
      await portal.db.seasonBlackout.count({ where: { seasonId: season.id, kind: 'school_holiday' } }),
    ).toBe(1);
  });

  it('generates a draft for the division: counts, the skipped Friday and the games no slot could take', async () => {
    await ensureDrawSetup();
    await openDrawScreen();
    const generate = section('Generate a draft');
    await generate.getByLabel(`${DIVISION} (4 teams, 0 games, 0 played)`, { exact: true }).check();
    await typeDate(generate, 'First date', dmy(firstFriday));
    await typeDate(generate, 'Last date', dmy(lastDate));
    await generate.getByRole('button', { name: 'Generate draft' }).click();
    await page.waitForURL(/\/admin\/draw-drafts\/\d+$/);
    const draftId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await page.getByRole('heading', { name: `Draft ${draftId} (new draw)`, level: 1 }).waitFor();
    // The server's job places the games; the page shows them when it is done.
    await section('What publishing does').waitFor();

    // Once round robin of four teams: three rounds of two games. Kestrels start at 21:00 at the
    // earliest and the last slot starts at 20:00, so their three games find no slot.
    const figures = section('What publishing does');
    expect(await figures.locator('dt').allTextContents()).toEqual([
      'New games',
      'Moved',
      'Kept',
      'Removed',
      'Unplaced',
    ]);
    expect(await figures.locator('dd').allTextContents()).toEqual(['3', '0', '0', '0', '3']);
    const unplaced = page.getByRole('region', { name: '3 games found no slot' });
    await unplaced.waitFor();
    const items = await unplaced
      .getByRole('list', { name: 'Games with no slot' })
      .locator(':scope > li')
      .allInnerTexts();
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toContain('Kestrels');
    // The engine says why: its own words, under each game.
    expect(await unplaced.locator('li li').count()).toBeGreaterThanOrEqual(3);

    // The first Friday is in the school holidays: skipped, with the blackout as the reason.
    const skipped = section('Dates skipped');
    await skipped.getByText(`Fri ${dmy(firstFriday)}, ${DIVISION}`).waitFor();
    expect(await skipped.innerText()).toContain('Spring school holidays');

    const games = page.getByRole('grid', { name: 'Games of the draft' });
    await games.getByRole('row').nth(1).waitFor();
    await field('Show').selectOption('unplaced');
    await expect.poll(() => games.getByRole('gridcell', { name: 'Unplaced', exact: true }).count()).toBe(3);
    expect(await games.getByRole('gridcell', { name: 'New', exact: true }).count()).toBe(0);
    await field('Show').selectOption('');
    await page
      .getByRole('grid', { name: 'Fairness per team' })
      .getByRole('gridcell', { name: 'Nightjars' })
      .waitFor();
    await section('Fairness per team')
      .getByText(/^Duty teams: \d+% of games$/)
      .waitFor();
    await expectAccessible(page, 'draft page');

    // Nothing is public yet.
    expect(await portal.db.game.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('publishes the draft without the unplaced games, and the public draw shows them', async () => {
    const draftId = await ensureDraft();
    await page.goto(`/admin/draw-drafts/${draftId}`);
    await page.getByRole('heading', { name: `Draft ${draftId} (new draw)`, level: 1 }).waitFor();
    await button('Publish draft').click();
    const dialog = page.getByRole('dialog', { name: 'Publish this draft?' });
    await expectAccessible(page, 'publish dialog');
    // Without ticking that the unplaced games are left out, the server refuses in its words.
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '3 games have no slot' }).waitFor();
    await dialog.getByLabel('Publish without the 3 unplaced games', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Published: 3 new games, 0 moved, 0 removed.').waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    await button('Publish draft').waitFor({ state: 'detached' });

    const games = await portal.db.game.findMany({
      where: { divisionId: division.id },
      select: { teamAId: true, teamBId: true, courtId: true },
    });
    expect(games).toHaveLength(3);
    expect(games.every((g) => g.teamAId !== teams[0]!.id && g.teamBId !== teams[0]!.id)).toBe(true);

    const answer = await page.request.get(`/api/draw/draw?season=${season.id}&division=${division.id}`);
    expect(answer.status()).toBe(200);
    // The public draw's answer (GET /api/draw/draw), as far as this test reads it.
    const draw = (await answer.json()) as {
      divisionDraw: {
        rounds: Array<{
          groups: Array<{ games: Array<{ team_a_id: string | null; team_b_id: string | null }> }>;
        }>;
      };
    };
    const shown = draw.divisionDraw.rounds.flatMap((r) => r.groups.flatMap((g) => g.games));
    expect(shown.filter((g) => g.team_a_id && g.team_b_id)).toHaveLength(3);
    expect(new Set(shown.flatMap((g) => [g.team_a_id, g.team_b_id]))).toEqual(
      new Set(['Lorikeets', 'Magpies', 'Nightjars']),
    );

    // The draft links to the public draw page, which shows them too.
    await page.getByRole('link', { name: DIVISION, exact: true }).click();
    await page.waitForURL(`**/draw/${season.id}/${division.id}`);
    await page.getByRole('heading', { name: 'Draw', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(3);
    await page.getByTestId('game-card').filter({ hasText: 'Lorikeets' }).first().waitFor();

    // The draft is listed on the Draw screen as published.
    await page.goto(`/admin/seasons/${season.id}/draw`);
    const drafts = page.getByRole('grid', { name: 'Drafts' });
    await drafts.getByRole('link', { name: `Draft ${draftId}` }).waitFor();
    await drafts.getByRole('gridcell', { name: 'Published', exact: true }).waitFor();
  });

  it('closes a court for a morning and opens it again', async () => {
    await openDrawScreen();
    const closures = section('Court closures');
    await closures.getByRole('button', { name: 'Close a court', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close a court' });
    // Everything missing is said at once, under its field.
    await dialog.getByRole('button', { name: 'Close court', exact: true }).click();
    await dialog.getByText('Choose the court.').waitFor();
    await dialog.getByText('Give the reason.').waitFor();
    await dialog
      .getByLabel('Court', { exact: true })
      .selectOption({ label: 'Harbourside Sports Centre: Court 2' });
    const day = addDays(firstFriday, 21);
    await typeDate(dialog, 'First day', dmy(day));
    await dialog.getByLabel('From', { exact: true }).fill('08:00');
    await dialog.getByLabel('Until', { exact: true }).fill('12:00');
    await dialog.getByLabel('Reason', { exact: true }).fill('Floor resurfacing');
    await expectAccessible(page, 'court closure dialog');
    await dialog.getByRole('button', { name: 'Close court', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Closed: Harbourside Sports Centre, Court 2.').waitFor();
    const grid = page.getByRole('grid', { name: 'Court closures' });
    await grid.getByRole('gridcell', { name: 'Floor resurfacing', exact: true }).waitFor();
    const closure = await portal.db.courtClosure.findFirstOrThrow({
      where: { reason: 'Floor resurfacing' },
      select: { id: true, court: { select: { name: true } } },
    });
    expect(closure.court.name).toBe('Court 2');

    await grid.getByRole('button', { name: /^Open the court again: / }).click();
    const confirm = page.getByRole('dialog', { name: 'Open Harbourside Sports Centre, Court 2 again?' });
    await confirm.getByRole('button', { name: 'Open court', exact: true }).click();
    await said('Court opened: Harbourside Sports Centre, Court 2').waitFor();
    await closures.getByText(/^No court is closed from .* on\.$/).waitFor();
    expect(await portal.db.courtClosure.count({ where: { id: closure.id } })).toBe(0);
  });

  it('closing the court of a published game offers the draw repair, which opens ready to make the draft', async () => {
    await ensurePublished();
    await openDrawScreen();
    const game = await portal.db.game.findFirstOrThrow({
      where: { divisionId: division.id, courtId: { not: null } },
      select: {
        id: true,
        startsAt: true,
        court: { select: { name: true, venue: { select: { name: true } } } },
      },
      orderBy: { startsAt: 'asc' },
    });
    const day = new Date(game.startsAt).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    await section('Court closures').getByRole('button', { name: 'Close a court', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close a court' });
    await dialog
      .getByLabel('Court', { exact: true })
      .selectOption({ label: `${game.court!.venue.name}: ${game.court!.name}` });
    await typeDate(dialog, 'First day', dmy(day));
    await dialog.getByLabel('From', { exact: true }).fill('00:00');
    await dialog.getByLabel('Until', { exact: true }).fill('24:00');
    await dialog.getByLabel('Reason', { exact: true }).fill('Roof leak');
    // The hits are listed before saving; once saved, the repair is offered where staff look next.
    await dialog
      .getByRole('region', { name: 'What the closure hits' })
      .getByText(/^Game: /)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Close court', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await said(`Closed: ${game.court!.venue.name}, ${game.court!.name}`)
      .getByRole('link', { name: 'Repair the season’s draw', exact: true })
      .click();
    await page.waitForURL(new RegExp(`/admin/seasons/${season.id}/draw\\?closure=${day}$`));
    const repair = section('Repair the published draw');
    const make = repair.getByRole('button', { name: 'Make repair draft', exact: true });
    // One press away: the button has the focus and the reason names the closed day.
    await expect.poll(() => make.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await repair.getByLabel('Reason', { exact: true }).inputValue()).toMatch(/^Courts closed on /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/draw-drafts\/\d+$/);
    const repairId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await section('What publishing does').waitFor();
    const taken = await portal.db.drawDraftGame.findFirstOrThrow({
      where: { draftId: repairId, gameId: game.id },
      select: { action: true },
    });
    expect(['move', 'unplaced']).toContain(taken.action);
    // Leave the season as the later tests expect it.
    expect(
      (await page.request.post(`/api/admin/draw-drafts/${repairId}/discard`, { data: {} })).status(),
    ).toBe(200);
    await portal.db.courtClosure.deleteMany({ where: { reason: 'Roof leak' } });
  });

  it('downloads the published draw as CSV, names a bad line of a file, and reads the file back as a draft', async () => {
    await ensurePublished();
    await openDrawScreen();
    const file = section('The draw as a file');
    await file.getByLabel('Divisions to download', { exact: true }).selectOption({ label: DIVISION });
    const downloading = page.waitForEvent('download');
    await file.getByRole('link', { name: 'Download CSV', exact: true }).click();
    const csv = fs.readFileSync(await (await downloading).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Game id,Division,Round,Final,Date,Time,Minutes,Venue,Court,Home,Away,Bye,Duty,Double points',
    );
    expect(lines.filter((l) => l.split(',')[1] === DIVISION)).toHaveLength(3);

    const upload = file.getByLabel('Choose a CSV file', { exact: true });
    // A line without its game's id is a new game, whose teams are read by name.
    const renamed = lines[1]!.replace(/^\d+,/, ',').replace('Lorikeets', 'Larks');
    const bad = [lines[0], renamed, ...lines.slice(2)].join('\n');
    await upload.setInputFiles({ name: 'draw.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await file.getByText('draw.csv', { exact: true }).waitFor();
    await file.getByRole('button', { name: 'Import as a draft', exact: true }).click();
    const refusal = file.getByRole('alert');
    await refusal.getByText('The file has 1 line to correct.').waitFor();
    expect(await refusal.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Line 2: .*"Larks"/),
    ]);
    await expectAccessible(page, 'draw file with a refused import');

    await upload.setInputFiles({ name: 'draw.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await file.getByRole('button', { name: 'Import as a draft', exact: true }).click();
    await page.waitForURL(/\/admin\/draw-drafts\/\d+$/);
    await page.getByRole('heading', { name: /^Draft \d+ /, level: 1 }).waitFor();
    // Read back unchanged, every game is kept where it is.
    const figures = section('What publishing does');
    await expect.poll(() => figures.locator('dd').allTextContents()).toEqual(['0', '0', '3', '0', '0']);
  });

  it("draws the division's finals from its ladder as a draft", async () => {
    await ensurePublished();
    await openDrawScreen();
    const finals = section('Finals');
    await finals.getByRole('button', { name: 'Draw finals', exact: true }).click();
    await finals.getByText('Choose the division.').waitFor();
    await finals.getByLabel('Division', { exact: true }).selectOption({ label: DIVISION });
    await finals.getByRole('button', { name: 'Draw finals', exact: true }).click();
    // No regular game has a result: the ladder is not final, and staff must say why they go on.
    await finals.getByRole('alert').filter({ hasText: '3 of 3 regular games have no result' }).waitFor();
    await finals.getByLabel('Reason to draw finals now', { exact: true }).fill('Finals venue booked early');
    await finals.getByRole('button', { name: 'Draw finals', exact: true }).click();
    await page.waitForURL(/\/admin\/draw-drafts\/\d+$/);
    const finalsDraft = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await page.getByRole('heading', { name: `Draft ${finalsDraft} (finals)`, level: 1 }).waitFor();
    // Top two: one grand final, after the last regular game, between the ladder's first two. The
    // Kestrels are one of them, and no Friday slot starts at 21:00 yet: the final is unplaced,
    // with their limit as the reason.
    const figures = section('What publishing does');
    await figures.waitFor();
    expect(await figures.locator('dd').allTextContents()).toEqual(['0', '0', '0', '0', '1']);
    await page
      .getByRole('region', { name: '1 game found no slot' })
      .getByText('Kestrels not before 21:00', { exact: true })
      .waitFor();
    const final = await portal.db.drawDraftGame.findFirstOrThrow({
      where: { draftId: finalsDraft },
      select: { finalStage: true, teamAId: true, teamBId: true },
    });
    expect(final.finalStage).toBe('grand_final');
    expect(final.teamAId).not.toBeNull();
    await expectAccessible(page, 'finals draft');
  });

  it('fixes the slot: a 21:00 start takes the Kestrels, and a new draft places every game', async () => {
    const draftId = await ensurePublished();
    await openDrawScreen();
    const slots = page.getByRole('grid', { name: 'Time slots' });
    await slots
      .getByRole('button', { name: 'Change the time slots Harbourside Sports Centre, Friday', exact: true })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Change time slots: Harbourside Sports Centre, Friday',
    });
    await dialog.getByLabel('Start times', { exact: true }).fill('19:00, 20:00, 21:00');
    await dialog.getByRole('button', { name: 'Save time slots' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Time slots saved: Harbourside Sports Centre, Friday.').waitFor();
    await slots.getByRole('gridcell', { name: '19:00, 20:00, 21:00', exact: true }).waitFor();

    // An official allocated to every published game: the new draw moves them off some.
    const official = await portal.db.member.findFirstOrThrow({
      where: { username: 'demomember' },
      select: { id: true, firstname: true, lastname: true },
    });
    for (const g of await portal.db.game.findMany({
      where: { divisionId: division.id, teamAId: { not: null } },
    }))
      await portal.db.refereeAssignment.create({
        data: { gameId: g.id, memberId: official.id, rosterType: 'referee' },
      });

    const generate = section('Generate a draft');
    await generate.getByLabel(`${DIVISION} (4 teams, 3 games, 0 played)`, { exact: true }).check();
    await typeDate(generate, 'First date', dmy(firstFriday));
    await typeDate(generate, 'Last date', dmy(lastDate));
    await generate.getByRole('button', { name: 'Generate draft' }).click();
    await page.waitForURL(
      (url) => /\/admin\/draw-drafts\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${draftId}`),
    );
    await page.getByRole('heading', { name: /^Draft \d+ \(new draw\)$/, level: 1 }).waitFor();
    const figures = section('What publishing does');
    await figures.waitFor();
    expect((await figures.locator('dd').allTextContents()).at(-1)).toBe('0');
    const losing = page.getByRole('region', { name: /^\d+ officials? loses? games?$/ });
    await losing.getByText(`${official.firstname} ${official.lastname}`).first().waitFor();
    // The season taken back to preparation: the dialog warns that nobody would see the draw and
    // activates the season before publishing.
    await portal.db.season.update({ where: { id: season.id }, data: { status: 'inactive' } });
    await page.reload();
    await button('Publish draft').click();
    const publish = page.getByRole('dialog', { name: 'Publish this draft?' });
    await publish.getByRole('note').filter({ hasText: 'This season is inactive' }).waitFor();
    await publish.getByRole('button', { name: 'Activate season and publish', exact: true }).click();
    await publish.waitFor({ state: 'detached' });
    await said('emailed about games taken off them').waitFor();
    expect((await portal.db.season.findUniqueOrThrow({ where: { id: season.id } })).status).toBe('active');
    const games = await portal.db.game.findMany({
      where: { divisionId: division.id, teamAId: { not: null } },
      select: { startsAt: true, teamAId: true, teamBId: true },
    });
    expect(games).toHaveLength(6);
    // The Kestrels play at 21:00, the only start their limit allows.
    const kestrels = games.filter((g) => g.teamAId === teams[0]!.id || g.teamBId === teams[0]!.id);
    expect(kestrels).toHaveLength(3);
    for (const g of kestrels)
      expect(g.startsAt.toLocaleTimeString('en-AU', { timeZone: 'Australia/Sydney', hour12: false })).toMatch(
        /^21:00/,
      );
  });

  it('enters a result with player stats, and the public standings and the stats page show it', async () => {
    await ensurePublished();
    const game = await portal.db.game.findFirstOrThrow({
      where: { divisionId: division.id, teamAId: { not: null }, teamBId: { not: null } },
      select: {
        id: true,
        teamA: { select: { id: true, name: true } },
        teamB: { select: { id: true, name: true } },
      },
      orderBy: { startsAt: 'asc' },
    });
    const [teamA, teamB] = [game.teamA!, game.teamB!];
    // A player on each side (the nomination's part, seeded here): demomember, who can sign in to
    // the stats page, for the winners.
    const demomember = await portal.db.member.findFirstOrThrow({
      where: { usernameLower: 'demomember' },
      select: { id: true, firstname: true, lastname: true },
    });
    const other = await portal.db.member.findFirstOrThrow({
      where: { staffGrants: { none: {} }, id: { not: demomember.id } },
      select: { id: true, firstname: true, lastname: true },
      orderBy: { id: 'asc' },
    });
    const players = [demomember, other];
    for (const [i, team] of [teamA, teamB].entries())
      await portal.db.teamPosition.create({
        data: { teamId: team.id, memberId: players[i]!.id, role: 'player', playingNumber: 7 + i },
      });
    const scorer = `${players[0]!.firstname} ${players[0]!.lastname}`;

    await page.goto(`/admin/games/${game.id}/scoresheet`);
    await page.getByRole('heading', { name: `${teamA.name} v ${teamB.name}`, level: 1 }).waitFor();
    await page.getByLabel(`Field goals, ${scorer}`, { exact: true }).fill('4');
    await page.getByLabel(`Three pointers, ${scorer}`, { exact: true }).fill('1');
    await page.getByLabel(`${teamA.name} score`, { exact: true }).fill('30');
    await page.getByLabel(`${teamB.name} score`, { exact: true }).fill('20');
    await button('Save scoresheet').click();
    await said('Scoresheet saved.').waitFor();

    // The public standings: the winner has played one and won one.
    const visitor = await portal.newPage();
    await visitor.goto('/result');
    await visitor.getByLabel('Seasons').selectOption(String(season.id));
    const divisions = visitor.getByRole('combobox', { name: 'Divisions' });
    await divisions.fill(DIVISION);
    await visitor.getByRole('option', { name: DIVISION, exact: true }).click();
    const winner = visitor
      .getByRole('region', { name: 'Standings table' })
      .getByRole('row', { name: new RegExp(`^\\d+ ${teamA.name}`) });
    await expect
      .poll(async () => (await winner.locator('th, td').allInnerTexts()).slice(1, 4).map((t) => t.trim()))
      .toEqual([teamA.name, '1', '1']);
    await expectAccessible(visitor, 'standings after the result');
    await visitor.context().close();

    // The stats page, to the player signed in: 11 points (4 field goals and a three).
    const player = await portal.newPage();
    await player.goto(`/login?redirect=/member/stats/${season.id}/${division.id}/${teamA.id}`);
    await player.getByLabel('Username', { exact: true }).fill('demomember');
    await player.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await player.getByLabel('Password', { exact: true }).press('Enter');
    await player.waitForURL(`**/member/stats/${season.id}/${division.id}/${teamA.id}`);
    await player.getByLabel('Game Date').selectOption(String(game.id));
    await player
      .getByRole('table', { name: 'Player stats' })
      .getByRole('row')
      .filter({ has: player.getByRole('rowheader', { name: scorer, exact: true }) })
      .getByRole('cell', { name: '11', exact: true })
      .waitFor();
    await expectAccessible(player, 'stats after the result');
    await player.context().close();
  });

  it('fits a phone: the Draw screen and the draft do not scroll the page sideways', async () => {
    const draftId = await ensureDraft();
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    for (const path of [`/admin/seasons/${season.id}/draw`, `/admin/draw-drafts/${draftId}`]) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.getByRole('grid').first().waitFor();
      expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    }
    await expectAccessible(phone, 'draft page on a phone');
    await phone.close();
  });
});

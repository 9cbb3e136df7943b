// A division's season totals on the Stats page, on a desktop and on a phone (390 px): a member
// picks "Show: Season totals" and sees each player's games played, totals and averages per game
// (one decimal), most points first, with their own row shaded and marked "(you)" in words and
// as the current row for screen readers; choosing a team narrows the totals to it. Every view
// passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, signIn, startPortal, type Portal } from './harness.js';

let portal: Portal;
/** A division of the running season made for this file: two teams, three played games. */
let pick: { seasonId: number; divisionId: number; rocketsId: number };
let me: { name: string };

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const { db } = portal;
  const member = await db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { id: true, firstname: true, prefname: true, lastname: true },
  });
  me = { name: `${member.prefname?.trim() || member.firstname} ${member.lastname}` };
  const season = await db.season.findFirstOrThrow({
    where: { archived: false, status: 'active', divisions: { some: {} } },
    select: { id: true, divisions: { select: { groupId: true }, take: 1 } },
    orderBy: { id: 'asc' },
  });
  const division = await db.division.create({
    data: { name: 'Totals Test Division', seasonId: season.id, groupId: season.divisions[0]!.groupId },
  });
  const rockets = await db.team.create({ data: { name: 'Rozelle Rockets', divisionId: division.id } });
  const comets = await db.team.create({ data: { name: 'Camperdown Comets', divisionId: division.id } });
  const games = [];
  for (const [round, day] of [
    [1, 3],
    [2, 10],
    [3, 17],
  ] as const) {
    const startsAt = new Date(Date.UTC(2026, 9, day, 0, 0));
    games.push(
      await db.game.create({
        data: {
          divisionId: division.id,
          round,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 50 * 60_000),
          teamAId: rockets.id,
          teamBId: comets.id,
        },
      }),
    );
  }
  const [g1, g2, g3] = games;
  const mia = await db.member.create({
    data: { firstname: 'Mia', lastname: 'Nguyen', dob: new Date('2010-05-01T00:00:00Z'), gender: 'female' },
  });
  await db.playerGameStat.createMany({
    data: [
      {
        gameId: g1!.id,
        teamId: rockets.id,
        memberId: member.id,
        points: 7,
        onePoints: 1,
        twoPoints: 3,
        fouls: 2,
      },
      {
        gameId: g2!.id,
        teamId: rockets.id,
        memberId: member.id,
        points: 5,
        onePoints: 1,
        twoPoints: 2,
        techFouls: 1,
      },
      { gameId: g3!.id, teamId: rockets.id, memberId: member.id, points: 0, fouls: 1 },
      { gameId: g1!.id, teamId: comets.id, memberId: mia.id, points: 9, threePoints: 3, fouls: 1 },
      { gameId: g2!.id, teamId: comets.id, memberId: mia.id, points: 6, twoPoints: 3 },
    ],
  });
  pick = { seasonId: season.id, divisionId: division.id, rocketsId: rockets.id };
});
afterAll(() => portal?.close());

/** The text of each cell of a row, header cell first. */
const cellsOf = async (row: Locator) => (await row.locator('th, td').allInnerTexts()).map((t) => t.trim());

/** 12 points in 3 games = 4.0; 2 free throws / 3 = 0.7; 5 field goals / 3 = 1.7; 3 fouls / 3 = 1.0; 1 technical / 3 = 0.3. */
const myCells = () => [
  `${me.name} (you)`,
  'Rozelle Rockets',
  '3',
  ...['12', '4.0', '2', '0.7', '5', '1.7', '0', '0.0', '3', '1.0', '1', '0.3', '0', '0.0', '0', '0.0'],
];

/** Checks the totals table: Mia first on points, then my own row, shaded and marked. */
async function expectTotals(page: Page) {
  const table = page.getByRole('table', { name: 'Season totals' });
  await table.waitFor();
  const mine = table.locator('tbody tr[aria-current="true"]');
  await expect.poll(() => mine.count()).toBe(1);
  expect(await cellsOf(mine)).toEqual(myCells());
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBe(2);
  expect((await cellsOf(rows.nth(0))).slice(0, 5)).toEqual([
    'Mia Nguyen',
    'Camperdown Comets',
    '2',
    '15',
    '7.5',
  ]);
  expect(await rows.nth(0).getAttribute('aria-current')).toBeNull();
  // Shaded apart from the other rows, and named "(you)" for whoever cannot see the shade.
  const shade = (row: Locator) => row.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await shade(mine)).not.toBe(await shade(rows.nth(0)));
  await table.getByRole('rowheader', { name: `${me.name} (you)`, exact: true }).waitFor();
  return table;
}

describe('season totals on the stats page', () => {
  it("shows a desktop member every player's totals and averages, their own row marked", async () => {
    const page = await signIn(await portal.newPage(), 'demomember');
    await page.goto(`/member/stats/${pick.seasonId}/${pick.divisionId}`);
    await page.getByRole('heading', { name: 'Stats', level: 1 }).waitFor();
    await page.getByLabel('Show').selectOption('totals');
    await page.waitForURL(`**/member/stats/${pick.seasonId}/${pick.divisionId}?show=totals`);
    await expect.poll(() => page.getByLabel('Game Date').count()).toBe(0);
    const table = await expectTotals(page);
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 7)).toEqual(['Name', 'Team', 'GP', 'PTS', 'PTS/G', 'FTM', 'FTM/G']);
    expect(headers.length).toBe(19);
    await expectAccessible(page, 'season totals');

    // A team narrows the totals to its players, and the link keeps the totals view.
    await page.getByLabel('Teams').selectOption(String(pick.rocketsId));
    await page.waitForURL(
      `**/member/stats/${pick.seasonId}/${pick.divisionId}/${pick.rocketsId}?show=totals`,
    );
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await cellsOf(table.locator('tbody tr[aria-current="true"]'))).toEqual(myCells());

    // Back to one game: the box score's filters return and the totals go.
    await page.getByLabel('Show').selectOption('');
    await page.waitForURL(`**/member/stats/${pick.seasonId}/${pick.divisionId}/${pick.rocketsId}`);
    await page.getByLabel('Game Date').waitFor();
    expect(await page.getByRole('table', { name: 'Season totals' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the totals from a link on a phone, the own row marked and the table scrolling sideways', async () => {
    const page = await signIn(await portal.newPage({ mobile: true }), 'demomember');
    await page.goto(`/member/stats/${pick.seasonId}/${pick.divisionId}?show=totals`);
    expect(await page.getByLabel('Show').inputValue()).toBe('totals');
    await expectTotals(page);
    await page.getByText('More columns to the right: scroll the table sideways →').waitFor();
    // The name stays in sight; the page itself does not scroll sideways.
    const mine = page.getByRole('rowheader', { name: `${me.name} (you)`, exact: true });
    const box = await mine.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'season totals on a phone');
    await page.context().close();
  });
});

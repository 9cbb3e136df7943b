// The draw in a real browser: the public draw opened from a deep link with season,
// division and team shows that team's games with its bye and duty cards and the round
// filter disabled; standings show the ladder and its footnote (one team's details at a
// time on a phone); a member with a team picks stats down to one game and sees the
// players sorted by name. Every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { expectAccessible, signIn, sidewaysScrolls, startPortal, type Portal } from './harness.js';
import { levelTopTwo } from './ladder.js';

let portal: Portal;
let page: Page;

/** A current-season team that has both a bye and a duty in the draw. */
let pick: { seasonId: number; seasonName: string; divisionId: number; divisionName: string; team: string };

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const team = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { status: 'active', archived: false } },
      gamesAsBye: { some: {} },
      gamesAsDuty: { some: {} },
    },
    select: {
      name: true,
      division: { select: { id: true, name: true, season: { select: { id: true, name: true } } } },
    },
    orderBy: { id: 'asc' },
  });
  pick = {
    seasonId: team.division.season.id,
    seasonName: team.division.season.name,
    divisionId: team.division.id,
    divisionName: team.division.name,
    team: team.name,
  };
  page = await portal.newPage();
});
afterAll(() => portal?.close());

/** Opens a member page as demomember, signing in first when the page is not signed in yet. */
async function openAsMember(path: string) {
  if ((await page.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== ''))
    return page.goto(path);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Username', { exact: true }).fill('demomember');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(`**${path}`);
}

describe('public draw, standings and stats', () => {
  it("opens the draw from a deep link on the team's games, byes and duties", async () => {
    await page.goto(`/draw/${pick.seasonId}/${pick.divisionId}/${encodeURIComponent(pick.team)}`);
    await page.getByRole('heading', { name: 'Draw', level: 1 }).waitFor();
    await page.getByTestId('bye-card').first().waitFor();

    // The link preselected every filter, and the team disabled the round filter on All Rounds.
    expect(await page.getByLabel('Seasons').inputValue()).toBe(String(pick.seasonId));
    expect(await page.getByRole('combobox', { name: 'Divisions' }).inputValue()).toBe(pick.divisionName);
    expect(await page.getByLabel('Teams').inputValue()).toBe(pick.team);
    const rounds = page.getByLabel('Rounds');
    expect(await rounds.isDisabled()).toBe(true);
    expect(await rounds.inputValue()).toBe('all');

    await expect
      .poll(() =>
        page
          .getByTestId('bye-card')
          .filter({ hasText: `${pick.team} - Bye` })
          .count(),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByTestId('duty-card')
          .filter({ hasText: `${pick.team} - Duty` })
          .count(),
      )
      .toBeGreaterThan(0);
    // Every game card shown is one the team plays in.
    const games = await page.getByTestId('game-card').allTextContents();
    expect(games.length).toBeGreaterThan(0);
    for (const text of games.filter((t) => !/Public Holiday/.test(t))) expect(text).toContain(pick.team);
    // Unscored games offer both calendars; the Apple one is the API's .ics download.
    const apple = page.getByRole('link', { name: 'Add to Apple Calendar' }).first();
    expect(await apple.getAttribute('href')).toMatch(/^\/api\/draw\/game\/\d+\/ics$/);
    const google = await page
      .getByRole('link', { name: 'Add to Google Calendar' })
      .first()
      .getAttribute('href');
    expect(google).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(google).toContain('ctz=Australia%2FSydney');
    await expectAccessible(page, 'draw');
  });

  it('lets the round filter back once the team is cleared, and lists rounds then finals', async () => {
    await page.goto(`/draw/${pick.seasonId}/${pick.divisionId}/${encodeURIComponent(pick.team)}`);
    await page.getByRole('heading', { name: 'Draw', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Teams').inputValue()).toBe(pick.team);
    await page.getByLabel('Teams').selectOption('');
    await page.waitForURL(`**/draw/${pick.seasonId}/${pick.divisionId}`);
    const rounds = page.getByLabel('Rounds');
    await expect.poll(() => rounds.isDisabled()).toBe(false);
    const options = await rounds.locator('option').allTextContents();
    expect(options[0]).toBe('All Rounds');
    expect(options[1]).toBe('1');
    expect(options).toContain('Semi Final');
    await rounds.selectOption('2');
    await page.getByRole('heading', { name: 'Round #2', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: /^Round #/, level: 2 }).count()).toBe(1);
  });

  it('shows the standings with points plus adjustments and the footnote', async () => {
    await page.goto('/result');
    await page.getByRole('heading', { name: 'Standings', level: 1 }).waitFor();
    await page.getByLabel('Seasons').selectOption(String(pick.seasonId));
    const divisions = page.getByRole('combobox', { name: 'Divisions' });
    // Searchable by keyboard: typing filters the list and Enter takes the first match.
    await divisions.fill(pick.divisionName);
    await page.getByRole('option', { name: pick.divisionName, exact: true }).waitFor();
    await divisions.press('Enter');
    await page
      .getByText(
        '* Calculations may include double point rounds. Please refer to draw for further information.',
      )
      .waitFor();
    await page.getByText(/^Results as \w+day \d{2} \w+ \d{4} \d{1,2}:\d{2} (am|pm)$/).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`^\\d+ ${pick.team}`) });
    expect(await row.count()).toBe(1);
    const positions = await page.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(positions.map((p) => p.trim())).toEqual(positions.map((_, i) => String(i + 1)));
    const headers = await page.getByRole('columnheader').allTextContents();
    // The ladder's first column is each team's position.
    expect(headers.slice(0, 16)).toEqual([
      'Pos',
      'Team',
      'Played',
      'Win',
      'Loss',
      'Draw',
      'NAF',
      'NF',
      'AF',
      'Disq',
      'Bye',
      'For',
      'Against',
      '%',
      'Adjust',
      'Points*',
    ]);
    await expectAccessible(page, 'standings');
    // On a desktop every column shows without scrolling sideways, and team names stay on one line.
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const region = page.getByRole('region', { name: 'Standings table' });
      await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      const points = await page.getByRole('columnheader', { name: 'Points*' }).boundingBox();
      expect((points?.x ?? Infinity) + (points?.width ?? 0)).toBeLessThanOrEqual(width);
      const team = row.getByRole('rowheader');
      const lineHeight = await team.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await team.boundingBox())?.height ?? Infinity).toBeLessThan(lineHeight * 2 + 16);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A division that hides its results shows the server's message in red instead of a table.
    await divisions.fill('U12 Mixed');
    await page.getByRole('option', { name: 'U12 Mixed', exact: true }).click();
    const hidden = page.getByText('Results for this division are not published yet.');
    await hidden.waitFor();
    expect(await hidden.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it("offers the chosen team's calendar feed to subscribe to", async () => {
    await page.goto(`/draw/${pick.seasonId}/${pick.divisionId}/${encodeURIComponent(pick.team)}`);
    const subscribe = page.getByRole('link', { name: 'Subscribe to this team' });
    await subscribe.waitFor();
    await expectAccessible(page, "a team's draw with its calendar feed");
    const feed = await page.request.get((await subscribe.getAttribute('href'))!);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    // Long lines of an iCalendar file are folded: unfold them before reading.
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`X-WR-CALNAME:${pick.team} - `);
    expect(text).toMatch(new RegExp(`SUMMARY:.*${pick.team}`));

    // Without a team chosen there is no team to subscribe to.
    await page.goto(`/draw/${pick.seasonId}/${pick.divisionId}`);
    await page.getByRole('link', { name: 'Standings', exact: true }).waitFor();
    await page.getByLabel('Teams').waitFor();
    expect(await subscribe.count()).toBe(0);
  });

  it("keeps the draw's season and division in the standings' address, to link and bookmark a ladder", async () => {
    await page.goto(`/draw/${pick.seasonId}/${pick.divisionId}`);
    await page.getByRole('link', { name: 'Standings', exact: true }).click();
    await page.waitForURL(`**/result/${pick.seasonId}/${pick.divisionId}`);
    await page.getByRole('row', { name: new RegExp(`^\\d+ ${pick.team}`) }).waitFor();
    expect(await page.getByLabel('Seasons').inputValue()).toBe(String(pick.seasonId));
    expect(await page.getByRole('combobox', { name: 'Divisions' }).inputValue()).toBe(pick.divisionName);

    // The address opens the same ladder on its own (a bookmark), and a new choice changes it.
    const other = await portal.db.division.findFirstOrThrow({
      where: { seasonId: pick.seasonId, id: { not: pick.divisionId } },
      select: { id: true, name: true },
    });
    const bookmark = await portal.newPage();
    await bookmark.goto(`/result/${pick.seasonId}/${pick.divisionId}`);
    await bookmark.getByRole('row', { name: new RegExp(`^\\d+ ${pick.team}`) }).waitFor();
    await bookmark.getByRole('combobox', { name: 'Divisions' }).click();
    await bookmark.getByRole('option', { name: other.name, exact: true }).click();
    await bookmark.waitForURL(`**/result/${pick.seasonId}/${other.id}`);
    await bookmark.context().close();
  });

  it('collapses the standings on a phone and opens one team at a time', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.goto('/result');
    await phone.getByLabel('Seasons').selectOption(String(pick.seasonId));
    await phone.getByRole('combobox', { name: 'Divisions' }).click();
    await phone.getByRole('option', { name: pick.divisionName, exact: true }).click();
    const buttons = phone.getByRole('button', { name: /^Details of / });
    await buttons.first().waitFor();
    expect(await phone.getByRole('columnheader', { name: 'Played' }).isVisible()).toBe(false);
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    expect(await phone.locator('button[aria-expanded="true"]').count()).toBe(1);
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    await phone.locator('dl').getByText('Non-advised Forfeit').waitFor();
    await expectAccessible(phone, 'standings on a phone');
    await phone.context().close();
  });

  it('gives a member with a team the stats of one game, sorted by name', async () => {
    await page.goto('/login?redirect=/member/stats');
    await page.getByLabel('Username', { exact: true }).fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/member/stats');
    await page.getByRole('heading', { name: 'Stats', level: 1 }).waitFor();

    const jack = await portal.db.teamPosition.findFirstOrThrow({
      where: { member: { usernameLower: 'demomember' }, team: { division: { season: { archived: false } } } },
      select: {
        team: {
          select: { id: true, name: true, division: { select: { id: true, name: true, seasonId: true } } },
        },
      },
    });
    const team = jack.team;
    await page.getByLabel('Seasons').selectOption(String(team.division.seasonId));
    await page.getByLabel('Divisions').selectOption(String(team.division.id));
    await page.getByLabel('Teams').selectOption(String(team.id));
    await page.waitForURL(`**/member/stats/${team.division.seasonId}/${team.division.id}/${team.id}`);
    // No table until a game is chosen.
    expect(await page.getByRole('table').count()).toBe(0);
    const gameDate = page.getByLabel('Game Date');
    await expect.poll(() => gameDate.locator('option').count()).toBeGreaterThan(1);
    const firstGame = await gameDate.locator('option').nth(1).getAttribute('value');
    await gameDate.selectOption(firstGame);

    const table = page.getByRole('table', { name: 'Player stats' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['#', 'Name', 'PTS', 'FTM', 'FGM', '3PM', 'PF', 'TF', 'UF', 'DF']);
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })));
    await expectAccessible(page, 'stats');

    await page.getByLabel('Search').fill('zzzz');
    await page.getByText('Sorry, No Results found for "zzzz"').waitFor();
    await page.getByLabel('Search').fill('');
    await table.waitFor();

    // Clearing an upper filter clears the ones below and the table.
    await page.getByLabel('Divisions').selectOption('');
    await page.waitForURL(`**/member/stats/${team.division.seasonId}`);
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    expect(await page.getByLabel('Teams').inputValue()).toBe('');
    expect(await page.getByLabel('Game Date').inputValue()).toBe('');
  });

  it("says 'Sorry, No Stats Yet' for a team with no games rather than an empty list", async () => {
    const division = await portal.db.division.findFirstOrThrow({
      where: { season: { archived: false }, teams: { some: {} } },
      select: { id: true, seasonId: true },
    });
    const late = await portal.db.team.create({
      data: { name: 'Late Entrants', divisionId: division.id },
      select: { id: true },
    });
    await openAsMember(`/member/stats/${division.seasonId}/${division.id}/${late.id}`);
    await page.getByRole('status').filter({ hasText: 'Sorry, No Stats Yet' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'stats without games');
  });
});

describe('public: the full ladder', () => {
  /** A division of the running season that shows its results, other than the one above, levelled at the top. */
  async function levelledDivision() {
    const division = await portal.db.division.findFirstOrThrow({
      where: {
        id: { not: pick.divisionId },
        showResults: true,
        status: 'active',
        season: { status: 'active', archived: false },
        teams: { some: {} },
        games: { some: { result: { isNot: null } } },
      },
      select: { id: true, name: true, seasonId: true },
      orderBy: { id: 'asc' },
    });
    const staff = await signIn(await portal.newPage(), 'demoadmin');
    const level = await levelTopTwo(staff, division.id);
    await staff.context().close();
    return { ...division, level };
  }

  it('shows for, against, percentage and the tie-break that placed level teams, on a desktop and a phone', async () => {
    const division = await levelledDivision();
    const desktop = await portal.newPage();
    await desktop.goto(`/result/${division.seasonId}/${division.id}`);
    const table = desktop.getByRole('table', { name: `Standings of ${division.name}` });
    await table.waitFor();
    for (const header of ['For', 'Against', '%', 'Adjust', 'Points*'])
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    for (const team of division.level)
      await table.getByRole('row', { name: new RegExp(`^\\d+ ${team}\\s*Level on points: `) }).waitFor();
    await desktop.getByText(/^Teams level on points are ordered by .+, then team name\.$/).waitFor();
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    // Position, then (after the team's row header) played .. bye, for, against, percentage, adjust, points.
    expect(cells[12]).toMatch(/^(\d+\.\d{2}|–)$/);
    await expectAccessible(desktop, 'the full ladder');
    await desktop.context().close();

    const phone = await portal.newPage({ mobile: true });
    await phone.goto(`/result/${division.seasonId}/${division.id}`);
    const details = phone.getByRole('button', { name: `Details of ${division.level[0]}` });
    await details.click();
    const list = phone.locator('dl');
    for (const term of ['For', 'Against', 'Percentage', 'Adjust'])
      await list.getByText(term, { exact: true }).waitFor();
    await phone.getByText(`Level on points: `, { exact: false }).first().waitFor();
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'the full ladder on a phone');
    await phone.context().close();
  });
});

// Results in a real browser, on the demo data: demoadmin opens a division's results from its
// season, enters a game's scoresheet (a missing score is said under its field; the points of a
// player's line add up as they are typed) and the public ladder counts the game, also as it stood
// after its round; adds a ladder adjustment with a reason, sees it on the ladder, and takes it
// back with a reason; names demomember scorer of a game moved to today, who then enters its
// result on a phone with the + buttons. The public ladder's "As at" asks for a round. Every screen
// passes axe; the scorer's screens do not scroll sideways on a phone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, type Portal, sidewaysScrolls, signIn, startPortal } from './harness.js';
import { levelTopTwo } from './ladder.js';

let portal: Portal;
let page: Page;
/** demomember's division of the running season (one that shows its results). */
let division: { id: number; name: string; seasonId: number };
/** A game of it without a result, entered by staff; another, moved to today, entered by the scorer. */
let staffGame: Game;
let todayGame: Game;
interface Game {
  id: number;
  round: number;
  teamA: { id: number; name: string };
  teamB: { id: number; name: string };
}
interface LadderRow {
  team_id: number;
  played: number;
  win: number;
  loss: number;
}
interface Ladder {
  divisionResult: LadderRow[];
  adjustTeams: Record<string, number>;
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const jack = await portal.db.teamPosition.findFirstOrThrow({
    where: {
      member: { usernameLower: 'demomember' },
      team: {
        division: { showResults: true, status: 'active', season: { archived: false, status: 'active' } },
      },
    },
    select: { team: { select: { division: { select: { id: true, name: true, seasonId: true } } } } },
  });
  division = jack.team.division;
  const unplayed = await portal.db.game.findMany({
    where: {
      divisionId: division.id,
      result: null,
      finalStage: 'none',
      excludedDate: false,
      teamAId: { not: null },
      teamBId: { not: null },
    },
    select: {
      id: true,
      round: true,
      teamA: { select: { id: true, name: true } },
      teamB: { select: { id: true, name: true } },
    },
    orderBy: [{ round: 'asc' }, { startsAt: 'asc' }],
    take: 2,
  });
  expect(unplayed).toHaveLength(2);
  [staffGame, todayGame] = unplayed.map((g) => ({ ...g, teamA: g.teamA!, teamB: g.teamB! })) as [Game, Game];
  // The scorer may enter a game on its own day only: this one is played today, on no court (a
  // court holds one use at a time, and the demo's courts are busy today).
  const now = Date.now();
  await portal.db.game.update({
    where: { id: todayGame.id },
    data: { startsAt: new Date(now), endsAt: new Date(now + 50 * 60_000), courtId: null },
  });
  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/results-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const button = (name: string) => page.getByRole('button', { name, exact: true });
const said = (text: string) => page.getByRole('status').filter({ hasText: text });

async function ladder(round?: number): Promise<Ladder> {
  const query = new URLSearchParams({ season: String(division.seasonId), division: String(division.id) });
  if (round !== undefined) query.set('round', String(round));
  const answer = await page.request.get(`/api/draw/result?${query.toString()}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Ladder;
}
const rowOf = (l: Ladder, teamId: number) => l.divisionResult.find((r) => r.team_id === teamId)!;

/** Opens the division's results in the console and waits for its heading. */
async function openResults() {
  await page.goto(`/admin/divisions/${division.id}/results`);
  await page.getByRole('heading', { name: `${division.name} results`, level: 1 }).waitFor();
}

/**
 * demomember named scorer of today's game, as the console test names them: the scorer's test
 * names them through the same call when that test did not.
 */
async function ensureScorer() {
  const jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { id: true },
  });
  if ((await portal.db.gameScorer.count({ where: { gameId: todayGame.id, memberId: jack.id } })) > 0) return;
  const answer = await page.request.put(`/api/admin/games/${todayGame.id}/scorers`, {
    data: { member_ids: [jack.id] },
  });
  expect(answer.status()).toBe(200);
}

/** The first player of a team on a game's scoresheet, as the console's API lists them. */
async function firstPlayer(gameId: number, side: 'team_a' | 'team_b') {
  const answer = await page.request.get(`/api/admin/games/${gameId}/scoresheet`);
  const sheet = (await answer.json()) as {
    data: Record<'team_a' | 'team_b', { players: Array<{ member_id: number; name: string }> }>;
  };
  const player = sheet.data[side].players[0];
  expect(player).toBeDefined();
  return player!;
}

describe('console: results', () => {
  it("opens a division's results from its season", async () => {
    await page.goto(`/admin/seasons/${division.seasonId}`);
    await page.getByRole('link', { name: `Results of ${division.name}`, exact: true }).click();
    await page.waitForURL(`**/admin/divisions/${division.id}/results`);
    await page.getByRole('heading', { name: `${division.name} results`, level: 1 }).waitFor();
    const games = page.getByRole('grid', { name: 'Games' });
    await games
      .getByRole('link', { name: new RegExp(`^Scoresheet of .* v .*, Round ${staffGame.round}$`) })
      .first()
      .waitFor();
    await expectAccessible(page, 'division results');
  });

  it('enters a scoresheet: a missing score is said under its field, points add up as typed, the ladder counts it', async () => {
    await openResults();
    const before = await ladder();
    const player = await firstPlayer(staffGame.id, 'team_a');
    await page
      .getByRole('link', {
        name: `Scoresheet of ${staffGame.teamA.name} v ${staffGame.teamB.name}, Round ${staffGame.round}`,
        exact: true,
      })
      .click();
    await page
      .getByRole('heading', { name: `${staffGame.teamA.name} v ${staffGame.teamB.name}`, level: 1 })
      .waitFor();
    await expectAccessible(page, 'scoresheet');

    const stats = page.getByRole('table', { name: `${staffGame.teamA.name} player stats` });
    await page.getByLabel(`Free throws, ${player.name}`, { exact: true }).fill('2');
    await page.getByLabel(`Field goals, ${player.name}`, { exact: true }).fill('3');
    await page.getByLabel(`Three pointers, ${player.name}`, { exact: true }).fill('1');
    await page.getByLabel(`Personal fouls, ${player.name}`, { exact: true }).fill('2');
    // 2 + 2 x 3 + 3 x 1, worked out as typed.
    await stats
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: player.name, exact: true }) })
      .getByRole('cell', { name: '11', exact: true })
      .waitFor();
    await page.getByText(`Points from players: 11`).waitFor();

    await page.getByLabel(`${staffGame.teamA.name} score`, { exact: true }).fill('60');
    await button('Save scoresheet').click();
    await page.getByText('Enter both scores.').waitFor();
    expect(await portal.db.gameResult.count({ where: { gameId: staffGame.id } })).toBe(0);

    await page.getByLabel(`${staffGame.teamB.name} score`, { exact: true }).fill('41');
    await button('Save scoresheet').click();
    await said('Scoresheet saved.').waitFor();
    const result = await portal.db.gameResult.findUniqueOrThrow({ where: { gameId: staffGame.id } });
    expect(result).toMatchObject({ kind: 'normal', scoreA: 60, scoreB: 41, forfeitingTeamId: null });
    const line = await portal.db.playerGameStat.findFirstOrThrow({
      where: { gameId: staffGame.id, memberId: player.member_id },
    });
    expect(line).toMatchObject({ points: 11, onePoints: 2, twoPoints: 3, threePoints: 1, fouls: 2 });
    // Only the line entered is saved: players left at 0 are not in the game's stats.
    expect(await portal.db.playerGameStat.count({ where: { gameId: staffGame.id } })).toBe(1);

    // The public ladder counts the game: a win for team A, a loss for team B (its kept answers
    // are dropped when the change notification arrives), and so does the ladder as it stood
    // after the game's round, but not the one before it.
    await expect
      .poll(async () => rowOf(await ladder(), staffGame.teamA.id).played)
      .toBe(rowOf(before, staffGame.teamA.id).played + 1);
    const after = await ladder();
    expect(rowOf(after, staffGame.teamA.id).win).toBe(rowOf(before, staffGame.teamA.id).win + 1);
    expect(rowOf(after, staffGame.teamB.id).loss).toBe(rowOf(before, staffGame.teamB.id).loss + 1);
    const atRound = await ladder(staffGame.round);
    expect(rowOf(atRound, staffGame.teamA.id).win).toBeGreaterThanOrEqual(1);
    if (staffGame.round > 1) {
      const earlier = await ladder(staffGame.round - 1);
      expect(rowOf(earlier, staffGame.teamA.id).played).toBeLessThan(
        rowOf(atRound, staffGame.teamA.id).played,
      );
    }

    // Back on the division's results, the game has its score.
    await page.getByRole('link', { name: "The division's results" }).click();
    const games = page.getByRole('grid', { name: 'Games' });
    await games.getByRole('gridcell', { name: '60 – 41', exact: true }).waitFor();
  });

  it('adds a ladder adjustment with a reason, which the ladder shows, and takes it back with a reason', async () => {
    await openResults();
    const before = await ladder();
    await button('Add an adjustment').click();
    const dialog = page.getByRole('dialog', { name: 'Add a ladder adjustment' });
    await dialog.waitFor();
    await dialog.getByLabel('Team', { exact: true }).selectOption(String(staffGame.teamB.id));
    await dialog.getByLabel('Points', { exact: true }).fill('-2');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    // The reason is required.
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Reason', { exact: true }).fill('Late team sheet, round 2');
    await expectAccessible(page, 'add adjustment dialog');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said(`${staffGame.teamB.name}: −2 points on the ladder.`).waitFor();
    const adjustments = page.getByRole('grid', { name: 'Ladder adjustments' });
    const row = adjustments.getByRole('row', { name: /Late team sheet, round 2/ });
    await row.getByRole('gridcell', { name: 'Priya Raman', exact: true }).waitFor();
    await expect
      .poll(async () => (await ladder()).adjustTeams[String(staffGame.teamB.id)])
      .toBe((before.adjustTeams[String(staffGame.teamB.id)] ?? 0) - 2);
    await expectAccessible(page, 'division results with an adjustment');

    await row.getByRole('button', { name: `Remove ${staffGame.teamB.name}'s −2`, exact: true }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${staffGame.teamB.name}'s −2?` });
    await remove.getByRole('button', { name: 'Remove adjustment' }).click();
    await remove.getByText('This field is required').waitFor();
    await remove.getByLabel('Reason for removing', { exact: true }).fill('Sheet arrived in time after all');
    await remove.getByRole('button', { name: 'Remove adjustment' }).click();
    await remove.waitFor({ state: 'detached' });
    await said(`${staffGame.teamB.name}'s −2 is taken off the ladder.`).waitFor();
    await expect
      .poll(async () => (await ladder()).adjustTeams[String(staffGame.teamB.id)])
      .toBe(before.adjustTeams[String(staffGame.teamB.id)] ?? 0);
    const audit = await portal.db.auditEntry.findFirst({
      where: { reason: 'Sheet arrived in time after all' },
      select: { id: true },
    });
    expect(audit).not.toBeNull();
  });

  it('names demomember scorer of a game played today', async () => {
    await page.goto(`/admin/games/${todayGame.id}/scoresheet?division=${division.id}`);
    await page
      .getByRole('heading', { name: `${todayGame.teamA.name} v ${todayGame.teamB.name}`, level: 1 })
      .waitFor();
    await page.getByText('No scorer is named: only staff can enter the result.').waitFor();
    await button('Name a scorer').click();
    const dialog = page.getByRole('dialog', { name: 'Name a scorer' });
    const jack = await portal.db.member.findUniqueOrThrow({
      where: { usernameLower: 'demomember' },
      select: { id: true },
    });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('demomember');
    // The list of matches opens in a popper of its own, outside the dialog.
    await page.getByRole('option', { name: new RegExp(`^Jack Thompson\\b.*, member ${jack.id},`) }).click();
    await expectAccessible(page, 'name a scorer dialog');
    await dialog.getByRole('button', { name: 'Name scorer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const scorers = page.getByRole('list', { name: 'Scorers of this game' });
    await scorers.getByText(`Jack Thompson (member ${jack.id})`, { exact: true }).waitFor();
    expect(await portal.db.gameScorer.count({ where: { gameId: todayGame.id, memberId: jack.id } })).toBe(1);
  });
});

describe('member: scorer on a phone', () => {
  it("enters today's game with the + buttons and saves it", async () => {
    await ensureScorer();
    const player = await firstPlayer(todayGame.id, 'team_b');
    const phone = await portal.newPage({ mobile: true });
    await signIn(phone, 'demomember');
    // The menu leads a scorer of today's games to them.
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone
      .getByRole('navigation', { name: 'Member menu' })
      .getByRole('link', { name: 'Scorer' })
      .first()
      .click();
    await phone.waitForURL('**/member/scorer');
    await phone.getByRole('heading', { name: 'Scorer', level: 1 }).waitFor();
    await expectAccessible(phone, 'scorer games');
    await phone
      .getByRole('link', { name: `Enter the result of ${todayGame.teamA.name} v ${todayGame.teamB.name}` })
      .click();
    await phone.waitForURL(`**/member/scorer/${todayGame.id}`);
    await phone
      .getByRole('heading', { name: `${todayGame.teamA.name} v ${todayGame.teamB.name}`, level: 1 })
      .waitFor();

    const add = phone.getByRole('button', { name: `Add one three pointer, ${player.name}`, exact: true });
    await add.click();
    await add.click();
    await phone.getByRole('button', { name: `Add one free throw, ${player.name}`, exact: true }).click();
    expect(await phone.getByLabel(`Three pointers, ${player.name}`, { exact: true }).inputValue()).toBe('2');
    await phone.getByText(`Points from players: 7`).waitFor();
    await phone.getByLabel(`${todayGame.teamA.name} score`, { exact: true }).fill('30');
    await phone.getByLabel(`${todayGame.teamB.name} score`, { exact: true }).fill('33');
    // Scores and players' lines only: forfeits, disqualifications and double points are staff decisions.
    expect(await phone.getByLabel('Double points (this game counts twice)').count()).toBe(0);
    expect(await phone.getByLabel('Result', { exact: true }).count()).toBe(0);
    await expectAccessible(phone, 'scorer scoresheet');
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.getByRole('button', { name: 'Save scoresheet', exact: true }).click();
    await phone.getByRole('status').filter({ hasText: 'Scoresheet saved.' }).waitFor();

    const result = await portal.db.gameResult.findUniqueOrThrow({ where: { gameId: todayGame.id } });
    expect(result).toMatchObject({ kind: 'normal', scoreA: 30, scoreB: 33 });
    const line = await portal.db.playerGameStat.findFirstOrThrow({
      where: { gameId: todayGame.id, memberId: player.member_id },
    });
    expect(line).toMatchObject({ points: 7, onePoints: 1, threePoints: 2 });

    // A game they do not score is refused, in words.
    await phone.goto(`/member/scorer/${staffGame.id}`);
    await phone.getByText('You are not the scorer of this game.').waitFor();
    await phone.context().close();
  });
});

describe('public: the ladder as at a round', () => {
  it('asks for the ladder after the chosen round', async () => {
    const visitor = await portal.newPage();
    await visitor.goto('/result');
    await visitor.getByLabel('Seasons').selectOption(String(division.seasonId));
    const divisions = visitor.getByRole('combobox', { name: 'Divisions' });
    await divisions.fill(division.name);
    await visitor.getByRole('option', { name: division.name, exact: true }).click();
    await visitor.getByRole('region', { name: 'Standings table' }).waitFor();
    const asAt = visitor.getByLabel('As at', { exact: true });
    expect(await asAt.inputValue()).toBe('');
    await expect.poll(() => asAt.locator('option').allTextContents()).toContain('After round 1');
    const asked = visitor.waitForRequest(
      (r) => r.url().includes('/api/draw/result') && r.url().includes('round=1'),
    );
    await asAt.selectOption('1');
    await asked;
    await visitor.getByRole('region', { name: 'Standings table' }).waitFor();
    await expectAccessible(visitor, 'standings as at round 1');
    await visitor.context().close();
  });
});

describe('console: the full ladder beside the scoresheets', () => {
  /** Another division of the running season with results, its top two teams levelled by staff. */
  async function levelledDivision() {
    const other = await portal.db.division.findFirstOrThrow({
      where: {
        id: { not: division.id },
        status: 'active',
        season: { status: 'active', archived: false },
        games: { some: { result: { isNot: null } } },
      },
      select: { id: true, name: true },
      orderBy: { id: 'desc' },
    });
    return { ...other, level: await levelTopTwo(page, other.id) };
  }
  const openLadder = async (on: Page, other: { id: number; name: string }) => {
    await on.goto(`/admin/divisions/${other.id}/results`);
    const card = on.getByRole('region', { name: 'Ladder', exact: true });
    await card.getByRole('table', { name: `Standings of ${other.name}` }).waitFor();
    return card;
  };

  it('shows every column and the tie-break that placed level teams, on a desktop and a phone', async () => {
    const other = await levelledDivision();
    const card = await openLadder(page, other);
    for (const header of ['Played', 'Win', 'Loss', 'Draw', 'Bye', 'For', 'Against', '%', 'Adjust', 'Points*'])
      await card.getByRole('columnheader', { name: header, exact: true }).waitFor();
    for (const team of other.level)
      await card.getByRole('row', { name: new RegExp(`^\\d+ ${team}\\s*Level on points: `) }).waitFor();
    await card.getByText(/^Teams level on points are ordered by .+, then team name\.$/).waitFor();
    // Beside the games and their scoresheets, on the same screen.
    await page.getByRole('region', { name: 'Games', exact: true }).getByRole('link').first().waitFor();
    await expectAccessible(page, 'the full ladder in the console');

    const phone = await signIn(await portal.newPage({ mobile: true }), 'demoadmin');
    const onPhone = await openLadder(phone, other);
    const region = onPhone.getByRole('region', { name: 'Ladder table' });
    await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await onPhone.getByRole('button', { name: `Details of ${other.level[0]}` }).click();
    for (const term of ['For', 'Against', 'Percentage', 'Adjust'])
      await onPhone.locator('dl').getByText(term, { exact: true }).waitFor();
    await expectAccessible(phone, 'the full ladder in the console on a phone');
    await phone.context().close();
  });
});

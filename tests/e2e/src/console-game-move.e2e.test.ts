// Moving one published game and swapping two from the console's Draw screen, in a real browser on
// the demo data: each test draws a division of its own (four teams, a venue of two courts with
// Monday evening slots, two rounds published). On a desktop, staff open a game's Move dialog: a
// start before a team's limit is refused there with the draft's words, a free court later is
// allowed with its official's clash warned of, and saving moves the game, keeping its official.
// On a phone, two games are swapped. Each dialog passes axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { zonedInstant } from '../../../apps/api/src/lib/zoned-time.js';
import { expectAccessible, sidewaysScrolls, signIn, startPortal, typeDate, type Portal } from './harness.js';

let portal: Portal;
let page: Page;
let season: { id: number };
let divisions = 0;

/** YYYY-MM-DD `days` after `iso`. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The first Monday at least a week away: round 1; round 2 a week later. */
const monday = (() => {
  let iso = addDays(new Date().toISOString().slice(0, 10), 7);
  while (new Date(`${iso}T00:00:00Z`).getUTCDay() !== 1) iso = addDays(iso, 1);
  return iso;
})();
const dmy = (iso: string) => iso.split('-').reverse().join('/');

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  season = await portal.db.season.findFirstOrThrow({
    where: { archived: false, status: 'active' },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-game-move-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

/**
 * A division of its own in the running season, with a venue of two courts (Monday slots at 18:00,
 * 19:00 and 20:00) and four published games: round 1 on `monday` at 18:00, Ants v Bees on Court 1
 * and Cats v Dogs on Court 2; a week later on Court 1, round 2's Ants v Cats at 18:00 and Bees v
 * Dogs at 19:00, and round 3's Cats v Dogs at 20:00.
 */
async function drawnDivision() {
  const n = ++divisions;
  const venue = await portal.db.venue.create({ data: { name: `Move Arena ${n}`, state: 'NSW' } });
  const court = (name: string, sortOrder: number) =>
    portal.db.court.create({ data: { name, venueId: venue.id, sortOrder } });
  const c1 = await court('Court 1', 0);
  const c2 = await court('Court 2', 1);
  const answer = await page.request.post(`/api/admin/seasons/${season.id}/draw/slots`, {
    data: {
      venue_id: venue.id,
      weekday: 1,
      start_times: ['18:00', '19:00', '20:00'],
      game_minutes: 50,
      court_ids: [c1.id, c2.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const group = await portal.db.divisionGroup.findFirstOrThrow({ select: { id: true } });
  const division = await portal.db.division.create({
    data: { name: `Monday Movers ${n}`, seasonId: season.id, groupId: group.id },
  });
  const team = (name: string) =>
    portal.db.team.create({ data: { name: `${name} ${n}`, divisionId: division.id } });
  const teams = [await team('Ants'), await team('Bees'), await team('Cats'), await team('Dogs')] as const;
  const [ants, bees, cats, dogs] = teams;
  const game = async (date: string, hour: number, courtId: number, round: number, a: number, b: number) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const startsAt = zonedInstant('Australia/Sydney', y, m, d, hour, 0);
    return portal.db.game.create({
      data: {
        divisionId: division.id,
        round,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        courtId,
        teamAId: a,
        teamBId: b,
      },
    });
  };
  const next = addDays(monday, 7);
  const games = [
    await game(monday, 18, c1.id, 1, ants.id, bees.id),
    await game(monday, 18, c2.id, 1, cats.id, dogs.id),
    await game(next, 18, c1.id, 2, ants.id, cats.id),
    await game(next, 19, c1.id, 2, bees.id, dogs.id),
    await game(next, 20, c1.id, 3, cats.id, dogs.id),
  ];
  return { n, venue, division, c1, c2, teams, games };
}

/** The Draw screen's published games of the division, on `on`. */
async function openGames(on: Page, division: { id: number }) {
  await on.goto(`/admin/seasons/${season.id}/draw`);
  const games = on.getByRole('region', { name: 'Published games', exact: true });
  await games.getByLabel('Division', { exact: true }).selectOption(String(division.id));
  await games.getByRole('list', { name: 'Published games' }).getByRole('listitem').first().waitFor();
  return games;
}

describe('console: moving a published game', () => {
  it('moves one game on a desktop: a rule is refused in the draft’s words, an official’s clash is warned of', async () => {
    const { n, division, c2, teams, games } = await drawnDivision();
    const [first, , , , fifth] = games;
    await portal.db.team.update({ where: { id: teams[0].id }, data: { notBeforeMinute: 19 * 60 } });
    const official = await portal.db.member.findFirstOrThrow({
      where: { isRef: true },
      select: { id: true, firstname: true, lastname: true },
    });
    // The official has the 20:00 game: moving round 1 beside it clashes.
    for (const gameId of [first!.id, fifth!.id])
      await portal.db.refereeAssignment.create({
        data: { gameId, memberId: official.id, rosterType: 'referee' },
      });

    const section = await openGames(page, division);
    await section.getByRole('button', { name: `Move Round 1: Ants ${n} v Bees ${n}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move game' });
    const next = addDays(monday, 7);
    await typeDate(dialog, 'Date', dmy(next));
    await dialog.getByLabel('Court', { exact: true }).selectOption(String(c2.id));
    await dialog.getByLabel('Start time', { exact: true }).selectOption('18:00');
    await expect
      .poll(() => dialog.getByLabel('The draw’s rules').textContent(), { timeout: 30_000 })
      .toContain(`Ants ${n} not before 19:00`);
    await dialog.getByLabel('Start time', { exact: true }).selectOption('20:00');
    await expect
      .poll(() => dialog.getByLabel('The draw’s rules').textContent(), { timeout: 30_000 })
      .toContain('The draw’s rules allow it.');
    await expect
      .poll(() => dialog.getByLabel('Officials').textContent(), { timeout: 30_000 })
      .toContain(`${official.firstname} ${official.lastname}: Already on a game at 20:00`);
    await expectAccessible(page, 'the Move game dialog');
    await dialog.getByRole('button', { name: 'Move game', exact: true }).click();
    await page.getByText(/Game moved: \d+ managers? and 1 official emailed\./).waitFor();
    const moved = await portal.db.game.findUniqueOrThrow({
      where: { id: first!.id },
      include: { refereeAssignments: true },
    });
    expect(moved.courtId).toBe(c2.id);
    expect(moved.startsAt.getTime()).toBe(fifth!.startsAt.getTime());
    expect(moved.refereeAssignments.map((a) => a.memberId)).toEqual([official.id]);
  });

  it('opens a game’s move from the game’s own page, by keyboard', async () => {
    const { n, c2, games } = await drawnDivision();
    const [, , third] = games;
    await page.goto(`/admin/games/${third!.id}/scoresheet`);
    await page.getByRole('heading', { name: `Ants ${n} v Cats ${n}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Move or swap this game' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/seasons/${season.id}/draw`);
    const dialog = page.getByRole('dialog', { name: 'Move game' });
    await dialog.getByText(`Round 2: Ants ${n} v Cats ${n}, now`).waitFor();
    await dialog.getByLabel('Court', { exact: true }).selectOption(String(c2.id));
    await dialog.getByLabel('Start time', { exact: true }).selectOption('19:00');
    await expect
      .poll(() => dialog.getByLabel('The draw’s rules').textContent(), { timeout: 30_000 })
      .toContain('The draw’s rules allow it.');
    await dialog.getByRole('button', { name: 'Move game', exact: true }).click();
    await page.getByText(/Game moved: \d+ managers? and \d+ officials? emailed\./).waitFor();
    const moved = await portal.db.game.findUniqueOrThrow({ where: { id: third!.id } });
    expect(moved.courtId).toBe(c2.id);
    expect(moved.startsAt.getTime()).toBe(third!.startsAt.getTime() + 60 * 60_000);
    // A played game's page offers no move.
    await portal.db.gameResult.create({
      data: { gameId: games[0]!.id, kind: 'normal', scoreA: 30, scoreB: 20 },
    });
    await page.goto(`/admin/games/${games[0]!.id}/scoresheet`);
    await page.getByRole('heading', { name: `Ants ${n} v Bees ${n}`, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Move or swap this game' }).count()).toBe(0);
  });

  it('swaps two games on a phone', async () => {
    const { n, division, games } = await drawnDivision();
    const [, , third, fourth] = games;
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    const section = await openGames(phone, division);
    await section.getByRole('button', { name: `Swap Round 2: Ants ${n} v Cats ${n}`, exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Swap games' });
    await dialog.getByLabel('Swap with', { exact: true }).selectOption(String(fourth!.id));
    await expect
      .poll(() => dialog.getByLabel('The draw’s rules').textContent(), { timeout: 30_000 })
      .toContain('The draw’s rules allow it.');
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await expectAccessible(phone, 'the Swap games dialog on a phone');
    await dialog.getByRole('button', { name: 'Swap games', exact: true }).click();
    await phone.getByText(/Games swapped: \d+ managers? and \d+ officials? emailed\./).waitFor();
    const a = await portal.db.game.findUniqueOrThrow({ where: { id: third!.id } });
    const b = await portal.db.game.findUniqueOrThrow({ where: { id: fourth!.id } });
    expect(a.startsAt.getTime()).toBe(fourth!.startsAt.getTime());
    expect(b.startsAt.getTime()).toBe(third!.startsAt.getTime());
    await phone.close();
  });
});

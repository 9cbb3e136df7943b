// The console's Teams area in a real browser, on the demo data: demoadmin finds demomanager's
// team of the running season and opens it by keyboard, adds a player found by name with a
// number (a number another player has is refused under the field), changes the number and
// removes the position after asking, approves a manager's request for a new member (who then
// shows on the roster) and declines another with a reason, and confirms a forfeit notice into
// the game's result. Both screens and the dialogs pass axe; neither scrolls sideways on a phone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { createMember } from '../../../apps/api/test/factories.js';
import { expectAccessible, sidewaysScrolls, signIn, startPortal, type Portal } from './harness.js';

let portal: Portal;
let page: Page;
/** demomanager's team of the running season (other divisions have teams of the same name). */
let team: { id: number; name: string; divisionId: number };
/** A member in no team, found by name in the add dialog. */
let newcomer: { id: number };
/** A number one of the team's players wears. */
let takenNumber: number;
/** The requests seeded for the test: one to approve, one to decline. */
let toApprove: { id: number };
let toDecline: { id: number };
/** The forfeit notice demomanager gave for a game still to be played. */
let notice: { id: number; gameId: number };

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const manager = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomanager' },
    select: { id: true },
  });
  const found = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: false, status: 'active' } },
      positions: { some: { memberId: manager.id, role: 'manager' } },
    },
    select: {
      id: true,
      name: true,
      divisionId: true,
      division: { select: { maxPlayers: true } },
      positions: { where: { role: 'player' }, select: { playingNumber: true } },
    },
  });
  team = { id: found.id, name: found.name, divisionId: found.divisionId };
  // The test adds two players: the roster must have room for them.
  expect(found.division.maxPlayers ?? Infinity).toBeGreaterThanOrEqual(found.positions.length + 2);
  takenNumber = found.positions.find((p) => p.playingNumber !== null)!.playingNumber!;

  newcomer = await createMember(portal.db, { firstname: 'Zara', lastname: 'Quillfeather' });
  const request = (firstname: string, lastname: string) =>
    portal.db.teamMemberRequest.create({
      data: {
        teamId: team.id,
        kind: 'new',
        firstname,
        lastname,
        dob: new Date('2001-05-04T00:00:00Z'),
        gender: 'female',
        email: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@example.com`,
        role: 'player',
        requestedById: manager.id,
      },
      select: { id: true },
    });
  toApprove = await request('Nina', 'Newcomerton');
  toDecline = await request('Olive', 'Latecomer');
  const game = await portal.db.game.findFirstOrThrow({
    where: {
      OR: [{ teamAId: team.id }, { teamBId: team.id }],
      startsAt: { gt: new Date() },
      result: null,
    },
    select: { id: true },
    orderBy: { startsAt: 'asc' },
  });
  const forfeit = await portal.db.gameForfeit.create({
    data: { gameId: game.id, teamId: team.id, requestedById: manager.id },
    select: { id: true },
  });
  notice = { id: forfeit.id, gameId: game.id };

  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-teams-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const said = (text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens the team's page and waits for its positions. */
async function openTeam() {
  await page.goto(`/admin/teams/${team.id}`);
  await page.getByRole('heading', { name: team.name, level: 1 }).waitFor();
  await page.getByRole('grid', { name: 'Positions' }).getByRole('row').nth(1).waitFor();
}

/** Presses Tab until the focus is in the element named `name` (at most `max` times); false when never. */
async function tabInto(name: string, max = 40): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (label) =>
        Boolean(
          document.activeElement?.closest(`[aria-label="${label}"]`) ||
          document.activeElement?.textContent?.trim() === label,
        ),
      name,
    );
    if (inside) return true;
  }
  return false;
}

/** The text of the focused element when it is a link. */
const focusedLink = () =>
  page.evaluate(() => (document.activeElement?.tagName === 'A' ? document.activeElement.textContent : null));

describe('console: teams', () => {
  it("lists the running season's teams and opens one by keyboard", async () => {
    await page.goto('/admin/teams');
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Teams' });
    // The season being played opens first: demomanager's team is in it.
    await grid.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'teams list');

    await field('Team name contains').fill(team.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/admin/teams' && url.searchParams.get('q') === team.name,
    );
    // The division narrows the list at once: the name is the demo team's alone in its division.
    await field('Division').selectOption(String(team.divisionId));
    await page.waitForURL((url) => url.searchParams.get('division') === String(team.divisionId));
    await expect.poll(() => grid.getByRole('link').allTextContents()).toEqual([team.name]);

    // From the search box, Tab reaches the grid, the arrow keys the team's link, and Enter opens the page.
    await field('Team name contains').focus();
    expect(await tabInto('Teams')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    expect(await focusedLink()).toBe(team.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/teams/${team.id}`);
    await page.getByRole('heading', { name: team.name, level: 1 }).waitFor();
    await page.getByText(/^5 to \d+ players \(\d+ on the roster\)$/).waitFor();
    await page
      .getByRole('grid', { name: 'Positions' })
      .getByRole('gridcell', { name: 'Manager', exact: true })
      .waitFor();
    await expectAccessible(page, 'team page');
  });

  it('adds a player found by name with a number, refusing a number another player wears', async () => {
    await openTeam();
    // By keyboard: Tab reaches the button and Enter opens the dialog.
    expect(await tabInto('Add a member')).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Add to ${team.name}` });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Member' }).fill('Quillfeather');
    await page
      .getByRole('option', { name: new RegExp(`^Zara Quillfeather\\b.*, member ${newcomer.id},`) })
      .click();
    expect(await dialog.getByLabel('Role', { exact: true }).inputValue()).toBe('player');
    await dialog.getByLabel('Playing number', { exact: true }).fill(String(takenNumber));
    await dialog.getByRole('button', { name: 'Add to team' }).click();
    await dialog.getByText('Another player of the team has that number.').waitFor();
    await expectAccessible(page, 'add dialog, number refused');

    await dialog.getByLabel('Playing number', { exact: true }).fill('42');
    await dialog.getByRole('button', { name: 'Add to team' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Zara Quillfeather is now Player.').waitFor();
    const row = page
      .getByRole('grid', { name: 'Positions' })
      .getByRole('row')
      .filter({ hasText: 'Zara Quillfeather' });
    await row.getByRole('gridcell', { name: '42', exact: true }).waitFor();
    expect(
      await portal.db.teamPosition.findFirst({
        where: { teamId: team.id, memberId: newcomer.id },
        select: { role: true, playingNumber: true },
      }),
    ).toEqual({ role: 'player', playingNumber: 42 });
  });

  it("changes the player's number, then removes the position after asking", async () => {
    // Zara Quillfeather wearing 42, as the test before adds her: added through the same call when missing.
    if ((await portal.db.teamPosition.count({ where: { teamId: team.id, memberId: newcomer.id } })) === 0) {
      const answer = await page.request.post(`/api/admin/teams/${team.id}/positions`, {
        data: { mid: newcomer.id, role: 'player', playing_number: 42 },
      });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    await openTeam();
    await button('Change Zara Quillfeather (Player)').click();
    const change = page.getByRole('dialog', { name: 'Change Zara Quillfeather (Player)' });
    await change.getByLabel('Playing number', { exact: true }).fill('43');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.waitFor({ state: 'detached' });
    const row = page
      .getByRole('grid', { name: 'Positions' })
      .getByRole('row')
      .filter({ hasText: 'Zara Quillfeather' });
    await row.getByRole('gridcell', { name: '43', exact: true }).waitFor();

    await button('Remove Zara Quillfeather (Player)').click();
    const ask = page.getByRole('dialog', { name: 'Remove Zara Quillfeather as Player?' });
    await expectAccessible(page, 'remove dialog');
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await said(`Zara Quillfeather is no longer Player of ${team.name}.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await portal.db.teamPosition.count({ where: { teamId: team.id, memberId: newcomer.id } })).toBe(0);
  });

  it("approves a manager's request: the new member is on the roster", async () => {
    await openTeam();
    const requests = page.getByRole('grid', { name: 'Requests for members' });
    await requests
      .getByRole('row')
      .filter({ hasText: 'Nina Newcomerton' })
      .getByText('Waiting for a decision')
      .waitFor();
    await button('Approve Nina Newcomerton').click();
    await said('Approved: Nina Newcomerton joins the roster as a player.').waitFor();
    await page.getByRole('grid', { name: 'Positions' }).getByText('Nina Newcomerton').waitFor();
    await requests
      .getByRole('row')
      .filter({ hasText: 'Nina Newcomerton' })
      .getByText(/^Approved /)
      .waitFor();
    expect(await button('Approve Nina Newcomerton').count()).toBe(0);
    const decided = await portal.db.teamMemberRequest.findUniqueOrThrow({ where: { id: toApprove.id } });
    expect(decided.status).toBe('approved');
    expect(
      await portal.db.teamPosition.count({
        where: { teamId: team.id, memberId: decided.memberId!, role: 'player' },
      }),
    ).toBe(1);
  });

  it('declines another request with a reason, adding nobody', async () => {
    await openTeam();
    await button('Decline Olive Latecomer').click();
    const dialog = page.getByRole('dialog', { name: 'Decline the request for Olive Latecomer' });
    await dialog.getByLabel('Reason (kept in the audit log)', { exact: true }).fill('Not registered in time');
    await expectAccessible(page, 'decline dialog');
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('The request for Olive Latecomer is declined.').waitFor();
    expect(await page.getByRole('grid', { name: 'Positions' }).getByText('Olive Latecomer').count()).toBe(0);
    expect(
      (await portal.db.teamMemberRequest.findUniqueOrThrow({ where: { id: toDecline.id } })).status,
    ).toBe('rejected');
    const audit = await portal.db.auditEntry.findFirstOrThrow({
      where: { entity: 'TeamMemberRequest', entityId: String(toDecline.id) },
    });
    expect(audit.reason).toBe('Not registered in time');
  });

  it('confirms a forfeit notice into the game result, after saying what it does', async () => {
    await openTeam();
    const notices = page.getByRole('grid', { name: 'Forfeit notices' });
    await notices.getByText('Waiting for confirmation').waitFor();
    await notices.getByRole('button', { name: /^Confirm the forfeit of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the forfeit?' });
    await dialog.getByText(/Confirming records a forfeit loss for/).waitFor();
    await expectAccessible(page, 'forfeit dialog');
    await dialog.getByRole('button', { name: 'Record forfeit loss' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said(`is recorded as ${team.name}'s loss.`).waitFor();
    await notices.getByText('Forfeit loss recorded').waitFor();
    expect(await notices.getByRole('button', { name: /^Confirm the forfeit of / }).count()).toBe(0);
    expect(
      await portal.db.gameResult.findUniqueOrThrow({
        where: { gameId: notice.gameId },
        select: { kind: true, forfeitingTeamId: true },
      }),
    ).toEqual({ kind: 'forfeit_notified', forfeitingTeamId: team.id });
    const audit = await portal.db.auditEntry.findFirst({
      where: { entity: 'GameForfeit', entityId: String(notice.id), action: 'team.forfeit.confirm' },
    });
    expect(audit).not.toBeNull();
    await expectAccessible(page, 'team page after the changes');
  });

  it('lets competition staff, whom the Members search refuses, find a member by name to add', async () => {
    const staff = await portal.newPage();
    await staff.goto('/login');
    await staff.getByLabel('Username', { exact: true }).fill('democompetition');
    await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Login', exact: true }).click();
    await staff.waitForURL('**/member/account');
    await staff.goto(`/admin/teams/${team.id}`);
    await staff.getByRole('button', { name: 'Add a member', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `Add to ${team.name}` });
    // The staff-wide lookup: names, member id and birthday, never an email or a mobile.
    await dialog.getByRole('combobox', { name: 'Member' }).fill('quillfeather zara');
    const option = staff.getByRole('option', {
      name: new RegExp(`^Zara Quillfeather\\b.*, member ${newcomer.id}, born `),
    });
    await option.waitFor();
    expect(await option.textContent()).not.toContain('@');
    await option.click();
    await dialog.getByLabel('Role', { exact: true }).selectOption('admin');
    // Only players wear a number.
    expect(await dialog.getByLabel('Playing number', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add to team' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByRole('status').filter({ hasText: 'Zara Quillfeather is now Team Admin.' }).waitFor();
    expect(
      await portal.db.teamPosition.count({
        where: { teamId: team.id, memberId: newcomer.id, role: 'admin' },
      }),
    ).toBe(1);
    await staff.close();
  });

  it('fits a phone: the page itself does not scroll sideways', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    for (const path of ['/admin/teams', `/admin/teams/${team.id}`]) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.getByRole('grid').first().waitFor();
      expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    }
    await phone.close();
  });
});

describe('console: one season everywhere', () => {
  it('opens Nominations and the Draw on the season chosen on Teams, and Teams on the season of a draw or results opened', async () => {
    // Its own browser, so the season it chooses is remembered for this test alone.
    const staff = await signIn(await portal.newPage(), 'demoadmin');
    const season = (on: Page) => on.getByLabel('Season', { exact: true });
    await staff.goto('/admin/teams');
    await staff.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    await expect.poll(async () => season(staff).inputValue()).not.toBe('');
    const opened = await season(staff).inputValue();
    const other = await portal.db.season.findFirstOrThrow({
      where: { id: { not: Number(opened) } },
      select: { id: true, name: true },
      orderBy: { id: 'asc' },
    });
    await season(staff).selectOption(String(other.id));
    await staff.waitForURL((url) => url.searchParams.get('season') === String(other.id));

    await staff.getByRole('link', { name: 'Nominations', exact: true }).click();
    await staff.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await expect.poll(() => season(staff).inputValue()).toBe(String(other.id));
    await staff.goto('/admin/draw');
    await staff.waitForURL(`**/admin/seasons/${other.id}/draw`);
    await staff.getByRole('heading', { name: `Draw: ${other.name}`, level: 1 }).waitFor();

    // Opening another season's draw makes it the season Teams opens on.
    await staff.goto(`/admin/seasons/${opened}/draw`);
    await staff.getByRole('heading', { name: /^Draw: /, level: 1 }).waitFor();
    await staff.goto('/admin/teams');
    await staff.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    await expect.poll(() => season(staff).inputValue()).toBe(opened);

    // So does opening the results of a division of another season.
    const elsewhere = await portal.db.team.findFirstOrThrow({
      where: { division: { seasonId: { not: Number(opened) } } },
      select: { division: { select: { id: true, name: true, seasonId: true } } },
    });
    await staff.goto(`/admin/divisions/${elsewhere.division.id}/results`);
    await staff.getByRole('heading', { name: `${elsewhere.division.name} results`, level: 1 }).waitFor();
    await staff.getByRole('link', { name: 'Teams', exact: true }).click();
    await expect.poll(() => season(staff).inputValue()).toBe(String(elsewhere.division.seasonId));
    await staff.context().close();
  });
});

describe('console: draw limits from the Draw screen', () => {
  it("edits a team's draw limits on its season's Draw screen, the team found by name", async () => {
    const staff = await signIn(await portal.newPage(), 'demoadmin');
    const { division } = await portal.db.team.findUniqueOrThrow({
      where: { id: team.id },
      select: { division: { select: { name: true, seasonId: true } } },
    });
    await staff.goto(`/admin/seasons/${division.seasonId}/draw`);
    const limits = staff.getByRole('region', { name: 'Team draw limits', exact: true });
    await limits.getByLabel('Team', { exact: true }).fill(team.name);
    await staff.getByRole('option', { name: `${team.name} (${division.name})`, exact: true }).click();
    await limits.getByLabel('Earliest start', { exact: true }).fill('18:30');
    await expectAccessible(staff, 'team draw limits on the Draw screen');
    await limits.getByRole('button', { name: 'Save draw limits' }).click();
    await limits
      .getByRole('status')
      .filter({ hasText: `Draw limits of ${team.name} saved.` })
      .waitFor();
    const saved = await portal.db.team.findUniqueOrThrow({
      where: { id: team.id },
      select: { notBeforeMinute: true },
    });
    expect(saved.notBeforeMinute).toBe(18 * 60 + 30);
    await staff.context().close();
  });
});

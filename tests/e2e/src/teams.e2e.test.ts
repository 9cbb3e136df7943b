// Team nominations in a real browser, on the demo data and the test-mode gateway: demomanager
// (an adult) nominates a team for next season by copying last season's team, adds a
// player the association knows and one it does not (who needs an email), pays the
// entry by card and lands on the receipt; then, on the current team, sets playing
// numbers and colours, asks for a new and a temporary member and forfeits a future game.
// The teams list, the team page and every nomination step pass axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import {
  expectAccessible,
  signIn,
  startPortal,
  typeDate,
  type Portal,
  payAndOpenReceipt,
} from './harness.js';
import { animationsDone } from './waits.js';

let portal: Portal;
let page: Page;
let managerId: number;
/** Last season's team demomanager ran, offered for copying. */
let previous: { id: number; name: string; players: number };
/** A member the association knows, in no team of demomanager's. */
let known: { firstname: string; lastname: string; dob: string; gender: string };
/** demomanager's team of the running season. */
let current: { id: number; name: string };

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1' }, { demo: true });
  const manager = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomanager' },
    select: { id: true },
  });
  managerId = manager.id;
  const prev = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: true } },
      positions: { some: { memberId: managerId, role: 'manager' } },
    },
    select: { id: true, name: true, positions: { where: { role: 'player' }, select: { id: true } } },
  });
  previous = { id: prev.id, name: prev.name, players: prev.positions.length };
  const cur = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: false, status: 'active' } },
      positions: { some: { memberId: managerId, role: 'manager' } },
    },
    select: { id: true, name: true },
  });
  current = cur;
  // The generated players' names may repeat: take one whose name no player copied from last
  // season's team has (the wizard finds players by name and date of birth).
  const copiedNames = new Set(
    (
      await portal.db.teamPosition.findMany({
        where: { teamId: prev.id, role: 'player' },
        select: { member: { select: { firstname: true, lastname: true } } },
      })
    ).map(({ member: m }) => `${m.firstname} ${m.lastname}`),
  );
  const candidates = await portal.db.member.findMany({
    where: {
      gender: 'female',
      teamPositions: {
        some: { role: 'player', team: { division: { name: 'Mixed Social' } } },
        none: { team: { positions: { some: { memberId: managerId } } } },
      },
    },
    select: { firstname: true, lastname: true, dob: true, gender: true },
    orderBy: { id: 'asc' },
  });
  const other = candidates.find((m) => !copiedNames.has(`${m.firstname} ${m.lastname}`));
  if (!other) throw new Error('The demo has no Mixed Social player to add by name');
  known = {
    firstname: other.firstname,
    lastname: other.lastname,
    dob: other.dob.toISOString().slice(0, 10).split('-').reverse().join('/'),
    gender: other.gender,
  };
  page = await portal.newPage();
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/teams-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const button = (name: string | RegExp, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
/** The panel of a nomination step (the previous one may still be folding away). */
const panel = (name: string) => page.getByRole('group', { name, exact: true });

/**
 * Presses a nomination step's Continue once the wizard stands still. A step opening and the one
 * before it folding away move the buttons below them: on a busy machine a click pressed on
 * Continue can be released beside it, and then does nothing.
 */
async function continueFrom(name: string) {
  await animationsDone(page);
  await button('Continue', panel(name)).click();
}

/**
 * Signs demomanager in when the page is not signed in: the first test signs in through the form,
 * and a test run without it starts signed in all the same.
 */
async function asManager() {
  const signedIn = (await page.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '');
  if (!signedIn) await signIn(page, 'demomanager');
}

/** Opens demomanager's current team from the teams list and waits for its page. */
async function openCurrentTeam() {
  await asManager();
  await page.goto('/member/teams');
  await page
    .getByRole('table', { name: 'Teams' })
    .getByRole('link', { name: `View ${current.name}` })
    .click();
  await page.getByRole('heading', { name: `Team: ${current.name}`, level: 1 }).waitFor();
}

describe('team nomination and team management', () => {
  it('signs in as demomanager and lists the teams, newest first', async () => {
    await page.goto('/login');
    await field('Username').fill('demomanager');
    await field('Password').fill(DEMO_PASSWORD);
    await button('Login').click();
    await page.waitForURL('**/member/account');

    await page.goto('/member/teams');
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Teams' });
    await table.getByRole('link', { name: `View ${current.name}` }).waitFor();
    // The running season's team offers its draw; last season's archived team does not.
    await table.getByRole('link', { name: `Draw of ${current.name}` }).waitFor();
    expect(await table.getByRole('link', { name: `Draw of ${previous.name}` }).count()).toBe(0);
    const rows = table.getByRole('row');
    expect(await rows.nth(1).innerText()).toContain(current.name);
    await expectAccessible(page, 'teams list');

    await page.getByRole('searchbox', { name: 'Search teams' }).fill('zzz');
    await page.getByText('Sorry, No Results found for "zzz"').waitFor();
    await page.getByRole('searchbox', { name: 'Search teams' }).fill('');
  });

  it('copies last season’s team, adds players and pays the entry in test mode', async () => {
    await asManager();
    await page.goto('/member/teamnomination');
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();

    // Step 1: copy the previous team; the wizard moves on with its name.
    await page.getByRole('table', { name: 'Previous teams' }).waitFor();
    await expectAccessible(page, 'nomination step 1');
    await button(`Copy ${previous.name}`).click();
    expect(await field('Team Name').inputValue()).toBe(previous.name);
    expect(await field('Previous Team Name').count()).toBe(0);

    // Step 2: a sold-out division is refused by the capacity check, then Open Women Div 1.
    await field('Grade').selectOption({ label: 'Juniors' });
    await field('Division Group').selectOption({ label: 'U14 Girls' });
    await field('Division').selectOption({ label: '(SOLD OUT) U14 Girls Div 1' });
    await page.getByText('Division Group has already reached maximum capacity.').waitFor();
    expect(await field('Division').inputValue()).toBe('');
    await page.getByText('Division Group has already reached maximum capacity.').waitFor({ state: 'hidden' });
    await field('Grade').selectOption({ label: 'Seniors' });
    expect(await field('Division Group').inputValue()).toBe('');
    await field('Division Group').selectOption({ label: 'Open Women' });
    await field('Division').selectOption({ label: 'Open Women Div 1' });
    await expectAccessible(page, 'nomination step 2');
    await continueFrom('Team Name & Grade');

    // Step 3: the manager is filled from the profile; the mobile rule and the agreement.
    expect(await field('First Name').inputValue()).toBe('Olivia');
    await field('Mobile').fill('0312345678');
    await continueFrom('Team Manager');
    await page.getByText('This field must be a valid mobile, start with 04 and no spaces').waitFor();
    await page.getByText('Please check the form above for errors.').waitFor();
    await field('Mobile').fill('0412345678');
    await page.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
    await expectAccessible(page, 'nomination step 3');
    await continueFrom('Team Manager');

    // Step 4: no coach this time; the declaration is there when one is added.
    await animationsDone(page);
    await page.getByRole('checkbox', { name: 'Add a team coach' }).check();
    await page.getByText(/Child Protection \(Prohibited Employment\) Act 1998/).waitFor();
    await expectAccessible(page, 'nomination step 4');
    await page.getByRole('checkbox', { name: 'Add a team coach' }).uncheck();
    await continueFrom('Team Coach');

    // Step 5: the copied players are found; keep room for two more under the maximum of 10.
    await page.getByText('Minimum: 5 players - Maximum: 10 players').waitFor();
    const found = page.getByText('Player Found', { exact: true });
    await expect.poll(() => found.count()).toBe(previous.players);
    // Each change of the rows moves the buttons below them (and the step before may still be
    // folding away): the button must be enabled and still before a click, and the rows counted after.
    const rows = page.getByRole('group', { name: /^Player \d+$/ });
    const changeRows = async (target: Locator, change: number) => {
      const before = await rows.count();
      await expect.poll(() => target.isEnabled()).toBe(true);
      await animationsDone(page);
      await target.click();
      await expect.poll(() => rows.count()).toBe(before + change);
    };
    for (let extra = previous.players + 2 - 10; extra > 0; extra--)
      await changeRows(page.getByRole('button', { name: /^Remove player / }).first(), -1);
    const playerCount = Math.min(previous.players, 8);
    let next = playerCount;
    // Rows padded up to the minimum come first; use them, then ask for more.
    const emptyRows = Math.max(0, 5 - playerCount);
    for (let i = 0; i < 2 - emptyRows; i++) await changeRows(button('ADDITIONAL PLAYER'), 1);

    const known$ = page.getByRole('group', { name: `Player ${next + 1}`, exact: true });
    await field('Firstname', known$).fill(known.firstname);
    await field('Lastname', known$).fill(known.lastname);
    await field('Gender', known$).selectOption(known.gender);
    await typeDate(known$, 'Date of Birth', known.dob.replaceAll('/', ''));
    await button('ADD PLAYER', known$).click();
    await known$.getByText(`Added - ${known.firstname} ${known.lastname}`).waitFor();
    next++;

    const rookie = page.getByRole('group', { name: `Player ${next + 1}`, exact: true });
    await continueFrom('Players');
    await rookie.getByText('Must click "ADD PLAYER" button').waitFor();
    await field('Firstname', rookie).fill('Zara');
    await field('Lastname', rookie).fill('Newcombe');
    await field('Gender', rookie).selectOption('female');
    await typeDate(rookie, 'Date of Birth', '12051996');
    await button('ADD PLAYER', rookie).click();
    await rookie.getByText('Email required', { exact: true }).waitFor();
    await field('Email', rookie).fill('zara.newcombe@example.com');
    await button('ADD PLAYER', rookie).click();
    await rookie.getByText('New Player Found').waitFor();
    await expectAccessible(page, 'nomination step 5');
    await continueFrom('Players');

    // Step 6: the note, then the review with the server's price.
    await page.getByText(/shows as NOT FOUND/).waitFor();
    await page.getByRole('textbox', { name: 'Note' }).fill('Two of last season’s players may join later.');
    await expectAccessible(page, 'nomination step 6');
    // From here on the earlier panels open again from their step names.
    await page.getByRole('button', { name: 'Team Manager', exact: true }).click();
    expect(await field('Mobile', panel('Team Manager')).inputValue()).toBe('0412345678');
    await animationsDone(page);
    await page.getByRole('button', { name: 'Note', exact: true }).click();
    await continueFrom('Note');
    const review = page.getByRole('table', { name: 'Team Nomination Review' });
    await review.waitFor();
    const reviewText = await review.innerText();
    expect(reviewText).toContain(`Previous Team\t${previous.name}`);
    expect(reviewText).toMatch(/Subtotal\s+\$650\.00/);
    expect(reviewText).toMatch(/Tax \(GST included\)\s+\$59\.09/);
    expect(reviewText).toMatch(/Total\s+\$650\.00/);
    expect(reviewText).toContain('Zara Newcombe');
    await expectAccessible(page, 'nomination step 7');
    await continueFrom('Team Nomination Review');

    // Step 8: pay in test mode, then the receipt.
    await page.getByText('Test mode', { exact: true }).waitFor();
    await expectAccessible(page, 'nomination step 8');
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Olivia Nguyen');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    const orderId = await payAndOpenReceipt(page, button('Pay Team Nomination $650.00'));
    await page.getByRole('heading', { name: /^Receipt #\d+$/, level: 1 }).waitFor();

    const order = await portal.db.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { paid: true, totalCents: true, teamId: true },
    });
    expect(order).toMatchObject({ paid: true, totalCents: 65_000 });
    const team = await portal.db.team.findUniqueOrThrow({
      where: { id: order.teamId! },
      select: {
        name: true,
        previousTeamId: true,
        nominationNote: true,
        division: { select: { name: true, season: { select: { nominationsOpen: true } } } },
        positions: {
          select: { role: true, member: { select: { firstname: true, lastname: true, email: true } } },
        },
      },
    });
    expect(team).toMatchObject({
      name: previous.name,
      previousTeamId: previous.id,
      division: { name: 'Open Women Div 1', season: { nominationsOpen: true } },
    });
    const players = team.positions.filter((p) => p.role === 'player');
    expect(players).toHaveLength(playerCount + 2);
    expect(players.map((p) => `${p.member.firstname} ${p.member.lastname}`)).toEqual(
      expect.arrayContaining([`${known.firstname} ${known.lastname}`, 'Zara Newcombe']),
    );
    expect(players.find((p) => p.member.firstname === 'Zara')?.member.email).toBe(
      'zara.newcombe@example.com',
    );
  });

  it('sets playing numbers and colours on the current team', async () => {
    await openCurrentTeam();
    for (const section of ['Team Features', 'Team Information', 'Players Information'])
      await page.getByRole('heading', { name: section }).waitFor();
    await expectAccessible(page, 'team detail');

    const numbers = page.getByRole('textbox', { name: /^Playing number of / });
    await numbers.nth(0).fill('44');
    await numbers.nth(1).fill('1234');
    // The field keeps three digits (React's render after the input event may come a moment later).
    await expect.poll(() => numbers.nth(1).inputValue()).toBe('123');
    await button('Save').click();
    await page.getByText('Team detail incorrect.').waitFor();
    await page.getByText('Playing numbers must be whole numbers from 0 to 100.').first().waitFor();
    await page.getByText('Team detail incorrect.').waitFor({ state: 'hidden' });
    await numbers.nth(1).fill('45');
    await field('Singlet Colour').fill('Navy');
    await field('Number Colour').fill('Gold');
    await button('Save').click();
    await page.getByText('Team detail saved successful.').waitFor();

    const saved = await portal.db.team.findUniqueOrThrow({
      where: { id: current.id },
      select: {
        singletColour: true,
        numberColour: true,
        positions: {
          where: { role: 'player', playingNumber: { not: null } },
          select: { playingNumber: true },
        },
      },
    });
    expect(saved).toMatchObject({ singletColour: 'Navy', numberColour: 'Gold' });
    expect(saved.positions.map((p) => p.playingNumber).sort()).toEqual(expect.arrayContaining([44, 45]));
    await page.getByText('Team detail saved successful.').waitFor({ state: 'hidden' });
  });

  it('asks for a new member, who needs an email', async () => {
    await openCurrentTeam();
    await button('Add Team Member').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member Request' });
    const row = dialog.getByRole('group', { name: 'New member 1' });
    await field('First Name', row).fill('Zed');
    await field('Last Name', row).fill('Quill');
    await field('Gender', row).selectOption('male');
    await typeDate(row, 'Date of Birth', '01011990');
    await field('Role', row).selectOption({ label: 'Member' });
    await button('ADD NEW MEMBER', row).click();
    await row.getByText('Email required', { exact: true }).waitFor();
    await field('Email', row).fill('zed.quill@example.com');
    await expectAccessible(page, 'new member dialog');
    await button('ADD NEW MEMBER', row).click();
    await row.getByText('Added - Zed Quill').waitFor();
    await page.getByText('New Member added successfully').waitFor({ state: 'hidden' });
    await button('Send Request', dialog).click();
    await page.getByText('New members request sent successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Players' }).getByText('Zed Quill').waitFor();
    const request = await portal.db.teamMemberRequest.findFirstOrThrow({
      where: { teamId: current.id, kind: 'new' },
      select: { status: true, email: true, role: true },
    });
    expect(request).toEqual({ status: 'pending', email: 'zed.quill@example.com', role: 'player' });
    await page.getByText('New members request sent successfully').waitFor({ state: 'hidden' });
  });

  it('asks for a temporary member for a future game', async () => {
    await openCurrentTeam();
    await button('Add Temporary Member').click();
    const dialog = page.getByRole('dialog', { name: 'Add Temporary Member Request' });
    const row = dialog.getByRole('group', { name: 'Temporary member 1' });
    await field('Game', row).locator('option').nth(1).waitFor({ state: 'attached' });
    await button('Send Request', dialog).click();
    await row.getByText('Must click "ADD Temporary Member" button').waitFor();
    await field('First Name', row).fill(known.firstname);
    await field('Last Name', row).fill(known.lastname);
    await field('Gender', row).selectOption(known.gender);
    await typeDate(row, 'Date of Birth', known.dob.replaceAll('/', ''));
    await field('Game', row).selectOption({ index: 1 });
    await field('Replacing Player', row).selectOption({ index: 1 });
    await expectAccessible(page, 'temporary member dialog');
    await button('ADD TEMPORARY MEMBER', row).click();
    await row.getByText(`Added - ${known.firstname} ${known.lastname}`).waitFor();
    await button('TEMPORARY MEMBER ADDED', row).waitFor();
    await page.getByText('Temporary Member added successfully').waitFor({ state: 'hidden' });
    await button('Send Request', dialog).click();
    await page.getByText('Temporary members request sent successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Shown on the team page as requested, waiting for the association.
    await page
      .getByRole('table', { name: 'Players' })
      .getByText(new RegExp(`Temporary member for .*replacing`))
      .waitFor();
    const request = await portal.db.teamMemberRequest.findFirstOrThrow({
      where: { teamId: current.id, kind: 'temporary' },
      select: { status: true, firstname: true, gameId: true },
    });
    expect(request).toMatchObject({ status: 'pending', firstname: known.firstname });
    await page.getByText('Temporary members request sent successfully').waitFor({ state: 'hidden' });
  });

  it('forfeits a future game, which cannot be undone', async () => {
    await openCurrentTeam();
    await button('Forfeit').click();
    const dialog = page.getByRole('dialog', { name: 'Forfeit Game' });
    await dialog.getByText(/A forfeit cannot be reversed/).waitFor();
    await button('Forfeit Game', dialog).click();
    await dialog.getByText('This field is required').waitFor();
    await field('Game', dialog).locator('option').nth(1).waitFor({ state: 'attached' });
    const gameText = (await field('Game', dialog).locator('option').nth(1).textContent())!;
    await field('Game', dialog).selectOption({ index: 1 });
    await expectAccessible(page, 'forfeit dialog');
    await button('Forfeit Game', dialog).click();
    await page.getByText('Game forfeited successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const forfeits = await portal.db.gameForfeit.findMany({
      where: { teamId: current.id },
      select: { id: true },
    });
    expect(forfeits.length).toBeGreaterThan(0);
    // The game is no longer offered.
    await page.getByText('Game forfeited successfully').waitFor({ state: 'hidden' });
    await button('Forfeit').click();
    await field('Game', dialog).locator('option').nth(1).waitFor({ state: 'attached' });
    expect(await field('Game', dialog).locator('option').allTextContents()).not.toContain(gameText);
    await button('Cancel', dialog).click();
  });
});

// The team nomination wizard and the team page's temporary member dialog as a manager finds
// them on a phone and a desktop: a field's error clears as soon as the field is valid, a
// division with players optional starts with no player rows, a division lost on the payment
// step sends the manager back to step 2 (never a $0 total), a player outside the division's
// gender or ages is added with a warning, and the temporary member dialog keeps its Game and
// Replacing Player choices after the person is found. Past the seasons' closing date the wizard
// says when their nominations closed instead of its steps.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, signIn, startPortal, typeDate, type Portal } from './harness.js';
import { animationsDone, appTookOver } from './waits.js';

let portal: Portal;
let managerId: number;
/** demomanager's team of the running season. */
let current: { id: number; name: string };
/** Members the association knows, in no team of demomanager's: one per viewport. */
let known: { firstname: string; lastname: string; dob: string; gender: string }[];

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1' }, { demo: true });
  managerId = (
    await portal.db.member.findUniqueOrThrow({
      where: { usernameLower: 'demomanager' },
      select: { id: true },
    })
  ).id;
  current = await portal.db.team.findFirstOrThrow({
    where: {
      division: { season: { archived: false, status: 'active' } },
      positions: { some: { memberId: managerId, role: 'manager' } },
    },
    select: { id: true, name: true },
  });
  const people = await portal.db.member.findMany({
    where: {
      teamPositions: {
        some: { role: 'player', team: { division: { name: 'Mixed Social' } } },
        none: { team: { positions: { some: { memberId: managerId } } } },
      },
    },
    select: { firstname: true, lastname: true, dob: true, gender: true },
    orderBy: { id: 'asc' },
  });
  // The dialog finds people by name: two of distinct names.
  const names = new Set<string>();
  known = people
    .filter((m) => {
      const name = `${m.firstname} ${m.lastname}`;
      if (names.has(name)) return false;
      names.add(name);
      return true;
    })
    .slice(0, 2)
    .map((m) => ({
      firstname: m.firstname,
      lastname: m.lastname,
      dob: m.dob.toISOString().slice(0, 10).split('-').reverse().join(''),
      gender: m.gender,
    }));
  if (known.length < 2) throw new Error('The demo has too few Mixed Social players to add by name');
});
afterAll(() => portal?.close());

const viewports = [
  { name: 'desktop', mobile: false },
  { name: 'phone', mobile: true },
] as const;

describe.each(viewports.map((v, i) => ({ ...v, index: i })))('on a $name', ({ name, mobile, index }) => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(await portal.newPage({ mobile }), 'demomanager');
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page.screenshot({
        path: `/tmp/nomination-wizard-e2e-${name}-${ctx.task.id}.png`,
        fullPage: true,
      });
  });

  const button = (label: string | RegExp, scope: Page | Locator = page) =>
    scope.getByRole('button', { name: label, exact: typeof label === 'string' });
  const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
  const panel = (label: string) => page.getByRole('group', { name: label, exact: true });
  const required = (scope: Locator) => scope.getByText('This field is required', { exact: true });
  /**
   * Presses a step's Continue once the wizard stands still: a step opening, and the one before it
   * folding away, move the buttons below them, and a press released beside a moved button does nothing.
   */
  const continueIn = async (scope: Locator) => {
    await animationsDone(page);
    await button('Continue', scope).click();
  };

  it('clears errors as fields become valid, starts optional players empty and returns a lost division to step 2', async () => {
    const division = await portal.db.division.findFirstOrThrow({
      where: { name: 'Mixed Social', season: { nominationsOpen: true } },
      select: { id: true },
    });
    // Players optional, at most two; a place free.
    await portal.db.division.update({ where: { id: division.id }, data: { maxPlayers: 2, capacity: 10 } });

    await page.goto('/member/teamnomination');
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
    await appTookOver(page);
    await continueIn(panel('Previous Team Selection'));

    // Step 2: each error goes as soon as its field is filled, before Continue is pressed again.
    const team = panel('Team Name & Grade');
    await continueIn(team);
    await expect.poll(() => required(team).count()).toBe(4);
    await field('Team Name').fill(`Social Stars ${name}`);
    await expect.poll(() => required(team).count()).toBe(3);
    await field('Grade').selectOption({ label: 'Seniors' });
    await expect.poll(() => required(team).count()).toBe(2);
    await field('Division Group').selectOption({ label: 'Mixed Social' });
    await field('Division').selectOption({ label: 'Mixed Social' });
    await expect.poll(() => required(team).count()).toBe(0);
    await team.getByText('Please check the form above for errors.').waitFor({ state: 'hidden' });
    await continueIn(team);

    // Step 3: the mobile's message goes once the number is a mobile.
    const manager = panel('Team Manager');
    await field('Mobile', manager).fill('0312345678');
    await manager.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
    await continueIn(manager);
    const mobileRule = manager.getByText('This field must be a valid mobile, start with 04 and no spaces');
    await mobileRule.waitFor();
    await field('Mobile', manager).fill('0412345678');
    await mobileRule.waitFor({ state: 'hidden' });
    await continueIn(manager);
    await continueIn(panel('Team Coach'));

    // Step 5: players optional, no rows to start with, more up to the maximum of two.
    const players = panel('Players');
    await players.getByText('Players Optional', { exact: true }).waitFor();
    const rows = players.getByRole('group', { name: /^Player \d+$/ });
    expect(await rows.count()).toBe(0);
    const more = button('ADDITIONAL PLAYER', players);
    for (const count of [1, 2]) {
      await expect.poll(() => more.isEnabled()).toBe(true);
      await more.click();
      await expect.poll(() => rows.count()).toBe(count);
    }
    await expect.poll(() => more.isDisabled()).toBe(true);
    await expectAccessible(page, 'optional players step');
    for (const count of [1, 0]) {
      await button('Remove player', rows.first()).click();
      await expect.poll(() => rows.count()).toBe(count);
    }
    await continueIn(players);
    await continueIn(panel('Note'));
    await continueIn(panel('Team Nomination Review'));

    // Step 8: the price; then another entry takes the last place before the manager pays.
    const payment = panel('Make Online Payment');
    await payment.getByText('Test mode', { exact: true }).waitFor();
    expect(await payment.innerText()).toContain('Total: $650.00');
    await portal.db.division.update({ where: { id: division.id }, data: { capacity: 0 } });
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Olivia Nguyen');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    await button('Pay Team Nomination $650.00').click();
    // Back on step 2 with the division's message; no free entry offered anywhere.
    await team.getByText('Division Group has already reached maximum capacity.').waitFor();
    expect(await field('Division', team).inputValue()).toBe('');
    await payment.waitFor({ state: 'hidden' });
    expect(await page.getByText('Total: $0.00').count()).toBe(0);
    expect(await button(/^Complete Team Nomination/).count()).toBe(0);
    await expectAccessible(page, 'step 2 after the division was lost');
    expect(await portal.db.team.count({ where: { name: `Social Stars ${name}` } })).toBe(0);

    // A place again: the division is chosen anew and step 8 shows its price.
    await portal.db.division.update({ where: { id: division.id }, data: { capacity: 10 } });
    await page.reload();
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
    await appTookOver(page);
    await continueIn(panel('Previous Team Selection'));
    await field('Team Name').fill(`Social Stars ${name}`);
    await field('Grade').selectOption({ label: 'Seniors' });
    await field('Division Group').selectOption({ label: 'Mixed Social' });
    await field('Division').selectOption({ label: 'Mixed Social' });
    await continueIn(team);
    await field('Mobile', manager).fill('0412345678');
    await manager.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
    for (const step of ['Team Manager', 'Team Coach', 'Players', 'Note', 'Team Nomination Review'])
      await continueIn(panel(step));
    await payment.getByText('Test mode', { exact: true }).waitFor();

    // A new grade from the step names loses the division too: step 8 sends the manager back.
    await page.getByRole('button', { name: 'Team Name & Grade', exact: true }).click();
    await field('Grade', team).selectOption({ label: 'Juniors' });
    await page.getByRole('button', { name: 'Make Online Payment', exact: true }).click();
    await expect.poll(() => required(team).count()).toBe(2);
    await expect.poll(() => team.isVisible()).toBe(true);
    expect(await page.getByText('Total: $0.00').count()).toBe(0);
    expect(await button(/^Complete Team Nomination/).count()).toBe(0);
  });

  it("warns of a player outside the division's gender or ages on the players step, and still adds them", async () => {
    // A women's under-21 division of its own, ages counted on its season's start date.
    const season = await portal.db.season.create({
      data: { name: `Eligible ${name}`, nominationsOpen: true, startDate: new Date('2027-01-01T00:00:00Z') },
    });
    const grade = await portal.db.grade.create({ data: { name: `Youth ${name}` } });
    const group = await portal.db.divisionGroup.create({
      data: { name: `U21 Women ${name}`, gradeId: grade.id },
    });
    await portal.db.division.create({
      data: {
        name: `U21 Women Div 1 ${name}`,
        seasonId: season.id,
        groupId: group.id,
        skipMinPlayers: true,
        maxPlayers: 10,
        nominationPriceCents: 10_000,
        playersGender: 'female',
        maxAge: 20,
      },
    });
    // A man of 34 the association knows.
    const lastname = mobile ? 'Leephone' : 'Leedesk';
    await portal.db.member.create({
      data: { firstname: 'Sam', lastname, dob: new Date('1992-03-15T00:00:00Z'), gender: 'male' },
    });

    await page.goto('/member/teamnomination');
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
    await appTookOver(page);
    await continueIn(panel('Previous Team Selection'));
    const team = panel('Team Name & Grade');
    await field('Team Name', team).fill(`Young Guns ${name}`);
    await field('Grade', team).selectOption({ label: `Youth ${name}` });
    await field('Division Group', team).selectOption({ label: `U21 Women ${name}` });
    await field('Division', team).selectOption({ label: `U21 Women Div 1 ${name}` });
    await continueIn(team);
    const manager = panel('Team Manager');
    await field('Mobile', manager).fill('0412345678');
    await manager.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
    await continueIn(manager);
    await continueIn(panel('Team Coach'));

    const players = panel('Players');
    await button('ADDITIONAL PLAYER', players).click();
    const row = players.getByRole('group', { name: 'Player 1', exact: true });
    await field('Firstname', row).fill('Sam');
    await field('Lastname', row).fill(lastname);
    await field('Gender', row).selectOption('male');
    await typeDate(row, 'Date of Birth', '15/03/1992');
    await button('ADD PLAYER', row).click();

    // Added all the same, with what the division says about them.
    await row.getByText(`Added - Sam ${lastname}`).waitFor();
    const warning = row.getByRole('alert');
    await warning.getByText(`Sam ${lastname} is male: this division is for women`).waitFor();
    await warning.getByText(`Sam ${lastname} is 34: this division is for players under 21`).waitFor();
    await expectAccessible(page, 'players step with an eligibility warning');
  });

  it("warns of players copied from a previous team who are outside the division's gender", async () => {
    const [first] = await portal.db.teamPosition.findMany({
      where: { teamId: current.id, role: 'player' },
      select: { member: { select: { firstname: true, lastname: true, gender: true } } },
      orderBy: { id: 'asc' },
      take: 1,
    });
    if (!first) throw new Error("demomanager's team has no players to copy");
    const player = first.member;
    const other = player.gender === 'male' ? 'female' : 'male';
    const season = await portal.db.season.create({
      data: { name: `Copied ${name}`, nominationsOpen: true, startDate: new Date('2027-01-01T00:00:00Z') },
    });
    const grade = await portal.db.grade.create({ data: { name: `Copies ${name}` } });
    const group = await portal.db.divisionGroup.create({
      data: { name: `Copy Group ${name}`, gradeId: grade.id },
    });
    await portal.db.division.create({
      data: {
        name: `Copy Div ${name}`,
        seasonId: season.id,
        groupId: group.id,
        skipMinPlayers: true,
        nominationPriceCents: 10_000,
        playersGender: other,
      },
    });

    await page.goto('/member/teamnomination');
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
    await appTookOver(page);
    const previous = panel('Previous Team Selection');
    await button(`Copy ${current.name}`, previous).click();
    // Copying moves on to step 2 by itself: step 1's panel (and its Continue) folds away.
    const team = panel('Team Name & Grade');
    await expect.poll(() => field('Team Name', team).inputValue()).toBe(current.name);
    await field('Team Name', team).fill(`Copied Crew ${name}`);
    await field('Grade', team).selectOption({ label: `Copies ${name}` });
    await field('Division Group', team).selectOption({ label: `Copy Group ${name}` });
    await field('Division', team).selectOption({ label: `Copy Div ${name}` });
    await continueIn(team);
    const manager = panel('Team Manager');
    await field('Mobile', manager).fill('0412345678');
    await manager.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
    await continueIn(manager);
    await continueIn(panel('Team Coach'));

    const row = panel('Players')
      .getByRole('group', { name: /^Player \d+$/ })
      .filter({ hasText: `Added - ${player.firstname} ${player.lastname}` });
    await row
      .getByRole('alert')
      .getByText(
        `${player.firstname} ${player.lastname} is ${player.gender}: this division is for ${other === 'male' ? 'men' : 'women'}`,
      )
      .waitFor();
    await expectAccessible(page, 'copied players with an eligibility warning');
  });

  it('ignores a Continue pressed in a step that is folding away', async () => {
    await page.goto('/member/teamnomination');
    await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
    await appTookOver(page);
    await button(`Copy ${current.name}`, panel('Previous Team Selection')).waitFor();
    // Copy moves on to step 2; step 1's Continue, pressed the moment step 2 is on the page (a
    // quick second click), is in the panel folding away: it must not check step 2.
    await page.evaluate(async (copy) => {
      const group = (name: string) => document.querySelector(`[role="group"][aria-label="${name}"]`);
      const opened = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!group('Team Name & Grade')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      document.querySelector<HTMLButtonElement>(`button[aria-label="${copy}"]`)?.click();
      await opened;
      const folding = [...(group('Previous Team Selection')?.querySelectorAll('button') ?? [])];
      const next = folding.find((b) => b.textContent?.trim() === 'Continue');
      if (!next) throw new Error("Step 1's Continue left before step 2 was on the page");
      next.click();
    }, `Copy ${current.name}`);
    const team = panel('Team Name & Grade');
    await expect.poll(() => field('Team Name', team).inputValue()).toBe(current.name);
    await expect.poll(() => panel('Previous Team Selection').count()).toBe(0);
    expect(await required(team).count()).toBe(0);
    expect(await team.getByText('Please check the form above for errors.').count()).toBe(0);
  });

  it('keeps the game and replaced player choices of a temporary member found before them', async () => {
    const person = known[index]!;
    // The page comes rendered by the server and, once taken over, asks for the team again: that
    // answer (the same team) is held until the dialog is open, and must leave the dialog open.
    const heading = page.getByRole('heading', { name: `Team: ${current.name}`, level: 1 });
    const teamAnswer = `**/api/member/teams/${current.id}`;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let refetch = false;
    await page.route(teamAnswer, async (route) => {
      if (!refetch && (await heading.count())) {
        refetch = true;
        await released;
      }
      await route.continue();
    });
    await page.goto(`/member/teams/team/${current.id}`);
    await heading.waitFor();
    await appTookOver(page);
    await expect.poll(() => refetch).toBe(true);
    await button('Add Temporary Member').click();
    const dialog = page.getByRole('dialog', { name: 'Add Temporary Member Request' });
    const row = dialog.getByRole('group', { name: 'Temporary member 1' });
    await field('Game', row).locator('option').nth(1).waitFor({ state: 'attached' });
    await field('First Name', row).fill(person.firstname);
    const answered = page.waitForResponse(teamAnswer);
    release();
    await answered;
    await page.unroute(teamAnswer);
    await field('Last Name', row).fill(person.lastname);
    await field('Gender', row).selectOption(person.gender);
    await typeDate(row, 'Date of Birth', person.dob);
    await button('ADD TEMPORARY MEMBER', row).click();

    // Found, and the two choices stay with their messages.
    await row.getByText(`Added - ${person.firstname} ${person.lastname}`).waitFor();
    await expect.poll(() => required(row).count()).toBe(2);
    await page.getByText('Temporary Member added successfully').waitFor({ state: 'hidden' });
    await button('Send Request', dialog).click();
    await dialog.getByText('Temporary member 1 needs: Game, Replacing Player.').waitFor();
    await expectAccessible(page, 'temporary member dialog with choices missing');

    await field('Game', row).selectOption({ index: 1 });
    await expect.poll(() => required(row).count()).toBe(1);
    await dialog.getByText('Temporary member 1 needs: Replacing Player.').waitFor();
    await field('Replacing Player', row).selectOption({ index: 1 });
    await expect.poll(() => required(row).count()).toBe(0);
    await dialog.getByText(/^Temporary member 1 needs/).waitFor({ state: 'hidden' });
    await button('Send Request', dialog).click();
    await page.getByText('Temporary members request sent successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const request = await portal.db.teamMemberRequest.findFirstOrThrow({
      where: {
        teamId: current.id,
        kind: 'temporary',
        firstname: person.firstname,
        lastname: person.lastname,
      },
      select: { status: true, gameId: true },
    });
    expect(request.status).toBe('pending');
    expect(request.gameId).not.toBeNull();
    await page.getByText('Temporary members request sent successfully').waitFor({ state: 'hidden' });
  });
});

describe("a season's nominations closing date", () => {
  it('shows that the season closed, and on which date, instead of the wizard', async () => {
    // Two days back is past in every time zone.
    const closedOn = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const open = await portal.db.season.findMany({
      where: { nominationsOpen: true, archived: false, divisions: { some: { status: 'active' } } },
      select: { id: true, name: true },
    });
    expect(open.length).toBeGreaterThan(0);
    await portal.db.season.updateMany({
      where: { id: { in: open.map((s) => s.id) } },
      data: { nominationsCloseDate: new Date(`${closedOn}T00:00:00Z`) },
    });
    const page = await signIn(await portal.newPage(), 'demomanager');
    try {
      await page.goto('/member/teamnomination');
      await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
      const dmy = closedOn.split('-').reverse().join('/');
      for (const s of open) await page.getByText(`Nominations for ${s.name} closed on ${dmy}.`).waitFor();
      expect(await page.getByText('Previous Team Selection').count()).toBe(0);
      await expectAccessible(page, 'nomination wizard, closed by date');
    } finally {
      await page.close();
      await portal.db.season.updateMany({
        where: { id: { in: open.map((s) => s.id) } },
        data: { nominationsCloseDate: null },
      });
    }
  });
});

describe.each(viewports)("joining a full division's waitlist on a $name", ({ name, mobile }) => {
  it('joins by keyboard, confirms the position, and is emailed the offer and its invoice when a place frees', async () => {
    // A division of one place, held by another team.
    const season = await portal.db.season.create({
      data: { name: `Queue ${name}`, nominationsOpen: true, startDate: new Date('2027-01-01T00:00:00Z') },
    });
    const grade = await portal.db.grade.create({ data: { name: `Queue Grade ${name}` } });
    const group = await portal.db.divisionGroup.create({
      data: { name: `Queue Group ${name}`, gradeId: grade.id },
    });
    const division = await portal.db.division.create({
      data: {
        name: `Queue Div ${name}`,
        seasonId: season.id,
        groupId: group.id,
        skipMinPlayers: true,
        capacity: 1,
        nominationPriceCents: 12_000,
      },
    });
    const holder = await portal.db.team.create({
      data: { name: `Place Holders ${name}`, divisionId: division.id, nominationStatus: 'pending' },
    });
    const teamName = `Patient Pandas ${name}`;
    const page = await signIn(await portal.newPage({ mobile }), 'demomanager');
    const staff = await signIn(await portal.newPage(), 'demoadmin');
    try {
      const panel = (label: string) => page.getByRole('group', { name: label, exact: true });
      const field = (label: string, scope: Locator) => scope.getByLabel(label, { exact: true });
      const continueIn = async (scope: Locator) => {
        await animationsDone(page);
        await scope.getByRole('button', { name: 'Continue', exact: true }).click();
      };
      /** Presses a button with the keyboard: focus, then Enter. */
      const press = async (button: Locator) => {
        await button.focus();
        await page.keyboard.press('Enter');
      };

      await page.goto('/member/teamnomination');
      await page.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();
      await appTookOver(page);
      await continueIn(panel('Previous Team Selection'));
      const team = panel('Team Name & Grade');
      await field('Team Name', team).fill(teamName);
      await field('Grade', team).selectOption({ label: `Queue Grade ${name}` });
      await field('Division Group', team).selectOption({ label: `Queue Group ${name}` });
      await field('Division', team).selectOption({ label: `(SOLD OUT) Queue Div ${name}` });

      // The capacity check still says the division is full; the wizard then offers its waitlist.
      await page.getByText('Division Group has already reached maximum capacity.').waitFor();
      const join = team.getByRole('button', { name: `Join the waitlist for Queue Div ${name}`, exact: true });
      await join.waitFor();
      await page
        .getByText('Division Group has already reached maximum capacity.')
        .waitFor({ state: 'hidden' });
      await expectAccessible(page, 'step 2 offering a full division’s waitlist');
      await press(join);
      await team.getByText(`Your team will join the waitlist for Queue Div ${name}.`).waitFor();
      await continueIn(team);
      const manager = panel('Team Manager');
      await field('Mobile', manager).fill('0412345678');
      await manager.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
      for (const step of ['Team Manager', 'Team Coach', 'Players', 'Note', 'Team Nomination Review'])
        await continueIn(panel(step));

      // The last step takes no card: nothing is charged for a place not held.
      const last = panel('Make Online Payment');
      await last.getByText(/^Nothing is charged to join the waitlist\./).waitFor();
      expect(await page.getByLabel('Card Number', { exact: true }).count()).toBe(0);
      await expectAccessible(page, 'waitlist entry step');
      await press(last.getByRole('button', { name: `Join the waitlist for Queue Div ${name}`, exact: true }));
      await page
        .getByText(
          `Your team is on the waitlist for Queue Div ${name} (position 1). We will email you if a place comes up.`,
        )
        .waitFor();
      await expectAccessible(page, 'waitlist confirmation');
      const entered = await portal.db.team.findFirstOrThrow({
        where: { name: teamName, divisionId: division.id },
        select: { id: true, nominationStatus: true },
      });
      expect(entered.nominationStatus).toBe('waitlisted');
      expect(await portal.db.order.count({ where: { teamId: entered.id } })).toBe(0);
      await page.getByRole('link', { name: 'View your team', exact: true }).click();
      await page.getByRole('heading', { name: `Team: ${teamName}`, level: 1 }).waitFor();
      await page
        .getByText('Your team is on the waitlist: you will be offered a place when one frees.')
        .waitFor();

      // Staff decline the team holding the place: the manager is offered it, billed and emailed.
      const declined = await staff.request.post(`/api/admin/nominations/${holder.id}/decline`, {
        data: { reason: 'Folded before the season' },
      });
      expect(declined.status()).toBe(200);
      const me = await portal.db.member.findUniqueOrThrow({
        where: { usernameLower: 'demomanager' },
        select: { email: true },
      });
      const mail = await portal.mail.waitFor((m) => m.to === me.email && m.text.includes(teamName));
      expect(mail.text).toContain('A place has been offered to your team');
      expect(mail.text).toContain('pay the nomination fee of $120.00');
      const link = /https?:\/\/\S+\/member\/invoices\/invoice\/\d+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`No invoice link in the offer email:\n${mail.text}`);
      await page.goto(link);
      await page.getByRole('heading', { name: /^Invoice #\d+$/, level: 1 }).waitFor();
      await page
        .getByText(`Team Nomination - Queue Div ${name} (Queue ${name}): ${teamName}`)
        .first()
        .waitFor();
      await expectAccessible(page, 'the offered place’s invoice');
    } finally {
      await page.close();
      await staff.close();
    }
  });
});

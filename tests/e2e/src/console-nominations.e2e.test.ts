// The console's Nominations area in a real browser, on the demo data and the sandbox gateway:
// demomanager nominates two teams for next season through the nomination wizard's payment call
// with a test card; demoadmin opens Nominations (next season, which takes nominations, shows
// first), accepts one team by keyboard, declines the other with a reason and sees the refund,
// is refused accepting a waitlisted team into a full division, then declines the team holding
// that place and sees it offered to the waitlisted team, and moves the accepted team to another
// division. Staff enter a team for a club paying by EFT or cash, billed on an invoice, by keyboard
// and on a phone. Every screen and dialog passes axe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  dialogOpened,
  expectAccessible,
  type Portal,
  sidewaysScrolls,
  signIn,
  startPortal,
} from './harness.js';

let portal: Portal;
let page: Page;
/** Next season, taking nominations, and the divisions the teams are entered in. */
let next: {
  name: string;
  women: { id: number; groupId: number; gradeId: number };
  social: { id: number; groupId: number; gradeId: number };
  /** U14 Girls Div 1: one place, held by Glebe Lightning. */
  juniors: { id: number; heldBy: number };
};

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const division = (name: string) =>
    portal.db.division.findFirstOrThrow({
      where: { name, season: { nominationsOpen: true, archived: false } },
      select: {
        id: true,
        groupId: true,
        group: { select: { gradeId: true } },
        season: { select: { name: true } },
      },
    });
  const women = await division('Open Women Div 1');
  const social = await division('Mixed Social');
  const juniors = await division('U14 Girls Div 1');
  const glebe = await portal.db.team.findFirstOrThrow({
    where: { divisionId: juniors.id, name: 'Glebe Lightning' },
    select: { id: true },
  });
  next = {
    name: women.season.name,
    women: { id: women.id, groupId: women.groupId, gradeId: women.group.gradeId },
    social: { id: social.id, groupId: social.groupId, gradeId: social.group.gradeId },
    juniors: { id: juniors.id, heldBy: glebe.id },
  };
  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-nominations-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string, scope: Page = page) => scope.getByLabel(label, { exact: true });
const grid = () => page.getByRole('grid', { name: 'Nominations' });
const rowOf = (team: string) => grid().getByRole('row').filter({ hasText: team });
/** The line saying what a decision did, once it says it. */
const said = (text: string) => page.getByRole('status').filter({ hasText: text });
const statusOf = async (teamId: number) =>
  (await portal.db.team.findUniqueOrThrow({ where: { id: teamId }, select: { nominationStatus: true } }))
    .nominationStatus;

/** demomanager's nomination, as the wizard's last step sends it, paid with a sandbox test card. */
async function nominate(manager: Page, teamname: string, division: typeof next.women, players: string) {
  const me = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomanager' },
    select: { firstname: true, lastname: true, dob: true, gender: true, email: true },
  });
  const answer = await manager.request.post('/api/ecommerce/teamnomination/payteamnom', {
    data: {
      manager: {
        firstname: me.firstname,
        lastname: me.lastname,
        dob: me.dob.toISOString().slice(0, 10).split('-').reverse().join('/'),
        gender: me.gender,
        email: me.email,
        mobile: '0412345678',
        address: '1 Court Lane',
        suburb: 'PARRAMATTA',
        postcode: '2150',
        state: 'NSW',
        phone: '',
        workphone: '',
        agreed: true,
      },
      coach: { showCoach: false },
      team: {
        teamname,
        prevteamname: '',
        teamprevious: null,
        grade: division.gradeId,
        divisiongroup: division.groupId,
        division: division.id,
        preferreddivision: null,
      },
      note: 'Keen to play Tuesday nights.',
      teamCopy: false,
      players: Array.from({ length: 5 }, (_, i) => ({
        firstname: `${players}${i}`,
        lastname: 'Newplayer',
        gender: 'female',
        dob: '12/03/2000',
        email: `${players.toLowerCase()}${i}@example.com`,
        rep: false,
      })),
      donationCart: [],
      teamnominationCart: [{ p_name: 'Team Nomination', p_price: 1 }],
      cardData: {
        cardNumber: '4242 4242 4242 4242',
        cardName: 'Olivia Nguyen',
        cardExpiry: '12/34',
        cardCVC: '123',
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { t_id: number } }).data.t_id;
}

let heat: number;
let comets: number;

/**
 * demomanager's two nominations, as the first test makes them: a test that needs them makes them
 * through the same call when that test did not.
 */
async function ensureNominated() {
  const team = (name: string, division: typeof next.women) =>
    portal.db.team.findFirst({ where: { name, divisionId: division.id }, select: { id: true } });
  const [heatTeam, cometsTeam] = [
    await team('Harbour Heat', next.women),
    await team('Bayside Comets', next.social),
  ];
  if (heatTeam && cometsTeam) {
    [heat, comets] = [heatTeam.id, cometsTeam.id];
    return;
  }
  const manager = await signIn(await portal.newPage(), 'demomanager');
  heat = heatTeam?.id ?? (await nominate(manager, 'Harbour Heat', next.women, 'Heat'));
  comets = cometsTeam?.id ?? (await nominate(manager, 'Bayside Comets', next.social, 'Comet'));
  await manager.context().close();
}

/** Opens Nominations showing `status` (any when empty) and waits for its rows. */
async function openNominations(status: '' | 'pending') {
  await page.goto('/admin/nominations');
  await page.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
  await expect.poll(() => field('Season').locator('option:checked').innerText()).toContain(next.name);
  if (status) {
    await field('Status').selectOption(status);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(status);
  }
  await grid().getByRole('row').nth(1).waitFor();
}

describe('console: nominations', () => {
  it('takes two paid nominations from demomanager through the wizard', async () => {
    const manager = await portal.newPage();
    await signIn(manager, 'demomanager');
    heat = await nominate(manager, 'Harbour Heat', next.women, 'Heat');
    comets = await nominate(manager, 'Bayside Comets', next.social, 'Comet');
    await manager.context().close();
    expect(await statusOf(heat)).toBe('pending');
    expect(await statusOf(comets)).toBe('pending');
  });

  it('lists next season’s nominations with their manager, status and what was paid', async () => {
    await ensureNominated();
    await page.goto('/admin/nominations');
    await page.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    // The season taking nominations is chosen by default.
    await expect.poll(() => field('Season').locator('option:checked').innerText()).toContain(next.name);
    await rowOf('Harbour Heat').waitFor();
    const heatRow = await rowOf('Harbour Heat').innerText();
    expect(heatRow).toContain('Pending');
    expect(heatRow).toContain('Olivia');
    expect(heatRow).toContain('Open Women Div 1');
    expect(heatRow).toContain('$650.00');
    expect(heatRow).toContain('Keen to play Tuesday nights.');
    await rowOf('Bayside Comets').waitFor();
    await expectAccessible(page, 'nominations');

    // A status shows at once, through the server's filter.
    await field('Status').selectOption('pending');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('pending');
    await rowOf('Harbour Heat').waitFor();
    await rowOf('Glebe Lightning').waitFor({ state: 'detached' });
  });

  it('accepts a team by keyboard and says so', async () => {
    await ensureNominated();
    await openNominations('pending');
    await rowOf('Harbour Heat').getByRole('button', { name: 'Decide' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The menu opens on its first choice, Accept.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await page.keyboard.press('Enter');
    await said('Harbour Heat accepted.').waitFor();
    expect(await statusOf(heat)).toBe('accepted');
    // Refreshed: the pending list no longer holds it.
    await rowOf('Harbour Heat').waitFor({ state: 'detached' });
    const audit = await portal.db.auditEntry.findFirst({
      where: { action: 'nomination.accept', entityId: String(heat) },
    });
    expect(audit).not.toBeNull();
  });

  it('declines a paid team with a reason and says what was refunded', async () => {
    await ensureNominated();
    await openNominations('pending');
    await rowOf('Bayside Comets').getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Decline…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Bayside Comets' });
    await dialog.waitFor();
    await dialog.getByText('$650.00 paid for this nomination is refunded to the card').waitFor();
    await expectAccessible(page, 'decline dialog');
    // A reason is required: the manager is told why.
    await dialog.getByRole('button', { name: 'Decline nomination' }).click();
    await dialog.getByText('Say why it is declined').waitFor();
    expect(await statusOf(comets)).toBe('pending');
    await dialog
      .getByLabel('Reason (sent to the manager)', { exact: true })
      .fill('The social league is full.');
    await dialog.getByRole('button', { name: 'Decline nomination' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Bayside Comets declined. Refunded $650.00 to the card it was paid with.').waitFor();

    const team = await portal.db.team.findUniqueOrThrow({
      where: { id: comets },
      select: { nominationStatus: true, nominationReason: true },
    });
    expect(team).toEqual({ nominationStatus: 'declined', nominationReason: 'The social league is full.' });
    expect(await portal.db.payment.count({ where: { order: { teamId: comets }, status: 'refunded' } })).toBe(
      1,
    );
    await portal.mail.waitFor(
      (m) => /Bayside Comets/.test(m.subject) && /\$650\.00 has been refunded/.test(m.text),
    );
    // Any status again: both teams, each with its new status and the refund.
    await field('Status').selectOption('');
    await rowOf('Harbour Heat').waitFor();
    // Paid less refunds, then refunded.
    await expect
      .poll(() => rowOf('Bayside Comets').innerText())
      .toMatch(/Declined[\s\S]*\$0\.00[\s\S]*\$650\.00/);
  });

  it('shows the refusal to accept into a full division, and offers a freed place to the waitlist', async () => {
    const wolves = await portal.db.team.create({
      data: {
        name: 'Waitlisted Wolves',
        divisionId: next.juniors.id,
        nominationStatus: 'waitlisted',
        waitlistedAt: new Date(),
      },
      select: { id: true },
    });
    await openNominations('');
    await rowOf('Waitlisted Wolves').getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'That division has no place left: decline or waitlist a team in it first.' })
      .waitFor();
    expect(await statusOf(wolves.id)).toBe('waitlisted');
    // The refused team's menu fades out: wait until it is gone before opening the next one.
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    await rowOf('Glebe Lightning').getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Decline…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Glebe Lightning' });
    await dialog.getByLabel('Reason (sent to the manager)', { exact: true }).fill('Withdrew.');
    await dialog.getByRole('button', { name: 'Decline nomination' }).click();
    await said('Glebe Lightning declined. Offered the freed place to team Waitlisted Wolves.').waitFor();
    expect(await statusOf(wolves.id)).toBe('offered');
    expect(await statusOf(next.juniors.heldBy)).toBe('declined');
    await expect.poll(() => rowOf('Waitlisted Wolves').innerText()).toContain('Offered a place');
    await expectAccessible(page, 'nominations after decisions');
  });

  it('moves an accepted team to another division of the season', async () => {
    // Harbour Heat accepted, as the keyboard test leaves it.
    await ensureNominated();
    if ((await statusOf(heat)) === 'pending')
      expect((await page.request.post(`/api/admin/nominations/${heat}/accept`, { data: {} })).status()).toBe(
        200,
      );
    await openNominations('');
    await rowOf('Harbour Heat').getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Move to division…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Harbour Heat to another division' });
    await dialog.waitFor();
    const to = dialog.getByLabel('Move to division', { exact: true });
    // The season's divisions by grade and group, without the one it is in.
    await to.locator(`option[value="${next.social.id}"]`).waitFor({ state: 'attached' });
    expect(await to.locator(`option[value="${next.women.id}"]`).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Move team' }).click();
    await dialog.getByText('Choose the division to move the team to.').waitFor();
    await expectAccessible(page, 'move dialog');
    await to.selectOption(String(next.social.id));
    await dialog.getByRole('button', { name: 'Move team' }).click();
    await dialog.waitFor({ state: 'detached' });
    await said('Harbour Heat moved to Mixed Social (Seniors Mixed Social).').waitFor();
    const team = await portal.db.team.findUniqueOrThrow({
      where: { id: heat },
      select: { divisionId: true, nominationStatus: true },
    });
    expect(team).toEqual({ divisionId: next.social.id, nominationStatus: 'accepted' });
  });

  it('fits a phone: the page does not scroll sideways', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/nominations');
    await phone.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await phone.getByRole('grid', { name: 'Nominations' }).getByRole('row').nth(1).waitFor();
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.context().close();
  });
});

describe('console: deciding picked nominations together', () => {
  /** Teams of next season's Open Women Div 1 with their own word, so a search shows only them. */
  const enter = async (name: string, nominationStatus: 'pending' | 'declined') =>
    (
      await portal.db.team.create({
        data: { name, divisionId: next.women.id, nominationStatus },
        select: { id: true },
      })
    ).id;
  const checkboxOf = (scope: Page, team: string) =>
    scope
      .getByRole('grid', { name: 'Nominations' })
      .getByRole('row')
      .filter({ hasText: team })
      .getByRole('checkbox');
  const bar = (scope: Page = page) => scope.getByRole('toolbar', { name: 'Picked nominations' });

  it('picks teams by keyboard and declines them with one reason; the refused one stays picked', async () => {
    const word = `Kestrel${Date.now().toString(36)}`;
    const [bears, owls, gone] = [
      await enter(`${word} Bears`, 'pending'),
      await enter(`${word} Owls`, 'pending'),
      await enter(`${word} Gone`, 'declined'),
    ];
    await page.goto(`/admin/nominations?q=${word}`);
    await page.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await rowOf(`${word} Gone`).waitFor();
    await rowOf(`${word} Bears`).waitFor();
    await rowOf(`${word} Owls`).waitFor();

    // Space on each row's checkbox picks it; the bar counts them.
    for (const team of ['Bears', 'Owls', 'Gone']) {
      await checkboxOf(page, `${word} ${team}`).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => checkboxOf(page, `${word} ${team}`).isChecked()).toBe(true);
    }
    await expect.poll(() => bar().innerText()).toContain('3 picked:');

    await bar().getByRole('button', { name: 'Decline…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Decline 3 teams' });
    await dialog.waitFor();
    await dialogOpened(dialog);
    await dialog.getByText(`${word} Bears, ${word} Owls, ${word} Gone.`).waitFor();
    await expectAccessible(page, 'bulk decision dialog');
    // One reason for all, required to decline: the managers are told why.
    await dialog.getByRole('button', { name: 'Decline 3 teams' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Say why it is declined').waitFor();
    expect(await statusOf(bears)).toBe('pending');
    await dialog.getByLabel('Reason (sent to each manager)', { exact: true }).focus();
    await page.keyboard.type('The grade is full.');
    await dialog.getByRole('button', { name: 'Decline 3 teams' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Said at once as an alert, since one was refused (a place freed may also be offered on).
    await page
      .getByRole('alert')
      .filter({ hasText: /\b2 declined; / })
      .filter({ hasText: `1 refused: ${word} Gone: A declined nomination cannot be declined.` })
      .waitFor();

    for (const id of [bears, owls])
      expect(
        await portal.db.team.findUniqueOrThrow({
          where: { id },
          select: { nominationStatus: true, nominationReason: true },
        }),
      ).toEqual({ nominationStatus: 'declined', nominationReason: 'The grade is full.' });
    const audit = await portal.db.auditEntry.findMany({
      where: { entity: 'Team', entityId: { in: [bears, owls, gone].map(String) } },
      select: { entityId: true, action: true, reason: true },
      orderBy: { id: 'asc' },
    });
    expect(audit).toEqual(
      [bears, owls].map((id) => ({
        entityId: String(id),
        action: 'nomination.decline',
        reason: 'The grade is full.',
      })),
    );
    // Only the refused team stays picked; the list shows the others' new status.
    await expect.poll(() => bar().innerText()).toContain('1 picked:');
    expect(await checkboxOf(page, `${word} Gone`).isChecked()).toBe(true);
    await expect.poll(() => rowOf(`${word} Bears`).innerText()).toContain('Declined');
    expect(await checkboxOf(page, `${word} Bears`).isChecked()).toBe(false);
  });

  it('shows the bar of picked teams on a phone without the page scrolling sideways', async () => {
    const word = `Plover${Date.now().toString(36)}`;
    await enter(`${word} Wrens`, 'pending');
    await enter(`${word} Terns`, 'pending');
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`/admin/nominations?q=${word}`);
    await phone.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await checkboxOf(phone, `${word} Wrens`).check();
    await checkboxOf(phone, `${word} Terns`).check();
    await expect.poll(() => bar(phone).innerText()).toContain('2 picked:');
    for (const name of ['Accept…', 'Decline…', 'Waitlist…']) {
      const box = await bar(phone).getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits the screen`).toBe(true);
    }
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.context().close();
  });
});

describe('console: entering a team for a club that pays by EFT or cash', () => {
  /** A division of next season's Open Women group with places, its own for this test. */
  const freshDivision = async () => {
    const word = `Entry${Date.now().toString(36)}`;
    const women = await portal.db.division.findUniqueOrThrow({
      where: { id: next.women.id },
      select: { seasonId: true, groupId: true },
    });
    return portal.db.division.create({
      data: { name: `Open Women ${word}`, ...women, nominationPriceCents: 65_000 },
      select: { id: true, name: true },
    });
  };

  it('enters a team by keyboard, billed on an invoice its manager is emailed about', async () => {
    const division = await freshDivision();
    const teamName = `Glebe Giants ${division.id}`;
    await page.goto('/admin/nominations');
    await page.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await expect.poll(() => field('Season').locator('option:checked').innerText()).toContain(next.name);

    await page.getByRole('button', { name: 'Enter a team' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enter a team' });
    await dialog.waitFor();
    await dialogOpened(dialog);
    // Nothing chosen yet: each field says what it needs.
    await dialog.getByRole('button', { name: 'Enter the team' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Find the manager by name and pick them from the list.').waitFor();
    await expectAccessible(page, 'enter a team dialog');

    await field('Team name', page).focus();
    await page.keyboard.type(teamName);
    // The manager is found by the member search and picked from its list, never typed as an id.
    await page.keyboard.press('Tab');
    await page.keyboard.type('demomanager');
    await page.getByRole('option', { name: /^Olivia Nguyen\b.*, member \d+/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: /^Manager/ }).inputValue())
      .toMatch(/^Olivia Nguyen/);
    // The season the screen shows is chosen; its divisions are grouped by grade and group.
    const divisionField = dialog.getByLabel('Grade / group / division', { exact: true });
    await divisionField.locator(`option[value="${division.id}"]`).waitFor({ state: 'attached' });
    await divisionField.focus();
    await divisionField.selectOption(String(division.id));
    await dialog.getByText('the nomination fee of $650.00 (GST $59.09)', { exact: false }).waitFor();
    await field('Reason (kept in the audit log)', page).focus();
    await page.keyboard.type('Glebe pays by EFT.');
    await dialog.getByRole('button', { name: 'Enter the team' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const team = await portal.db.team.findFirstOrThrow({
      where: { divisionId: division.id, name: teamName },
      select: { id: true, nominationStatus: true },
    });
    expect(team.nominationStatus).toBe('pending');
    const invoice = await portal.db.invoice.findFirstOrThrow({
      where: { teamId: team.id },
      select: { id: true, amountCents: true },
    });
    expect(invoice.amountCents).toBe(65_000);
    await said(
      `${teamName} is entered in ${division.name}: invoice ${invoice.id} for $650.00 (GST $59.09) is on its manager's Invoices page.`,
    ).waitFor();
    await portal.mail.waitFor(
      (m) => m.subject.includes(teamName) && m.text.includes(`Invoice ${invoice.id} for the nomination fee`),
    );
    // It is in the list as a wizard nomination is, waiting to be accepted.
    await expect.poll(() => rowOf(teamName).innerText()).toContain('Pending');
  });

  it('opens the dialog on a phone without the page scrolling sideways, and it passes axe', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/nominations');
    await phone.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Enter a team' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Enter a team' });
    await dialog.waitFor();
    await dialogOpened(dialog);
    const submit = await dialog.getByRole('button', { name: 'Enter the team' }).boundingBox();
    expect(submit && submit.x >= 0 && submit.x + submit.width <= 390, 'the submit button fits').toBe(true);
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await expectAccessible(phone, 'enter a team dialog on a phone');
    await phone.context().close();
  });
});

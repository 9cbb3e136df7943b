// The console's first part end to end, in a real browser on the demo data, with the console
// requiring a second factor (STAFF_REQUIRE_SECOND_FACTOR=true): demoadmin turns on two-factor
// sign-in on the profile (with the code emailed to the account), signs out and in again with a
// code from the authenticator app;
// copies the running season into a new one and opens its nominations; two managers
// (demomanager and demomember) each nominate a team into the new season through the wizard
// and pay with a sandbox test card; demoadmin accepts one team and declines the other with a
// reason, which refunds the card; the audit log shows every step; the declined team's manager
// sees the outcome on the team page and has it by email. Each test opens its own page, and makes
// what an earlier test makes (two-factor sign-in, the console session, the season, the
// nominations, the decisions) when that test did not.
import { generate, generateSecret } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  expectAccessible,
  payAndOpenReceipt,
  type Portal,
  signIn,
  startPortal,
  typeDate,
} from './harness.js';

let portal: Portal;
/** demoadmin's browser. */
let page: Page;
/** The declined team's manager's browser, once signed in. */
let owlsManager: Page | undefined;
/** The season being played in the demo. */
let current: { id: number; name: string };
/** The authenticator app's key, as the profile showed it. */
let secret = '';

const NEW_SEASON = 'Autumn Cup 2027';
const DECLINE_REASON = 'Open Men Div 1 is full of returning teams this season.';

interface Person {
  firstname: string;
  lastname: string;
  gender: string;
  /** dd/mm/yyyy */
  dob: string;
}
/** A manager and the team they nominate. */
interface Entry {
  username: string;
  email: string;
  team: string;
  grade: string;
  group: string;
  /** The division's name, in the running season and (copied) in the new one. */
  division: string;
  /** Members the association knows, found by name and date of birth. */
  players: Person[];
  /** Set once nominated. */
  teamId?: number;
  divisionId?: number;
}
let heat: Entry;
let owls: Entry;

/** Five members who play in a division of the running season, none of them `except`. */
async function playersOf(division: string, except: string): Promise<Person[]> {
  const { id: manager } = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: except },
    select: { id: true },
  });
  const members = await portal.db.member.findMany({
    where: {
      id: { not: manager },
      teamPositions: {
        some: { role: 'player', team: { division: { name: division, seasonId: current.id } } },
      },
    },
    select: { firstname: true, lastname: true, gender: true, dob: true },
    orderBy: { id: 'asc' },
    take: 5,
  });
  expect(members).toHaveLength(5);
  return members.map((m) => ({
    firstname: m.firstname,
    lastname: m.lastname,
    gender: m.gender,
    dob: m.dob.toISOString().slice(0, 10).split('-').reverse().join('/'),
  }));
}

beforeAll(async () => {
  portal = await startPortal({ STAFF_REQUIRE_SECOND_FACTOR: 'true' }, { demo: true });
  current = await portal.db.season.findFirstOrThrow({
    where: { archived: false, status: 'active' },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
  heat = {
    username: 'demomanager',
    email: 'olivia.nguyen@example.com',
    team: 'Harbour Heat',
    grade: 'Seniors',
    group: 'Open Women',
    division: 'Open Women Div 1',
    players: await playersOf('Open Women Div 1', 'demomanager'),
  };
  owls = {
    username: 'demomember',
    email: 'jack.thompson@example.com',
    team: 'Ferry Road Owls',
    grade: 'Seniors',
    group: 'Open Men',
    division: 'Open Men Div 1',
    players: await playersOf('Open Men Div 1', 'demomember'),
  };
  page = await portal.newPage();
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await (owlsManager ?? page).screenshot({
      path: `/tmp/console-season-flow-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
/** A status line once it says `text`. */
const said = (text: string, on: Page = page) => on.getByRole('status').filter({ hasText: text });
/** The code the authenticator app shows now, or `steps` periods of 30 s later. */
const codeNow = (steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Whether `on` holds a session (the sign-in cookie). */
const signedIn = async (on: Page) =>
  (await on.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '');

/** demoadmin's browser, signed in with the password when it is not. */
async function asAdmin() {
  if (!(await signedIn(page))) await signIn(page, 'demoadmin');
}

/**
 * Two-factor sign-in on for demoadmin with a key the file knows, as the set-up test leaves it: a
 * test that needs it turns it on in the database with a key of its own when that test did not.
 */
async function ensureSecondFactor() {
  const { id: memberId } = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demoadmin' },
    select: { id: true },
  });
  const factor = await portal.db.secondFactor.findUnique({
    where: { memberId },
    select: { enabledAt: true },
  });
  if (factor?.enabledAt && secret) return;
  secret = generateSecret();
  const on = { secret, enabledAt: new Date(), lastStep: null, emailCodeHash: null, emailCodeExpiresAt: null };
  await portal.db.secondFactor.upsert({ where: { memberId }, create: { memberId, ...on }, update: on });
}

/**
 * A code the server takes now: a code is taken once, and the server allows the period either
 * side, so this period's code, or the next one's when this period's was used.
 */
async function freshCode(): Promise<string> {
  const { lastStep } = await portal.db.secondFactor.findFirstOrThrow({
    where: { member: { usernameLower: 'demoadmin' } },
    select: { lastStep: true },
  });
  const used = lastStep ?? -1;
  const step = () => Math.floor(Date.now() / 30_000);
  // The next period's code was used too: wait for that period, whose next code is new.
  if (used > step()) await expect.poll(step, { timeout: 60_000, interval: 1_000 }).toBe(used);
  return codeNow(used >= step() ? 1 : 0);
}

/**
 * demoadmin in the console with the second factor, as the sign-in test leaves the browser: a test
 * that needs it signs in and gives a code on the console's prompt when this session has not.
 */
async function openConsole() {
  await ensureSecondFactor();
  await asAdmin();
  if ((await page.request.get('/api/admin/me')).status() === 200) return;
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Confirm it is you', level: 1 }).waitFor();
  await field('Code').fill(await freshCode());
  await button('Continue to the console').click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

/**
 * The new season taking nominations, as the copy test makes it in the console: a test that needs it
 * copies and opens it through the same calls when that test did not. Notes each entry's division.
 */
async function ensureSeason() {
  const find = () =>
    portal.db.season.findFirst({
      where: { name: NEW_SEASON },
      select: { id: true, nominationsOpen: true, divisions: { select: { id: true, name: true } } },
    });
  let season = await find();
  if (!season?.nominationsOpen) {
    await openConsole();
    if (!season) {
      const copied = await page.request.post(`/api/admin/seasons/${current.id}/copy`, {
        data: { name: NEW_SEASON, start_date: '2027-03-07' },
      });
      expect(copied.status(), await copied.text()).toBe(201);
    }
    season = (await find())!;
    const opened = await page.request.put(`/api/admin/seasons/${season.id}/nominations`, {
      data: { open: true },
    });
    expect(opened.status(), await opened.text()).toBe(200);
  }
  for (const entry of [heat, owls])
    entry.divisionId ??= season.divisions.find((d) => d.name === entry.division)?.id;
}

/**
 * The entry's paid nomination into the new season, as its wizard test makes it: a test that needs
 * it sends the wizard's payment call when that test did not.
 */
async function ensureNominated(entry: Entry) {
  await ensureSeason();
  const team = await portal.db.team.findFirst({
    where: { name: entry.team, divisionId: entry.divisionId },
    select: { id: true },
  });
  if (team) {
    entry.teamId = team.id;
    return;
  }
  const me = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: entry.username },
    select: { firstname: true, lastname: true, dob: true, gender: true, email: true },
  });
  const division = await portal.db.division.findUniqueOrThrow({
    where: { id: entry.divisionId },
    select: { groupId: true, group: { select: { gradeId: true } } },
  });
  const manager = await signIn(await portal.newPage(), entry.username);
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
        teamname: entry.team,
        prevteamname: '',
        teamprevious: null,
        grade: division.group.gradeId,
        divisiongroup: division.groupId,
        division: entry.divisionId,
        preferreddivision: null,
      },
      note: 'We can play any weeknight.',
      teamCopy: false,
      players: entry.players.map((p) => ({ ...p, rep: false })),
      donationCart: [],
      teamnominationCart: [{ p_name: 'Team Nomination', p_price: 1 }],
      cardData: {
        cardNumber: '4242 4242 4242 4242',
        cardName: 'Test Card',
        cardExpiry: '12/34',
        cardCVC: '123',
      },
    },
  });
  const text = await answer.text();
  await manager.context().close();
  expect(answer.status(), text).toBe(200);
  entry.teamId = (JSON.parse(text) as { data: { t_id: number } }).data.t_id;
}

/**
 * Harbour Heat accepted and the Owls declined with the reason, as the decisions test leaves them: a
 * test that needs them decides through the same calls when that test did not.
 */
async function ensureDecided() {
  await ensureNominated(heat);
  await ensureNominated(owls);
  const statusOf = async (entry: Entry) =>
    (
      await portal.db.team.findUniqueOrThrow({
        where: { id: entry.teamId },
        select: { nominationStatus: true },
      })
    ).nominationStatus;
  for (const [entry, decision, data] of [
    [heat, 'accepted', {}],
    [owls, 'declined', { reason: DECLINE_REASON }],
  ] as const) {
    if ((await statusOf(entry)) === decision) continue;
    await openConsole();
    const path = decision === 'accepted' ? 'accept' : 'decline';
    const answer = await page.request.post(`/api/admin/nominations/${entry.teamId}/${path}`, { data });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** The Owls' manager's browser, signed in. */
async function owlsManagerPage(): Promise<Page> {
  owlsManager ??= await signIn(await portal.newPage(), owls.username);
  return owlsManager;
}

describe('console: a season from copy to nomination decisions', () => {
  it('keeps demoadmin out of the console until two-factor sign-in is set up', async () => {
    await signIn(page, 'demoadmin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }).waitFor();
    // The console's API agrees: a password alone does not open it.
    const me = await page.request.get('/api/admin/me');
    expect(me.status()).toBe(403);
    expect(((await me.json()) as { error: string }).error).toBe('second_factor_required');
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await page.waitForURL('**/member/profile#two-factor');
  });

  it('turns on two-factor sign-in with a code computed from the key shown and the emailed code', async () => {
    await asAdmin();
    await page.goto('/member/profile#two-factor');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await button('Set up two-factor sign-in', section).click();
    await section.getByRole('img', { name: 'QR code to add this account to an authenticator app' }).waitFor();
    secret = (await section.locator('code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, 'two-factor set-up');

    // The app's code alone is not enough: the code emailed to the account proves its owner.
    await section.getByText('Sent to d***@example.com; it works once, for 15 minutes.').waitFor();
    await field('Code from the app', section).fill(await codeNow());
    await button('Turn on', section).click();
    await section.getByText('Enter the code we emailed you.').waitFor();
    const mail = await portal.mail.waitFor(
      (m) => m.to === 'demoadmin@example.com' && /turn on two-factor sign-in/.test(m.subject),
    );
    const emailed = /\b(\d{8})\b/.exec(mail.text)?.[1];
    expect(emailed).toBeDefined();
    await field('Code we emailed you', section).fill(emailed!);
    await button('Turn on', section).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await button('I have saved them', section).click();
    await section.getByText('Two-factor sign-in is on. Recovery codes left: 10.').waitFor();
    const admin = await portal.db.member.findUniqueOrThrow({
      where: { usernameLower: 'demoadmin' },
      select: { secondFactor: { select: { enabledAt: true } } },
    });
    expect(admin.secondFactor?.enabledAt).not.toBeNull();
  });

  it('signs out, signs in with the password, and opens the console with a code from the app', async () => {
    await ensureSecondFactor();
    await asAdmin();
    await page.goto('/member/account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login**');
    await signIn(page, 'demoadmin');

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Confirm it is you', level: 1 }).waitFor();
    expect((await page.request.get('/api/admin/me')).status()).toBe(403);
    await expectAccessible(page, 'console code prompt');
    // The code that turned it on cannot be used again: the next period's code is (a phone's clock may be 30 s out).
    await field('Code').fill(await codeNow(1));
    await button('Continue to the console').click();
    await page.getByRole('navigation', { name: 'Console' }).waitFor();
    expect((await page.request.get('/api/admin/me')).status()).toBe(200);
  });

  it('copies the running season into a new one and opens its nominations', async () => {
    await openConsole();
    await page.goto('/admin/seasons');
    await page.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Seasons' });
    await grid.getByRole('button', { name: `Copy ${current.name} into a new season` }).click();
    const dialog = page.getByRole('dialog', { name: `Copy ${current.name}` });
    await field('Season name', dialog).fill(NEW_SEASON);
    await typeDate(dialog, 'Start date', '07/03/2027');
    await button('Copy season', dialog).click();
    await page.getByRole('heading', { name: NEW_SEASON, level: 1 }).waitFor();

    await button('Open nominations').click();
    await said('Nominations are open.').waitFor();
    const season = await portal.db.season.findFirstOrThrow({
      where: { name: NEW_SEASON },
      select: {
        id: true,
        copiedFromId: true,
        nominationsOpen: true,
        divisions: { select: { id: true, name: true } },
      },
    });
    expect(season).toMatchObject({ copiedFromId: current.id, nominationsOpen: true });
    for (const entry of [heat, owls]) {
      entry.divisionId = season.divisions.find((d) => d.name === entry.division)?.id;
      expect(entry.divisionId, `${entry.division} copied`).toBeDefined();
    }
  });

  for (const which of ['heat', 'owls'] as const)
    it(`takes a paid nomination into the new season through the wizard (${which})`, async () => {
      const entry = which === 'heat' ? heat : owls;
      await ensureSeason();
      const manager = await portal.newPage();
      try {
        await nominate(manager, entry);
      } catch (err) {
        await manager.screenshot({
          path: `/tmp/console-season-flow-e2e-wizard-${which}.png`,
          fullPage: true,
        });
        throw err;
      } finally {
        await manager.context().close();
      }
      const team = await portal.db.team.findUniqueOrThrow({
        where: { id: entry.teamId },
        select: {
          name: true,
          divisionId: true,
          nominationStatus: true,
          positions: { select: { role: true, member: { select: { usernameLower: true } } } },
        },
      });
      expect(team).toMatchObject({
        name: entry.team,
        divisionId: entry.divisionId,
        nominationStatus: 'pending',
      });
      expect(team.positions.filter((p) => p.role === 'player')).toHaveLength(5);
      expect(team.positions).toContainEqual({ role: 'manager', member: { usernameLower: entry.username } });
    });

  it('accepts one team and declines the other with a reason, refunding the card', async () => {
    await ensureNominated(heat);
    await ensureNominated(owls);
    await openConsole();
    await page.goto('/admin/nominations');
    await page.getByRole('heading', { name: 'Nominations', level: 1 }).waitFor();
    // The demo's next season takes nominations too: choose the new one.
    await field('Season').selectOption({ label: `${NEW_SEASON} (taking nominations)` });
    const grid = page.getByRole('grid', { name: 'Nominations' });
    const rowOf = (team: string) => grid.getByRole('row').filter({ hasText: team });
    await rowOf(heat.team).waitFor();
    await rowOf(owls.team).waitFor();
    expect(await grid.getByRole('row').count()).toBe(3);
    expect(await rowOf(heat.team).innerText()).toMatch(/Pending[\s\S]*\$780\.00/);
    await expectAccessible(page, 'nominations');

    await rowOf(heat.team).getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    await said(`${heat.team} accepted.`).waitFor();

    await rowOf(owls.team).getByRole('button', { name: 'Decide' }).click();
    await page.getByRole('menuitem', { name: 'Decline…' }).click();
    const dialog = page.getByRole('dialog', { name: `Decline ${owls.team}` });
    await dialog.getByText('$780.00 paid for this nomination is refunded to the card').waitFor();
    await expectAccessible(page, 'decline dialog');
    await field('Reason (sent to the manager)', dialog).fill(DECLINE_REASON);
    await button('Decline nomination', dialog).click();
    await dialog.waitFor({ state: 'detached' });
    await said(`${owls.team} declined. Refunded $780.00 to the card it was paid with.`).waitFor();
    await expect.poll(() => rowOf(owls.team).innerText()).toMatch(/Declined[\s\S]*\$780\.00/);
    expect(await rowOf(owls.team).innerText()).toContain(DECLINE_REASON);
    expect(await rowOf(heat.team).innerText()).toContain('Accepted');
    await expectAccessible(page, 'nominations after the decisions');

    const teams = await portal.db.team.findMany({
      where: { id: { in: [heat.teamId!, owls.teamId!] } },
      select: { id: true, nominationStatus: true, nominationReason: true },
    });
    expect(teams.find((t) => t.id === heat.teamId)?.nominationStatus).toBe('accepted');
    expect(teams.find((t) => t.id === owls.teamId)).toMatchObject({
      nominationStatus: 'declined',
      nominationReason: DECLINE_REASON,
    });
    const payments = await portal.db.payment.findMany({
      where: { order: { teamId: { in: [heat.teamId!, owls.teamId!] } } },
      select: { status: true, order: { select: { teamId: true } } },
    });
    expect(payments.filter((p) => p.order.teamId === owls.teamId).map((p) => p.status)).toEqual(['refunded']);
    expect(payments.filter((p) => p.order.teamId === heat.teamId).map((p) => p.status)).not.toContain(
      'refunded',
    );
  });

  it('shows all of it in the audit log', async () => {
    await ensureDecided();
    const season = await portal.db.season.findFirstOrThrow({
      where: { name: NEW_SEASON },
      select: { id: true },
    });
    await openConsole();
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Audit log' });
    const entry = (action: string, id: number) =>
      grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: action, exact: true }) })
        .filter({ has: page.getByRole('gridcell', { name: String(id), exact: true }) });
    await entry('season.copy', season.id).waitFor();
    await entry('season.nominations', season.id).waitFor();
    await entry('nomination.accept', heat.teamId!).waitFor();
    const decline = entry('nomination.decline', owls.teamId!);
    await decline.waitFor();
    expect(await decline.innerText()).toContain(DECLINE_REASON);
    expect(await decline.innerText()).toContain('Priya Raman');
    await expectAccessible(page, 'audit log');

    // Filtered by the reason's words, the decline is the one entry.
    await field('Reason contains').fill('full of returning teams');
    await button('Apply filters').click();
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await entry('nomination.decline', owls.teamId!).waitFor();

    const admin = await portal.db.member.findUniqueOrThrow({
      where: { usernameLower: 'demoadmin' },
      select: { id: true },
    });
    const audit = await portal.db.auditEntry.findMany({
      where: { actorId: admin.id },
      select: { action: true, entityId: true, reason: true, after: true },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => `${a.action} ${a.entityId}`)).toEqual(
      expect.arrayContaining([
        `season.copy ${season.id}`,
        `season.nominations ${season.id}`,
        `nomination.accept ${heat.teamId}`,
        `nomination.decline ${owls.teamId}`,
      ]),
    );
    const declined = audit.find((a) => a.action === 'nomination.decline');
    expect(declined?.reason).toBe(DECLINE_REASON);
    expect(declined?.after).toMatchObject({ status: 'declined', refunded_cents: 78_000 });
    expect(audit.find((a) => a.action === 'season.nominations')?.after).toMatchObject({
      nominations_open: true,
    });
  });

  it("shows the declined outcome and the reason on the manager's team page", async () => {
    await ensureDecided();
    const manager = await owlsManagerPage();
    await manager.goto('/member/teams');
    await manager
      .getByRole('table', { name: 'Teams' })
      .getByRole('link', { name: `View ${owls.team}` })
      .click();
    await manager.waitForURL(`**/member/teams/team/${owls.teamId}`);
    await manager.getByRole('heading', { name: `Team: ${owls.team}`, level: 1 }).waitFor();
    const status = manager.getByTestId('nomination-status');
    await status.waitFor();
    expect(await status.innerText()).toContain('Your nomination was declined.');
    expect(await status.innerText()).toContain(`The association says: ${DECLINE_REASON}`);
    await expectAccessible(manager, 'declined team page');
  });

  it('emails each manager the outcome: the decline with its reason and refund, the accept', async () => {
    await ensureDecided();
    const declined = await portal.mail.waitFor(
      (m) => m.to === owls.email && m.subject.startsWith(`Team nomination: ${owls.team}`),
    );
    expect(declined.text).toContain('Your nomination was declined.');
    expect(declined.text).toContain(`The association says: ${DECLINE_REASON}`);
    expect(declined.text).toContain('$780.00 has been refunded to the card it was paid with.');
    const accepted = await portal.mail.waitFor(
      (m) => m.to === heat.email && m.subject.startsWith(`Team nomination: ${heat.team}`),
    );
    expect(accepted.text).toContain('Your nomination has been accepted.');
    expect(accepted.text).not.toContain('refunded');
  });

  it("opens the team page from the decline email's link", async () => {
    await ensureDecided();
    const mail = await portal.mail.waitFor(
      (m) => m.to === owls.email && m.subject.startsWith(`Team nomination: ${owls.team}`),
    );
    const link = /https?:\/\/\S+\/member\/teams\/\S+/.exec(mail.text)?.[0];
    // The member side's team page is /member/teams/team/:team_id (apps/web/src/features/teams/paths.ts).
    expect(link).toBe(`${portal.baseUrl}/member/teams/team/${owls.teamId}`);
    const manager = await owlsManagerPage();
    await manager.goto(link!);
    await manager.getByRole('heading', { name: `Team: ${owls.team}`, level: 1 }).waitFor();
    await manager.getByTestId('nomination-status').waitFor();
  });
});

/** One manager's nomination through the wizard's eight steps, paid with a sandbox test card. */
async function nominate(manager: Page, entry: Entry) {
  const panel = (name: string) => manager.getByRole('group', { name, exact: true });
  await signIn(manager, entry.username);
  await manager.goto('/member/teamnomination');
  await manager.getByRole('heading', { name: 'Team Nomination', level: 1 }).waitFor();

  // Step 1: a new team, not a copy of a previous one.
  await button('Continue', panel('Previous Team Selection')).click();

  // Step 2: the division of the new season (the demo's next season has one of the same name).
  const team = panel('Team Name & Grade');
  await field('Team Name', team).fill(entry.team);
  await field('Grade', team).selectOption({ label: entry.grade });
  await field('Division Group', team).selectOption({ label: entry.group });
  await expect
    .poll(() => field('Division', team).locator(`option[value="${entry.divisionId}"]`).count())
    .toBe(1);
  // The division's capacity check is held until Continue is pressed (a busy server's slow answer):
  // Continue waits for it instead of calling the division missing.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const capacity = `**/api/ecommerce/teamnomination/${entry.divisionId}`;
  await manager.route(
    capacity,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await field('Division', team).selectOption(String(entry.divisionId));
  await button('Continue', team).click();
  answer();

  // Step 3: the manager is filled in from the profile; the agreement is theirs to tick.
  const me = panel('Team Manager');
  await me.getByRole('checkbox', { name: /I agree to manage this team/ }).check();
  await button('Continue', me).click();

  // Step 4: no coach.
  await button('Continue', panel('Team Coach')).click();

  // Step 5: five players the association knows.
  const players = panel('Players');
  await players.getByRole('group', { name: 'Player 5', exact: true }).waitFor();
  for (const [i, p] of entry.players.entries()) {
    const row = players.getByRole('group', { name: `Player ${i + 1}`, exact: true });
    await field('Firstname', row).fill(p.firstname);
    await field('Lastname', row).fill(p.lastname);
    await field('Gender', row).selectOption(p.gender);
    await typeDate(row, 'Date of Birth', p.dob);
    await button('ADD PLAYER', row).click();
    await row.getByText(`Added - ${p.firstname} ${p.lastname}`).waitFor();
  }
  await button('Continue', players).click();

  // Step 6: a note; step 7: the review names the new season and its price.
  await manager.getByRole('textbox', { name: 'Note' }).fill('We can play any weeknight.');
  await button('Continue', panel('Note')).click();
  const review = manager.getByRole('table', { name: 'Team Nomination Review' });
  await review.waitFor();
  const reviewed = await review.innerText();
  expect(reviewed).toContain(`${entry.division} (${NEW_SEASON})`);
  expect(reviewed).toMatch(/Total\s+\$780\.00/);
  await button('Continue', panel('Team Nomination Review')).click();

  // Step 8: the sandbox gateway's test card.
  await manager.getByText('Test mode', { exact: true }).waitFor();
  await field('Card Number', manager).fill('4242 4242 4242 4242');
  await field('Full Name', manager).fill('Test Card');
  await field('Card Expiry', manager).fill('1234');
  await field('CVC', manager).fill('123');
  const orderId = await payAndOpenReceipt(manager, button('Pay Team Nomination $780.00', manager));
  const order = await portal.db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { paid: true, totalCents: true, teamId: true },
  });
  expect(order).toMatchObject({ paid: true, totalCents: 78_000 });
  entry.teamId = order.teamId!;
}

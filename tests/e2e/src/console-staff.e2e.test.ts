// The console's door and its Staff area in a real browser, on the demo data: a member who is
// not staff is told the console is for staff; demoadmin reaches the console from the member
// menu, sees only what roles reach, and makes demomember a finance officer by keyboard, found by
// email (the change is saved, audited, and demomember's menu then leads to the console); is told a
// member without a sign-in cannot be given a role; resets a staff
// member's lost two-factor sign-in (audited, the owner emailed) and clears a sign-in lock-out.
// Axe on each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { createMember } from '../../../apps/api/test/factories.js';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let jack: { id: number };

beforeAll(async () => {
  portal = await startPortal({ LOGIN_MAX_ATTEMPTS: '2' }, { demo: true });
  jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { id: true },
  });
});
afterAll(() => portal?.close());

describe('console: the door and the staff area', () => {
  it('tells a member who is not staff that the console is for staff, and their menu has no way in', async () => {
    const page = await signIn(await portal.newPage(), 'demomember');
    expect(await page.getByRole('link', { name: 'Console', exact: true }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'The console is for staff' }).waitFor();
    await expectAccessible(page, 'console door, not staff');
    await page.close();
  });

  it('lets demoadmin grant a role by keyboard; it is saved, audited and opens the console to the member', async () => {
    const page = await signIn(await portal.newPage(), 'demoadmin');
    await page.getByRole('link', { name: 'Console', exact: true }).first().click();
    await page.waitForURL('**/admin');
    const nav = page.getByRole('navigation', { name: 'Console' });
    for (const area of ['Members', 'Seasons', 'Nominations', 'Teams', 'Settings', 'Staff', 'Audit log'])
      await nav.getByRole('link', { name: area, exact: true }).waitFor();
    await expectAccessible(page, 'console overview');

    await nav.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('grid', { name: 'Staff' }).getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'staff');

    const add = page.getByRole('button', { name: 'Add a staff member', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('jack.thompson@example.com');
    await page.getByRole('option', { name: new RegExp(`^Jack Thompson\\b.*, member ${jack.id},`) }).click();
    await dialog.getByRole('checkbox', { name: /^finance:/ }).focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Treasurer from December');
    await expectAccessible(page, 'staff roles dialog');
    await dialog.getByRole('button', { name: 'Save roles' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByRole('grid', { name: 'Staff' })
      .getByRole('row')
      .filter({ hasText: 'Jack Thompson' })
      .filter({ hasText: 'finance' })
      .waitFor();
    expect(
      await portal.db.staffGrant.findMany({ where: { memberId: jack.id }, select: { role: true } }),
    ).toEqual([{ role: 'finance' }]);
    const audit = await portal.db.auditEntry.findFirstOrThrow({
      where: { entityId: String(jack.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit.reason).toBe('Treasurer from December');
    await page.close();

    // Jack is staff now: his menu leads to the console, which shows only his area's entries.
    const jackPage = await signIn(await portal.newPage(), 'demomember');
    await jackPage.getByRole('link', { name: 'Console', exact: true }).first().click();
    await jackPage.waitForURL('**/admin');
    const jackNav = jackPage.getByRole('navigation', { name: 'Console' });
    await jackNav.getByRole('link', { name: 'Overview', exact: true }).waitFor();
    expect(await jackNav.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    expect(await jackNav.getByRole('link', { name: 'Members', exact: true }).count()).toBe(0);
    await jackPage.close();
  });

  it('tells demoadmin that a member found by name who has no sign-in cannot be given a role', async () => {
    const player = await createMember(portal.db, { firstname: 'Nia', lastname: 'Nosignin' });
    await portal.db.member.update({
      where: { id: player.id },
      data: { username: null, usernameLower: null, passwordHash: null },
    });
    const page = await signIn(await portal.newPage(), 'demoadmin');
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Add a staff member', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('Nia Nosignin');
    await page.getByRole('option', { name: new RegExp(`^Nia Nosignin\\b.*, member ${player.id},`) }).click();
    await dialog.getByRole('checkbox', { name: /^finance:/ }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await dialog.getByText(/has no sign-in \(no username and password\)/).waitFor();
    await expectAccessible(page, 'staff roles dialog, member without sign-in');
    expect(await portal.db.staffGrant.count({ where: { memberId: player.id } })).toBe(0);
    await page.close();
  });

  it("lets demoadmin reset a staff member's lost two-factor sign-in and clear a sign-in lock-out", async () => {
    const grace = await portal.db.member.update({
      where: { usernameLower: 'demofinance' },
      data: { secondFactor: { create: { secret: 'JBSWY3DPEHPK3PXP', enabledAt: new Date() } } },
      select: { id: true },
    });
    const page = await signIn(await portal.newPage(), 'demoadmin');
    // Marcus types a wrong password too often: even the right one is refused for a while.
    const login = (password: string) =>
      page.request.post('/api/member/login', { data: { username: 'democompetition', password } });
    for (let i = 0; i < 2; i++) expect((await login('not his password')).status()).toBe(401);
    expect((await login(DEMO_PASSWORD)).status()).toBe(429);

    await page.goto('/admin/staff');
    const grid = page.getByRole('grid', { name: 'Staff' });
    await grid.getByRole('row').filter({ hasText: 'Grace Okafor' }).filter({ hasText: 'On' }).waitFor();
    await grid.getByRole('button', { name: 'Reset two-factor sign-in of Grace Okafor' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset two-factor sign-in of Grace Okafor' });
    await reset.getByLabel('Reason (kept in the audit log)').fill('Phone lost, called her back');
    await expectAccessible(page, 'reset two-factor dialog');
    await reset.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Two-factor sign-in of Grace Okafor is reset' })
      .waitFor();
    await grid.getByRole('row').filter({ hasText: 'Grace Okafor' }).filter({ hasText: 'Off' }).waitFor();
    expect(await portal.db.secondFactor.count({ where: { memberId: grace.id } })).toBe(0);
    const entry = await portal.db.auditEntry.findFirstOrThrow({
      where: { entityId: String(grace.id), action: 'staff.second_factor_reset' },
    });
    expect(entry.reason).toBe('Phone lost, called her back');
    await portal.mail.waitFor((m) => m.to === 'demofinance@example.com' && /was reset/.test(m.subject));

    await page.getByRole('button', { name: 'Clear a sign-in lock-out', exact: true }).click();
    const unlock = page.getByRole('dialog', { name: 'Clear a sign-in lock-out' });
    await unlock.getByRole('button', { name: 'Clear the lock-out' }).click();
    await unlock.getByText('Enter the username.').waitFor();
    await unlock.getByLabel('Username').fill('democompetition');
    await expectAccessible(page, 'sign-in lock-out dialog');
    await unlock.getByRole('button', { name: 'Clear the lock-out' }).click();
    await page.getByRole('status').filter({ hasText: 'democompetition can sign in again.' }).waitFor();
    expect((await login(DEMO_PASSWORD)).status()).toBe(200);
    await page.close();
  });
});

// The console's Members area in a real browser, on the demo data: demoadmin signs in, opens
// Members, finds demomember by name and reaches their page by keyboard, makes them a referee
// (a locked flag: the form asks why), saves, and sees the change saved and in the audit trail.
// Both screens pass axe.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember } from '../../../apps/api/test/factories.js';
import { expectAccessible, sidewaysScrolls, signIn, startPortal, type Portal } from './harness.js';

let portal: Portal;
let page: Page;
/** demomember: Jack Thompson, no referee. */
let jack: { id: number };

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { id: true },
  });
  // Signed in once for the file; each test opens the page it starts on, so none relies on where
  // the test before it stopped.
  page = await signIn(await portal.newPage(), 'demoadmin');
});
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: `/tmp/console-members-e2e-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });

/** Opens a member's page in the console and waits for its heading. */
async function openMember(id: number, name: string) {
  await page.goto(`/admin/members/${id}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Presses Tab until the focus is in the element named `name` (at most `max` times); false when never. */
async function tabInto(name: string, max = 30): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (label) => Boolean(document.activeElement?.closest(`[aria-label="${label}"]`)),
      name,
    );
    if (inside) return true;
  }
  return false;
}

/** The text of the focused element when it is a link. */
const focusedLink = () =>
  page.evaluate(() => (document.activeElement?.tagName === 'A' ? document.activeElement.textContent : null));

describe('console: members', () => {
  it('finds a member by name and opens their page by keyboard', async () => {
    await page.goto('/admin/members');
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Members' });
    await grid.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'members search');

    // The server sorts: by member id, highest first, the newest member leads.
    const newest = await portal.db.member.findFirstOrThrow({
      where: { deactivatedAt: null },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    await grid.getByRole('columnheader', { name: 'Member id' }).click();
    await page.waitForURL('**/admin/members?sort=mid');
    await grid.locator('[role="columnheader"][aria-sort="ascending"]', { hasText: 'Member id' }).waitFor();
    await grid.getByRole('columnheader', { name: 'Member id' }).click();
    await page.waitForURL('**/admin/members?sort=-mid');
    await expect
      .poll(async () => (await grid.getByRole('row').nth(1).innerText()).includes(String(newest.id)))
      .toBe(true);

    await field('Search members').fill('jack thomps');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/members?q=jack+thomps&sort=-mid');
    const link = grid.getByRole('link', { name: 'Thompson, Jack (Jack)' });
    await link.waitFor();
    // Every row matches both words (the demo's generated players may hold the name too); Jack's is one.
    await expect
      .poll(async () => {
        const rows = (await grid.getByRole('row').allInnerTexts()).slice(1);
        return rows.length > 0 && rows.every((r) => /jack/i.test(r) && /thomps/i.test(r));
      })
      .toBe(true);
    expect((await grid.getByRole('row').allInnerTexts()).some((r) => r.includes(String(jack.id)))).toBe(true);
    const found = await grid.getByRole('link').count();

    // The CSV export holds the results shown.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('members.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('"Thompson, Jack (Jack)"');
    expect(csv).toContain('jack.thompson@example.com');
    await page.keyboard.press('Escape');

    // From the search box, Tab reaches the grid, the arrow keys the member's link, and Enter opens the page.
    await field('Search members').focus();
    expect(await tabInto('Members')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    for (let i = 1; i < found && (await focusedLink()) !== 'Thompson, Jack (Jack)'; i++)
      await page.keyboard.press('ArrowDown');
    expect(await focusedLink()).toBe('Thompson, Jack (Jack)');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/members/${jack.id}`);
    await page.getByRole('heading', { name: 'Jack Thompson', level: 1 }).waitFor();
  });

  it("shows the member's page: profile, teams and audit trail", async () => {
    await openMember(jack.id, 'Jack Thompson');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('jack.thompson@example.com').waitFor();
    await profile.getByText('02/09/2001').waitFor();
    // The demo puts demomember in a current team.
    const teams = page.getByRole('table', { name: 'Teams' });
    expect(await teams.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('table', { name: 'Audit trail' }).getByText('No changes recorded').waitFor();
    await expectAccessible(page, 'member page');
  });

  it('asks for a reason when a flag changes, then saves it', async () => {
    await openMember(jack.id, 'Jack Thompson');
    expect(await field('Reason for the change').count()).toBe(0);
    // By keyboard: focus the flag and tick it with Space.
    await field('Referee').focus();
    await page.keyboard.press('Space');
    expect(await field('Referee').isChecked()).toBe(true);
    await page.getByText('You changed Referee').waitFor();
    await button('Save changes').click();
    await page
      .getByText('Say why: names, birthday, gender and access flags change only with a reason.')
      .waitFor();
    expect(
      (await portal.db.member.findUniqueOrThrow({ where: { id: jack.id }, select: { isRef: true } })).isRef,
    ).toBe(false);

    await field('Reason for the change').fill('Passed the level 1 referee course');
    await expectAccessible(page, 'member page, reason asked');
    await button('Save changes').click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const trail = page.getByRole('table', { name: 'Audit trail' });
    await trail.getByText('is_ref: false → true').waitFor();
    await trail.getByText('Passed the level 1 referee course').waitFor();
    await page.getByRole('region', { name: 'Profile' }).getByText('Referee', { exact: true }).waitFor();
    expect(await field('Referee').isChecked()).toBe(true);
    expect(await field('Reason for the change').count()).toBe(0);
    const saved = await portal.db.member.findUniqueOrThrow({
      where: { id: jack.id },
      select: { isRef: true },
    });
    expect(saved.isRef).toBe(true);

    // Reloaded, the page shows the member as saved.
    await page.reload();
    await page.getByRole('heading', { name: 'Jack Thompson', level: 1 }).waitFor();
    expect(await field('Referee').isChecked()).toBe(true);
  });

  it('emails a reset link, deactivates and reactivates with a reason', async () => {
    // A member of its own: Jack stays active for the merge whatever happens here.
    const mia = await createMember(portal.db, {
      firstname: 'Mia',
      lastname: 'Reyes',
      email: 'mia.reyes@example.com',
    });
    await openMember(mia.id, 'Mia Reyes');
    await button('Send reset link').click();
    await page
      .getByRole('status')
      .filter({ hasText: 'A password reset link was sent to mia.reyes@example.com.' })
      .waitFor();
    await portal.mail.waitFor(
      (m) => m.to === 'mia.reyes@example.com' && /reset your password/i.test(m.subject),
    );

    await button('Deactivate').click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Mia Reyes' });
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await dialog.getByText('Say why (kept in the audit log).').waitFor();
    await expectAccessible(page, 'deactivate dialog');
    await dialog
      .getByLabel('Reason (kept in the audit log)', { exact: true })
      .fill('Asked to leave the club');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Deactivated /).waitFor();
    expect(
      (await portal.db.member.findUniqueOrThrow({ where: { id: mia.id }, select: { deactivatedAt: true } }))
        .deactivatedAt,
    ).not.toBeNull();
    // A deactivated member gets no reset link: the button waits for reactivation.
    expect(await button('Send reset link').isDisabled()).toBe(true);

    await button('Reactivate').click();
    const back = page.getByRole('dialog', { name: 'Reactivate Mia Reyes' });
    await back.getByLabel('Reason (kept in the audit log)', { exact: true }).fill('Came back');
    await back.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await back.waitFor({ state: 'detached' });
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Audit trail' }).getByText('member.reactivate').waitFor();
  });

  it('merges a duplicate into the member and shows what moved', async () => {
    const duplicate = await createMember(portal.db, {
      firstname: 'Jack',
      lastname: 'Thompson',
      dob: new Date('2001-09-02T00:00:00Z'),
      phone: '02 9555 1234',
    });
    await openMember(jack.id, 'Jack Thompson');
    await button('Merge a duplicate into this member').click();
    const dialog = page.getByRole('dialog', { name: 'Merge a duplicate into Jack Thompson' });
    const id = dialog.getByLabel("Duplicate's member id", { exact: true });
    // An unknown member is refused under the field, as the API answers.
    await id.fill('99999999');
    await dialog.getByLabel('Reason (kept in the audit log)', { exact: true }).fill('Registered twice');
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await dialog.getByText('No member has this id.').waitFor();
    await id.fill(String(duplicate.id));
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await dialog.getByText(`Member ${duplicate.id} was merged into member ${jack.id}.`).waitFor();
    await dialog.getByText(/Filled in from the duplicate: .*phone/).waitFor();
    await expectAccessible(page, 'merge answer');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('region', { name: 'Profile' })
      .getByRole('link', { name: `member ${duplicate.id}` })
      .waitFor();
    const gone = await portal.db.member.findUniqueOrThrow({
      where: { id: duplicate.id },
      select: { mergedIntoId: true },
    });
    expect(gone.mergedIntoId).toBe(jack.id);
  });

  it('fits a phone: the page itself does not scroll sideways', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.context().addCookies(await page.context().cookies());
    for (const path of ['/admin/members', `/admin/members/${jack.id}`]) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone
        .getByRole('button', { name: /Save changes|Search/ })
        .first()
        .waitFor();
      expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    }
    await phone.close();
  });
});

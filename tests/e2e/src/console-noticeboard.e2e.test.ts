// The console's noticeboard in Chromium: competition staff write a notice in the rich text
// editor (bold by shortcut, a bulleted list from the toolbar) and list a person under a section;
// a team manager reads both on their Noticeboard with the formatting kept; staff take the
// person off again. Every screen and the open dialog pass axe. Each test starts from its own page
// and makes the notice or the person it needs when an earlier test did not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  staff = await signIn(await portal.newPage(), 'democompetition');
}, 120_000);
afterAll(() => portal?.close());

/** The notice as the editor writes it in the first test. */
const NOTICE_HTML = '<p>Starts <strong>Monday</strong></p><ul><li><p>Bring water</p></li></ul>';

/** The notice the first test writes, made through the same call when that test did not. */
async function ensureNotice() {
  if ((await portal.db.notice.count({ where: { tab: 'Camps' } })) > 0) return;
  const answer = await staff.request.post('/api/admin/notices', {
    data: { tab: 'Camps', section_name: 'Holiday camp', html: NOTICE_HTML },
  });
  expect(answer.status()).toBe(201);
}

/** Zoe Ng under U16 Girls, as the first test lists her, made through the same call when it did not. */
async function ensureListed() {
  if ((await portal.db.noticeboardRow.count({ where: { firstname: 'Zoe', surname: 'Ng' } })) > 0) return;
  const answer = await staff.request.post('/api/admin/noticeboard-rows', {
    data: { section_name: 'U16 Girls', firstname: 'Zoe', surname: 'Ng', comment: 'Plays guard' },
  });
  expect(answer.status()).toBe(201);
}

describe('console: noticeboard', () => {
  it('writes a notice in the rich text editor and lists a person', async () => {
    await staff.goto('/admin');
    await staff
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Noticeboard' })
      .click();
    await staff.getByRole('heading', { name: 'Noticeboard', level: 1 }).waitFor();
    await staff.getByRole('grid', { name: 'Notices' }).waitFor();
    await expectAccessible(staff, 'console noticeboard');

    await staff.getByRole('button', { name: 'Write a notice', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Write a notice' });
    await dialog.getByRole('button', { name: 'Save notice' }).click();
    // Nothing typed: each field says so (the third message shown means all three are).
    await dialog.getByText('This field is required').nth(2).waitFor();
    await dialog.getByLabel('Tab', { exact: true }).fill('Camps');
    await dialog.getByLabel('Section', { exact: true }).fill('Holiday camp');
    const editor = dialog.getByRole('textbox', { name: 'Notice' });
    await editor.click();
    // Clicking a toolbar button keeps the caret in the text: counted here, checked below.
    await editor.evaluate((el: HTMLElement & { blurs?: number }) => {
      el.blurs = 0;
      el.addEventListener('blur', () => (el.blurs! += 1));
    });
    await staff.keyboard.type('Starts ');
    await staff.keyboard.press('Control+b');
    await staff.keyboard.type('Monday');
    await staff.keyboard.press('Control+b');
    await staff.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list', exact: true }).click();
    await staff.keyboard.type('Bring water');
    expect(
      await dialog.getByRole('button', { name: 'Bulleted list', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The words typed straight after the click went into the list, since the text never lost the
    // focus (the editor would take it back only at the next frame, which a busy machine draws late).
    expect(await editor.evaluate((el: HTMLElement & { blurs?: number }) => el.blurs)).toBe(0);
    await expectAccessible(staff, 'notice dialog');
    await dialog.getByRole('button', { name: 'Save notice' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByRole('status').getByText('Notice added: Camps, Holiday camp.').waitFor();
    const kept = await portal.db.notice.findFirstOrThrow({ where: { tab: 'Camps' } });
    expect(kept.html).toBe(NOTICE_HTML);
    // Shown once the list is asked for again after the save.
    await staff
      .getByRole('grid', { name: 'Notices' })
      .getByRole('gridcell', { name: 'Starts Monday Bring water', exact: true })
      .waitFor();

    await staff.getByRole('button', { name: 'List a person', exact: true }).click();
    const person = staff.getByRole('dialog', { name: 'List a person' });
    await person.getByLabel('Section', { exact: true }).fill('U16 Girls');
    await person.getByLabel('First name', { exact: true }).fill('Zoe');
    await person.getByLabel('Surname', { exact: true }).fill('Ng');
    await person.getByLabel('Comment', { exact: true }).fill('Plays guard');
    await person.getByRole('button', { name: 'Save', exact: true }).click();
    await person.waitFor({ state: 'detached' });
    await staff.getByRole('status').getByText('Zoe Ng listed under U16 Girls.').waitFor();
  });

  it("shows the notice, formatted, and the person on a manager's Noticeboard", async () => {
    await ensureNotice();
    await ensureListed();
    const manager = await signIn(await portal.newPage(), 'demomanager');
    await manager.goto('/member/noticeboard');
    await manager.getByRole('heading', { name: 'Noticeboard', level: 1 }).waitFor();
    await manager.getByRole('columnheader', { name: 'U16 Girls' }).waitFor();
    await manager.getByRole('cell', { name: 'Zoe', exact: true }).waitFor();
    await manager.getByRole('tab', { name: 'Camps' }).click();
    await manager.getByRole('rowheader', { name: 'Holiday camp' }).waitFor();
    await manager.locator('strong', { hasText: 'Monday' }).waitFor();
    await manager.getByRole('listitem').filter({ hasText: 'Bring water' }).waitFor();
    await expectAccessible(manager, 'noticeboard with the new notice');
  });

  it('takes the person off the noticeboard after asking', async () => {
    await ensureListed();
    await staff.goto('/admin/noticeboard');
    await staff
      .getByRole('grid', { name: 'People listed' })
      .getByRole('button', { name: 'Take Zoe Ng off the noticeboard' })
      .click();
    const confirm = staff.getByRole('dialog', { name: 'Take Zoe Ng off the noticeboard?' });
    await confirm.getByRole('button', { name: 'Take off', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await staff.getByRole('status').getByText('Zoe Ng taken off the noticeboard.').waitFor();
    expect(await portal.db.noticeboardRow.count({ where: { firstname: 'Zoe', surname: 'Ng' } })).toBe(0);
  });
});

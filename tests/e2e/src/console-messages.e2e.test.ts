// Messages to members in Chromium: competition staff write association news to a division's
// managers, the preview shows the merge fields filled for the first manager and the one who turned
// news off left out, they send after the confirmation says how many will receive it, and the history
// shows the count reaching delivered as the member-messages job (the queue is on) sends it. The
// manager's email carries the RFC 8058 headers; its unsubscribe page works by keyboard. Every
// screen passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;
const DIVISION = 'U14 Girls Div 1 (messages)';
let mia: { id: number; email: string };
let quiet: { email: string };
let divisionId: number;

/** Chooses an option of an MUI select found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true, jobs: true });
  // A division of its own, so the audience is exactly these two managers: Mia chose association
  // news, Quinn turned it off.
  const season = await portal.db.season.create({ data: { name: 'Messages Winter', status: 'active' } });
  const grade = await portal.db.grade.create({ data: { name: 'Juniors (messages)' } });
  const group = await portal.db.divisionGroup.create({ data: { name: 'U14 Girls', gradeId: grade.id } });
  const division = await portal.db.division.create({
    data: { name: DIVISION, seasonId: season.id, groupId: group.id },
  });
  divisionId = division.id;
  const managerOf = async (team: string, firstname: string, subscribedToNewsletter: boolean) => {
    const member = await portal.db.member.create({
      data: {
        firstname,
        lastname: 'Messages',
        dob: new Date('1985-04-02T00:00:00Z'),
        gender: 'female',
        email: `${firstname.toLowerCase()}.messages@example.com`,
        subscribedToNewsletter,
      },
    });
    const { id } = await portal.db.team.create({ data: { name: team, divisionId: division.id } });
    await portal.db.teamPosition.create({ data: { teamId: id, memberId: member.id, role: 'manager' } });
    return { id: member.id, email: member.email! };
  };
  mia = await managerOf('Harbour Hoopers', 'Mia', true);
  quiet = await managerOf('Glebe Hawks', 'Quinn', false);
  staff = await signIn(await portal.newPage(), 'democompetition');
}, 120_000);
afterAll(() => portal?.close());

/**
 * Mia's copy of association news to the division's managers, as the first test sends it: a test
 * that needs the email sends the message through the same call when that test did not.
 */
async function miasMail() {
  const sent = await portal.db.memberMessageRecipient.count({ where: { memberId: mia.id } });
  if (sent === 0) {
    const answer = await staff.request.post('/api/admin/messages', {
      data: {
        kind: 'newsletter',
        audience: { type: 'division_managers', division_id: divisionId },
        subject: 'Grading for {{team}}',
        body: 'Hi {{first_name}},\n\nGrading for {{division}} starts Saturday.',
      },
    });
    expect(answer.status()).toBe(201);
  }
  return portal.mail.waitFor((m) => m.to === mia.email);
}

describe('console: messages to members', () => {
  it('writes to a division’s managers, previews the merge, sends, and the history reaches delivered', async () => {
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
    await staff.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await staff.getByRole('grid', { name: 'Sent messages' }).waitFor();
    await expectAccessible(staff, 'console messages');

    await staff.getByRole('link', { name: 'New message' }).click();
    await staff.getByRole('heading', { name: 'New message', level: 1 }).waitFor();
    await choose(staff, 'Kind', 'Association news');
    await choose(staff, 'Season', 'Messages Winter');
    await choose(staff, 'Division', DIVISION);
    await staff.getByRole('textbox', { name: 'Subject' }).fill('Grading for {{team}}');
    const body = staff.getByRole('textbox', { name: 'Message' });
    await body.click();
    await staff.keyboard.type('Hi ');
    await staff.getByRole('button', { name: 'Insert first name' }).click();
    await staff.keyboard.type(',\n\nGrading for ');
    await staff.getByRole('button', { name: 'Insert division' }).click();
    await staff.keyboard.type(' starts Saturday.');
    expect(await body.inputValue()).toBe('Hi {{first_name}},\n\nGrading for {{division}} starts Saturday.');

    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    await staff
      .getByRole('status')
      .getByText('1 member will receive it; left out: 1 unsubscribed, 0 without an email address.')
      .waitFor();
    await staff.getByText('Grading for Harbour Hoopers', { exact: true }).waitFor();
    await staff.getByText(`Hi Mia,`, { exact: false }).waitFor();
    await staff
      .getByText(`You receive this because you manage a team in ${DIVISION} at`, { exact: false })
      .waitFor();
    await expectAccessible(staff, 'compose message with preview');

    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: 'Send this message?' });
    await confirm
      .getByText('1 member will receive it (1 left out as unsubscribed', { exact: false })
      .waitFor();
    await expectAccessible(staff, 'send confirmation');
    await confirm.getByRole('button', { name: 'Send to 1' }).click();

    // The message's page: the member-messages job sends it, and the page asks again until delivered.
    await staff.getByRole('heading', { name: 'Grading for {{team}}', level: 1 }).waitFor();
    await staff.getByText('1: 1 delivered, 0 pending, 0 failed').waitFor();
    await staff
      .getByRole('grid', { name: 'Recipients' })
      .getByRole('gridcell', { name: 'Delivered' })
      .waitFor();
    await expectAccessible(staff, 'sent message');
    await staff.getByRole('link', { name: 'All messages' }).click();
    const row = staff
      .getByRole('grid', { name: 'Sent messages' })
      .getByRole('row', { name: /Grading for \{\{team\}\}/ });
    await row.waitFor();
    expect(await row.getByRole('gridcell').allInnerTexts()).toEqual(
      expect.arrayContaining([`Managers of ${DIVISION} (Messages Winter)`, 'Association news', '1', '0']),
    );

    const mail = await portal.mail.waitFor((m) => m.to === mia.email);
    expect(mail.subject).toBe('Grading for Harbour Hoopers');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\/[\w.-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(portal.mail.messages.some((m) => m.to === quiet.email)).toBe(false);
  });

  it('unsubscribes from the emailed link’s page by keyboard, and only when the button is pressed', async () => {
    const mail = await miasMail();
    const link = /(http:\/\/\S+\/unsubscribe\/[\w.-]+)/.exec(mail.text)![1]!;
    const visitor = await portal.newPage();
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    // Opening the page changed nothing.
    expect((await portal.db.member.findUniqueOrThrow({ where: { id: mia.id } })).subscribedToNewsletter).toBe(
      true,
    );
    await expectAccessible(visitor, 'unsubscribe page');
    const button = visitor.getByRole('button', { name: 'Unsubscribe' });
    for (let i = 0; i < 60 && !(await button.evaluate((el) => el === document.activeElement)); i++)
      await visitor.keyboard.press('Tab');
    await visitor.keyboard.press('Enter');
    await visitor
      .getByRole('status')
      .getByText('You are unsubscribed: you will no longer receive association news by email.', {
        exact: false,
      })
      .waitFor();
    expect((await portal.db.member.findUniqueOrThrow({ where: { id: mia.id } })).subscribedToNewsletter).toBe(
      false,
    );
  });
});

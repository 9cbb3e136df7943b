// A member cancels and moves their own court hire from Court Hire History in a real browser, by
// the association's rule (defaults: 48 hours before the start, 100 % back): on a desktop a hire is
// cancelled after the confirm dialog states the refund the server gives, and a hire too close to
// its start says why it has no actions (a past one offers none); on a phone (390 px) another hire
// is moved, by keyboard, to a later time the same day; an admin sets the rule in Settings. Each
// test pays for its own hires; the screens and dialogs pass axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadEnv } from '../../../apps/api/src/config/env.js';
import { addDaysIso, dmyOf, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { seedBooking } from '../../../apps/api/src/seed/booking.js';
import { HIRE_CHANGE_MSG } from '../../../packages/contracts/src/booking/hire-changes.js';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import {
  dialogOpened,
  expectAccessible,
  sidewaysScrolls,
  signIn,
  startPortal,
  type Portal,
} from './harness.js';

const TIME_ZONE = 'Australia/Sydney';
let portal: Portal;
let venueId: number;
let courtId: number;
let sportId: number;
let typeId: number;

beforeAll(async () => {
  portal = await startPortal({ DONATIONS_ENABLED: 'false', TIME_ZONE });
  await createMember(portal.db, { username: 'demomember', firstname: 'Jack', lastname: 'Thompson' });
  // seedBooking's venue: Courts 1-3, hours 06:00-23:00 on weekdays (07:00-22:00 at weekends), $60/h
  // off-peak on weekdays and $75/h at weekends before 17:00.
  await seedBooking(portal.db, loadEnv({ NODE_ENV: 'test', TIME_ZONE }));
  const court = await portal.db.court.findFirstOrThrow({
    where: { name: 'Court 3' },
    select: { id: true, venueId: true },
  });
  courtId = court.id;
  venueId = court.venueId;
  sportId = (await portal.db.bookingSport.findFirstOrThrow({ where: { venueId }, select: { id: true } })).id;
  typeId = (await portal.db.bookingType.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => portal?.close());

const dayAhead = (days: number) => addDaysIso(todayIso(TIME_ZONE, new Date()), days);

/** Signs in as demomember on a new page (a phone's when asked). */
async function memberPage(mobile = false): Promise<Page> {
  const page = await portal.newPage({ mobile });
  return signIn(page, 'demomember', PASSWORD);
}

/** demomember pays for Court 3 on `day` (YYYY-MM-DD) through the API, signed in on `page`. */
async function paidHire(page: Page, day: string, start: string, end: string) {
  const answer = await page.request.post('/api/booking/paybooking', {
    data: {
      cardData: {
        cardNumber: '4242 4242 4242 4242',
        cardName: 'Jack Thompson',
        cardExpiry: '12/34',
        cardCVC: '123',
      },
      bookingCart: {
        venue: venueId,
        sport: sportId,
        type: typeId,
        option: null,
        space: courtId,
        day: dmyOf(day),
        start,
        end,
      },
      donationCart: [],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function openHistory(page: Page) {
  await page.goto('/member/mybooking');
  await page.getByRole('heading', { name: 'Court Hire History', level: 1 }).waitFor();
}

describe("changing one's own court hire", () => {
  it('cancels a hire on a desktop after the dialog states the refund, and says why a hire too close has no actions', async () => {
    const page = await memberPage();
    const day = dayAhead(3);
    const soon = dayAhead(1);
    await paidHire(page, day, '12:00', '13:00');
    await paidHire(page, soon, '12:00', '13:00');
    await openHistory(page);
    const history = page.getByRole('table', { name: 'Court Hire History' });
    await history
      .getByRole('row')
      .filter({ hasText: `${dmyOf(soon)} 12:00 PM` })
      .getByText(HIRE_CHANGE_MSG.tooLateToCancel(48))
      .waitFor();
    // seedBooking's past hire of demomember's (Court 2, six days ago) offers nothing.
    await history.getByRole('row').filter({ hasText: 'Court 2' }).first().waitFor();
    expect(await history.getByRole('button', { name: /^(Cancel|Move) Court 2,/ }).count()).toBe(0);
    await expectAccessible(page, 'court hire history with actions');

    await page.getByRole('button', { name: `Cancel Court 3, ${dmyOf(day)} 12:00 PM to 1:00 PM` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this hire?' });
    await dialog
      .getByText(/^Cancelling now gives back \$(60|75)\.00 \(100% of the \$(60|75)\.00 paid/)
      .waitFor();
    await dialogOpened(dialog);
    await expectAccessible(page, 'cancel hire dialog');
    await dialog.getByRole('button', { name: 'Cancel hire', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Your hire is cancelled and \$(60|75)\.00 is on its way back/)
      .waitFor();
    await expect
      .poll(() =>
        history
          .getByRole('row')
          .filter({ hasText: `${dmyOf(day)} 12:00 PM` })
          .count(),
      )
      .toBe(0);
    await page.context().close();
  });

  it('moves a hire on a phone, by keyboard, to a later time the same day', async () => {
    const phone = await memberPage(true);
    expect(phone.viewportSize()!.width).toBe(390);
    const day = dayAhead(4);
    await paidHire(phone, day, '10:00', '11:00');
    await openHistory(phone);
    const move = phone.getByRole('button', { name: `Move Court 3, ${dmyOf(day)} 10:00 AM to 11:00 AM` });
    await move.focus();
    await phone.keyboard.press('Enter');
    const dialog = phone.getByRole('dialog', { name: 'Move this hire' });
    await dialogOpened(dialog);
    await expectAccessible(phone, 'move hire dialog on a phone');
    expect(await sidewaysScrolls(phone)).toEqual([]);
    const start = dialog.getByLabel('New start time');
    await start.fill('14:00');
    await start.press('Enter');
    await phone
      .getByRole('status')
      .getByText(HIRE_CHANGE_MSG.moved(`${dmyOf(day)} 2:00 PM to 3:00 PM`, 'Court 3'))
      .waitFor();
    await phone
      .getByRole('table', { name: 'Court Hire History' })
      .getByText(`${dmyOf(day)} 2:00 PM`)
      .first()
      .waitFor();
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await phone.context().close();
  });

  it("lets an admin set the rule in the console's Settings, and the member's dialog states its refund", async () => {
    const admin = await createMember(portal.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const staff = await signIn(await portal.newPage(), admin.username!, PASSWORD);
    const saveRefund = async (percent: string) => {
      await staff.goto('/admin/settings');
      const form = staff.getByRole('form', { name: 'Members cancelling and moving court hire' });
      const refund = form.getByLabel('Refund (% of what was paid)', { exact: true });
      await expect.poll(() => refund.inputValue()).not.toBe('');
      await refund.fill(percent);
      // Every Settings form has a Reason: this one's label must lead to this form's own field.
      await form.getByLabel('Reason (kept in the audit log)', { exact: true }).fill(`Refund ${percent}%`);
      await form.getByRole('button', { name: 'Save court hire rule' }).click();
      await form.getByRole('status').filter({ hasText: 'Court hire rule saved.' }).waitFor();
    };
    await saveRefund('50');
    await expectAccessible(staff, 'console court hire rule');
    const audit = await portal.db.auditEntry.findFirstOrThrow({
      where: { action: 'settings.hire' },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ actorId: admin.id, after: { refund_percent: 50 }, reason: 'Refund 50%' });

    const page = await memberPage();
    const day = dayAhead(5);
    await paidHire(page, day, '12:00', '13:00');
    await openHistory(page);
    await page.getByRole('button', { name: `Cancel Court 3, ${dmyOf(day)} 12:00 PM to 1:00 PM` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this hire?' });
    await dialog
      .getByText(/^Cancelling now gives back \$(30\.00|37\.50) \(50% of the \$(60|75)\.00 paid/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Keep hire', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await saveRefund('100');
    await staff.context().close();
    await page.context().close();
  });
});

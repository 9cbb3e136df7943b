// The console's HPC classes in Chromium, on the demo data: demofacilities opens HPC from the
// console navigation and makes a weekly schedule of three classes starting today, later in the day
// (the API lets a roll be marked from the class's own day, and members book only until a class
// starts); demomanager, who holds an active subscription, books the first on the member classes
// screen; demofacilities opens that class's roll, sees demomanager booked and marks them Attended,
// which the roll still shows after a reload. Staff promote the first member waiting for the demo's
// full class, raising its capacity. Staff change one class and the rest of its series, cancel a
// class and the rest of the series; pause and resume demomanager's subscription; close the centre
// for a week; change a plan and upload its cover, which the member plans screen shows. Staff add a
// member to a class by keyboard (found by name), see them on the roll and take them off. Axe on
// the list, the dialogs (add a member on a phone too), the roll (on a phone too), the
// subscriptions and a plan.
//
// The portal runs in a fixed-offset zone where it is now about 10:00, so "later today" at 20:00
// always exists whenever the run starts (the member calendar shows 05:00 to 23:00).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDaysIso, localInstant, todayIso, weekdayOfIso } from '../../../apps/api/src/lib/local-dates.js';
import { createHpcMember } from '../../../apps/api/test/hpc-factories.js';
import {
  dialogOpened,
  drawn,
  expectAccessible,
  PNG,
  signIn,
  startPortal,
  typeDate,
  WAIT_MS,
  type Portal,
} from './harness.js';

const CLASS_NAME = 'Console Shooting Clinic';
const WEEKDAY_TEXT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An Etc/GMT zone (whole hours, no daylight saving) where the time is now between 10:00 and 11:00. */
function zoneAtMorning(now = new Date()): string {
  const offset = ((10 - now.getUTCHours() + 36) % 24) - 12;
  // Etc/GMT names count the other way: UTC+5 is Etc/GMT-5.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let portal: Portal;
let staff: Page;
let member: Page;
let managerName: string;
let today: string;
const TZ = zoneAtMorning();

beforeAll(async () => {
  portal = await startPortal({ TIME_ZONE: TZ }, { demo: true });
  today = todayIso(TZ, new Date());
  const manager = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomanager' },
    select: { firstname: true, lastname: true },
  });
  managerName = `${manager.firstname} ${manager.lastname}`;
  staff = await signIn(await portal.newPage(), 'demofacilities');
  member = await signIn(await portal.newPage(), 'demomanager');
}, 120_000);
afterAll(() => portal?.close());

const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** The schedule's classes, first first. */
const scheduled = () =>
  portal.db.hpcClass.findMany({
    where: { name: CLASS_NAME },
    orderBy: { startsAt: 'asc' },
    select: { id: true },
  });

/**
 * The schedule the first test makes in the console (three classes from today at 20:00): a test
 * that needs it makes it through the same call when that test did not, so none relies on it.
 */
async function ensureSchedule() {
  if ((await scheduled()).length > 0) return;
  const byday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][weekdayOfIso(today)];
  const answer = await staff.request.post('/api/admin/hpc/series', {
    data: {
      name: CLASS_NAME,
      room: 'Court 3',
      trainers: ['Coach Sam Lee'],
      activities: ['Shooting'],
      capacity: 8,
      weekdays: [byday],
      start_time: '20:00',
      end_time: '21:00',
      first_date: today,
      count: 3,
    },
  });
  expect(answer.status()).toBe(201);
}

/** demomanager booked into the first class, as the second test books it on the member screen. */
async function ensureBooked(): Promise<number> {
  await ensureSchedule();
  const [first] = await scheduled();
  const booked = { classId: first!.id, status: 'booked' as const, member: { usernameLower: 'demomanager' } };
  if ((await portal.db.classEnrollment.count({ where: booked })) === 0) {
    const answer = await member.request.post('/api/hpc/classes/book', {
      data: { classData: first!.id, classAction: 'add', classWeek: 0 },
    });
    expect(answer.status()).toBe(200);
  }
  return first!.id;
}

const ADD_CLASS = 'Keyboard Add Clinic';
const ATHLETE = { firstname: 'Quinn', lastname: 'Addwell' };

/**
 * A class of its own three days ahead with room, and a member holding an active subscription (on
 * demomanager's plan) whom no other test uses: what the add-a-member tests need, made once.
 */
async function ensureAddClass(): Promise<{ classId: number; memberId: number; email: string }> {
  const made = await portal.db.hpcClass.findFirst({ where: { name: ADD_CLASS }, select: { id: true } });
  const known = await portal.db.member.findFirst({ where: ATHLETE, select: { id: true, email: true } });
  if (made && known) return { classId: made.id, memberId: known.id, email: known.email! };
  const { plan } = await portal.db.subscription.findFirstOrThrow({
    where: { member: { usernameLower: 'demomanager' }, status: 'active' },
    select: { plan: { select: { id: true, priceCents: true } } },
  });
  const athlete = await createHpcMember(portal.db, { subscribed: true, plan }, ATHLETE);
  const startsAt = localInstant(addDaysIso(today, 3), '06:00', TZ);
  const cls = await portal.db.hpcClass.create({
    data: {
      name: ADD_CLASS,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      room: 'Studio',
      trainers: ['Coach Sam Lee'],
      activities: ['Footwork'],
      capacity: 4,
    },
  });
  return { classId: cls.id, memberId: athlete.id, email: athlete.email! };
}

describe('console: HPC classes', () => {
  it('makes a weekly schedule from the console', async () => {
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'HPC' }).click();
    await staff.getByRole('heading', { name: 'HPC classes', level: 1 }).waitFor();
    // The demo schedule fills this week.
    await staff.getByRole('grid', { name: 'Classes' }).waitFor();
    await expectAccessible(staff, 'HPC classes');

    await staff.getByRole('button', { name: 'New weekly schedule' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New weekly schedule' });
    await dialog.getByLabel('Name', { exact: true }).fill(CLASS_NAME);
    await dialog.getByLabel('Room').fill('Court 3');
    await dialog.getByLabel('Trainers').fill('Coach Sam Lee');
    await dialog.getByLabel('Activities').fill('Shooting');
    await dialog.getByLabel('Start time').fill('20:00');
    await dialog.getByLabel('End time').fill('21:00');
    await dialog.getByLabel('Capacity').fill('8');
    const weekday = WEEKDAY_TEXT[new Date(`${today}T00:00:00Z`).getUTCDay()]!;
    await dialog.getByRole('checkbox', { name: weekday, exact: true }).check();
    await typeDate(dialog, 'First date', dmy(today));
    await dialog.getByLabel('Number of classes').fill('3');
    await expectAccessible(staff, 'new weekly schedule');
    await dialog.getByRole('button', { name: 'Make classes' }).click();

    const made = staff.getByRole('dialog', { name: 'Classes made' });
    await made.getByText(/^3 classes made, /).waitFor();
    await expectAccessible(staff, 'classes made');
    await made.getByRole('button', { name: 'Close' }).click();
    await made.waitFor({ state: 'detached' });
    await staff.getByRole('grid', { name: 'Classes' }).getByRole('link', { name: CLASS_NAME }).waitFor();

    const classes = await portal.db.hpcClass.findMany({ where: { name: CLASS_NAME }, select: { id: true } });
    expect(classes).toHaveLength(3);
  });

  it('lets a subscribed member book the first class', async () => {
    await ensureSchedule();
    await member.goto('/member/hpc/classes');
    await member.getByRole('heading', { name: 'HPC Classes', level: 1 }).waitFor();
    await member.getByRole('button', { name: new RegExp(`^${CLASS_NAME}, 20:00 - 21:00`) }).click();
    const dialog = member.getByRole('dialog', { name: CLASS_NAME });
    await dialog.getByText('Coach Sam Lee').waitFor();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText('Class booked.').waitFor();
  });

  it("marks the member attended on the class's roll", async () => {
    const firstId = await ensureBooked();
    await staff.goto(`/admin/hpc/classes/${firstId}`);
    await staff.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    const roll = staff.getByRole('table', { name: 'Roll' });
    await roll.getByRole('cell', { name: managerName, exact: true }).waitFor();
    const marks = roll.getByRole('group', { name: `Attendance of ${managerName}` });
    await marks.getByRole('button', { name: 'Attended' }).click();
    await marks.getByRole('button', { name: 'Attended', pressed: true }).waitFor();
    await expectAccessible(staff, 'class roll');

    await staff.reload();
    const again = staff
      .getByRole('table', { name: 'Roll' })
      .getByRole('group', { name: `Attendance of ${managerName}` });
    await again.getByRole('button', { name: 'Attended', pressed: true }).waitFor();
    expect(await again.getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("promotes the first of a full class's waitlist, raising its capacity", async () => {
    // The demo's full class in a few days, with two members waiting.
    const first = await portal.db.classEnrollment.findFirstOrThrow({
      where: { status: 'waitlisted' },
      orderBy: { waitlistedAt: 'asc' },
      select: { classId: true, member: { select: { firstname: true, lastname: true } } },
    });
    const name = `${first.member.firstname} ${first.member.lastname}`;
    await staff.goto(`/admin/hpc/classes/${first.classId}`);
    await staff.getByRole('table', { name: 'Waitlist' }).getByRole('cell', { name, exact: true }).waitFor();
    await staff.getByRole('button', { name: `Promote ${name}` }).click();
    const confirm = staff.getByRole('dialog', { name: `Promote ${name}?` });
    await confirm.getByText(/raises its capacity from 4 to 5 places/).waitFor();
    await confirm.getByRole('button', { name: 'Raise capacity and promote' }).click();
    await staff.getByRole('table', { name: 'Roll' }).getByRole('cell', { name, exact: true }).waitFor();
    await staff.getByRole('status').getByText(`${name} moved into the class; it now has 5 places.`).waitFor();
  });

  it('changes one class and the rest of its series, and cancels them', async () => {
    await ensureSchedule();
    const [, second, third] = await scheduled();
    const said = (text: string) => staff.getByRole('status').getByText(text, { exact: true }).waitFor();
    const details = staff.getByRole('region', { name: 'Class' });

    // One class: eight places become ten.
    await staff.goto(`/admin/hpc/classes/${second!.id}`);
    await staff.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Change class', exact: true }).click();
    const one = staff.getByRole('dialog', { name: 'Change the class' });
    await one.getByLabel('Capacity').fill('10');
    await expectAccessible(staff, 'change the class');
    await one.getByRole('button', { name: 'Save' }).click();
    await said('Class saved.');
    await details.getByText('0 / 10', { exact: true }).waitFor();

    // The rest of the series, from this class on: a new room.
    await staff.getByRole('button', { name: 'Change the rest of the series' }).click();
    const rest = staff.getByRole('dialog', { name: 'Change the rest of the series' });
    await rest.getByLabel('Room').fill('Court 4');
    await expectAccessible(staff, 'change the rest of the series');
    await rest.getByRole('button', { name: 'Save' }).click();
    await said('2 classes of the series saved.');
    const rooms = await portal.db.hpcClass.findMany({
      where: { name: CLASS_NAME },
      orderBy: { startsAt: 'asc' },
      select: { room: true, capacity: true },
    });
    expect(rooms).toEqual([
      { room: 'Court 3', capacity: 8 },
      { room: 'Court 4', capacity: 10 },
      { room: 'Court 4', capacity: 8 },
    ]);

    // The last class alone, then what is left of the series from the second on.
    await staff.goto(`/admin/hpc/classes/${third!.id}`);
    await staff.getByRole('button', { name: 'Cancel class', exact: true }).click();
    const cancelOne = staff.getByRole('dialog', { name: `Cancel ${CLASS_NAME}?` });
    await cancelOne.getByLabel('Reason').fill('Court resurfacing');
    await expectAccessible(staff, 'cancel a class');
    await cancelOne.getByRole('button', { name: 'Cancel class' }).click();
    await said('Class cancelled.');
    await details.getByText('Cancelled', { exact: true }).waitFor();

    await staff.goto(`/admin/hpc/classes/${second!.id}`);
    await staff.getByRole('button', { name: 'Cancel the rest of the series' }).click();
    const cancelRest = staff.getByRole('dialog', { name: 'Cancel the rest of the series?' });
    await cancelRest.getByRole('button', { name: 'Cancel classes' }).click();
    await staff.getByRole('status').getByText('1 class of the series cancelled.', { exact: true }).waitFor();
    await details.getByText('Cancelled', { exact: true }).waitFor();
    const left = await portal.db.hpcClass.findMany({
      where: { name: CLASS_NAME },
      orderBy: { startsAt: 'asc' },
      select: { cancelledAt: true },
    });
    expect(left.map((c) => c.cancelledAt !== null)).toEqual([false, true, true]);
  });

  it('declines a pause request, pauses and resumes a subscription, and closes the centre for a week', async () => {
    await staff.goto('/admin/hpc/classes');
    const pages = staff.getByRole('navigation', { name: 'HPC' });
    await pages.getByRole('link', { name: 'Subscriptions' }).click();
    await staff.getByRole('heading', { name: 'HPC subscriptions', level: 1 }).waitFor();
    const grid = staff.getByRole('grid', { name: 'Subscriptions' });
    await grid.getByText(managerName).first().waitFor();
    await expectAccessible(staff, 'HPC subscriptions');

    const { id } = await portal.db.subscription.findFirstOrThrow({
      where: { member: { usernameLower: 'demomanager' }, status: 'active' },
      select: { id: true },
    });
    // demomanager asked to pause (as the member subscription screen does): staff decline it with a
    // reason, which the member is emailed, and the subscription goes on.
    await portal.db.subscription.update({ where: { id }, data: { pauseRequestedAt: new Date() } });
    await staff.reload();
    await grid.getByRole('button', { name: `Decline ${managerName}'s subscription ${id}` }).click();
    const decline = staff.getByRole('dialog', { name: `Decline ${managerName}'s request?` });
    await decline.getByLabel('Reason').fill('The squad trains through December.');
    await expectAccessible(staff, 'decline a request');
    await decline.getByRole('button', { name: 'Decline', exact: true }).click();
    await staff.getByRole('status').getByText(`${managerName}'s subscription is active.`).waitFor();
    const told = await portal.mail.waitFor((m) => m.subject.startsWith('Your request to pause'), WAIT_MS);
    expect(told.text).toContain('declined: The squad trains through December.');
    await grid.getByRole('button', { name: `Decline ${managerName}'s subscription ${id}` }).waitFor({
      state: 'detached',
    });

    await grid.getByRole('button', { name: `Pause ${managerName}'s subscription ${id}` }).click();
    const pause = staff.getByRole('dialog', { name: `Pause ${managerName}'s subscription?` });
    await expectAccessible(staff, 'pause a subscription');
    await pause.getByRole('button', { name: 'Pause', exact: true }).click();
    await staff.getByRole('status').getByText(`${managerName}'s subscription is paused.`).waitFor();
    await grid.getByRole('button', { name: `Resume ${managerName}'s subscription ${id}` }).click();
    const resume = staff.getByRole('dialog', { name: `Resume ${managerName}'s subscription?` });
    await resume.getByRole('button', { name: 'Resume', exact: true }).click();
    await staff.getByRole('status').getByText(`${managerName}'s subscription is active.`).waitFor();
    expect((await portal.db.subscription.findUniqueOrThrow({ where: { id } })).status).toBe('active');

    // A week's closure a month ahead: every billing date in or after it moves on by its days.
    await staff.getByRole('tab', { name: 'Closures' }).click();
    await staff.getByRole('button', { name: 'Close the centre' }).click();
    const closure = staff.getByRole('dialog', { name: 'Close the centre' });
    await closure.getByLabel('Name').fill('Summer shutdown');
    await typeDate(closure, 'First day', dmy(addDaysIso(today, 30)));
    await typeDate(closure, 'Last day', dmy(addDaysIso(today, 36)));
    await expectAccessible(staff, 'close the centre');
    await closure.getByRole('button', { name: 'Close the centre' }).click();
    await staff
      .getByRole('status')
      .getByText(
        /^Summer shutdown: 7 days closed\. \d+ subscriptions? moved now, \d+ subscriptions? at renewal\.$/,
      )
      .waitFor();
    await closure.waitFor({ state: 'detached' });
    await staff
      .getByRole('table', { name: 'Closures' })
      .getByRole('cell', { name: 'Summer shutdown' })
      .waitFor();
    expect(
      await portal.db.hpcClosure.findFirstOrThrow({
        where: { name: 'Summer shutdown' },
        select: { id: true },
      }),
    ).toBeTruthy();
  });

  it('changes a plan and gives it a cover the members see', async () => {
    await staff.goto('/admin/hpc/classes');
    await staff.getByRole('navigation', { name: 'HPC' }).getByRole('link', { name: 'Plans' }).click();
    await staff.getByRole('heading', { name: 'HPC plans', level: 1 }).waitFor();
    await staff.getByRole('grid', { name: 'Plans' }).getByRole('link', { name: 'Development Squad' }).click();
    await staff.getByRole('heading', { name: 'Development Squad', level: 1 }).waitFor();
    await expectAccessible(staff, 'HPC plan');

    await staff.getByRole('button', { name: 'Change plan' }).click();
    const edit = staff.getByRole('dialog', { name: 'Change Development Squad' });
    await edit.getByLabel('Description').fill('Squad sessions for players chasing state selection.');
    await expectAccessible(staff, 'change a plan');
    await edit.getByRole('button', { name: 'Save' }).click();
    await staff.getByRole('status').getByText('Plan saved.').waitFor();
    await staff
      .getByRole('region', { name: 'Plan' })
      .getByText('Squad sessions for players chasing state selection.')
      .waitFor();

    await staff.getByLabel(/^Choose (a new )?cover image$/).setInputFiles({
      name: 'squad.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    // The demo plan has a picture already: the upload replaces it.
    await staff.getByRole('button', { name: 'Replace cover' }).click();
    await staff.getByRole('status').filter({ hasText: 'Cover image replaced.' }).waitFor();
    const cover = staff.getByRole('img', { name: 'Cover image of Development Squad' });
    await expect.poll(() => drawn(cover)).toBe(true);

    // The member plans screen shows the new description and the cover.
    await member.goto('/member/hpc/plans');
    await member.getByText('Squad sessions for players chasing state selection.').waitFor();
    // The same file at the member side's address (staff read it at the console's).
    const src = (await cover.getAttribute('src'))!.replace('/api/admin/hpc/', '/api/hpc/');
    expect(src).toMatch(/^\/api\/hpc\/covers\//);
    const seen = member.locator(`img[src="${src}"]`);
    await expect.poll(() => drawn(seen)).toBe(true);
  });

  it('shows the roll on a phone', async () => {
    const id = await ensureBooked();
    const phone = await signIn(await portal.newPage({ mobile: true }), 'demofacilities');
    await phone.goto(`/admin/hpc/classes/${id}`);
    await phone.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    await phone.getByRole('group', { name: `Attendance of ${managerName}` }).waitFor();
    await expectAccessible(phone, 'class roll on a phone');
    await phone.context().close();
  });

  it('adds a member to a class by keyboard, shows them on the roll, and takes them off', async () => {
    const { classId, memberId, email } = await ensureAddClass();
    const name = `${ATHLETE.firstname} ${ATHLETE.lastname}`;
    await staff.goto(`/admin/hpc/classes/${classId}`);
    await staff.getByRole('heading', { name: ADD_CLASS, level: 1 }).waitFor();
    const roll = staff.getByRole('table', { name: 'Roll' });
    await roll.getByText('Nobody is booked in this class').waitFor();

    await staff.getByRole('button', { name: 'Add a member' }).focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: `Add a member to ${ADD_CLASS}` });
    await dialogOpened(dialog);
    await dialog.getByText('4 of 4 places free: the member is booked into the class and emailed.').waitFor();
    await expectAccessible(staff, 'add a member to a class');

    // From the dialog, Tab reaches the member search; typing a name lists the matches.
    const member = dialog.getByRole('combobox', { name: 'Member' });
    const focused = (target: typeof member) => target.evaluate((el) => el === document.activeElement);
    await staff.keyboard.press('Tab');
    await expect.poll(() => focused(member)).toBe(true);
    await staff.keyboard.type('Quinn Addw');
    // The option reads 'Quinn Addwell (Quinn), member 123, born 20/05/1990'.
    const picked = new RegExp(`^${name}\\b.*, member ${memberId},`);
    await staff.getByRole('option', { name: picked }).waitFor();
    await staff.keyboard.press('Enter');
    await expect.poll(() => member.inputValue()).toMatch(picked);
    const submit = dialog.getByRole('button', { name: 'Book into the class' });
    for (let i = 0; i < 5 && !(await focused(submit)); i++) await staff.keyboard.press('Tab');
    expect(await focused(submit)).toBe(true);
    await staff.keyboard.press('Enter');

    await staff.getByRole('status').getByText(`${name} booked into the class.`, { exact: true }).waitFor();
    await roll.getByRole('cell', { name, exact: true }).waitFor();
    const booked = await portal.mail.waitFor(
      (m) => m.to === email && m.subject.startsWith('You have been booked'),
    );
    expect(booked.subject).toBe(
      `You have been booked into ${ADD_CLASS} on ${dmy(addDaysIso(today, 3))} at 6:00 AM`,
    );

    await staff.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = staff.getByRole('dialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await staff.getByRole('status').getByText(`${name} removed from the class.`, { exact: true }).waitFor();
    await roll.getByText('Nobody is booked in this class').waitFor();
    await portal.mail.waitFor((m) => m.to === email && m.subject.startsWith('You have been taken out'));
  });

  it('shows the add-a-member dialog on a phone', async () => {
    const { classId } = await ensureAddClass();
    const phone = await signIn(await portal.newPage({ mobile: true }), 'demofacilities');
    await phone.goto(`/admin/hpc/classes/${classId}`);
    await phone.getByRole('heading', { name: ADD_CLASS, level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Add a member' }).click();
    const dialog = phone.getByRole('dialog', { name: `Add a member to ${ADD_CLASS}` });
    await dialogOpened(dialog);
    await dialog.getByRole('combobox', { name: 'Member' }).waitFor();
    // The dialog fits the 390 px screen: nothing in it scrolls sideways.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectAccessible(phone, 'add a member on a phone');
    await phone.context().close();
  });
});

// The console's HPC classes in Chromium, on the demo data: demofacilities opens HPC from the
// console navigation and makes a weekly schedule of three classes starting today, later in the day
// (the API lets a roll be marked from the class's own day, and members book only until a class
// starts); demomanager, who holds an active subscription, books the first on the member classes
// screen; demofacilities opens that class's roll, sees demomanager booked and marks them Attended,
// which the roll still shows after a reload. Staff promote the first member waiting for the demo's
// full class, raising its capacity. Axe on the list, the dialog, its answer, the roll (on a phone
// too), the subscriptions, the closure dialog and a plan.
//
// The portal runs in a fixed-offset zone where it is now about 10:00, so "later today" at 20:00
// always exists whenever the run starts (the member calendar shows 05:00 to 23:00).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { expectAccessible, signIn, startPortal, typeDate, type Portal } from './harness.js';

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
    await member.goto('/member/hpc/classes');
    await member.getByRole('heading', { name: 'HPC Classes', level: 1 }).waitFor();
    await member.getByRole('button', { name: new RegExp(`^${CLASS_NAME}, 20:00 - 21:00`) }).click();
    const dialog = member.getByRole('dialog', { name: CLASS_NAME });
    await dialog.getByText('Coach Sam Lee').waitFor();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText('Class booked.').waitFor();
  });

  it("marks the member attended on the class's roll", async () => {
    await staff.getByRole('grid', { name: 'Classes' }).getByRole('link', { name: CLASS_NAME }).click();
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

  it('shows the subscriptions, the closures and the plans', async () => {
    await staff.goto('/admin/hpc/classes');
    const pages = staff.getByRole('navigation', { name: 'HPC' });
    await pages.getByRole('link', { name: 'Subscriptions' }).click();
    await staff.getByRole('heading', { name: 'HPC subscriptions', level: 1 }).waitFor();
    await staff.getByRole('grid', { name: 'Subscriptions' }).getByText(managerName).first().waitFor();
    await expectAccessible(staff, 'HPC subscriptions');

    await staff.getByRole('tab', { name: 'Closures' }).click();
    await staff.getByRole('button', { name: 'Close the centre' }).click();
    const closure = staff.getByRole('dialog', { name: 'Close the centre' });
    await closure.getByLabel('Name').waitFor();
    await expectAccessible(staff, 'close the centre');
    await closure.getByRole('button', { name: 'Cancel' }).click();
    await closure.waitFor({ state: 'detached' });

    await pages.getByRole('link', { name: 'Plans' }).click();
    await staff.getByRole('heading', { name: 'HPC plans', level: 1 }).waitFor();
    await staff.getByRole('grid', { name: 'Plans' }).getByRole('link', { name: 'Development Squad' }).click();
    await staff.getByRole('heading', { name: 'Development Squad', level: 1 }).waitFor();
    await staff.getByText('Choose a new cover image').or(staff.getByText('Choose a cover image')).waitFor();
    await expectAccessible(staff, 'HPC plan');
  });

  it('shows the roll on a phone', async () => {
    const phone = await signIn(await portal.newPage({ mobile: true }), 'demofacilities');
    const { id } = await portal.db.hpcClass.findFirstOrThrow({
      where: { name: CLASS_NAME },
      orderBy: { startsAt: 'asc' },
      select: { id: true },
    });
    await phone.goto(`/admin/hpc/classes/${id}`);
    await phone.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    await phone.getByRole('group', { name: `Attendance of ${managerName}` }).waitFor();
    await expectAccessible(phone, 'class roll on a phone');
    await phone.context().close();
  });
});

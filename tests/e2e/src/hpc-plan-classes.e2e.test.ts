// A plan that names its classes, in a real browser: its subscriber's class calendar marks a class
// the plan does not allow ("Not in your plan"), its dialog says why and offers no Book button, and
// a class the plan names is booked as usual; on a desktop and on a phone, with axe. Staff name a
// plan's classes in the console's plan form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HPC_MSG } from '../../../packages/contracts/src/hpc/hpc.js';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import { addDaysIso, dbDate, localInstant, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { expectAccessible, startPortal, type Portal, dialogOpened, signIn as signInAs } from './harness.js';

const TZ = 'Australia/Sydney';
const OUTSIDE = 'Shooting Lab';
const INSIDE = 'Speed & Agility';

let portal: Portal;
let openPlanId: number;

beforeAll(async () => {
  portal = await startPortal({ TAX_RATE: '0.1', TIME_ZONE: TZ });
  const athlete = await createMember(portal.db, { username: 'speedonly', firstname: 'Casey', isHpc: true });
  await createMember(portal.db, {
    username: 'hpcstaff',
    staffGrants: { create: [{ role: 'facilities' }] },
  });
  openPlanId = (
    await portal.db.plan.create({ data: { name: 'Open Squad', priceCents: 12_000, billingCycle: 'monthly' } })
  ).id;
  const plan = await portal.db.plan.create({
    data: { name: 'Speed Squad', priceCents: 9_000, billingCycle: 'monthly', classNames: [INSIDE] },
  });
  const today = todayIso(TZ, new Date());
  await portal.db.subscription.create({
    data: {
      memberId: athlete.id,
      planId: plan.id,
      status: 'active',
      priceCents: plan.priceCents,
      startDate: dbDate(today),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    },
  });
  // Tomorrow, so both show on a phone's first page of two days.
  const day = addDaysIso(today, 1);
  const venue = await portal.db.venue.create({ data: { name: 'Harbourside Sports Centre' } });
  for (const [name, time] of [
    [OUTSIDE, '06:00'],
    [INSIDE, '08:00'],
  ] as const) {
    const startsAt = localInstant(day, time, TZ);
    await portal.db.hpcClass.create({
      data: {
        name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        venueId: venue.id,
        room: 'Gym',
        activities: ['Conditioning'],
        colour: '#00838f',
        capacity: 8,
      },
    });
  }
});
afterAll(() => portal?.close());

const signIn = (page: Page, username = 'speedonly') => signInAs(page, username, PASSWORD);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The calendar marks the class the plan leaves out, and its dialog refuses it with the reason. */
async function refusedOutsideClass(page: Page, label: string) {
  await page.goto('/member/hpc/classes');
  await page.getByRole('heading', { name: 'HPC Classes', level: 1 }).waitFor();
  const outside = page.getByRole('button', { name: `${OUTSIDE}, 06:00 - 07:00, Not in your plan` });
  expect(await outside.innerText()).toContain('Not in your plan');
  // The class the plan names reads as open (or booked, once booked): never as outside the plan.
  const inside = page.getByRole('button', {
    name: new RegExp(`^${INSIDE}, 08:00 - 09:00, (Available|Booked)$`),
  });
  await inside.waitFor();
  await page.getByRole('heading', { name: 'Legend' }).waitFor();
  await page.getByText('Not in your plan', { exact: true }).first().waitFor();
  await outside.click();
  const dialog = page.getByRole('dialog', { name: OUTSIDE });
  await dialog.getByText(HPC_MSG.classNotInPlan(OUTSIDE)).waitFor();
  await dialog.getByRole('link', { name: 'See the plans' }).waitFor();
  expect(await button(page, 'Book').count()).toBe(0);
  expect(await button(page, 'Wait List').count()).toBe(0);
  await dialogOpened(dialog);
  await expectAccessible(page, `${label}: a class outside the plan, its dialog open`);
  await button(page, 'Close').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('HPC: a plan that names its classes', () => {
  it('marks and refuses a class outside the plan on a desktop, and books one inside it', async () => {
    const page = await portal.newPage();
    await signIn(page);
    await refusedOutsideClass(page, 'desktop');
    await page.getByRole('button', { name: `${INSIDE}, 08:00 - 09:00, Available` }).click();
    const dialog = page.getByRole('dialog', { name: INSIDE });
    await button(page, 'Book').click();
    await dialog.getByText(HPC_MSG.booked).waitFor();
    await button(page, 'Remove Booking').waitFor();
    await page.context().close();
  });

  it('marks and refuses a class outside the plan on a phone', async () => {
    const phone = await portal.newPage({ mobile: true });
    await signIn(phone);
    await refusedOutsideClass(phone, 'phone');
    await phone.context().close();
  });

  it("lets staff name a plan's classes in the console's plan form", async () => {
    const staff = await portal.newPage();
    await signIn(staff, 'hpcstaff');
    await staff.goto(`/admin/hpc/plans/${openPlanId}`);
    await staff.getByRole('heading', { name: 'Open Squad', level: 1 }).waitFor();
    const details = staff.getByRole('region', { name: 'Plan' });
    await details.getByText('Every class', { exact: true }).waitFor();
    await staff.getByRole('button', { name: 'Change plan' }).click();
    const edit = staff.getByRole('dialog', { name: 'Change Open Squad' });
    await edit.getByLabel('Classes it allows').fill(`${OUTSIDE}, ${INSIDE}`);
    await dialogOpened(edit);
    await expectAccessible(staff, 'change a plan, its classes named');
    await edit.getByRole('button', { name: 'Save' }).click();
    await staff.getByRole('status').getByText('Plan saved.').waitFor();
    await details.getByText(`${OUTSIDE}, ${INSIDE}`, { exact: true }).waitFor();
    const saved = await portal.db.plan.findUniqueOrThrow({ where: { id: openPlanId } });
    expect(saved.classNames).toEqual([OUTSIDE, INSIDE]);
    await staff.context().close();
  });
});

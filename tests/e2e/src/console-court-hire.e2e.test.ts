// Court hire at the desk in Chromium, on the demo data: demofacilities opens Court hire from the
// console's navigation, picks a venue and a coming day with a competition game (found from the
// calendar API, not a fixed date), sees the game on the calendar, books a one-hour hire on a free
// court for demomember and sees it there with his name, then tries a weekly block over the game's
// slot and sees the clash listed by date, with nothing booked. Axe on the calendar and each dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  HIRE_MSG,
  type THireCalendar,
  type TAdminVenue,
} from '../../../packages/contracts/src/admin/venues.js';
import { addDaysIso, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { expectAccessible, type Portal, signIn, startPortal, typeDate } from './harness.js';

let portal: Portal;
let staff: Page;
let memberId: number;
let memberName: string;
const TZ = 'Australia/Sydney';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const dayHeading = (venue: string, iso: string) =>
  `${venue}, ${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${dmy(iso)}`;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface Plan {
  venue: { id: number; name: string };
  date: string;
  game: { courtId: number; courtName: string; start: string; end: string };
  free: { courtId: number; courtName: string; start: string; end: string };
}

/** A coming day at a venue with a game on a court hired out, and a court free for an hour that day. */
async function findPlan(): Promise<Plan> {
  const venues = (
    (await (await staff.request.get('/api/admin/venues')).json()) as { data: { venues: TAdminVenue[] } }
  ).data.venues;
  // From the day after tomorrow: a hire must start in the future, whatever the hour now.
  for (let ahead = 2; ahead < 60; ahead += 1) {
    const date = addDaysIso(todayIso(TZ, new Date()), ahead);
    for (const venue of venues) {
      const res = await staff.request.get(`/api/admin/venues/${venue.id}/calendar?date=${date}`);
      const day = ((await res.json()) as { data: THireCalendar }).data;
      const gameCourt = day.courts.find(
        (c) => c.bookable && c.uses.some((u) => u.kind === 'game' && u.court_id === c.id),
      );
      if (!gameCourt) continue;
      const game = gameCourt.uses.find((u) => u.kind === 'game' && u.court_id === gameCourt.id)!;
      for (const court of day.courts.filter((c) => c.bookable))
        for (let hour = 9; hour <= 20; hour += 1) {
          const [from, to] = [hour * 60, hour * 60 + 60];
          const open = court.hours.some((h) => minutes(h.start) <= from && to <= minutes(h.end));
          const taken = court.uses.some((u) => minutes(u.start) < to && from < minutes(u.end));
          if (open && !taken)
            return {
              venue: { id: venue.id, name: venue.name },
              date,
              game: { courtId: gameCourt.id, courtName: gameCourt.name, start: game.start, end: game.end },
              free: { courtId: court.id, courtName: court.name, start: hh(hour), end: hh(hour + 1) },
            };
        }
    }
  }
  throw new Error('No coming day with a game and a free court in the demo data');
}

/** The hires of demomember on the plan's day, as the calendar API lists them. */
async function memberHires(plan: Plan) {
  const res = await staff.request.get(`/api/admin/venues/${plan.venue.id}/calendar?date=${plan.date}`);
  const day = ((await res.json()) as { data: THireCalendar }).data;
  return day.courts.flatMap((c) =>
    c.uses
      .filter((u) => u.kind === 'hire' && u.court_id === c.id && u.member?.id === memberId)
      .map((u) => ({ court: c.id, start: u.start, end: u.end })),
  );
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { id: true, firstname: true, lastname: true },
  });
  memberId = jack.id;
  memberName = `${jack.firstname} ${jack.lastname}`;
  staff = await signIn(await portal.newPage(), 'demofacilities');
}, 120_000);
afterAll(() => portal?.close());

describe('console: court hire', () => {
  it('shows a day with its game, books a hire for a member and lists a block’s clash with the game', async () => {
    const plan = await findPlan();

    await staff.goto('/admin');
    await staff
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Court hire' })
      .click();
    await staff.getByRole('heading', { name: 'Court hire', level: 1 }).waitFor();
    await staff.getByLabel('Venue', { exact: true }).selectOption(String(plan.venue.id));
    await typeDate(staff, 'Day', dmy(plan.date));
    await staff.getByRole('heading', { name: dayHeading(plan.venue.name, plan.date), level: 2 }).waitFor();
    await staff
      .getByRole('button', { name: `${plan.game.start} to ${plan.game.end} Game: Competition game` })
      .first()
      .waitFor();
    await expectAccessible(staff, 'the court hire calendar');

    // One hour on a free court for demomember, billed on an invoice.
    await staff.getByRole('button', { name: 'Book a hire' }).click();
    const book = staff.getByRole('dialog', { name: 'Book a hire' });
    await book.getByLabel('Member id').fill(String(memberId));
    await book.getByLabel('Court', { exact: true }).selectOption(String(plan.free.courtId));
    await book.getByLabel('Start').fill(plan.free.start);
    await book.getByLabel('End', { exact: true }).fill(plan.free.end);
    await expectAccessible(staff, 'the Book a hire dialog');
    await book.getByRole('button', { name: 'Book the hire' }).click();
    await staff
      .getByRole('status')
      .getByText(
        `${memberName} has ${plan.free.courtName} on ${dmy(plan.date)}, ${plan.free.start} to ${plan.free.end}.`,
      )
      .waitFor();
    await book.waitFor({ state: 'detached' });
    const hire = staff
      .getByRole('button', { name: `${plan.free.start} to ${plan.free.end} Hire: ${memberName} (booked)` })
      .first();
    await hire.waitFor();

    // Its details, with Move and Cancel.
    await hire.click();
    const details = staff.getByRole('dialog', { name: `Hire: ${memberName}` });
    await details.getByText(plan.free.courtName, { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Cancel hire' }).waitFor();
    await expectAccessible(staff, 'the hire details dialog');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // A weekly block over the game's slot: refused whole, the clash listed by date.
    const before = await memberHires(plan);
    expect(before).toEqual([{ court: plan.free.courtId, start: plan.free.start, end: plan.free.end }]);
    await staff.getByRole('button', { name: 'Recurring block' }).click();
    const block = staff.getByRole('dialog', { name: 'Recurring block' });
    await block.getByLabel('Member id').fill(String(memberId));
    await block.getByLabel('Court', { exact: true }).selectOption(String(plan.game.courtId));
    await block.getByLabel('Start').fill(plan.game.start);
    await block.getByLabel('End', { exact: true }).fill(plan.game.end);
    await block.getByLabel('Number of times').fill('3');
    const weekday = WEEKDAYS[new Date(`${plan.date}T00:00:00Z`).getUTCDay()]!;
    await block.getByText(`Every week on ${weekday}, 3 times.`).waitFor();
    await expectAccessible(staff, 'the Recurring block dialog');
    await block.getByRole('button', { name: 'Book the block' }).click();
    const clashes = block.getByRole('list', { name: 'Dates that cannot be booked' });
    await clashes.waitFor();
    const first = clashes.getByRole('listitem').filter({ hasText: `${weekday} ${dmy(plan.date)}:` });
    expect(await first.textContent()).toContain(
      `Competition game, ${plan.game.courtName}, ${plan.game.start} to ${plan.game.end}`,
    );
    const listed = await clashes.getByRole('listitem').count();
    await block.getByRole('alert').getByText(HIRE_MSG.clashes(listed)).waitFor();
    await expectAccessible(staff, 'the Recurring block dialog with its clashes');
    expect(await memberHires(plan)).toEqual(before);
  });
});

// Court hire at the desk in Chromium, on the demo data: demofacilities opens Court hire from the
// console's navigation, picks a venue and a coming day with a competition game (found from the
// calendar API, not a fixed date), sees the game on the calendar, books a one-hour hire on a free
// court for demomember and sees it there with his name, then tries a weekly block over the game's
// slot and sees the clash listed by date, with nothing booked. Then staff move the hire to another
// free hour, cancel it, and close a court of the venue for an hour from Court hire itself (the
// closures the draw reads): the calendar shows it, and the court opens again; a whole-day closure
// (00:00 to 24:00) is drawn too, and closing the whole venue for the day lists the game it hits
// with the draw repair before saving. The member is found by name, as facilities staff can. Axe on the
// calendar and each dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  HIRE_MSG,
  type THireCalendar,
  type THireCreate,
  type TAdminVenue,
  type TAdminVenuePage,
} from '../../../packages/contracts/src/admin/venues.js';
import { addDaysIso, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { WEEKDAY_NAMES, weekdayOfIso } from '../../../packages/contracts/src/common/dates.js';
import { expectAccessible, type Portal, signIn, startPortal, typeDate } from './harness.js';

let portal: Portal;
let staff: Page;
let memberId: number;
let memberName: string;
let plan: Plan;
const TZ = 'Australia/Sydney';

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const dayHeading = (venue: string, iso: string) =>
  `${venue}, ${WEEKDAY_NAMES[weekdayOfIso(iso)]} ${dmy(iso)}`;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface Plan {
  venue: { id: number; name: string };
  date: string;
  game: { courtId: number; courtName: string; start: string; end: string };
  free: { courtId: number; courtName: string; start: string; end: string };
}

/** A court hired out and free for a whole hour of the day (between 09:00 and 21:00), but `skip`. */
function freeHour(day: THireCalendar, skip?: { courtId: number; start: string }): Plan['free'] | null {
  for (const court of day.courts.filter((c) => c.bookable))
    for (let hour = 9; hour <= 20; hour += 1) {
      const [from, to] = [hour * 60, hour * 60 + 60];
      const open = court.hours.some((h) => minutes(h.start) <= from && to <= minutes(h.end));
      const taken = court.uses.some((u) => minutes(u.start) < to && from < minutes(u.end));
      const skipped = skip?.courtId === court.id && skip.start === hh(hour);
      if (open && !taken && !skipped)
        return { courtId: court.id, courtName: court.name, start: hh(hour), end: hh(hour + 1) };
    }
  return null;
}

const calendarOf = async (venueId: number, date: string) =>
  (
    (await (await staff.request.get(`/api/admin/venues/${venueId}/calendar?date=${date}`)).json()) as {
      data: THireCalendar;
    }
  ).data;

/** A coming day at a venue with a game on a court hired out, and a court free for an hour that day. */
async function findPlan(): Promise<Plan> {
  const venues = (
    (await (await staff.request.get('/api/admin/venues')).json()) as { data: { venues: TAdminVenue[] } }
  ).data.venues;
  // From the day after tomorrow: a hire must start in the future, whatever the hour now.
  for (let ahead = 2; ahead < 60; ahead += 1) {
    const date = addDaysIso(todayIso(TZ, new Date()), ahead);
    for (const venue of venues) {
      const day = await calendarOf(venue.id, date);
      const gameCourt = day.courts.find(
        (c) => c.bookable && c.uses.some((u) => u.kind === 'game' && u.court_id === c.id),
      );
      if (!gameCourt) continue;
      const game = gameCourt.uses.find((u) => u.kind === 'game' && u.court_id === gameCourt.id)!;
      const free = freeHour(day);
      if (free)
        return {
          venue: { id: venue.id, name: venue.name },
          date,
          game: { courtId: gameCourt.id, courtName: gameCourt.name, start: game.start, end: game.end },
          free,
        };
    }
  }
  throw new Error('No coming day with a game and a free court in the demo data');
}

/** The hires of demomember on the plan's day, as the calendar API lists them. */
async function memberHires(plan: Plan) {
  const day = await calendarOf(plan.venue.id, plan.date);
  return day.courts.flatMap((c) =>
    c.uses
      .filter((u) => u.kind === 'hire' && u.court_id === c.id && u.member?.id === memberId)
      .map((u) => ({ court: c.id, start: u.start, end: u.end })),
  );
}

/**
 * Court hire on the plan's venue and day (the address carries both): each test opens it, whatever
 * page the test before it left.
 */
async function openDay(plan: Plan) {
  await staff.goto(`/admin/court-hire?venue=${plan.venue.id}&date=${plan.date}`);
  await staff.getByRole('heading', { name: dayHeading(plan.venue.name, plan.date), level: 2 }).waitFor();
}

/**
 * demomember's hire of the plan's free hour, as the first test books it in Book a hire: the test
 * that moves it books it through the same call when that test did not.
 */
async function ensureHired(plan: Plan) {
  const booked = (h: { court: number; start: string; end: string }) =>
    h.court === plan.free.courtId && h.start === plan.free.start && h.end === plan.free.end;
  if ((await memberHires(plan)).some(booked)) return;
  const venue = (
    (await (await staff.request.get(`/api/admin/venues/${plan.venue.id}`)).json()) as {
      data: TAdminVenuePage;
    }
  ).data;
  const court = venue.court_list.find((c) => c.id === plan.free.courtId)!;
  const body: THireCreate = {
    member_id: memberId,
    court_id: court.id,
    date: plan.date,
    start_time: plan.free.start,
    end_time: plan.free.end,
    sport_id: court.sport_id ?? venue.sports[0]!.id,
    type_id: court.type_id ?? venue.types[0]!.id,
    option_id: court.option_id,
    invoice: true,
  };
  const answer = await staff.request.post('/api/admin/hire-bookings', { data: body });
  expect(answer.status()).toBe(201);
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
    plan = await findPlan();

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
    // Facilities staff find the member by name (the lookup every staff role has).
    await book.getByRole('combobox', { name: 'Member' }).fill(memberName);
    await staff.getByRole('option', { name: new RegExp(`^${memberName}\\b.*, member ${memberId},`) }).click();
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
    await block.getByRole('combobox', { name: 'Member' }).fill(memberName);
    await staff.getByRole('option', { name: new RegExp(`^${memberName}\\b.*, member ${memberId},`) }).click();
    await block.getByLabel('Court', { exact: true }).selectOption(String(plan.game.courtId));
    await block.getByLabel('Start').fill(plan.game.start);
    await block.getByLabel('End', { exact: true }).fill(plan.game.end);
    await block.getByLabel('Number of times').fill('3');
    const weekday = WEEKDAY_NAMES[weekdayOfIso(plan.date)];
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
    await block.getByRole('button', { name: 'Cancel', exact: true }).click();
    await block.waitFor({ state: 'detached' });
  });

  it('moves the hire to another free hour, cancels it, and closes a court of the venue for an hour', async () => {
    // The hire booked above (booked here when that test did not), moved to another court or hour
    // that is free that day.
    plan = plan ?? (await findPlan());
    await ensureHired(plan);
    await openDay(plan);
    const to = freeHour(await calendarOf(plan.venue.id, plan.date), plan.free);
    if (!to) throw new Error('No second free hour on the plan’s day');
    await staff
      .getByRole('button', { name: `${plan.free.start} to ${plan.free.end} Hire: ${memberName} (booked)` })
      .first()
      .click();
    const details = staff.getByRole('dialog', { name: `Hire: ${memberName}` });
    await details.getByRole('button', { name: 'Move', exact: true }).click();
    const move = staff.getByRole('dialog', { name: `Move ${memberName}'s hire` });
    await move.getByLabel('Court', { exact: true }).selectOption(String(to.courtId));
    await move.getByLabel('Start', { exact: true }).fill(to.start);
    await move.getByLabel('End', { exact: true }).fill(to.end);
    await expectAccessible(staff, 'the Move hire dialog');
    await move.getByRole('button', { name: 'Move the hire' }).click();
    await staff
      .getByRole('status')
      .getByText(`Moved: ${memberName} has ${to.courtName} on ${dmy(plan.date)}, ${to.start} to ${to.end}.`)
      .waitFor();
    await move.waitFor({ state: 'detached' });
    expect(await memberHires(plan)).toEqual([{ court: to.courtId, start: to.start, end: to.end }]);

    // Cancelled with a reason: it leaves the calendar.
    const moved = staff
      .getByRole('button', { name: `${to.start} to ${to.end} Hire: ${memberName} (booked)` })
      .first();
    await moved.click();
    await details.getByRole('button', { name: 'Cancel hire' }).click();
    const cancel = staff.getByRole('dialog', { name: `Cancel ${memberName}'s hire?` });
    await cancel.getByLabel('Reason', { exact: true }).fill('Member is away that week');
    await expectAccessible(staff, 'the Cancel hire dialog');
    await cancel.getByRole('button', { name: 'Cancel the hire' }).click();
    await staff
      .getByRole('status')
      .getByText(`${memberName}'s hire of ${to.courtName} on ${dmy(plan.date)} is cancelled`, {
        exact: false,
      })
      .waitFor();
    await moved.waitFor({ state: 'detached' });
    expect(await memberHires(plan)).toEqual([]);
    const hire = await portal.db.booking.findFirstOrThrow({
      where: { memberId, courtId: to.courtId },
      orderBy: { id: 'desc' },
      select: { status: true },
    });
    expect(hire.status).toBe('cancelled');

    // Facilities staff close the free court for an hour here; the calendar shows it, and it opens again.
    const closures = staff.getByRole('region', { name: `Court closures at ${plan.venue.name}` });
    await closures.getByRole('button', { name: 'Close a court' }).click();
    const close = staff.getByRole('dialog', { name: 'Close a court' });
    await close.getByLabel('Court', { exact: true }).selectOption(String(plan.free.courtId));
    await typeDate(close, 'First day', dmy(plan.date));
    await close.getByLabel('From', { exact: true }).fill(plan.free.start);
    await close.getByLabel('Until', { exact: true }).fill(plan.free.end);
    await close.getByLabel('Reason', { exact: true }).fill('Line marking');
    await expectAccessible(staff, 'the Close a court dialog');
    await close.getByRole('button', { name: 'Close court', exact: true }).click();
    await staff
      .getByRole('status')
      .getByText(`Closed: ${plan.venue.name}, ${plan.free.courtName}.`)
      .waitFor();
    await closures.getByRole('gridcell', { name: 'Line marking', exact: true }).waitFor();
    const closed = staff
      .getByRole('button', { name: `${plan.free.start} to ${plan.free.end} Closure: Line marking` })
      .first();
    await closed.waitFor();
    await expectAccessible(staff, 'court hire with a closure');
    expect(
      await portal.db.courtClosure.count({ where: { courtId: plan.free.courtId, reason: 'Line marking' } }),
    ).toBe(1);

    await closures.getByRole('button', { name: /^Open the court again: / }).click();
    const confirm = staff.getByRole('dialog', {
      name: `Open ${plan.venue.name}, ${plan.free.courtName} again?`,
    });
    await confirm.getByRole('button', { name: 'Open court', exact: true }).click();
    // While the dialog is open the calendar is hidden from the accessibility tree, so the closure's
    // button counts as gone: wait for the dialog to close first.
    await confirm.waitFor({ state: 'detached' });
    await closed.waitFor({ state: 'detached' });
    expect(
      await portal.db.courtClosure.count({ where: { courtId: plan.free.courtId, reason: 'Line marking' } }),
    ).toBe(0);
  });

  it('draws a whole-day closure on the calendar, from 00:00 to 24:00', async () => {
    plan = plan ?? (await findPlan());
    await openDay(plan);
    const closures = staff.getByRole('region', { name: `Court closures at ${plan.venue.name}` });
    await closures.getByRole('button', { name: 'Close a court' }).click();
    const close = staff.getByRole('dialog', { name: 'Close a court' });
    await close.getByLabel('Court', { exact: true }).selectOption(String(plan.free.courtId));
    await typeDate(close, 'First day', dmy(plan.date));
    await close.getByLabel('From', { exact: true }).fill('00:00');
    await close.getByLabel('Until', { exact: true }).fill('24:00');
    await close.getByLabel('Reason', { exact: true }).fill('Resurfacing');
    await close.getByRole('button', { name: 'Close court', exact: true }).click();
    await closures.getByRole('gridcell', { name: 'Resurfacing', exact: true }).waitFor();
    await staff.getByRole('button', { name: '00:00 to 24:00 Closure: Resurfacing' }).first().waitFor();
    await expectAccessible(staff, 'court hire with a whole-day closure');
  });

  it('closes every court of the venue for the day in one step, listing the game it hits with the draw repair', async () => {
    plan = plan ?? (await findPlan());
    await openDay(plan);
    const closures = staff.getByRole('region', { name: `Court closures at ${plan.venue.name}` });
    await closures.getByRole('button', { name: 'Close a court' }).click();
    const close = staff.getByRole('dialog', { name: 'Close a court' });
    await close.getByLabel('Court', { exact: true }).selectOption(`venue:${plan.venue.id}`);
    await typeDate(close, 'First day', dmy(plan.date));
    await close.getByLabel('From', { exact: true }).fill('00:00');
    await close.getByLabel('Until', { exact: true }).fill('24:00');
    await close.getByLabel('Reason', { exact: true }).fill('Power outage');
    // Before saving, the dialog lists what the closure hits, and the draw repair for the games.
    const hits = close.getByRole('region', { name: 'What the closure hits' });
    await hits
      .getByText(new RegExp(`^Game: .*, ${plan.game.courtName}, .* ${plan.game.start} to ${plan.game.end}$`))
      .first()
      .waitFor();
    const repair = hits.getByRole('link', { name: 'Repair the season’s draw' }).first();
    expect(await repair.getAttribute('href')).toMatch(
      new RegExp(`/admin/seasons/\\d+/draw\\?closure=${plan.date}$`),
    );
    await expectAccessible(staff, 'the Close a court dialog listing what a closure hits');
    await close.getByRole('button', { name: 'Close court', exact: true }).click();
    await staff
      .getByRole('status')
      .getByText(`Closed: ${plan.venue.name}, every court (`, { exact: false })
      .waitFor();
    const courts = await portal.db.court.count({ where: { venueId: plan.venue.id, parentCourtId: null } });
    expect(await portal.db.courtClosure.count({ where: { reason: 'Power outage' } })).toBe(courts);
  });
});

// Court hire in a real browser, test-mode gateway: a visitor opens the court calendar,
// signs in from its Book button, books a court two days ahead through the seven-step
// stepper and pays in the sandbox; the booking shows in Court Hire History and on the
// calendar as taken (never by whom), and a second member is refused the same slot.
// The calendar, every stepper step and the history pass axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadEnv } from '../../../apps/api/src/config/env.js';
import {
  addDaysIso,
  dmyOf,
  localInstant,
  todayIso,
  weekdayOfIso,
} from '../../../apps/api/src/lib/local-dates.js';
import { seedBooking } from '../../../apps/api/src/seed/booking.js';
import { MSG } from '../../../packages/contracts/src/common/messages.js';
import { createMember, PASSWORD } from '../../../apps/api/test/factories.js';
import {
  dateShown,
  expectAccessible,
  sidewaysScrolls,
  startPortal,
  type Portal,
  payAndOpenReceipt,
  typeDate,
} from './harness.js';
import { animationsDone } from './waits.js';

const TIME_ZONE = 'Australia/Sydney';
let portal: Portal;
let page: Page;
let venueId: number;
let courtId: number;
// Two days ahead in the association's zone, 10:00 to 11:00 on Court 3 (a full court, no competition here).
const day = addDaysIso(todayIso(TIME_ZONE, new Date()), 2);
const dmy = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const weekend = [0, 6].includes(weekdayOfIso(day));
const price = weekend ? '$75.00' : '$60.00';
// seedBooking's hours: 06:00-23:00 on weekdays, 07:00-22:00 at weekends.
const [opens, closes] = weekend ? ['07:00', '22:00'] : ['06:00', '23:00'];
const hoursText = `Court 3 can be hired from ${opens} to ${closes} on this day.`;

beforeAll(async () => {
  portal = await startPortal({ DONATIONS_ENABLED: 'false', TIME_ZONE });
  page = await portal.newPage();
  await createMember(portal.db, { username: 'demomember', firstname: 'Jack', lastname: 'Thompson' });
  await createMember(portal.db, { username: 'demomanager', firstname: 'Olivia', lastname: 'Nguyen' });
  // No competition in this database: seedBooking makes its own venue (Courts 1-3, Court 1 in halves),
  // hours, sports, types, options and rates, and a past booking of demomember's.
  await seedBooking(portal.db, loadEnv({ NODE_ENV: 'test', TIME_ZONE }));
  const court = await portal.db.court.findFirstOrThrow({
    where: { name: 'Court 3' },
    select: { id: true, venueId: true },
  });
  courtId = court.id;
  venueId = court.venueId;
});
afterAll(() => portal?.close());

const within = (p: Page | Locator) => ({
  field: (label: string) => p.getByLabel(label, { exact: true }),
  button: (name: string) => p.getByRole('button', { name, exact: true }),
});
const stepper = (p: Page) => within(p.getByRole('dialog', { name: 'New Booking' }));

async function signIn(p: Page, username: string) {
  await within(p).field('Username').fill(username);
  await within(p).field('Password').fill(PASSWORD);
  await within(p).button('Login').click();
}

/**
 * Opens the venue's bookings page signed in as demomember (signing in when the page asks): a test
 * starts here whether or not the one before it signed in.
 */
async function openBookings(p: Page) {
  const bookings = `/member/booking?venue=${venueId}`;
  const signedIn = (await p.context().cookies()).some((c) => c.name === 'cs_token' && c.value !== '');
  if (signedIn) await p.goto(bookings);
  else {
    await p.goto(`/login?redirect=${encodeURIComponent(bookings)}`);
    await signIn(p, 'demomember');
    await p.waitForURL(`**${bookings}`);
  }
  await within(p).button('New Booking').waitFor();
}

/**
 * demomember's booking of Court 3 on `day`, 10:00 to 11:00, as the seven-step test makes it: the
 * tests that look at it make it through the payment call when that test did not.
 */
async function ensureBooked() {
  if ((await portal.db.booking.count({ where: { courtId, status: 'booked' } })) > 0) return;
  await openBookings(page);
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
        sport: await sportId(),
        type: await typeId(),
        option: null,
        space: courtId,
        day: dmy,
        start: '10:00',
        end: '11:00',
      },
      donationCart: [],
    },
  });
  expect(answer.status()).toBe(200);
}

/** Steps 1 to 5 of the stepper, up to the chosen times. */
async function chooseCourtAndDay(p: Page) {
  const { field, button } = stepper(p);
  await p.getByRole('dialog', { name: 'New Booking' }).waitFor();
  expect(await field('Venue').inputValue()).toBe(String(venueId));
  await button('Continue').click();
  await field('Sport').selectOption({ label: 'Basketball' });
  await button('Continue').click();
  await field('Type').selectOption({ label: 'Casual hire' });
  await field('Option').selectOption({ label: 'Full court' });
  await button('Continue').click();
  // Court 1 is in halves: a half court does not offer the Full court option.
  const courts = await field('Court').locator('option').allInnerTexts();
  expect(courts).toContain('Court 3');
  expect(courts).not.toContain('Court 1 - Half A');
  await field('Court').selectOption({ label: 'Court 3' });
  await button('Continue').click();
  await typeDate(p, 'Booking Date', dmy);
  await p.getByText(hoursText, { exact: false }).waitFor();
}

describe('court hire in test mode', () => {
  it('shows a visitor the calendar by court, with a Book button and no names', async () => {
    await page.goto('/bookingview');
    await page.getByRole('heading', { name: 'Court Hire', level: 1 }).waitFor();
    const grid = page.getByRole('region', { name: /^Courts on / });
    await grid.waitFor();
    for (const court of ['Court 1', 'Court 1 - Half A', 'Court 1 - Half B', 'Court 2', 'Court 3'])
      await grid.getByText(court, { exact: true }).waitFor();
    await grid.getByText('06:00', { exact: true }).waitFor();
    await grid.getByText('22:00', { exact: true }).waitFor();
    expect(await within(page).button('New Booking').count()).toBe(0);
    // The past booking of demomember's shows in the week it was made as 'Booked', never with his name.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('table', { name: /^Courts in the week/ }).waitFor();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('table', { name: /^Taken courts from/ }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Jack|Thompson/);
    await expectAccessible(page, 'booking calendar (month)');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await grid.waitFor();
    await expectAccessible(page, 'booking calendar (day)');
    expect(await page.getByText('Turn your phone sideways').isVisible()).toBe(false);
  });

  it('asks to turn a phone held upright to landscape', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.goto(`/bookingview?venue=${venueId}`);
    await phone.getByText('Turn your phone sideways (landscape) to see more courts at once.').waitFor();
    await phone.context().close();
  });

  it('signs in from Book and comes back to the bookings page of the venue', async () => {
    await page.goto(`/bookingview?venue=${venueId}`);
    await page.getByRole('link', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, 'demomember');
    await page.waitForURL(`**/member/booking?venue=${venueId}`);
    await within(page).button('New Booking').waitFor();
    await page.getByRole('link', { name: 'My History' }).waitFor();
    // A signed-in member opening the public view is sent on, venue and all.
    await page.goto(`/bookingview?venue=${venueId}`);
    await page.waitForURL(`**/member/booking?venue=${venueId}`);
  });

  it('books Court 3 two days ahead through the seven steps and pays in the sandbox', async () => {
    await openBookings(page);
    await within(page).button('New Booking').click();
    await page.getByRole('dialog', { name: 'New Booking' }).waitFor();
    const { field, button } = stepper(page);
    await expectAccessible(page, 'stepper: venue');

    // Each step needs its field.
    await button('Continue').click();
    await button('Continue').click();
    await page.getByText('This field is required').waitFor();
    await button('Back').click();
    await field('Venue').waitFor();

    await chooseCourtAndDay(page);
    await expectAccessible(page, 'stepper: date and time');

    // Beyond the window: its message, and no going on.
    await typeDate(page, 'Booking Date', dmyOf(addDaysIso(day, 6)));
    await page
      .getByRole('alert')
      .filter({ hasText: 'Booking can only be made between 1 hours and 7 days from now.' })
      .waitFor();
    expect(await button('Continue').isDisabled()).toBe(true);
    await typeDate(page, 'Booking Date', dmy);
    await page.getByText(hoursText, { exact: false }).waitFor();

    // Times step by 15 minutes; an end before the start gets both messages.
    const starts = await field('Start Time').locator('option').allInnerTexts();
    expect(starts.slice(1, 4)).toEqual([opens, opens.replace(':00', ':15'), opens.replace(':00', ':30')]);
    expect(starts.at(-1)).toBe(
      closes.replace(/^(\d\d):00$/, (_m, h: string) => `${String(Number(h) - 1).padStart(2, '0')}:45`),
    );
    await field('Start Time').selectOption('10:00');
    await field('End Time').selectOption('11:00');
    await field('Start Time').selectOption('11:30');
    await button('Continue').click();
    await page.getByText('Start Time must be before End Time').waitFor();
    await page.getByText('End Time must be after Start Time').waitFor();
    await field('Start Time').selectOption('10:00');
    await field('End Time').selectOption('11:00');
    await button('Continue').click();

    // Review: the server's price.
    const dialog = page.getByRole('dialog', { name: 'New Booking' });
    await dialog.getByText(`${price} (GST included)`).waitFor();
    await dialog.getByText(dmy, { exact: true }).waitFor();
    await dialog.getByText('10:00 to 11:00', { exact: true }).waitFor();
    await expectAccessible(page, 'stepper: review');
    await animationsDone(page);
    await button('Continue').click();

    // Online Payment: summary, then the test-mode card.
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText(price).first().waitFor();
    await page.getByText('Test mode', { exact: true }).waitFor();
    await expectAccessible(page, 'stepper: payment');
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Jack Thompson');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    const orderId = await payAndOpenReceipt(page, button('Pay & Book'));

    // The receipt's Booking Information card shows the court and time.
    await page.getByRole('heading', { name: 'Booking Information' }).waitFor();
    const bookings = page.getByRole('table', { name: 'Bookings' });
    await bookings.getByText('Court 3').waitFor();
    expect(await bookings.innerText()).toContain(`${dmy} 10:00 AM`);

    const booking = await portal.db.booking.findFirstOrThrow({
      where: { orderId },
      select: { courtId: true, status: true, priceCents: true },
    });
    expect(booking).toMatchObject({ courtId, status: 'booked', priceCents: weekend ? 7_500 : 6_000 });
  });

  it('lists the booking first in Court Hire History, searchable', async () => {
    await ensureBooked();
    await openBookings(page);
    await page.getByRole('link', { name: 'My History' }).click();
    await page.getByRole('heading', { name: 'Court Hire History', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Court Hire History' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // header, the new booking, the past one
    expect(await rows.nth(1).innerText()).toContain(`${dmy} 10:00 AM`);
    expect(await rows.nth(1).innerText()).toContain('Court 3');
    expect(await rows.nth(2).innerText()).toContain('Court 2');
    await expectAccessible(page, 'court hire history');
    const search = page.getByRole('searchbox', { name: 'Search court hire history' });
    // Every word must match: the court and the day leave the new booking alone (a lone "3"
    // could match the past booking's date).
    await search.fill(`Court 3 ${dmy}`);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).innerText()).toContain('Court 3');
    await search.fill('Wimbledon');
    await table.getByText('Sorry, No Results found for "Wimbledon"').waitFor();
    // The receipt link opens the receipt of the same number.
    await search.fill(`Court 3 ${dmy}`);
    const receipt = rows.nth(1).getByRole('link', { name: /^Receipt #\d+$/ });
    const label = await receipt.innerText();
    await receipt.click();
    await page.getByRole('heading', { name: label, level: 1 }).waitFor();
  });

  it('shows Court Hire History on a phone as one card a booking, Venue and Court in reach', async () => {
    await ensureBooked();
    const phone = await portal.newPage({ mobile: true });
    await phone.goto('/login?redirect=/member/mybooking');
    await signIn(phone, 'demomember');
    await phone.getByRole('heading', { name: 'Court Hire History', level: 1 }).waitFor();
    const first = phone.getByRole('table', { name: 'Court Hire History' }).locator('tbody tr').first();
    await first.getByText('Court 3', { exact: true }).waitFor();
    const width = phone.viewportSize()!.width;
    for (const column of ['From', 'Venue', 'Court', 'Status', 'Receipt']) {
      const cell = first.locator(`[data-label="${column}"]`);
      expect(await cell.isVisible(), column).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(width);
    }
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'court hire history on a phone');
    await phone.context().close();
  });

  it('shows the slot as taken on the calendar', async () => {
    await ensureBooked();
    await openBookings(page);
    await typeDate(page, 'Date', dmy);
    const grid = page.getByRole('region', { name: /^Courts on / });
    await grid.getByText('Court 3, 10:00 to 11:00: Booked').waitFor();
    expect(await grid.innerText()).not.toMatch(/Jack|Thompson/);
    await expectAccessible(page, 'booking calendar with the new booking');
  });

  it('refuses the same slot to a second member', async () => {
    await ensureBooked();
    const other = await portal.newPage();
    await other.goto('/login?redirect=/member/mybooking');
    await signIn(other, 'demomanager');
    await other.getByText('Sorry, No Bookings Yet').waitFor();

    await other.goto(`/member/booking?venue=${venueId}`);
    await within(other).button('New Booking').click();
    const { field, button } = stepper(other);
    await chooseCourtAndDay(other);
    await other.getByText('Already taken: 10:00 to 11:00.', { exact: false }).waitFor();
    await field('Start Time').selectOption('10:30');
    await field('End Time').selectOption('11:30');
    await button('Continue').click();
    await other
      .getByRole('alert')
      .filter({ hasText: 'Sorry, this court has just been booked for that time.' })
      .waitFor();
    expect(await button('Continue').isDisabled()).toBe(true);

    // Straight at the payment call, the database refuses it too: error_collision, nothing charged.
    const answer = await other.request.post('/api/booking/paybooking', {
      data: {
        cardData: {
          cardNumber: '4242 4242 4242 4242',
          cardName: 'Olivia Nguyen',
          cardExpiry: '12/34',
          cardCVC: '123',
        },
        bookingCart: {
          venue: venueId,
          sport: await sportId(),
          type: await typeId(),
          option: null,
          space: courtId,
          day: dmy,
          start: '10:30',
          end: '11:30',
        },
        donationCart: [],
      },
    });
    expect(answer.status()).toBe(409);
    expect(await answer.json()).toMatchObject({ error: 'error_collision' });
    const manager = await portal.db.member.findFirstOrThrow({
      where: { usernameLower: 'demomanager' },
      select: { id: true },
    });
    expect(await portal.db.order.count({ where: { memberId: manager.id } })).toBe(0);
    expect(await portal.db.booking.count({ where: { courtId } })).toBe(1);
    await other.context().close();
  });
});

describe('the week and month layouts', () => {
  // The day after the test booking: Court 1 (the full court) is hired 14:00-15:00, which
  // takes both its halves; Half A is hired 16:00-17:00, which takes the full court.
  const hireDay = addDaysIso(day, 1);
  const hireDmy = `${hireDay.slice(8, 10)}/${hireDay.slice(5, 7)}/${hireDay.slice(0, 4)}`;
  beforeAll(async () => {
    const hirer = await createMember(portal.db, { username: 'hirer', firstname: 'Hana', lastname: 'Ito' });
    const courts = await portal.db.court.findMany({ where: { venueId }, select: { id: true, name: true } });
    const hire = async (court: string, start: string, end: string) => {
      const courtId = courts.find((c) => c.name === court)!.id;
      const startsAt = localInstant(hireDay, start, TIME_ZONE);
      const endsAt = localInstant(hireDay, end, TIME_ZONE);
      const booking = await portal.db.booking.create({
        data: {
          memberId: hirer.id,
          courtId,
          startsAt,
          endsAt,
          sportId: await sportId(),
          typeId: await typeId(),
          priceCents: 3_500,
          status: 'booked',
        },
        select: { id: true },
      });
      await portal.db.courtOccupancy.create({ data: { bookingId: booking.id, courtId, startsAt, endsAt } });
    };
    await hire('Court 1', '14:00', '15:00');
    await hire('Court 1 - Half A', '16:00', '17:00');
  });

  it('marks a half Unavailable when its court is taken and the court when a half is, as the day does', async () => {
    await page.goto(`/bookingview?venue=${venueId}`);
    await typeDate(page, 'Date', dmyOf(hireDay));
    const grid = page.getByRole('region', { name: /^Courts on / });
    await grid.getByText('Court 1 - Half B, 14:00 to 15:00: Unavailable (Court 1 booked)').waitFor();
    await grid.getByText('Court 1, 16:00 to 17:00: Unavailable (Court 1 - Half A booked)').waitFor();

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const week = page.getByRole('table', { name: /^Courts in the week/ });
    const row = (court: string) =>
      week.getByRole('row').filter({ has: page.getByRole('rowheader', { name: court, exact: true }) });
    await row('Court 1').getByText('16:00 to 17:00 Unavailable').waitFor();
    expect(await row('Court 1').innerText()).toContain('14:00 to 15:00 Booked');
    expect(await row('Court 1 - Half A').innerText()).toContain('14:00 to 15:00 Unavailable');
    expect(await row('Court 1 - Half A').innerText()).toContain('16:00 to 17:00 Booked');
    expect(await row('Court 1 - Half B').innerText()).toContain('14:00 to 15:00 Unavailable');
    expect(await row('Court 1 - Half B').innerText()).not.toContain('16:00');
    // Every label is whole on a desktop: none is cut short with an ellipsis.
    const cut = await week
      .locator('li')
      .evaluateAll((items) =>
        items.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
      );
    expect(cut).toEqual([]);
    await expectAccessible(page, 'booking calendar (week) with blocks');

    // The month counts every court's taken time: three courts at 14:00 and two at 16:00.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const month = page.getByRole('table', { name: /^Taken courts from/ });
    const dayButton = page.getByRole('button', { name: new RegExp(` ${hireDmy}, \\d+ taken$`) });
    await expect
      .poll(() => month.locator(dayButton).textContent())
      .toMatch(new RegExp(`${hireDmy}, 5 taken$`));
    const cell = month.getByRole('cell').filter({ has: dayButton });
    expect(await cell.innerText()).toContain('Court 1 - Half A 14:00 Unavailable');
    expect(await cell.innerText()).toContain('+2 more');
  });

  it('lists a week and a month by day on a phone, with nothing cut short or to scroll sideways', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.goto(`/bookingview?venue=${venueId}`);
    await typeDate(phone, 'Date', dmyOf(hireDay));

    await phone.getByRole('button', { name: 'Week', exact: true }).click();
    const week = phone.getByRole('list', { name: /^Taken courts in the week/ });
    await week.waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    const days = week.getByRole('button');
    expect(await days.count()).toBe(7);
    expect(await days.first().innerText()).toMatch(/^Monday /);
    expect(await days.last().innerText()).toMatch(/^Sunday /);
    const today = week
      .getByRole('listitem')
      .filter({ has: phone.getByRole('button', { name: new RegExp(`${hireDmy}$`) }) });
    for (const line of [
      'Court 1 14:00 to 15:00 Booked',
      'Court 1 - Half A 14:00 to 15:00 Unavailable',
      'Court 1 - Half B 14:00 to 15:00 Unavailable',
      'Court 1 16:00 to 17:00 Unavailable',
      'Court 1 - Half A 16:00 to 17:00 Booked',
    ])
      await today.getByText(line, { exact: false }).waitFor();
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'booking week on a phone');

    // While the month loads, the week is not drawn again under the month's name.
    let sendMonth = () => {};
    const monthHeld = new Promise<void>((resolve) => (sendMonth = resolve));
    await phone.route('**/api/booking/events/venue/*/month/*', async (route) => {
      await monthHeld;
      await route.continue();
    });
    await phone.getByRole('button', { name: 'Month', exact: true }).click();
    await phone.getByText('Loading Data...').waitFor();
    expect(await phone.getByRole('list', { name: /^Taken courts/ }).count()).toBe(0);
    sendMonth();
    const month = phone.getByRole('list', { name: /^Taken courts from/ });
    await month.waitFor();
    const monthDays = await month.getByRole('button').allInnerTexts();
    expect(monthDays.length).toBeGreaterThanOrEqual(28);
    expect(monthDays.some((d) => d.startsWith('Friday'))).toBe(true);
    expect(monthDays.some((d) => d.startsWith('Sunday'))).toBe(true);
    await month.getByText('Court 1 - Half B 14:00 to 15:00 Unavailable').waitFor();
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'booking month on a phone');

    // A day opens its day layout.
    await month.getByRole('button', { name: new RegExp(`${hireDmy}$`) }).click();
    await phone.getByRole('region', { name: /^Courts on / }).waitFor();
    await phone.context().close();
  });
});

describe('HPC classes and event roster shifts on the hire calendar', () => {
  // Three days after the test booking: an HPC class on Court 2 from 17:00 to 18:00, and a scorer
  // rostered on Court 1 (the full court, in halves) from 17:00 to 19:00 for an event.
  const usedDay = addDaysIso(day, 3);
  const usedDmy = dmyOf(usedDay);
  beforeAll(async () => {
    const startsAt = localInstant(usedDay, '17:00', TIME_ZONE);
    await portal.db.hpcClass.create({
      data: {
        name: 'Shooting Lab',
        startsAt,
        endsAt: localInstant(usedDay, '18:00', TIME_ZONE),
        venueId,
        room: 'Court 2',
        capacity: 8,
      },
    });
    const court1 = await portal.db.court.findFirstOrThrow({ where: { venueId, name: 'Court 1' } });
    const scorer = await createMember(portal.db, { username: 'carnivalscorer', isRoster: true });
    const event = await portal.db.localEvent.create({ data: { name: 'Winter Carnival' } });
    await portal.db.localRosterEntry.create({
      data: {
        eventId: event.id,
        memberId: scorer.id,
        scheduleAt: startsAt,
        minutes: 120,
        venueId,
        courtId: court1.id,
        function: 'Scorer',
      },
    });
  });

  it('shows the class and the shift as taken on the day, and blocks the halves, on a desktop', async () => {
    const desk = await portal.newPage();
    await desk.goto(`/bookingview?venue=${venueId}`);
    await typeDate(desk, 'Date', usedDmy);
    const grid = desk.getByRole('region', { name: /^Courts on / });
    await grid.getByText('Court 1, 17:00 to 19:00: Event').waitFor();
    await grid.getByText('Court 1 - Half A, 17:00 to 19:00: Unavailable (Court 1 event)').waitFor();
    await grid.getByText('Court 1 - Half B, 17:00 to 19:00: Unavailable (Court 1 event)').waitFor();
    await grid.getByText('Court 2, 17:00 to 18:00: HPC class').waitFor();
    await desk.getByRole('list', { name: 'Legend' }).getByText('Event', { exact: true }).waitFor();
    // Never who or what: neither the event, the duty nor the class is named.
    expect(await desk.locator('main').innerText()).not.toMatch(/Winter Carnival|Scorer|Shooting Lab/);
    await expectAccessible(desk, 'booking calendar (day) with a class and an event');
    await desk.context().close();
  });

  it('lists the class and the shift as taken in the week on a phone', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.goto(`/bookingview?venue=${venueId}`);
    await typeDate(phone, 'Date', usedDmy);
    await phone.getByRole('button', { name: 'Week', exact: true }).click();
    const week = phone.getByRole('list', { name: /^Taken courts in the week/ });
    const used = week
      .getByRole('listitem')
      .filter({ has: phone.getByRole('button', { name: new RegExp(`${usedDmy}$`) }) });
    for (const line of [
      'Court 1 17:00 to 19:00 Event',
      'Court 1 - Half A 17:00 to 19:00 Unavailable',
      'Court 2 17:00 to 18:00 HPC class',
    ])
      await used.getByText(line, { exact: false }).waitFor();
    expect(await sidewaysScrolls(phone)).toEqual([]);
    await expectAccessible(phone, 'booking week on a phone with a class and an event');
    await phone.context().close();
  });
});

describe('court hire needs a complete profile', () => {
  for (const mobile of [false, true])
    it(`says so at New Booking and goes to the dashboard, before the stepper (${mobile ? 'phone' : 'desktop'})`, async () => {
      const username = `nomobile${mobile ? 'phone' : 'desk'}`;
      await createMember(portal.db, { username, firstname: 'Ira', mobile: null });
      const p = await portal.newPage({ mobile });
      await p.goto('/login');
      await signIn(p, username);
      await p.waitForURL('**/member/account');
      await p.goto(`/member/booking?venue=${venueId}`);
      await within(p).button('New Booking').click();
      await p.getByRole('alert').filter({ hasText: MSG.profileIncomplete }).waitFor();
      expect(await p.getByRole('dialog', { name: 'New Booking' }).count()).toBe(0);
      await p.waitForURL('**/member/account');
      await p.context().close();
    });
});

const sportId = async () =>
  (
    await portal.db.bookingSport.findFirstOrThrow({
      where: { venueId, name: 'Basketball' },
      select: { id: true },
    })
  ).id;
const typeId = async () =>
  (await portal.db.bookingType.findFirstOrThrow({ where: { name: 'Casual hire' }, select: { id: true } })).id;

describe('dates in a browser set to US English', () => {
  it('shows and takes every date as dd/mm/yyyy, and books the day typed', async () => {
    // Chromium's own date input would show mm/dd/yyyy here; the pickers show the association's order.
    const context = await portal.browser.newContext({
      baseURL: portal.baseUrl,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    const us = await context.newPage();
    expect(await us.evaluate(() => navigator.language)).toBe('en-US');
    const bookings = `/member/booking?venue=${venueId}`;
    await us.goto(`/login?redirect=${encodeURIComponent(bookings)}`);
    await signIn(us, 'demomanager');
    await us.waitForURL(`**${bookings}`);

    // The calendar's day, typed day first, is the day its grid shows and the stepper starts on.
    const later = addDaysIso(day, 3);
    await typeDate(us, 'Date', dmyOf(later));
    expect(await dateShown(us, 'Date')).toBe(dmyOf(later));
    await within(us).button('New Booking').click();

    await chooseCourtAndDay(us);
    expect(await dateShown(us, 'Booking Date')).toBe(dmy);
    const { field, button } = stepper(us);
    await field('Start Time').selectOption('12:00');
    await field('End Time').selectOption('13:00');
    await button('Continue').click();
    // Review: wait for the server's price before going on, as a member would.
    const review = us.getByRole('dialog', { name: 'New Booking' });
    await review.getByText(dmy, { exact: true }).waitFor();
    await review
      .getByText(/\(GST included\)/)
      .first()
      .waitFor();
    // The review step has stopped opening: a press aimed at its moving Continue can land beside it.
    await animationsDone(us);
    await button('Continue').click();
    await us.getByText('Test mode', { exact: true }).waitFor();
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Full Name').fill('Olivia Nguyen');
    await field('Card Expiry').fill('1234');
    await field('CVC').fill('123');
    const orderId = await payAndOpenReceipt(us, button('Pay & Book'));

    const booking = await portal.db.booking.findFirstOrThrow({
      where: { orderId },
      select: { startsAt: true, endsAt: true },
    });
    expect(booking).toEqual({
      startsAt: localInstant(day, '12:00', TIME_ZONE),
      endsAt: localInstant(day, '13:00', TIME_ZONE),
    });
    await context.close();
  });
});

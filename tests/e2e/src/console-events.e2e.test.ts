// Event rosters in Chromium: staff create an event, add a shift (start and end; an end before the
// start is refused) for a member on the event roster (found with the console's member search),
// copy the day to the next week and publish the event; the member then finds the copied shift on
// their Event Roster page (event picker, date, MY ROSTER). The console screen, the shift dialog
// and the member page pass axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, dmyOf, todayIso, weekdayOfIso } from '../../../apps/api/src/lib/local-dates.js';
import { dateShown, expectAccessible, type Portal, signIn, startPortal, typeDate } from './harness.js';

let portal: Portal;
const TZ = 'Australia/Sydney';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** As the console reads a date: 'Sat 06/03/2027'. */
const dayAndDate = (iso: string) => `${WEEKDAYS[weekdayOfIso(iso)]} ${dmyOf(iso)}`;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
}, 120_000);
afterAll(() => portal?.close());

describe('console: event rosters', () => {
  it('builds an event roster, copies a day to the next week, publishes it, and the member sees the shift', async () => {
    // A day three weeks ahead: clear of the demo's own shifts, whatever today is.
    const day = addDaysIso(todayIso(TZ, new Date()), 21);
    const nextWeek = addDaysIso(day, 7);
    const venue = await portal.db.venue.findFirstOrThrow({
      where: { courts: { some: {} } },
      select: { name: true, courts: { select: { name: true }, orderBy: { id: 'asc' }, take: 1 } },
      orderBy: { id: 'asc' },
    });
    const court = venue.courts[0]!.name;
    // On the event roster (is_roster) in the demo data.
    const rostered = await portal.db.member.findFirstOrThrow({
      where: { username: 'demomanager', isRoster: true },
      select: { id: true },
    });

    // Admins find members by name; competition staff would type the member id.
    const staff = await signIn(await portal.newPage(), 'demoadmin');
    const said = (text: string) => staff.getByRole('status').getByText(text, { exact: true });
    await staff.goto('/admin');
    await staff
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Event rosters' })
      .click();
    await staff.getByRole('heading', { name: 'Event rosters', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'New event', exact: true }).click();
    const naming = staff.getByRole('dialog', { name: 'New event' });
    await naming.getByLabel('Event name', { exact: true }).fill('Spring Carnival');
    await naming.getByRole('button', { name: 'Save', exact: true }).click();
    await naming.waitFor({ state: 'detached' });
    await said('Spring Carnival added. It is not published yet: add its shifts, then publish it.').waitFor();
    const events = staff.getByRole('grid', { name: 'Events' });
    await events.getByRole('gridcell', { name: 'Not published', exact: true }).waitFor();
    await expectAccessible(staff, 'console event rosters');

    await events.getByRole('link', { name: 'Spring Carnival', exact: true }).click();
    await staff.getByRole('heading', { name: 'Spring Carnival', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Add a shift', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add a shift' });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('demomanager');
    await staff
      .getByRole('option', { name: new RegExp(`^Olivia Nguyen \\(Liv\\), member ${rostered.id},`) })
      .click();
    await typeDate(dialog, 'Date', dmyOf(day));
    await dialog.getByLabel('Start time', { exact: true }).fill('9:30');
    await dialog.getByLabel('End time', { exact: true }).fill('9:00');
    await dialog.getByLabel('Venue', { exact: true }).selectOption({ label: venue.name });
    await dialog.getByLabel('Court', { exact: true }).selectOption({ label: court });
    await dialog.getByRole('combobox', { name: 'Duty' }).fill('Scorer');
    await dialog.getByRole('button', { name: 'Save shift', exact: true }).click();
    // An end before the start is refused under its field, and nothing is saved.
    await dialog.getByText('The shift must end after it starts, on the same day.').waitFor();
    await dialog.getByLabel('End time', { exact: true }).fill('11:00');
    await expectAccessible(staff, 'shift dialog');
    await dialog.getByRole('button', { name: 'Save shift', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await said(`Shift added: Olivia Nguyen, Scorer, ${dayAndDate(day)} 09:30 to 11:00.`).waitFor();
    const saved = await portal.db.localRosterEntry.findFirstOrThrow({
      where: { event: { name: 'Spring Carnival' } },
      select: { minutes: true },
    });
    expect(saved.minutes).toBe(90);

    await staff.getByRole('button', { name: 'Copy a day', exact: true }).click();
    const copy = staff.getByRole('dialog', { name: 'Copy a day' });
    // The event's day and the same weekday a week on are chosen already.
    expect(await dateShown(copy, 'Copy to')).toBe(dmyOf(nextWeek));
    await copy.getByRole('button', { name: 'Copy shifts', exact: true }).click();
    await copy.waitFor({ state: 'detached' });
    await said(`1 shift copied to ${dayAndDate(nextWeek)}.`).waitFor();
    const shifts = staff.getByRole('grid', { name: 'Shifts' });
    await shifts.getByRole('gridcell', { name: dayAndDate(nextWeek), exact: true }).waitFor();
    expect(await shifts.getByRole('gridcell', { name: '09:30 to 11:00', exact: true }).count()).toBe(2);
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await said(
      'Spring Carnival is published: members on the event roster see it on their Event Roster page.',
    ).waitFor();
    const event = await portal.db.localEvent.findFirstOrThrow({
      where: { name: 'Spring Carnival' },
      select: { active: true, _count: { select: { entries: true } } },
    });
    expect(event).toEqual({ active: true, _count: { entries: 2 } });

    const member = await signIn(await portal.newPage(), 'demomanager');
    await member.goto('/member/roster');
    await member.getByRole('heading', { name: 'Event Roster', level: 1 }).waitFor();
    await member.getByLabel('Event', { exact: true }).selectOption({ label: 'Spring Carnival' });
    await typeDate(member, 'Date', dmyOf(nextWeek));
    await member.getByRole('button', { name: 'MY ROSTER' }).click();
    const mine = member.getByRole('table', { name: 'My Roster' });
    await mine.getByRole('rowheader', { name: 'Scorer', exact: true }).waitFor();
    await mine.getByRole('cell', { name: '9:30 AM', exact: true }).waitFor();
    await mine.getByRole('cell', { name: court, exact: true }).waitFor();
    await expectAccessible(member, 'event roster with the copied shift');
  });
});

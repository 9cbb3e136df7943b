// The officials' allocation in Chromium: competition staff open a day's games at a
// venue, give two officials their places, see the one clash (an official whose own team plays
// the game), publish the roster date, and each official is emailed and finds the game on their
// MY ROSTER. The console screen, the confirm dialog and the official's roster pass axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completeMember } from '../../../apps/api/src/seed/complete-member.js';
import { addDaysIso, dmyOf, localInstant, todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { expectAccessible, type Portal, signIn, startPortal, typeDate } from './harness.js';

let portal: Portal;
let staff: Page;
const TZ = 'Australia/Sydney';
const DAY = addDaysIso(todayIso(TZ, new Date()), 12);

/** A season of its own with two games on DAY: 09:00 Hawks v Owls, 10:00 Kites v Hawks. */
async function seed() {
  const db = portal.db;
  const { passwordHash } = await db.member.findFirstOrThrow({
    where: { username: 'democompetition' },
    select: { passwordHash: true },
  });
  const official = (username: string, firstname: string, lastname: string, i: number) =>
    db.member.create({
      data: completeMember({
        username,
        passwordHash,
        firstname,
        lastname,
        email: `${username}@example.com`,
        mobile: `04199000${String(i).padStart(2, '0')}`,
        isRef: true,
        accessRef: ['referee'],
      }),
    });
  const rhea = await official('officialrhea', 'Rhea', 'Stone', 1);
  const ollie = await official('officialollie', 'Ollie', 'Park', 2);
  const season = await db.season.create({
    data: { name: 'Officials Cup', startDate: new Date(`${DAY}T00:00:00Z`) },
  });
  const venue = await db.venue.create({ data: { name: 'Harbour Arena', suburb: 'PYRMONT', state: 'NSW' } });
  const court = await db.court.create({ data: { venueId: venue.id, name: 'Court 1' } });
  const grade = await db.grade.create({ data: { name: 'Officials Open' } });
  const group = await db.divisionGroup.create({ data: { name: 'Open', gradeId: grade.id } });
  const division = await db.division.create({
    data: { name: 'Open Div 1', seasonId: season.id, groupId: group.id },
  });
  const team = (name: string) => db.team.create({ data: { name, divisionId: division.id } });
  const [hawks, owls, kites] = [await team('Hawks'), await team('Owls'), await team('Kites')];
  // Ollie plays for Kites: refereeing their game is a clash.
  await db.teamPosition.create({ data: { teamId: kites.id, memberId: ollie.id, role: 'player' } });
  const game = (time: string, a: number, b: number) =>
    db.game.create({
      data: {
        divisionId: division.id,
        round: 1,
        startsAt: localInstant(DAY, time, TZ),
        endsAt: localInstant(DAY, time === '09:00' ? '10:00' : '11:00', TZ),
        courtId: court.id,
        teamAId: a,
        teamBId: b,
      },
    });
  await game('09:00', hawks.id, owls.id);
  await game('10:00', kites.id, hawks.id);
  const weekday = new Date(`${DAY}T00:00:00Z`).getUTCDay();
  await db.refereeAvailability.createMany({
    data: [rhea, ollie].flatMap((m) =>
      ['09:00', '10:00'].map((timeSlot) => ({ memberId: m.id, seasonId: season.id, weekday, timeSlot })),
    ),
  });
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  await seed();
  staff = await signIn(await portal.newPage(), 'democompetition');
}, 120_000);
afterAll(() => portal?.close());

/** Picks an official for one place of the game in the row that starts at `time`. */
async function give(time: string, place: string, name: string) {
  const row = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: time, exact: true }) });
  await row.getByRole('combobox', { name: place, exact: true }).click();
  await staff.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => row.getByRole('combobox', { name: place, exact: true }).inputValue()).toBe(name);
  return row;
}

describe('console: officials', () => {
  it('allocates two officials with one clash shown, publishes, and the officials see their roster', async () => {
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Officials' }).click();
    await staff.getByRole('heading', { name: 'Officials', level: 1 }).waitFor();

    await staff.getByRole('combobox', { name: 'Season' }).click();
    await staff.getByRole('option', { name: 'Officials Cup' }).click();
    await typeDate(staff, 'Date', dmyOf(DAY));
    await staff.getByRole('heading', { name: 'Games at Harbour Arena', level: 2 }).waitFor();
    expect(await staff.getByRole('combobox', { name: 'Venue' }).textContent()).toContain('Harbour Arena');

    await give('09:00', 'Referee 1', 'Rhea Stone');
    await staff.getByText('Rhea Stone is referee 1 of 09:00 Open Div 1: Hawks v Owls.').waitFor();
    // The picker says what keeps each official from the 10:00 game before staff choose.
    const ten = staff
      .getByRole('row')
      .filter({ has: staff.getByRole('cell', { name: '10:00', exact: true }) });
    await ten.getByRole('combobox', { name: 'Referee 1', exact: true }).click();
    await staff.getByRole('option', { name: /^Ollie Park.*Own team: Kites/ }).waitFor();
    await staff.keyboard.press('Escape');

    await give('10:00', 'Referee 1', 'Ollie Park');
    await staff
      .getByText('Ollie Park is referee 1 of 10:00 Open Div 1: Kites v Hawks. Clash: Own team: Kites.')
      .waitFor();
    await give('10:00', 'Referee 2', 'Rhea Stone');
    // One clash is shown, under Ollie's place; Rhea's two games (09:00 to 10:00, then 10:00) do not clash.
    const clashes = staff.getByRole('note');
    await expect.poll(() => clashes.allTextContents()).toEqual(['Own team: Kites']);
    expect(await ten.getByRole('note').textContent()).toBe('Own team: Kites');
    const day = staff.getByRole('region', { name: 'Officials on the day' });
    await day.getByRole('cell', { name: '09:00 Harbour Arena, 10:00 Harbour Arena' }).waitFor();
    await expectAccessible(staff, 'officials allocation');

    await staff.getByRole('button', { name: 'Publish roster date' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Publish the roster date?' });
    await expectAccessible(staff, 'publish dialog');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await staff.getByText('Roster published. 2 official(s) emailed their games.').waitFor();
    await staff.getByText('Roster published', { exact: true }).waitFor();

    const mail = await portal.mail.waitFor((m) => m.to === 'officialollie@example.com');
    expect(mail.text).toContain('10:00 Harbour Arena, Court 1: Kites vs Hawks (Open Div 1), referee');

    // Each official finds their games on MY ROSTER.
    for (const [username, times] of [
      ['officialollie', ['10:00 AM']],
      ['officialrhea', ['9:00 AM', '10:00 AM']],
    ] as const) {
      const page = await signIn(await portal.newPage(), username);
      await page.goto('/member/referee');
      await page.getByRole('heading', { name: 'Competition Roster', level: 1 }).waitFor();
      await page.getByLabel('Season').selectOption({ label: 'Officials Cup' });
      await typeDate(page, 'From', dmyOf(DAY));
      await typeDate(page, 'To (optional)', dmyOf(DAY));
      await page.getByRole('button', { name: 'MY ROSTER' }).click();
      const table = page.getByRole('table', { name: 'My Roster' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(times.length);
      for (const [i, time] of times.entries()) expect(await rows.nth(i).textContent()).toContain(time);
      if (username === 'officialollie') await expectAccessible(page, "an official's roster");
      await page.close();
    }
  });
});

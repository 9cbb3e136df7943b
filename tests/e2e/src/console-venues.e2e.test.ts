// A venue's page in Chromium, on the demo data: demofacilities opens Venues from the console's
// navigation and a demo venue, adds "Court 9", gives it hire hours on Monday and Tuesday evenings
// (the week's dialog on a phone's width), sees it listed with them, then adds a Saturday rate rule
// and deletes it once confirmed, and adds and deletes a sport. Axe on the venue page and each dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TAdminVenue, TAdminVenuePage } from '../../../packages/contracts/src/admin/venues.js';
import { expectAccessible, type Portal, sidewaysScrolls, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  staff = await signIn(await portal.newPage(), 'demofacilities');
}, 120_000);
afterAll(() => portal?.close());

describe('console: venues', () => {
  it('adds a court with its weekly hours, a rate rule and a sport on a venue’s page', async () => {
    const venues = (
      (await (await staff.request.get('/api/admin/venues')).json()) as { data: { venues: TAdminVenue[] } }
    ).data.venues;
    const venue = venues[0]!;

    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Venues' }).click();
    await staff.getByRole('heading', { name: 'Venues', level: 1 }).waitFor();
    await staff.getByRole('link', { name: venue.name, exact: true }).click();
    await staff.getByRole('heading', { name: venue.name, level: 1 }).waitFor();
    await expectAccessible(staff, 'the venue page');

    // A new full court, hired out.
    await staff.getByRole('button', { name: 'Add a court' }).click();
    const newCourt = staff.getByRole('dialog', { name: 'New court' });
    await newCourt.getByLabel('Name', { exact: true }).fill('Court 9');
    await expectAccessible(staff, 'the New court dialog');
    await newCourt.getByRole('button', { name: 'Add the court' }).click();
    await staff.getByRole('status').getByText('Court 9 is saved.').waitFor();
    await newCourt.waitFor({ state: 'detached' });
    const row = staff.getByRole('table', { name: 'Courts' }).getByRole('row').filter({ hasText: 'Court 9' });
    await row.getByText('Not open for hire').waitFor();

    // Its week, on a phone: Monday 18:00 to 22:00, then the next row (Tuesday, the same times).
    await staff.setViewportSize({ width: 390, height: 844 });
    await row.getByRole('button', { name: 'Hours of Court 9' }).click();
    const hours = staff.getByRole('dialog', { name: 'Hire hours of Court 9' });
    await hours.getByRole('button', { name: 'Add an opening' }).click();
    const monday = hours.getByRole('group', { name: 'Opening 1' });
    expect(await monday.getByLabel('Day').inputValue()).toBe('1');
    await monday.getByLabel('Opens').fill('18:00');
    await monday.getByLabel('Closes').fill('22:00');
    await hours.getByRole('button', { name: 'Add an opening' }).click();
    const tuesday = hours.getByRole('group', { name: 'Opening 2' });
    expect(await tuesday.getByLabel('Closes').inputValue()).toBe('22:00');
    await expectAccessible(staff, 'the Hire hours dialog on a phone');
    // The dialog fits the phone's width: nothing in it scrolls or reaches past the screen.
    expect(
      await hours.evaluate((dialog) =>
        [...dialog.querySelectorAll<HTMLElement>('*')]
          .filter(
            (el) =>
              el.getBoundingClientRect().right > window.innerWidth + 1 || el.scrollWidth > el.clientWidth + 1,
          )
          .map((el) => el.tagName),
      ),
    ).toEqual([]);
    // Behind it, only the page's tables scroll sideways, in their own boxes.
    expect((await sidewaysScrolls(staff)).filter((s) => !/"(Courts|Rate rules)"/.test(s))).toEqual([]);
    await hours.getByRole('button', { name: 'Save the hours' }).click();
    await staff.getByRole('status').getByText('The hire hours of Court 9 are saved.').waitFor();
    await hours.waitFor({ state: 'detached' });
    await row.getByText('Mon 18:00-22:00; Tue 18:00-22:00').waitFor();
    await staff.setViewportSize({ width: 1280, height: 800 });
    const page = (
      (await (await staff.request.get(`/api/admin/venues/${venue.id}`)).json()) as { data: TAdminVenuePage }
    ).data;
    expect(page.court_list.find((c) => c.name === 'Court 9')).toMatchObject({
      bookable: true,
      parent_court_id: null,
      hours: [
        { weekday: 1, open: '18:00', close: '22:00' },
        { weekday: 2, open: '18:00', close: '22:00' },
      ],
    });

    // A Saturday morning rate, then deleted once confirmed.
    await staff.getByRole('button', { name: 'Add a rate rule' }).click();
    const newRule = staff.getByRole('dialog', { name: 'New rate rule' });
    await newRule.getByLabel('Day', { exact: true }).selectOption('6');
    await newRule.getByLabel('From', { exact: true }).fill('07:15');
    await newRule.getByLabel('To', { exact: true }).fill('08:45');
    await newRule.getByLabel('Price per hour in dollars').fill('35');
    await expectAccessible(staff, 'the New rate rule dialog');
    await newRule.getByRole('button', { name: 'Add the rule' }).click();
    await staff.getByRole('status').getByText('The rate rule Saturday 07:15-08:45 is saved.').waitFor();
    await newRule.waitFor({ state: 'detached' });
    const rule = staff
      .getByRole('table', { name: 'Rate rules' })
      .getByRole('row')
      .filter({ hasText: '07:15-08:45' });
    await rule.getByText('$35.00').waitFor();

    await rule.getByRole('button', { name: 'Delete the rule Saturday 07:15-08:45' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Delete the rate rule?' });
    await expectAccessible(staff, 'the Delete the rate rule dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await staff.getByRole('status').getByText('The rate rule Saturday 07:15-08:45 is deleted.').waitFor();
    await rule.waitFor({ state: 'detached' });

    // A sport of the venue's own, added and deleted (no court, rate or hire uses it).
    await staff.getByRole('button', { name: 'Add a sport' }).click();
    const newSport = staff.getByRole('dialog', { name: 'New sport' });
    await newSport.getByLabel('Name', { exact: true }).fill('Pickleball');
    await expectAccessible(staff, 'the New sport dialog');
    await newSport.getByRole('button', { name: 'Add the sport' }).click();
    await staff.getByRole('status').getByText('The sport Pickleball is saved.').waitFor();
    const sports = staff.getByRole('list', { name: 'Sports' });
    await sports.getByRole('button', { name: 'Delete the sport Pickleball' }).click();
    await staff
      .getByRole('dialog', { name: 'Delete the sport Pickleball?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await staff.getByRole('status').getByText('The sport Pickleball is deleted.').waitFor();
    await sports.getByText('Pickleball').waitFor({ state: 'detached' });
  });
});

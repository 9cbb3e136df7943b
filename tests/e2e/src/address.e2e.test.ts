// Address autocomplete in a real browser. Google cannot be reached here, so the test serves a
// stand-in for the Maps script at its own address (the page asks https://maps.googleapis.com as
// it would in production; the browser gets this file instead). The stand-in answers the Places
// calls the app makes with Australian addresses and records what it was asked. With MAPS_KEY
// and MAPS_AUTOCOMPLETE on, the script loads only once an address field shows, asks for
// Australia only, and a choice fills address, suburb, postcode and state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, startPortal, typeDate, type Portal } from './harness.js';

const MAPS_KEY = 'test-maps-key';
let portal: Portal;
let page: Page;
const scriptRequests: string[] = [];

/** The stand-in: google.maps.importLibrary('places') with the two classes the app uses. */
const STAND_IN = `(() => {
  const component = (longText, shortText, ...types) => ({ longText, shortText, types });
  const places = [
    {
      formattedAddress: '200 Collins Street, Melbourne VIC 3000, Australia',
      addressComponents: [
        component('200', '200', 'street_number'),
        component('Collins Street', 'Collins St', 'route'),
        component('Melbourne', 'Melbourne', 'locality', 'political'),
        component('Victoria', 'VIC', 'administrative_area_level_1', 'political'),
        component('Australia', 'AU', 'country', 'political'),
        component('3000', '3000', 'postal_code'),
      ],
    },
    {
      formattedAddress: '200 Collins Road, Kalamunda WA 6076, Australia',
      addressComponents: [
        component('Kalamunda', 'Kalamunda', 'locality', 'political'),
        component('Western Australia', 'WA', 'administrative_area_level_1', 'political'),
        component('6076', '6076', 'postal_code'),
      ],
    },
  ];
  class AutocompleteSessionToken {}
  const asked = (window.__placesAsked = []);
  const library = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        asked.push({
          input: request.input,
          includedRegionCodes: request.includedRegionCodes,
          withSession: request.sessionToken instanceof AutocompleteSessionToken,
        });
        const typed = request.input.toLowerCase();
        return {
          suggestions: places
            .filter((p) => p.formattedAddress.toLowerCase().startsWith(typed))
            .map((p) => ({
              placePrediction: {
                text: { text: p.formattedAddress },
                toPlace: () => ({
                  async fetchFields() {
                    Object.assign(this, p);
                    return { place: this };
                  },
                }),
              },
            })),
        };
      },
    },
  };
  window.google = { maps: { importLibrary: async (name) => (name === 'places' ? library : undefined) } };
  window[new URL(document.currentScript.src).searchParams.get('callback')]();
})();`;

beforeAll(async () => {
  portal = await startPortal({ MAPS_KEY, MAPS_AUTOCOMPLETE: 'true' });
  page = await portal.newPage();
  await page.route('https://maps.googleapis.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
});
afterAll(() => portal?.close());

const field = (label: string) => page.getByLabel(label, { exact: true });

/** Opens the registration wizard and passes its first step (the account), up to the person's details. */
async function toDetails() {
  await page.goto('/register');
  await field('Username').fill('placesuser');
  await field('Password').fill('Hoops2026');
  await field('Confirm Password').fill('Hoops2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await field('Legal First Name').waitFor();
}

/** Fills the person's details and continues to the address step. */
async function toAddress() {
  await field('Legal First Name').fill('Avery');
  await field('Preferred First Name').fill('Avery');
  await field('Legal Last Name').fill('Collins');
  await typeDate(page, 'Date of Birth', '05061990');
  await field('Country of Birth').selectOption('AU');
  await field('State of Birth').selectOption('NSW');
  await field('Aboriginal or Torres Strait Islander origin?').selectOption('no');
  await field('Gender').selectOption('female');
  await field('Gender you identify with').selectOption('female');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Address' }).waitFor();
}

describe('address autocomplete', () => {
  it('loads no maps script on pages without an address field', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await toDetails();
    expect(scriptRequests).toEqual([]);
  });

  it('fills address, suburb, postcode and state from an Australian address chosen', async () => {
    // The first test leaves the page on the person's details; without it the test gets there.
    if (!(await field('Legal First Name').isVisible())) await toDetails();
    await toAddress();

    const address = page.getByRole('combobox', { name: 'Address' });
    await address.fill('200 Collins');
    const options = page.getByRole('listbox', { name: 'Address' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual([
      '200 Collins Street, Melbourne VIC 3000, Australia',
      '200 Collins Road, Kalamunda WA 6076, Australia',
    ]);
    await expectAccessible(page, 'address suggestions');
    await page.getByRole('option', { name: '200 Collins Street, Melbourne VIC 3000, Australia' }).click();

    await expect.poll(() => address.inputValue()).toBe('200 Collins Street');
    expect(await page.getByRole('combobox', { name: 'Suburb' }).inputValue()).toBe('MELBOURNE');
    expect(await field('Postcode').inputValue()).toBe('3000');
    expect(await field('State').inputValue()).toBe('VIC');

    // One script, with the key; every question asked for Australia only, in one session.
    expect(scriptRequests).toHaveLength(1);
    expect(new URL(scriptRequests[0]!).searchParams.get('key')).toBe(MAPS_KEY);
    const asked = await page.evaluate(
      () =>
        (window as unknown as { __placesAsked: { includedRegionCodes: string[]; withSession: boolean }[] })
          .__placesAsked,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked)
      expect(question).toMatchObject({ includedRegionCodes: ['au'], withSession: true });
  });

  it('works the same on a phone', async () => {
    const phone = await portal.newPage({ mobile: true });
    await phone.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
    );
    const on = (label: string) => phone.getByLabel(label, { exact: true });
    await phone.goto('/register');
    await on('Username').fill('placesphone');
    await on('Password').fill('Hoops2026');
    await on('Confirm Password').fill('Hoops2026');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await on('Legal First Name').fill('Rowan');
    await on('Preferred First Name').fill('Rowan');
    await on('Legal Last Name').fill('Perth');
    await typeDate(phone, 'Date of Birth', '07081992');
    await on('Country of Birth').selectOption('AU');
    await on('State of Birth').selectOption('WA');
    await on('Aboriginal or Torres Strait Islander origin?').selectOption('no');
    await on('Gender').selectOption('male');
    await on('Gender you identify with').selectOption('male');
    await phone.getByRole('button', { name: 'Continue' }).click();
    const address = phone.getByRole('combobox', { name: 'Address' });
    await address.fill('200 Collins R');
    await phone.getByRole('option', { name: '200 Collins Road, Kalamunda WA 6076, Australia' }).click();
    await expect.poll(() => address.inputValue()).toBe('200 Collins Road');
    expect(await phone.getByRole('combobox', { name: 'Suburb' }).inputValue()).toBe('KALAMUNDA');
    expect(await on('Postcode').inputValue()).toBe('6076');
    expect(await on('State').inputValue()).toBe('WA');
    await expectAccessible(phone, 'address step on a phone');
    await phone.context().close();
  });

  it('keeps free text when no suggestion is chosen', async () => {
    const address = page.getByRole('combobox', { name: 'Address' });
    // The address chosen before: the test before this one chooses it; without it the test does.
    if (!(await address.isVisible()) || (await field('Postcode').inputValue()) !== '3000') {
      await toDetails();
      await toAddress();
      await address.fill('200 Collins');
      await page.getByRole('option', { name: '200 Collins Street, Melbourne VIC 3000, Australia' }).click();
      await expect.poll(() => field('Postcode').inputValue()).toBe('3000');
    }
    await address.fill('Lot 7 Back Paddock Lane');
    await field('Postcode').click();
    expect(await address.inputValue()).toBe('Lot 7 Back Paddock Lane');
    expect(await field('Postcode').inputValue()).toBe('3000');
  });
});

// The association's own look in a real browser: an association with its
// own name and colours sees them in the public header, the member bar and the tab title;
// its logo, icon and the demo products' images load; every screen passes axe's colour
// contrast with those colours, and that check fails on a page made to fail it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { expectAccessible, startPortal, type Portal } from './harness.js';

const look = {
  CLIENT_NAME: 'Riverside Netball Club',
  BRAND_PRIMARY_COLOR: '#5b2a86',
  BRAND_SECONDARY_COLOR: '#1b5e20',
};
const PRIMARY_RGB = 'rgb(91, 42, 134)';
let portal: Portal;
let page: Page;

beforeAll(async () => {
  portal = await startPortal(look, { demo: true });
  page = await portal.newPage();
});
afterAll(() => portal?.close());

/** Whether an image element has loaded a real picture. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe("the association's look", () => {
  it('puts the logo, the name and the colours on the public pages, and the name in the tab title', async () => {
    await page.goto('/login');
    const header = page.locator('header').first();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    expect(await header.getByText('Riverside Netball Club').isVisible()).toBe(true);
    expect(await header.locator('img').getAttribute('src')).toBe('/brand/logo.svg');
    await expect.poll(() => loaded(page, 'header img')).toBe(true);
    expect(await page.title()).toMatch(/ \| Riverside Netball Club$/);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/brand/favicon.svg');
    expect((await page.request.get('/brand/favicon.svg')).headers()['content-type']).toContain(
      'image/svg+xml',
    );
    await expectAccessible(page, 'login in the association colours');
  });

  it('shows the demo products with their images', async () => {
    await page.goto('/storeview');
    const images = page.locator('main img');
    await images.first().waitFor();
    expect(await images.count()).toBeGreaterThan(3);
    await expect.poll(() => loaded(page, 'main img')).toBe(true);
    const covers = await portal.db.product.findMany({
      where: { cover: { not: null } },
      select: { cover: true },
    });
    const plans = await portal.db.plan.findMany({ where: { cover: { not: null } }, select: { cover: true } });
    expect(covers.length).toBeGreaterThan(5);
    expect(plans.length).toBe(3);
    for (const { cover } of [...covers, ...plans]) {
      const res = await page.request.get(cover!);
      expect(res.status(), cover!).toBe(200);
      expect(res.headers()['content-type'], cover!).toContain('image/svg+xml');
    }
    await expectAccessible(page, 'store with images');
  });

  it('puts the logo and the name in the member bar', async () => {
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/member/account');
    const bar = page.locator('header').first();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    expect(await bar.getByText('Riverside Netball Club').isVisible()).toBe(true);
    await expect.poll(() => loaded(page, 'header img')).toBe(true);
    expect(await page.title()).toMatch(/ \| Riverside Netball Club$/);
    await expectAccessible(page, 'dashboard in the association colours');

    // On a long page the menu's column reaches the foot of the page in the panel's colour.
    await page.goto('/member/store');
    await page.locator('main img').first().waitFor();
    const column = page.locator('.MuiDrawer-docked').first();
    const [columnHeight, pageHeight, colour] = await column.evaluate((el) => [
      el.getBoundingClientRect().height,
      document.documentElement.scrollHeight,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(pageHeight).toBeGreaterThan(900);
    expect(columnHeight).toBeGreaterThanOrEqual(Number(pageHeight) - 1);
    expect(colour).toBe('rgb(255, 255, 255)');
  });

  it('is checked by an accessibility check that finds poor contrast and a nameless button', async () => {
    // A page of the check's own (no portal policy to break): the two serious faults must fail it.
    const bare = await portal.browser.newPage();
    try {
      await bare.setContent(
        '<html lang="en"><head><title>Faults</title></head><body><main>' +
          '<p style="color:#c8c8c8;background:#ffffff">Pale text</p><button></button></main></body></html>',
      );
      const failure = await expectAccessible(bare, 'faults on purpose').then(
        () => null,
        (err: Error) => err.message,
      );
      expect(failure).toContain('color-contrast (serious)');
      expect(failure).toContain('button-name (critical)');
    } finally {
      await bare.close();
    }
  });
});

// Pages rendered on the server (for a fast first paint) in a real browser: the sign-in form, the
// draw and the dashboard are there with scripts turned off; with scripts, the app takes the
// HTML over without a mismatch; and what a visitor types and clicks before the scripts have
// arrived (a slow phone) is neither lost nor sent as a plain form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import type { Page } from 'playwright-core';
import { expectAccessible, startPortal, type Portal } from './harness.js';

let portal: Portal;
let drawPath: string;
let drawTeam: string;

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const game = await portal.db.game.findFirstOrThrow({
    where: { teamAId: { not: null }, division: { season: { status: 'active', archived: false } } },
    select: { teamA: { select: { name: true } }, division: { select: { id: true, seasonId: true } } },
    orderBy: { startsAt: 'asc' },
  });
  drawPath = `/draw/${game.division.seasonId}/${game.division.id}`;
  drawTeam = game.teamA?.name ?? '';
});
afterAll(() => portal?.close());

async function signInCookie(): Promise<{ name: string; value: string; url: string }> {
  const res = await fetch(`${portal.baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demomember', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string };
  return { name: 'cs_token', value: body.access_token, url: portal.baseUrl };
}

/** The app's entry script waits, as on a slow phone, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('pages rendered on the server', () => {
  it('shows the sign-in form, the draw and the dashboard with scripts turned off', async () => {
    const context = await portal.browser.newContext({ baseURL: portal.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(await page.getByLabel('Username').isVisible()).toBe(true);
    expect(await page.title()).toBe('Sign In | Harbourside Basketball Association');

    await page.goto(drawPath);
    await page.getByRole('heading', { name: 'Draw', level: 1 }).waitFor();
    expect(await page.getByTestId('game-card').filter({ hasText: drawTeam }).count()).toBeGreaterThan(0);

    await context.addCookies([await signInCookie()]);
    await page.goto('/member/account');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByText('Pay your game fees or any other invoices').isVisible()).toBe(true);
    // A guard answers with an HTTP redirect: a signed-in member asking for the sign-in page.
    await page.goto('/login');
    expect(new URL(page.url()).pathname).toBe('/member/account');
    await context.close();
  });

  it('hands the page to the app without a mismatch, and the app works from there', async () => {
    const page = await portal.newPage({ mobile: true });
    await page.goto(drawPath);
    await page.getByTestId('game-card').first().waitFor();
    await expectAccessible(page, 'draw rendered on the server');
    // Signing in on a hydrated page: the app's own form handling, then its navigation.
    await page.goto('/login');
    await page.getByLabel('Username').fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/member/account');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expectAccessible(page, 'dashboard after sign-in');
    await page.context().close();
    // portal.close() fails the file if any page logged a hydration mismatch (harness.ts).
  });

  it('keeps what a visitor typed and clicked before the scripts arrived, and never sends the form as a plain form', async () => {
    const page = await portal.newPage({ mobile: true });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Nothing left the page: no plain form submission carrying the password.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(
      requested.some((url) => url.includes(encodeURIComponent(DEMO_PASSWORD)) || url.includes('password=')),
    ).toBe(false);

    releaseScripts();
    await page.waitForURL('**/member/account');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.context().close();
  });

  it('holds a click made as the app takes over until what was typed before is handed over', async () => {
    const page = await portal.newPage({ mobile: true });
    // The click lands at the moment the app starts handing over (its first read of the held
    // input, Login already hydrated), before the typed fields reach its state.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      let value: unknown;
      let clicked = false;
      Object.defineProperty(window, '__csHeld', {
        configurable: true,
        set: (v: unknown) => (value = v),
        get: () => {
          const login = [...document.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === 'Login',
          );
          if (value && !clicked && login && Object.keys(login).some((k) => k.startsWith('__reactFiber'))) {
            clicked = true;
            queueMicrotask(() => {
              login.click();
              w.__csClickedEarly = true;
            });
          }
          return value;
        },
      });
    });
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    releaseScripts();
    await page.waitForURL('**/member/account');
    // The click was made in that moment, and signed in with what had been typed.
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__csClickedEarly)).toBe(
      true,
    );
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.context().close();
  });

  it('keeps a season chosen on the standings before the scripts arrived', async () => {
    const season = await portal.db.season.findFirstOrThrow({
      where: { status: 'active', archived: false },
      select: { id: true },
    });
    const page = await portal.newPage({ mobile: true });
    const releaseScripts = await holdScripts(page);
    await page.goto('/result', { waitUntil: 'commit' });
    await page.getByLabel('Seasons').selectOption(String(season.id));
    releaseScripts();
    // The app took the choice over: the divisions of that season can be picked.
    const divisions = page.getByRole('combobox', { name: 'Divisions' });
    await expect.poll(() => divisions.isEnabled()).toBe(true);
    expect(await page.getByLabel('Seasons').inputValue()).toBe(String(season.id));
    await page.context().close();
  });

  it('keeps a season picked in the moment between the app taking over and its effects running', async () => {
    const season = await portal.db.season.findFirstOrThrow({
      where: { status: 'active', archived: false },
      select: { id: true },
    });
    // Hydration has reached the select (React's fiber is on it) but the app's effects, which
    // hand over what was done before, have not run: a person's pick in that moment was lost
    // (a CI failure in draw.e2e). The page picks at the first task it sees in that state;
    // a slowed CPU keeps the state open for longer than one task, and a load that never
    // saw it is tried again.
    for (let attempt = 1; ; attempt += 1) {
      const page = await portal.newPage({ mobile: true });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript((value) => {
        const state = window as unknown as { __csPicked?: boolean; __csHeld?: unknown };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const select = document.getElementById('result-season') as HTMLSelectElement | null;
          const hydrated = select && Object.keys(select).some((key) => key.startsWith('__reactFiber'));
          if (select && hydrated && state.__csHeld) {
            select.value = value;
            select.dispatchEvent(new Event('input', { bubbles: true }));
            select.dispatchEvent(new Event('change', { bubbles: true }));
            state.__csPicked = true;
          } else if (!hydrated) channel.port2.postMessage(null);
        };
        // Start looking once React listens on the page (hydrateRoot's first step).
        // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called with apply
        const listen = EventTarget.prototype.addEventListener;
        EventTarget.prototype.addEventListener = function (
          this: EventTarget,
          ...args: Parameters<typeof listen>
        ) {
          if (args[0] === 'change' && this instanceof Element && this.id === 'root') {
            EventTarget.prototype.addEventListener = listen;
            channel.port2.postMessage(null);
          }
          listen.apply(this, args);
        };
      }, String(season.id));
      await page.goto('/result');
      // The app has handed over what was done before it (lib/held-input.ts).
      await page.waitForFunction(() => !(window as unknown as { __csHeld?: unknown }).__csHeld);
      const picked = await page.evaluate(() => (window as unknown as { __csPicked?: boolean }).__csPicked);
      if (!picked && attempt < 5) {
        await page.context().close();
        continue;
      }
      expect(picked).toBe(true);
      const divisions = page.getByRole('combobox', { name: 'Divisions' });
      await expect.poll(() => divisions.isEnabled()).toBe(true);
      expect(await page.getByLabel('Seasons').inputValue()).toBe(String(season.id));
      await page.context().close();
      break;
    }
  });

  it('runs under a Content-Security-Policy that blocks an injected inline script, and the run notices', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    // The page's own scripts (the hashed held-click script among them) ran without a violation;
    // a script added by an attacker does not run.
    expect(portal.takeCspViolations()).toEqual([]);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.append(s);
    });
    await expect.poll(() => portal.takeCspViolations().length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.context().close();
  });

  it('replays a click that landed on an icon before the scripts arrived', async () => {
    const page = await portal.newPage({ mobile: true });
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(DEMO_PASSWORD);
    // The show/hide button's svg path is what a finger hits.
    await page
      .getByRole('button', { name: /show password/i })
      .locator('svg path')
      .click();
    expect(await password.getAttribute('type')).toBe('password');
    releaseScripts();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(DEMO_PASSWORD);
    await page.context().close();
  });

  it("still answers clicks when the page's screen cannot load: Reload on the error screen works", async () => {
    const page = await portal.newPage({ mobile: true });
    // The sign-in screen's chunk fails (a stale build after a deploy, a dropped connection).
    await page.route('**/assets/login-*.js', (route) => route.abort());
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
    await page.unroute('**/assets/login-*.js');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByLabel('Username').fill('demomember');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/member/account');
    await page.context().close();
  });
});

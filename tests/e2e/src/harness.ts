// End-to-end harness: the real server (API + built web app) on a fresh database
// from a real PostgreSQL, mail over SMTP to a test listener, and headless Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';
import { loadEnv } from '../../../apps/api/src/config/env.js';
import { buildApp } from '../../../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/demo.js';
import { ensureDatabase, withDatabase } from '../../../apps/api/src/db/postgres.js';
import { createPrisma, type Db } from '../../../apps/api/src/plugins/prisma.js';
import { dropDatabases } from '../../../apps/api/test/postgres.js';
import { startMailCatcher, type MailCatcher } from '../../../apps/api/test/mail-catcher.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The built web app the portals serve; E2E_WEB_DIST points at another build (one made with a change undone). */
export const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

export interface Portal {
  baseUrl: string;
  db: Db;
  mail: MailCatcher;
  browser: Browser;
  newPage(options?: { mobile?: boolean }): Promise<Page>;
  takeCspViolations(): string[];
  /** The console errors seen so far on every page, taken (a test that checks the watch itself). */
  takeConsoleErrors(): string[];
  close(): Promise<void>;
}

/**
 * The console errors a test file provokes on purpose, each saying why: only there, and only
 * those (by the message's text and the path of the request it names) are not a failure.
 */
const PROVOKED_CONSOLE_ERRORS: { file: string; text?: RegExp; resource?: RegExp; why: string }[] = [
  {
    file: 'account.e2e.test.ts',
    text: /status of 404/,
    resource: /^\/no\/such\/page$/,
    why: 'the 404 page is opened on purpose',
  },
  {
    file: 'console-court-hire.e2e.test.ts',
    text: /status of 409/,
    resource: /^\/api\/admin\/hire-bookings\/block$/,
    why: 'a weekly block with a date that clashes is refused whole',
  },
  {
    file: 'console-draw.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/admin\/draw-drafts\/\d+\/publish$/,
    why: 'a draft that cannot be published is refused',
  },
  {
    file: 'console-draw.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/admin\/seasons\/\d+\/draw\/import$/,
    why: 'a draw file with faults is refused',
  },
  {
    file: 'console-draw.e2e.test.ts',
    text: /status of 409/,
    resource: /^\/api\/admin\/divisions\/\d+\/finals$/,
    why: 'finals asked for again are refused',
  },
  {
    file: 'console-members.e2e.test.ts',
    text: /status of 404/,
    resource: /^\/api\/admin\/members\/\d+\/merge$/,
    why: 'a merge with an unknown member id is refused',
  },
  {
    file: 'console-nominations.e2e.test.ts',
    text: /status of 409/,
    resource: /^\/api\/admin\/nominations\/\d+\/accept$/,
    why: 'accepting a team into a full division is refused',
  },
  {
    file: 'console-season-flow.e2e.test.ts',
    text: /status of 403/,
    resource: /^\/api\/admin\/me$/,
    why: 'demoadmin is kept out of the console until two-factor sign-in is set up',
  },
  {
    file: 'console-staff.e2e.test.ts',
    text: /status of 403/,
    resource: /^\/api\/admin\/me$/,
    why: 'a member who is not staff opens the console',
  },
  {
    file: 'console-staff.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/admin\/staff\/\d+$/,
    why: 'a member without a sign-in is refused a staff role',
  },
  {
    file: 'console-store.e2e.test.ts',
    text: /status of 409/,
    resource: /^\/api\/admin\/store\/categories\/\d+$/,
    why: 'a category still holding products is not deleted',
  },
  {
    file: 'console-teams.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/admin\/teams\/\d+\/positions$/,
    why: 'a position the team cannot take is refused',
  },
  {
    file: 'money.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/membership\/voucher\/validate$/,
    why: 'a voucher that does not apply is refused',
  },
  {
    file: 'money.e2e.test.ts',
    text: /status of 402/,
    resource: /^\/api\/ecommerce\/invoice\/\d+\/payment$/,
    why: 'a declined card',
  },
  {
    file: 'results.e2e.test.ts',
    text: /status of 403/,
    resource: /^\/api\/scorer\/games\/\d+$/,
    why: "a member who is not the game's scorer opens its scoresheet",
  },
  {
    file: 'store.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/store\/checkattendee$/,
    why: 'an attendee the store cannot take is refused',
  },
  {
    file: 'store.e2e.test.ts',
    text: /status of 404/,
    resource: /^\/api\/ecommerce\/store\/productDonation$/,
    why: "donations are on while the file's store has no donation product",
  },
  {
    file: 'teams.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/teamnomination\/\d+$/,
    why: 'a sold-out division is refused by the capacity check',
  },
  {
    file: 'teams.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/teamnomination\/checkplayer$/,
    why: 'a player the association does not know is looked up',
  },
  {
    file: 'server-render.e2e.test.ts',
    text: /net::ERR_FAILED/,
    resource: /^\/assets\/login-[\w-]+\.js$/,
    why: "the sign-in screen's module is made to fail: Reload on the error screen works",
  },
  {
    file: 'account.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/member\/password\/reset$/,
    why: 'a used reset link is tried again: the link works once',
  },
  {
    file: 'account.e2e.test.ts',
    text: /status of 401/,
    resource: /^\/api\/member\/login$/,
    why: 'the old password is refused after the reset',
  },
  {
    file: 'sessions.e2e.test.ts',
    text: /net::ERR_FAILED/,
    resource: /^\/api\/member\/logout$/,
    why: 'the logout call is cut off: the browser still signs out',
  },
  {
    file: 'nomination-wizard.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/teamnomination\/payteamnom$/,
    why: 'another entry takes the division’s last place while the manager pays',
  },
  {
    file: 'nomination-wizard.e2e.test.ts',
    text: /status of 422/,
    resource: /^\/api\/ecommerce\/teamnomination\/\d+$/,
    why: 'the capacity check answers that a full division is full, before its waitlist is offered',
  },
];

/** Playwright's limit for each action and wait on a page (see newPage). */
export const WAIT_MS = 30_000;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The portal on a database of its own, cloned from the run's migrated template (src/global-setup.ts):
 * empty, or with the demo data (`demo: true`, as `seedDemo` makes it with the default settings).
 * Its job queue runs only when asked (`jobs: true`, for a screen that waits on a job's work).
 */
export async function startPortal(
  envOverrides: Record<string, string> = {},
  options: { demo?: boolean; jobs?: boolean } = {},
): Promise<Portal> {
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `pnpm build` first');
  const adminUrl = inject('pgAdminUrl');
  const dbName = `cs_e2e_${randomBytes(5).toString('hex')}`;
  await ensureDatabase(adminUrl, dbName, options.demo ? inject('pgDemoTemplate') : inject('pgTemplate'));
  const databaseUrl = withDatabase(adminUrl, dbName);
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-e2e-'));
  // Serve a snapshot of the built web app, so a rebuild during the run cannot swap assets under the browser.
  const servedWeb = path.join(dataDir, 'web');
  fs.cpSync(webDist, servedWeb, { recursive: true });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: servedWeb,
    logger: false,
    jobs: options.jobs ?? false,
    // A server render may take as long as a wait here: on a busy machine the 3 s a visitor is
    // given would turn a page plain, which a page read with scripts off cannot show.
    pageRenderTimeoutMs: WAIT_MS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Emailed links must point at the address the browser uses.
  app.deps.publicUrl = baseUrl;
  const db = createPrisma(databaseUrl, 2);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every error a page logs (a refused request, a script error, a hydration mismatch, logged by
  // apps/web/src/main.tsx, or anything the server's Content-Security-Policy blocks, lib/csp.ts),
  // on any page of any test, fails the run at close, unless the test provoked it on purpose
  // (PROVOKED_CONSOLE_ERRORS).
  const consoleErrors: string[] = [];
  const testFile = path.basename(expect.getState().testPath ?? '');
  const provoked = (text: string, resource: string) =>
    PROVOKED_CONSOLE_ERRORS.some(
      (p) =>
        p.file === testFile &&
        (!p.text || p.text.test(text)) &&
        (!p.resource || p.resource.test(new URL(resource || 'about:blank').pathname)),
    );
  return {
    baseUrl,
    db,
    mail,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        ...(options.mobile
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 900 } }),
      });
      // How long an action or a wait may take: long enough for a busy 2-core machine running two
      // browser files at once (a wait ends as soon as its condition holds, so a quiet one is no
      // slower). Set once here, not per file.
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() !== 'error' || provoked(message.text(), message.location().url)) return;
        consoleErrors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
      return page;
    },
    /** The policy violations seen so far, taken (a test that provokes one on purpose). */
    takeCspViolations() {
      const taken = consoleErrors.filter((e) => /Content Security Policy/i.test(e));
      for (const e of taken) consoleErrors.splice(consoleErrors.indexOf(e), 1);
      return taken;
    },
    takeConsoleErrors() {
      return consoleErrors.splice(0);
    },
    async close() {
      await browser.close();
      await app.close();
      await db.$disconnect();
      await mail.close();
      await dropDatabases(adminUrl, [dbName]);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (consoleErrors.length)
        throw new Error(`Errors in the browser's console:\n${consoleErrors.join('\n')}`);
    },
  };
}

/**
 * Types a date into a date picker (MUI X) found by its label, as a person does: the day,
 * month and year parts take the digits in turn. What was there is cleared first.
 */
export async function typeDate(scope: Page | Locator, label: string, ddmmyyyy: string) {
  const page = 'keyboard' in scope ? scope : scope.page();
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
}

/** What a date picker shows, e.g. '14/02/2014' (or 'DD/MM/YYYY' when empty). */
export async function dateShown(scope: Page | Locator, label: string): Promise<string> {
  const parts = await scope
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton')
    .allTextContents();
  return parts.join('/');
}

/** What scrolls sideways on the page: the page itself, or any box in it (empty when nothing does). */
export function sidewaysScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}`,
        );
    }
    return found;
  });
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // Let MUI's fades and slides finish: a half-faded element fails the contrast rule on a slow machine.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // axe.run in the page itself, answering violations only. The default (runPartial, then finishRun
  // in a new blank page, with every passing node serialised) took 2 to 6 times as long for the same
  // verdict: most of the browser run's time on pages with a Data Grid. The pages have no frames to
  // reach across origins, which is what the default mode is for.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  if (summary.length) throw new Error(`accessibility violations on ${label}:\n${summary.join('\n')}`);
}

/**
 * Pays with the card form's button and waits for the receipt page, answering the order's id.
 * 'Payment was successful.' shows for a moment before the receipt opens, and a busy machine can
 * miss it between two looks: the page counts its appearances as they happen (the receipt opens
 * in the same document), and the count is checked once the receipt is there.
 */
export async function payAndOpenReceipt(page: Page, pay: Locator): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { paidShown: number; paidWatch?: MutationObserver };
    w.paidShown = 0;
    let showing = false;
    w.paidWatch?.disconnect();
    w.paidWatch = new MutationObserver(() => {
      const now = document.body?.textContent?.includes('Payment was successful.') ?? false;
      if (now && !showing) w.paidShown += 1;
      showing = now;
    });
    w.paidWatch.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await pay.click();
  await page.waitForURL(/\/member\/orders\/order\/\d+$/);
  const shown = await page.evaluate(() => (window as unknown as { paidShown: number }).paidShown);
  expect(shown, "'Payment was successful.' was shown before the receipt").toBeGreaterThan(0);
  return Number(/order\/(\d+)$/.exec(page.url())![1]);
}

/** Signs in on `on` (a demo account unless a password is given) and waits for the dashboard. */
export async function signIn(on: Page, username: string, password = DEMO_PASSWORD): Promise<Page> {
  await on.goto('/login');
  await on.getByLabel('Username', { exact: true }).fill(username);
  await on.getByLabel('Password', { exact: true }).fill(password);
  await on.getByRole('button', { name: 'Login', exact: true }).click();
  await on.waitForURL('**/member/account');
  return on;
}

/** Waits for a dialog's fade-in to end (axe measures contrast through the opacity). */
export const dialogOpened = async (dialog: Locator) =>
  expect
    .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
    .toBe('1');

/** A 1×1 PNG: the smallest image the API takes as a PNG and a browser draws (cover uploads). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether an image has been drawn from its file (a broken one has no width). */
export const drawn = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

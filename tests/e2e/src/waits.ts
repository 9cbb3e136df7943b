// Waits a browser test needs besides Playwright's own.
import type { Page } from 'playwright-core';

/**
 * Waits for the page's transitions to end (a wizard's panel folding away moves the buttons
 * below it): a click aimed at a moving button can land beside it. A spinner turns forever:
 * only animations that end are waited for.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Waits for the app to take over a page rendered on the server (apps/web/src/lib/held-input.ts
 * hands over what was held, then clears `__csHeld`): a click held before then is replayed only
 * if hydration kept its element.
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => (window as { __csHeld?: unknown }).__csHeld === undefined);
}

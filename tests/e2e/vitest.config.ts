import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at once: a browser flow mostly waits (for the server, for the page), and one at a
    // time kept a 2-core machine two-thirds idle. Timeouts below are for a busy machine.
    maxWorkers: 2,
    // expect.poll waits for what the page does next (a chunk loading, a hydration, a replayed
    // click). Its default ceiling is one second, which a busy machine passes: the same clicks
    // then fail on a slow CPU. Wait as long as Playwright's own actions may (10 s) and more.
    expect: { poll: { timeout: 15_000 } },
  },
});

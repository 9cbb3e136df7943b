import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two browser files at once (each with its own portal and Chromium): about 10 minutes instead
    // of 13 on 2 cores. The load average then nears 8, so every wait allows 30 s (harness.ts
    // WAIT_MS; expect.poll below): at 10 s a payment or a wizard step sometimes came too late.
    maxWorkers: 2,
    // A worker imports the server once for all its files (a few seconds a file): files share
    // modules, each still starts its own portal on its own database.
    isolate: false,
    // expect.poll waits for what the page does next (a chunk loading, a hydration, a replayed
    // click). Its default ceiling is one second, which a busy machine passes: the same clicks
    // then fail on a slow CPU. Wait as long as Playwright's own actions may (harness.ts WAIT_MS).
    expect: { poll: { timeout: 30_000 } },
  },
});

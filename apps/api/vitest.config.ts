import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own database, so files can run side by side.
    pool: 'forks',
    // A worker imports the app once for all its files instead of once a file (about 190 s less
    // on a 2-core machine). Files share modules, not data: state kept by a module must be keyed
    // by its database or app (see test/hpc-factories.ts).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core CI
    // machine, where a file mostly waits on PostgreSQL and its servers. One a core, two at least.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

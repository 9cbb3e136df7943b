import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One browser flow at a time: they are heavy and CI has two cores.
    fileParallelism: false,
  },
});

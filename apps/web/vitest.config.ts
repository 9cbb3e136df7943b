import { defineConfig } from 'vitest/config';

// Unit tests cover pure rules only (money, dates, menu conditions): node environment, no DOM.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // A beforeAll that builds a tournament takes seconds, more on a loaded CI machine.
    hookTimeout: 60_000,
  },
});

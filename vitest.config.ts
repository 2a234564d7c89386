import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A hang's safety net, not a measure (timings live in `npm run bench`): the heaviest files take
    // 40-60 s alone, and two workers on two cores may stretch one past a minute.
    testTimeout: 180_000,
    // A beforeAll that builds a tournament takes seconds, more on a loaded CI machine.
    hookTimeout: 180_000,
    // Vitest's default leaves a core free: one worker on CI's two cores, the whole suite in a row
    // (about 17 minutes). Two workers share the two cores: 882 s against the 20-minute CI limit
    // (docs/performance.md, "Workbench, rehearsal, browser tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

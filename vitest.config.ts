import os from 'node:os';
import { defineConfig } from 'vitest/config';

const testFiles = ['tests/unit/**/*.test.ts', 'theme/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Test files that mock modules, globals or timers: each runs in a fresh module environment of its own. */
const isolated = ['tests/unit/lazy-loading.test.ts', 'tests/unit/theme-hydration-writes.test.ts', 'tests/unit/theme-navbar.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // One worker per core. Vitest's default leaves one core free: on the 2-core CI machine the files ran one at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      // The other files leave no mock or global behind, so they share their workers' module cache:
      // each worker imports Rspress, TypeScript and the remark stack once, not once per file.
      { extends: true, test: { name: 'shared', include: testFiles, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Tests that run real Docusaurus builds (seconds each, CPU-bound): kept out of
 * the unit run and started by scripts/test-all.ts after the site builds, under
 * the same conditions as the browser tests.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // One build at a time: the machine has 2 cores and each build uses both.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});

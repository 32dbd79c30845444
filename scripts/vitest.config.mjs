import { defineConfig } from 'vitest/config';

// The scripts' own unit tests (`npm test` runs them as "unit: scripts"): plain Node, no browser, no emulators.
export default defineConfig({
  test: {
    include: ['lib/**/*.test.mjs'],
    environment: 'node',
    // Each lookup test starts a Node stand-in for the firebase CLI; on a busy 2-core CI machine that is seconds.
    testTimeout: 15_000,
  },
});

import { defineConfig } from 'vitest/config';

// The scripts' own unit tests (`npm test` runs them as "unit: scripts"): plain Node, no browser, no emulators.
export default defineConfig({
  test: {
    include: ['lib/**/*.test.mjs'],
    environment: 'node',
  },
});

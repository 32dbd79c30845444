import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('../functions/src/shared', import.meta.url));

// Suites share one emulator state, so files run one at a time.
export default defineConfig({
  resolve: { alias: { '@shared': sharedDir } },
  test: {
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'rules', include: ['rules/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['e2e/**/*.test.ts'] } },
    ],
  },
});

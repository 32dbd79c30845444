import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('../functions/src/shared', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@shared': sharedDir } },
  // The manifest feeds the first-load size budget (scripts/size-budget.mjs).
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: true, manifest: true },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    environment: 'jsdom',
    // scripts/: the pure core of the first-load size budget (scripts/size-budget.mjs at the root).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
  },
});

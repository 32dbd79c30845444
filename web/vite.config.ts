import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('../functions/src/shared', import.meta.url));
const repoFile = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

// Emulator ports from firebase.json and the demo media source from the emulated function's env,
// so the web build never restates them (src/config/emulators.ts).
function emulatorConfig(): { auth: number; firestore: number; demoSourceHost: string } {
  const { emulators } = JSON.parse(repoFile('firebase.json')) as { emulators: Record<string, { port: number }> };
  const demoLine = repoFile('functions/.env.demo-starsession')
    .split('\n')
    .find((line) => line.startsWith('DEMO_UPSTREAM_URL='));
  if (!demoLine || !emulators.auth || !emulators.firestore)
    throw new Error('emulator ports or DEMO_UPSTREAM_URL missing');
  const demoSourceHost = new URL(demoLine.slice('DEMO_UPSTREAM_URL='.length).trim()).host;
  return { auth: emulators.auth.port, firestore: emulators.firestore.port, demoSourceHost };
}

export default defineConfig({
  plugins: [react()],
  define: { __STARSESSION_EMULATORS__: JSON.stringify(emulatorConfig()) },
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

// `npm run size` (and a step of `npm test`): the gzipped JS a signed-out visitor's dashboard loads,
// from the built files and Vite's manifest; fails over the budget. Run after `npm run build`.
// It counts the static path (entry, storeLibraries, startStore, bootstrap, their imports), which today is the
// whole first view; the dashboard journey (e2e/dashboard.test.ts) holds the real downloads, lazy ones included, to the
// same budget, so a first-view `import()` cannot slip past this check unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/config.mjs';
import {
  FIRST_LOAD_BUDGET_BYTES,
  budgetReport,
  criticalPathChunks,
  formatBudgetReport,
} from '../web/scripts/firstLoadBudget.mjs';

// main.ts (the age gate) → storeLibraries (Redux Toolkit, React-Redux, React), startStore (the store's listeners
// and auth sync) and bootstrap (React, router, store, the dashboard) once the gate is confirmed. The dashboard is
// part of bootstrap today; if it ever becomes a lazy route, it is counted too.
const FIRST_LOAD_PATH = [
  { key: 'index.html' },
  { key: 'src/app/storeLibraries.ts' },
  { key: 'src/app/startStore.ts' },
  { key: 'src/app/bootstrap.tsx' },
  { key: 'src/features/dashboard/DashboardPage.tsx', optional: true },
];

const dist = join(ROOT, 'web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('✖ web/dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}
// main.ts loads the visitor's language catalog (lib/i18n/i18n.ts), one per visitor: the largest shipped one is
// counted (the pseudo-locale is for development only).
const CATALOG_KEY = /^src\/locales\/compiled\/(?!pseudo\.)[\w-]+\.ts$/;

try {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const [largestCatalog] = Object.keys(manifest)
    .filter((key) => CATALOG_KEY.test(key))
    .map((key) => ({ key, bytes: gzipBytes(manifest[key].file) }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largestCatalog) throw new Error('the build has no compiled language catalog (src/locales/compiled)');
  const chunks = criticalPathChunks(manifest, [
    FIRST_LOAD_PATH[0],
    { key: largestCatalog.key },
    ...FIRST_LOAD_PATH.slice(1),
  ]);
  const report = budgetReport(chunks, gzipBytes, FIRST_LOAD_BUDGET_BYTES);
  console.log(
    `Dashboard first load, signed out (the entry, the largest language catalog, ${largestCatalog.key}, storeLibraries, startStore, bootstrap and their static imports):\n${formatBudgetReport(report)}`,
  );
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`✖ size budget: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

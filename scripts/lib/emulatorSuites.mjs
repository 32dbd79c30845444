// Runs inside `firebase emulators:exec`: the rules, API and browser suites one after another
// (they share one emulator state), each writing its own JSON report.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, emulatorEnv } from './config.mjs';
import { REPORT_DIR } from './reports.mjs';

// Optional arguments narrow the run: a suite name, then vitest file filters.
const [onlySuite, ...filters] = process.argv.slice(2).filter(Boolean);
const suites = onlySuite ? [onlySuite] : ['rules', 'api', 'e2e'];

let failed = false;
for (const suite of suites) {
  console.log(`\n── emulator suite: ${suite} ──`);
  // Every suite starts from the same fresh demo state that `npm start` shows.
  const seeded = spawnSync('node', ['functions/lib/tools/seed.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...emulatorEnv() },
  });
  if (seeded.status !== 0) {
    failed = true;
    continue;
  }
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...filters,
      '--root',
      'emulator-tests',
      '--project',
      suite,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(REPORT_DIR, `${suite}.json`)}`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

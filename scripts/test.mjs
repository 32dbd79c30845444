// `npm test`: translations (extract + strict compile), lint, format check, typecheck, unused-code check, unit tests (functions, web, demo media source, scripts), then the emulator suites (rules, API,
// browser) under one `firebase emulators:exec`. Runs every step, prints per-suite counts, and
// exits non-zero if anything failed.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runUnderEmulators } from './lib/emulatorRun.mjs';
import { ensureInstalled, run, stopAll, watchParent } from './lib/processes.mjs';
import { REPORT_DIR, SUITES, readReport } from './lib/reports.mjs';

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));
watchParent(() => void stopAll().then(() => process.exit(143)));

await ensureInstalled();
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const steps = [];
async function step(name, command, args, options) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, options);
  steps.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

const vitestArgs = (root, report) => [
  'vitest',
  'run',
  '--root',
  root,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORT_DIR, report)}`,
];

// Extract every message, then compile each locale strictly: a message untranslated in any shipped locale fails here.
await step('translations', 'npm', ['run', '--silent', 'i18n', '-w', 'web']);
await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
// One format for every file (.prettierrc); `npm run format` fixes what this reports.
await step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
await step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// Unused files, exports and dependencies in every workspace (knip.jsonc); `npm run knip` alone.
await step('unused code', 'npm', ['run', '--silent', 'knip']);
await step('unit: functions', 'npx', vitestArgs('functions', 'unit-functions.json'));
await step('unit: web', 'npx', vitestArgs('web', 'unit-web.json'));
await step('unit: demo source', 'npx', vitestArgs('demo-upstream', 'unit-demo-upstream.json'));
await step('unit: scripts', 'npx', vitestArgs('scripts', 'unit-scripts.json'));
const built = await step('build', 'npm', ['run', '--silent', 'build']);
// The dashboard's first-load JS against its budget, from the files just built (scripts/size-budget.mjs).
if (built) await step('size budget', 'node', ['scripts/size-budget.mjs']);

if (built) {
  console.log('\n━━ emulator suites ━━');
  const started = Date.now();
  const code = await runUnderEmulators('node scripts/lib/emulatorSuites.mjs');
  steps.push({ name: 'emulator suites', ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ Summary ━━');
for (const s of steps) console.log(`${s.ok ? '✔' : '✖'} ${s.name.padEnd(18)} ${s.seconds.toFixed(1).padStart(6)} s`);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of SUITES) {
  const r = readReport(suite.report);
  if (!r) {
    console.log(`✖ ${suite.label.padEnd(18)} did not run`);
    failed += 1;
    continue;
  }
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  console.log(
    `${r.failed === 0 ? '✔' : '✖'} ${suite.label.padEnd(18)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.files} files)`,
  );
}
const allStepsOk = steps.every((s) => s.ok);
for (const suite of SUITES) {
  for (const f of readReport(suite.report)?.failures ?? [])
    console.log(`\n✖ ${f.where}\n${f.message.replace(/^/gm, '    ')}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allStepsOk && failed === 0 ? 0 : 1);

// Vitest JSON reports: every suite writes one, and `npm test` sums them into its summary.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from './config.mjs';

export const REPORT_DIR = join(CACHE_DIR, 'reports');

export const SUITES = [
  { label: 'unit: functions', report: 'unit-functions.json' },
  { label: 'unit: web', report: 'unit-web.json' },
  { label: 'unit: demo source', report: 'unit-demo-upstream.json' },
  { label: 'unit: scripts', report: 'unit-scripts.json' },
  { label: 'emulator: rules', report: 'rules.json' },
  { label: 'emulator: api', report: 'api.json' },
  { label: 'emulator: browser', report: 'e2e.json' },
];

export function readReport(name) {
  const file = join(REPORT_DIR, name);
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    files: Array.isArray(r.testResults) ? r.testResults.length : 0,
  };
}

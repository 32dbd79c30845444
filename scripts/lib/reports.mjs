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

// The summary is often all a CI log keeps (its tail), so each failure is named there with the start of its message.
const FAILURE_MESSAGE_LINES = 6;

function failuresOf(r) {
  const failures = [];
  for (const file of Array.isArray(r.testResults) ? r.testResults : []) {
    const path = String(file.name ?? '').replace(/^.*?\/(web|functions|emulator-tests|demo-upstream|scripts)\//, '$1/');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      const message = (t.failureMessages ?? []).join('\n').split('\n').slice(0, FAILURE_MESSAGE_LINES).join('\n');
      failures.push({ where: `${path} > ${t.fullName ?? t.title}`, message });
    }
    // A file that failed to load or threw outside a test has no failed assertion, only its own message.
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({
        where: path,
        message: String(file.message ?? '')
          .split('\n')
          .slice(0, FAILURE_MESSAGE_LINES)
          .join('\n'),
      });
    }
  }
  return failures;
}

export function readReport(name) {
  const file = join(REPORT_DIR, name);
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    failures: failuresOf(r),
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    files: Array.isArray(r.testResults) ? r.testResults.length : 0,
  };
}

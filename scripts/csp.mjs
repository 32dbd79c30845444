// `npm run csp`: writes the production Content-Security-Policy from csp.config.json into firebase.json.
// `npm run csp -- --check`: exits 1 when firebase.json is out of date (run by the API header tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/config.mjs';
import { buildCsp, cspOf, readCspConfig, withCsp } from './lib/csp.mjs';

const path = join(ROOT, 'firebase.json');
const text = readFileSync(path, 'utf8');
const firebaseJson = JSON.parse(text);
const csp = buildCsp(readCspConfig());
if (process.argv.includes('--check')) {
  if (cspOf(firebaseJson) !== csp) {
    console.error('firebase.json CSP differs from csp.config.json: run `npm run csp`.');
    process.exit(1);
  }
  console.log('firebase.json CSP is up to date.');
} else {
  writeFileSync(path, withCsp(text, csp));
  console.log(`firebase.json CSP: ${csp}`);
}

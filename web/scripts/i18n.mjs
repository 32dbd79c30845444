// The translations' build step (docs/architecture.md "Languages"), run by `npm test` and by the web build:
//   node scripts/i18n.mjs          extract every message from the source into the catalogs, then compile
//   node scripts/i18n.mjs compile  compile only (the build: the catalogs are already up to date)
// Compiling is strict: a message without a translation in any shipped locale fails, naming the locale.
// The pseudo-locale then gets 30 % longer, as German and French often are, so that a layout too tight for them
// shows in development and in the pseudo-locale journeys.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogDisagreements } from './catalogAgreement.mjs';
import { lengthenCompiledMessages } from './pseudoLength.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = fileURLToPath(new URL('../src/locales', import.meta.url));
// The translated locales are those with a catalog file (lingui.config.ts lists them): English is the source.
const TRANSLATED_LOCALES = readdirSync(join(localesDir, 'components'))
  .map((file) => file.replace(/\.po$/, ''))
  .filter((locale) => locale !== 'en' && locale !== 'pseudo');
const lingui = (...args) => {
  const result = spawnSync('npx', ['lingui', ...args], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.argv[2] !== 'compile') lingui('extract', '--clean');
const disagreeing = catalogDisagreements(localesDir, TRANSLATED_LOCALES);
if (disagreeing.length > 0) {
  console.error(`Translations: one message, two translations (catalogs merge per locale):\n${disagreeing.join('\n')}`);
  process.exit(1);
}
// Lingui prints a failed locale but still exits 0 when another compiled: the output is checked here.
const compile = spawnSync('npx', ['lingui', 'compile', '--strict'], { cwd: webDir, encoding: 'utf8' });
process.stdout.write(compile.stdout);
process.stderr.write(compile.stderr);
if (compile.status !== 0 || /Failed to compile|Missing \d+ translation/.test(compile.stdout + compile.stderr)) {
  console.error('Translations: every shipped locale needs every message (the catalogs are in web/src/locales).');
  process.exit(1);
}

const pseudoFile = new URL('../src/locales/compiled/pseudo.ts', import.meta.url);
writeFileSync(pseudoFile, lengthenCompiledMessages(readFileSync(pseudoFile, 'utf8'), 0.3));

// `npm run test:emulators -- [rules|api|e2e] [vitest filter…]`: build, then run one emulator suite
// (or all) for quick iteration. `npm test` remains the full run.
import { runUnderEmulators } from './lib/emulatorRun.mjs';
import { ensureInstalled, runOrExit } from './lib/processes.mjs';

const [suite = '', ...filters] = process.argv.slice(2);
await ensureInstalled();
await runOrExit('build', 'npm', ['run', '--silent', 'build']);
const args = [suite, ...filters].map((a) => `'${a.replace(/'/g, '')}'`).join(' ');
process.exit(await runUnderEmulators(`node scripts/lib/emulatorSuites.mjs ${args}`));

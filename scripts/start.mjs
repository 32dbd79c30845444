// `npm start`: install if needed, build, start the demo media source and the Emulator Suite,
// seed a fresh demo state, print where to go, and stay in the foreground until Ctrl-C / SIGTERM.
import {
  APP_URL,
  DEMO_UPSTREAM_MAIN,
  PORTS,
  PROJECT_ID,
  demoState,
  demoUpstreamEnv,
  emulatorEnv,
} from './lib/config.mjs';
import { emulatorBinariesEnv } from './lib/emulatorRun.mjs';
import {
  assertPortsFree,
  ensureInstalled,
  runOrExit,
  startService,
  stopAll,
  waitForUrl,
  watchParent,
} from './lib/processes.mjs';
import { writeEmulatorFirebaseJson } from './lib/csp.mjs';

const startedAt = Date.now();
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping StarSession…');
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
watchParent(() => void shutdown(0));

await ensureInstalled();
await assertPortsFree(PORTS);
// Before the build: a first run that has to fetch the emulator, or cannot, learns it at once.
let emulatorBinaries;
try {
  emulatorBinaries = emulatorBinariesEnv();
} catch (e) {
  console.error(`✖ ${e.message}`);
  process.exit(1);
}
await runOrExit('build', 'npm', ['run', 'build']);

const demo = startService('demo media source', 'node', [DEMO_UPSTREAM_MAIN], { env: demoUpstreamEnv() });
const config = writeEmulatorFirebaseJson();
const emulators = startService(
  'emulators',
  'npx',
  ['firebase', 'emulators:start', '--project', PROJECT_ID, '--config', config],
  {
    env: { ...process.env, ...emulatorBinaries },
  },
);
for (const s of [demo, emulators]) {
  s.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`✖ ${s.name} exited unexpectedly (code ${code}).`);
      void shutdown(1);
    }
  });
}

try {
  await waitForUrl(`${APP_URL}/api/health`, 180_000, () => !emulators.exited);
  await runOrExit('seed', 'node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
} catch (e) {
  console.error(`✖ ${e.message}`);
  await shutdown(1);
}

const { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD } = await demoState();
const describe = (a) =>
  [
    a.emailVerified ? 'verified' : 'not verified',
    a.admin
      ? ['admin', a.reviewer && 'reviewer', a.custodian && 'custodian of records'].filter(Boolean).join(', ')
      : '',
    a.premium ? 'premium' : 'free',
    a.affiliateRatePct ? `affiliate at ${a.affiliateRatePct} %` : '',
  ]
    .filter(Boolean)
    .join(', ');
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`
  StarSession is running at ${APP_URL}   (ready in ${seconds} s)

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${describe(a)}`).join('\n')}
  Redeem codes: DEMO-CODE-0001 … DEMO-CODE-0010

  Press Ctrl-C to stop.
`);

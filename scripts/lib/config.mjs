// The one place the scripts learn ports, paths and the demo values. Emulator ports come from
// firebase.json; the demo media source's origin from functions/.env.demo-starsession (what the
// emulated function calls); the demo accounts and password from the built functions' demo state.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CACHE_DIR = join(ROOT, '.cache');
export const PROJECT_ID = 'demo-starsession';

const emulators = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;

/** `KEY=value` lines of a dotenv file (comments and blanks skipped). */
function readDotenv(path) {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** Origin of the demo media source in emulator mode, e.g. http://127.0.0.1:9010. */
export const DEMO_UPSTREAM_URL = new URL(readDotenv(join(ROOT, 'functions', `.env.${PROJECT_ID}`)).DEMO_UPSTREAM_URL)
  .origin;

function emulatorPort(name) {
  const port = emulators?.[name]?.port;
  if (!Number.isInteger(port)) throw new Error(`firebase.json: emulators.${name}.port is missing`);
  return port;
}

export const PORTS = {
  hosting: emulatorPort('hosting'),
  functions: emulatorPort('functions'),
  firestore: emulatorPort('firestore'),
  auth: emulatorPort('auth'),
  hub: emulatorPort('hub'),
  logging: emulatorPort('logging'),
  demoUpstream: Number(new URL(DEMO_UPSTREAM_URL).port),
};
export const APP_URL = `http://127.0.0.1:${PORTS.hosting}`;

/** The demo media source's entry point (built by `npm run build`) and the environment it listens by. */
export const DEMO_UPSTREAM_MAIN = join(ROOT, 'demo-upstream/lib/demo-upstream/src/main.js');
export const demoUpstreamEnv = () => ({ ...process.env, DEMO_UPSTREAM_PORT: String(PORTS.demoUpstream) });

/**
 * The seeded demo accounts and their password, from their one home functions/src/tools/demoState.ts
 * (built). `emailOf('premium')` is the premium demo account's address.
 */
export async function demoState() {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('../../functions/lib/tools/demoState.js');
  const emailOf = (role) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${role}@`));
    if (!account) throw new Error(`no ${role} demo account`);
    return account.email;
  };
  return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, emailOf };
}

/** Environment that points Admin SDK code (seed, tests) at the running emulators. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  };
}

// The one reader of the project's local config: emulator hosts and ports from firebase.json, and the
// emulator project's params and demo secrets from functions/.env.demo-starsession and .secret.local
// (the files the Functions emulator loads). Scripts, emulator tests and web/vite.config.ts import it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PROJECT_ID = 'demo-starsession';

/** `KEY=value` lines of a dotenv file (comments and blanks skipped). */
function readDotenv(path) {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

const emulators = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators ?? {};

function emulator(name) {
  const entry = emulators[name];
  if (!entry || !Number.isInteger(entry.port)) throw new Error(`firebase.json: emulators.${name}.port is missing`);
  return Object.freeze({ host: entry.host ?? '127.0.0.1', port: entry.port });
}

/** Where each emulator listens, as firebase.json says. */
export const EMULATORS = Object.freeze({
  hosting: emulator('hosting'),
  functions: emulator('functions'),
  firestore: emulator('firestore'),
  storage: emulator('storage'),
  auth: emulator('auth'),
  hub: emulator('hub'),
  logging: emulator('logging'),
});

/** The app as the Hosting emulator serves it, e.g. http://127.0.0.1:5000. */
export const APP_URL = `http://${EMULATORS.hosting.host}:${EMULATORS.hosting.port}`;
/** The Auth emulator's origin, e.g. http://127.0.0.1:9099. */
export const AUTH_EMULATOR_URL = `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`;

function pick(file, values, key) {
  const value = values[key];
  if (value === undefined) throw new Error(`functions/${file}: ${key} is missing`);
  return value.trim();
}
const envFile = `.env.${PROJECT_ID}`;
const demoEnv = readDotenv(join(ROOT, 'functions', envFile));
const demoSecrets = readDotenv(join(ROOT, 'functions', '.secret.local'));

/** A param of the emulator project (functions/.env.demo-starsession); throws when it is missing. */
export const demoParam = (key) => pick(envFile, demoEnv, key);
/** A demo secret of the emulators (functions/.secret.local); throws when it is missing. */
export const demoSecret = (key) => pick('.secret.local', demoSecrets, key);

/** Origin of the demo media source in emulator mode, e.g. http://127.0.0.1:9010. */
export const DEMO_UPSTREAM_URL = new URL(demoParam('DEMO_UPSTREAM_URL')).origin;

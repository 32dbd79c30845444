// Where the emulators and the app live during the emulator suites, and the seeded demo values. Ports
// come from firebase.json, the demo media source's origin from functions/.env.demo-starsession (what
// the emulated function calls), the demo accounts and password from functions/src/tools/demoState.ts.
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../functions/src/tools/demoState.js';

const repoFile = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface EmulatorEntry {
  host: string;
  port: number;
}
const emulators = (JSON.parse(repoFile('firebase.json')) as { emulators: Record<string, EmulatorEntry | undefined> })
  .emulators;

function emulator(name: string): EmulatorEntry {
  const entry = emulators[name];
  if (!entry || !Number.isInteger(entry.port)) throw new Error(`firebase.json: emulators.${name}.port is missing`);
  return { host: entry.host, port: entry.port };
}

/** `KEY=value` of a dotenv file. */
function dotenvValue(path: string, key: string): string {
  const line = repoFile(path)
    .split('\n')
    .find((l) => l.startsWith(`${key}=`));
  if (!line) throw new Error(`${path}: ${key} is missing`);
  return line.slice(key.length + 1).trim();
}

export const PROJECT_ID = 'demo-starsession';
const hosting = emulator('hosting');
const auth = emulator('auth');
export const APP_URL = `http://${hosting.host}:${hosting.port}`;
export const AUTH_EMULATOR = `http://${auth.host}:${auth.port}`;
export const FIRESTORE_EMULATOR = emulator('firestore');
/** e.g. http://127.0.0.1:9010; its host (`127.0.0.1:9010`) is the `domain` of the posts whose media it serves. */
export const DEMO_UPSTREAM_URL = new URL(dotenvValue(`functions/.env.${PROJECT_ID}`, 'DEMO_UPSTREAM_URL')).origin;
export const DEMO_UPSTREAM_HOST = new URL(DEMO_UPSTREAM_URL).host;
export { DEMO_PASSWORD };

type DemoRole = 'free' | 'unverified' | 'premium' | 'admin' | 'affiliate';
function emailOf(role: DemoRole): string {
  const account = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${role}@`));
  if (!account) throw new Error(`no ${role} demo account`);
  return account.email;
}
/** The seeded demo accounts' addresses, by role. */
export const DEMO_EMAIL: Readonly<Record<DemoRole, string>> = {
  free: emailOf('free'),
  unverified: emailOf('unverified'),
  premium: emailOf('premium'),
  admin: emailOf('admin'),
  affiliate: emailOf('affiliate'),
};

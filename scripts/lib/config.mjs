// The one place the scripts learn ports, paths and the demo project id.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CACHE_DIR = join(ROOT, '.cache');
export const PROJECT_ID = 'demo-starsession';
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400, logging: 4500, demoUpstream: 9010 };
export const APP_URL = `http://127.0.0.1:${PORTS.hosting}`;
export const DEMO_PASSWORD = 'DemoPass-2026!';

/** Environment that points Admin SDK code (seed, tests) at the running emulators. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  };
}

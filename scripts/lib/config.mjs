// What the scripts need beyond the project's config (projectConfig.mjs, the one reader of
// firebase.json and the emulator env files): ports by name, the cache folder, the demo media source's
// entry point, and the demo accounts and password from the built functions' demo state.
import { join } from 'node:path';
import { APP_URL, DEMO_UPSTREAM_URL, EMULATORS, PROJECT_ID, ROOT, demoParam, demoSecret } from './projectConfig.mjs';

export { APP_URL, DEMO_UPSTREAM_URL, PROJECT_ID, ROOT };
export const CACHE_DIR = join(ROOT, '.cache');

export const PORTS = {
  hosting: EMULATORS.hosting.port,
  functions: EMULATORS.functions.port,
  firestore: EMULATORS.firestore.port,
  storage: EMULATORS.storage.port,
  auth: EMULATORS.auth.port,
  hub: EMULATORS.hub.port,
  logging: EMULATORS.logging.port,
  demoUpstream: Number(new URL(DEMO_UPSTREAM_URL).port),
};

/**
 * The demo media source's entry point (built by `npm run build`) and its environment: the port, and
 * the app and demo secrets its offer page and checkout post back with (demo-upstream/src/paymentPages.ts).
 */
export const DEMO_UPSTREAM_MAIN = join(ROOT, 'demo-upstream/lib/demo-upstream/src/main.js');
export const demoUpstreamEnv = () => ({
  ...process.env,
  DEMO_UPSTREAM_PORT: String(PORTS.demoUpstream),
  DEMO_APP_ORIGIN: APP_URL,
  OFFER_POSTBACK_SECRET: demoSecret('OFFER_POSTBACK_SECRET'),
  VEROTEL_SIGNATURE_KEY: demoSecret('VEROTEL_SIGNATURE_KEY'),
  // The demo age-verification provider checks the app's Yoti credentials (demo-upstream/src/ageCheckPages.ts).
  YOTI_SDK_ID: demoParam('YOTI_SDK_ID'),
  YOTI_API_KEY: demoSecret('YOTI_API_KEY'),
  // The demo identity-verification provider checks the app's signatures (demo-upstream/src/identityCheckPages.ts).
  YOTI_IDV_SDK_ID: demoParam('YOTI_IDV_SDK_ID'),
  YOTI_IDV_KEY: demoSecret('YOTI_IDV_KEY'),
  // The demo instruction writer checks the app's LLM key (demo-upstream/src/instructionWriter.ts).
  LLM_API_KEY: demoSecret('LLM_API_KEY'),
});

/**
 * The seeded demo accounts and their password, from their one home functions/src/tools/demoState.ts
 * (built). `emailOf('premium')` is the premium demo account's address.
 */
/** The first seeded star whose media only the library serves, from the built catalogue. */
export async function libraryStar() {
  const { SEED_STARS, seededFromLibraryOnly } = await import('../../functions/lib/shared/stars.js');
  const star = SEED_STARS.find(seededFromLibraryOnly);
  if (!star) throw new Error('no seeded star takes its media from the library');
  return star;
}

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
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
    // The seed uploads the demo library through the app's own API (functions/src/tools/demoLibrary.ts).
    STARSESSION_APP_URL: APP_URL,
  };
}

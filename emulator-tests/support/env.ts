// Where the emulators and the app live during the emulator suites, and the seeded demo values. Ports and
// the demo media source's origin come from scripts/lib/projectConfig.mjs (the one reader of firebase.json
// and the emulator env), the demo accounts and password from functions/src/tools/demoState.ts.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../functions/src/tools/demoState.js';
import {
  APP_URL,
  AUTH_EMULATOR_URL,
  DEMO_UPSTREAM_URL,
  EMULATORS,
  PROJECT_ID,
  demoSecret,
} from '../../scripts/lib/projectConfig.mjs';
import { SEED_STARS, seededFromLibraryOnly } from '../../functions/src/shared/stars.js';

export { APP_URL, DEMO_UPSTREAM_URL, PROJECT_ID };

/**
 * A visitor "in" a region, as the load balancer in front tells the function: the region header (GEO_REGION_HEADER
 * is `x-client-region` in the emulators) and the balancer's proof beside it (GEO_EDGE_SECRET), without which the
 * header is not read (docs/age-assurance.md "Region").
 */
export const regionHeaders = (region: string): Record<string, string> => ({
  'x-client-region': region,
  'x-starsession-edge': demoSecret('GEO_EDGE_SECRET'),
});
export const AUTH_EMULATOR = AUTH_EMULATOR_URL;
export const FIRESTORE_EMULATOR = { host: EMULATORS.firestore.host, port: EMULATORS.firestore.port };
export const STORAGE_EMULATOR = { host: EMULATORS.storage.host, port: EMULATORS.storage.port };
/** Where stored renditions are served from in the emulators: the Storage emulator's origin. */
export const STORAGE_ORIGIN = `http://${EMULATORS.storage.host}:${EMULATORS.storage.port}`;
/** Stars whose media only the library serves in the emulators (the seed uploads the demo library for them). */
export const LIBRARY_STAR_IDS: ReadonlySet<string> = new Set(SEED_STARS.filter(seededFromLibraryOnly).map((s) => s.id));
/** Its host (`127.0.0.1:9010`) is the `domain` of the posts whose media the demo media source serves. */
export const DEMO_UPSTREAM_HOST = new URL(DEMO_UPSTREAM_URL).host;
export { DEMO_PASSWORD };

type DemoRole = 'free' | 'unverified' | 'premium' | 'admin' | 'reviewer' | 'affiliate';
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
  reviewer: emailOf('reviewer'),
  affiliate: emailOf('affiliate'),
};

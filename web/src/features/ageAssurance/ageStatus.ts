// The first call every first view makes before anything else loads: which age policy applies here
// (docs/age-assurance.md). Plain fetch, not RTK Query: it runs before React and the store are downloaded.
import { API_PATHS } from '@shared/api/paths';
import { parseAgeStatusResponse, type AgeStatusResponse } from '@shared/api/schemas/ageStatus';
import { STORAGE_KEYS } from '../../config/storageKeys';

/** This browser's policy and proof, or null when the server could not be asked. */
export async function fetchAgeStatus(fetchFn: typeof fetch = fetch): Promise<AgeStatusResponse | null> {
  try {
    const res = await fetchFn(API_PATHS.ageStatus, { credentials: 'same-origin', cache: 'no-store' });
    return res.ok ? parseAgeStatusResponse(await res.json()) : null;
  } catch {
    return null;
  }
}

/** How long a click-gate answer lets the next first view ask for card images before the app has asked again. */
const CLICK_POLICY_HINT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Notes, for dashboard.html's inline script, whether the next first view may ask for card images before
 * the app has checked the status again: yes in a click region, until the proof ends with a proof, never
 * where a check is missing or media are not offered. Only a hint against asking in vain: the server's 451 stays
 * the rule. A click-gate status is noted as such: a week later the script still asks (and shows the cards only if
 * the server answers with them), where after a proof ended a check is needed again and nothing is asked.
 */
export function rememberAgeStatus(status: AgeStatusResponse, nowMs: number, storage: Storage = localStorage): void {
  const until =
    status.policy === 'click'
      ? nowMs + CLICK_POLICY_HINT_MS
      : status.policy === 'verify' && status.verified
        ? status.expiresAt
        : null;
  if (until === null) storage.removeItem(STORAGE_KEYS.firstViewMediaUntil);
  else storage.setItem(STORAGE_KEYS.firstViewMediaUntil, String(until));
  if (status.policy === 'click') storage.setItem(STORAGE_KEYS.firstViewClickRegion, '1');
  else storage.removeItem(STORAGE_KEYS.firstViewClickRegion);
}

/**
 * main.ts starts the app on a policy page without asking the status (the pages hold no media, so anyone may
 * read them). Any other route then still needs the first view's decision from the status, which only a fresh
 * load of that route makes: one client path for the verification, not-offered and click-gate pages.
 */
let startedWithoutAgeStatus = false;

export function noteStartWithoutAgeStatus(): void {
  startedWithoutAgeStatus = true;
}

export function appStartedWithoutAgeStatus(): boolean {
  return startedWithoutAgeStatus;
}

/** Loads the current route afresh, so main.ts asks the status and shows what it requires. */
export function reloadForAgeStatus(): void {
  location.reload();
}

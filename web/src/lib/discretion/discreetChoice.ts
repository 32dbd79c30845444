// Whether this browser chose Discreet mode: read at start-up before the disguise code is loaded for it.
import { NEUTRAL_ICON_HREF, NEUTRAL_TITLE } from '../../config/discretion';
import { STORAGE_KEYS } from '../../config/storageKeys';

export function isDiscreet(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.discreet) === '1';
  } catch {
    return false;
  }
}

/**
 * The neutral tab title and icon, set by the first lines of the app's first script (main.ts), before the page is
 * done loading and without waiting for the disguise code (which also swaps the install look).
 */
export function showNeutralTab(): void {
  document.title = NEUTRAL_TITLE;
  document.querySelector('link[rel="icon"]')?.setAttribute('href', NEUTRAL_ICON_HREF);
}

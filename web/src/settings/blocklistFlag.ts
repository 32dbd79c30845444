import { STORAGE_KEYS } from '../config/storageKeys';

// Whether the blocklist in force on this device hides anything, kept apart from the blocklist itself so the
// dashboard's first view can ask without loading the matching (docs/architecture.md#first-view). Storage can
// throw (quota, privacy modes): the flag is then unknown and reads as unset.

export function readBlocklistFlag(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.blocklistActive) === '1';
  } catch {
    return false;
  }
}

export function writeBlocklistFlag(active: boolean): void {
  try {
    if (active) localStorage.setItem(STORAGE_KEYS.blocklistActive, '1');
    else localStorage.removeItem(STORAGE_KEYS.blocklistActive);
  } catch {
    /* no flag: the first view shows card images before the app filters them */
  }
}

/** This device's stored blocklist, as stored (a JSON string; null when none or storage is blocked). */
export function readDeviceBlocklistText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.blocklist);
  } catch {
    return null;
  }
}

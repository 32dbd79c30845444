import { STORAGE_KEYS } from '../../config/storageKeys';

// Phones autoplay only muted media; once the viewer unmutes, later sessions start with sound.

export function readUnmutedPreference(storage: Storage = globalThis.localStorage): boolean {
  try {
    return storage.getItem(STORAGE_KEYS.sessionUnmuted) === '1';
  } catch {
    return false;
  }
}

export function storeUnmutedPreference(unmuted: boolean, storage: Storage = globalThis.localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.sessionUnmuted, unmuted ? '1' : '0');
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

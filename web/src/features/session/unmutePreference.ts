// Phones autoplay only muted media; once the viewer unmutes, later sessions start with sound.
const UNMUTED_KEY = 'starsession.session.unmuted';

export function readUnmutedPreference(storage: Storage = globalThis.localStorage): boolean {
  try {
    return storage.getItem(UNMUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeUnmutedPreference(unmuted: boolean, storage: Storage = globalThis.localStorage): void {
  try {
    storage.setItem(UNMUTED_KEY, unmuted ? '1' : '0');
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

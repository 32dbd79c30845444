// After a deploy, a tab opened earlier still asks for the old hashed chunks, which Hosting no longer
// has. One reload fetches the new index.html; a second failure soon after is a real outage, so it is shown.
import { STORAGE_KEYS } from '../config/storageKeys';

/** Long enough to cover the reload itself, short enough that a later deploy gets its own reload. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 30_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ReloadDeps => ({
  storage: globalThis.sessionStorage,
  reload: () => {
    globalThis.location.reload();
  },
  now: Date.now,
});

/** Reloads once per window; answers false (the caller shows the error) when it already did. */
export function reloadOnceForStaleChunk(deps: ReloadDeps = browserDeps()): boolean {
  try {
    const last = Number(deps.storage.getItem(STORAGE_KEYS.staleChunkReloadAt) ?? '0');
    if (deps.now() - last < STALE_CHUNK_RELOAD_WINDOW_MS) return false;
    deps.storage.setItem(STORAGE_KEYS.staleChunkReloadAt, String(deps.now()));
  } catch {
    return false; // storage blocked: a reload loop would be worse than the error page
  }
  deps.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a lazy chunk or its CSS fails to load. */
export function installStaleChunkRecovery(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault();
  });
}

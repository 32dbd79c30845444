import { validateSavedConfig, type SessionSettings } from '../../lib/validation/sessionConfig';
import { STORAGE_KEYS } from '../../config/storageKeys';

/** The star's saved choices, or null when there are none (or they are invalid). */
export function readSavedConfig(
  starId: string,
  premium: boolean,
  storage: Storage = localStorage,
): SessionSettings | null {
  let parsed: unknown = null;
  try {
    const raw = storage.getItem(STORAGE_KEYS.savedConfig(starId));
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const saved = validateSavedConfig(parsed, { premium });
  if (!saved) return null;
  const { ts: _ts, ...settings } = saved;
  return settings;
}

export function storeSavedConfig(
  starId: string,
  settings: SessionSettings,
  nowMs: number,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(STORAGE_KEYS.savedConfig(starId), JSON.stringify({ ...settings, ts: nowMs }));
  } catch {
    // Quota or privacy mode: the session still starts, the choices just are not remembered.
  }
}

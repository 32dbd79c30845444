import { STORAGE_KEYS } from '../../config/storageKeys';

// A random id per browser, for the per-device sign-up counter (docs/product-rules.md#rate-limits-and-lockouts).

export function getInstallationId(storage: Storage = localStorage): string {
  const existing = storage.getItem(STORAGE_KEYS.installationId);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const id = crypto.randomUUID();
  storage.setItem(STORAGE_KEYS.installationId, id);
  return id;
}

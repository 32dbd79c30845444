import { STORAGE_KEYS } from '../../config/storageKeys';

// The age confirmation lives in localStorage (docs/product-rules.md#audience-and-the-age-gate).

export function readAgeConfirmedAt(storage: Storage = localStorage): number | null {
  const raw = storage.getItem(STORAGE_KEYS.ageConfirmedAt);
  const ms = raw === null ? NaN : Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

export function storeAgeConfirmation(nowMs: number, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.ageConfirmedAt, String(nowMs));
}

// The age confirmation lives in localStorage under a key ending 'ageConfirmedAt' (SPEC §3).
export const AGE_CONFIRMED_KEY = 'starsession.ageConfirmedAt';

export function readAgeConfirmedAt(storage: Storage = localStorage): number | null {
  const raw = storage.getItem(AGE_CONFIRMED_KEY);
  const ms = raw === null ? NaN : Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

export function storeAgeConfirmation(nowMs: number, storage: Storage = localStorage): void {
  storage.setItem(AGE_CONFIRMED_KEY, String(nowMs));
}

import { UID_PATTERN } from '@shared/api/patterns';
import { REFERRAL_FIRST_TOUCH_MS } from '@shared/constants';
import { REF_PARAM } from '../../config/referralLink';
import type { Referrer } from './referralSlice';

// The referrer captured from a ?ref=<uid> link (SPEC §3 local storage).
export const REFERRER_UID_KEY = 'starsession.referrerUid';
export const REFERRER_NAME_KEY = 'starsession.referrerName';
/** When the referrer was stored: first touch wins for REFERRAL_FIRST_TOUCH_MS (docs/product-rules.md). */
export const REFERRER_SAVED_AT_KEY = 'starsession.referrerSavedAt';

export type StoredReferrer = Referrer;

/** The uid in `?ref=`, or null when absent or not a valid uid. */
export function readRefParam(search: string): string | null {
  const ref = new URLSearchParams(search).get(REF_PARAM)?.trim() ?? '';
  return UID_PATTERN.test(ref) ? ref : null;
}

/** The stored referrer, or null when there is none or it is older than REFERRAL_FIRST_TOUCH_MS (then cleared). */
export function loadReferrer(storage: Storage = localStorage, nowMs: number = Date.now()): StoredReferrer | null {
  const uid = storage.getItem(REFERRER_UID_KEY);
  if (!uid || !UID_PATTERN.test(uid)) return null;
  // A referrer stored before the first-touch rule has no time: it is kept, from now on.
  const savedAt = Number(storage.getItem(REFERRER_SAVED_AT_KEY) ?? nowMs);
  if (!Number.isFinite(savedAt) || nowMs - savedAt > REFERRAL_FIRST_TOUCH_MS) {
    clearReferrer(storage);
    return null;
  }
  return { uid, name: storage.getItem(REFERRER_NAME_KEY) };
}

/** Stores the referrer; the time of first touch is kept when the same referrer is stored again. */
export function saveReferrer(
  referrer: StoredReferrer,
  storage: Storage = localStorage,
  nowMs: number = Date.now(),
): void {
  const sameReferrer = storage.getItem(REFERRER_UID_KEY) === referrer.uid;
  storage.setItem(REFERRER_UID_KEY, referrer.uid);
  if (!sameReferrer || storage.getItem(REFERRER_SAVED_AT_KEY) === null) {
    storage.setItem(REFERRER_SAVED_AT_KEY, String(nowMs));
  }
  if (referrer.name) storage.setItem(REFERRER_NAME_KEY, referrer.name);
  else storage.removeItem(REFERRER_NAME_KEY);
}

export function clearReferrer(storage: Storage = localStorage): void {
  storage.removeItem(REFERRER_UID_KEY);
  storage.removeItem(REFERRER_NAME_KEY);
  storage.removeItem(REFERRER_SAVED_AT_KEY);
}

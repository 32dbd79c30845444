import { UID_PATTERN } from '@shared/api/patterns';
import { REFERRAL_FIRST_TOUCH_MS } from '@shared/constants';
import { isPresentableUsername } from '@shared/validation/username';
import { REF_PARAM } from '../../config/referralLink';
import { STORAGE_KEYS } from '../../config/storageKeys';
import type { Referrer } from './referralSlice';

// The referrer captured from a ?ref=<uid> link (docs/product-rules.md#referrals), kept until the claim.

export type StoredReferrer = Referrer;

/** The uid in `?ref=`, or null when absent or not a valid uid. */
export function readRefParam(search: string): string | null {
  const ref = new URLSearchParams(search).get(REF_PARAM)?.trim() ?? '';
  return UID_PATTERN.test(ref) ? ref : null;
}

/** The stored referrer, or null when there is none or it is older than REFERRAL_FIRST_TOUCH_MS (then cleared). */
export function loadReferrer(storage: Storage = localStorage, nowMs: number = Date.now()): StoredReferrer | null {
  const uid = storage.getItem(STORAGE_KEYS.referrerUid);
  if (!uid || !UID_PATTERN.test(uid)) return null;
  // A referrer stored before the first-touch rule has no time: it is kept, from now on.
  const savedAt = Number(storage.getItem(STORAGE_KEYS.referrerSavedAt) ?? nowMs);
  if (!Number.isFinite(savedAt) || nowMs - savedAt > REFERRAL_FIRST_TOUCH_MS) {
    clearReferrer(storage);
    return null;
  }
  // A name stored before the server answered only presentable usernames may be free text: it is not shown.
  const name = storage.getItem(STORAGE_KEYS.referrerName);
  return { uid, name: isPresentableUsername(name) ? name : null };
}

/** Stores the referrer; the time of first touch is kept when the same referrer is stored again. */
export function saveReferrer(
  referrer: StoredReferrer,
  storage: Storage = localStorage,
  nowMs: number = Date.now(),
): void {
  const sameReferrer = storage.getItem(STORAGE_KEYS.referrerUid) === referrer.uid;
  storage.setItem(STORAGE_KEYS.referrerUid, referrer.uid);
  if (!sameReferrer || storage.getItem(STORAGE_KEYS.referrerSavedAt) === null) {
    storage.setItem(STORAGE_KEYS.referrerSavedAt, String(nowMs));
  }
  if (referrer.name) storage.setItem(STORAGE_KEYS.referrerName, referrer.name);
  else storage.removeItem(STORAGE_KEYS.referrerName);
}

export function clearReferrer(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.referrerUid);
  storage.removeItem(STORAGE_KEYS.referrerName);
  storage.removeItem(STORAGE_KEYS.referrerSavedAt);
}

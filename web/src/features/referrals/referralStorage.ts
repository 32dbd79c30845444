import { UID_PATTERN } from '@shared/api/patterns';
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

export function loadReferrer(storage: Storage = localStorage): StoredReferrer | null {
  const uid = storage.getItem(STORAGE_KEYS.referrerUid);
  if (!uid || !UID_PATTERN.test(uid)) return null;
  return { uid, name: storage.getItem(STORAGE_KEYS.referrerName) };
}

export function saveReferrer(referrer: StoredReferrer, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.referrerUid, referrer.uid);
  if (referrer.name) storage.setItem(STORAGE_KEYS.referrerName, referrer.name);
  else storage.removeItem(STORAGE_KEYS.referrerName);
}

export function clearReferrer(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.referrerUid);
  storage.removeItem(STORAGE_KEYS.referrerName);
}

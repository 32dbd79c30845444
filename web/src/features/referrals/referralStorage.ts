import { UID_PATTERN } from '@shared/api/patterns';
import { REF_PARAM } from '../../config/referralLink';
import type { Referrer } from './referralSlice';

// The referrer captured from a ?ref=<uid> link (SPEC §3 local storage).
export const REFERRER_UID_KEY = 'starsession.referrerUid';
export const REFERRER_NAME_KEY = 'starsession.referrerName';

export type StoredReferrer = Referrer;

/** The uid in `?ref=`, or null when absent or not a valid uid. */
export function readRefParam(search: string): string | null {
  const ref = new URLSearchParams(search).get(REF_PARAM)?.trim() ?? '';
  return UID_PATTERN.test(ref) ? ref : null;
}

export function loadReferrer(storage: Storage = localStorage): StoredReferrer | null {
  const uid = storage.getItem(REFERRER_UID_KEY);
  if (!uid || !UID_PATTERN.test(uid)) return null;
  return { uid, name: storage.getItem(REFERRER_NAME_KEY) };
}

export function saveReferrer(referrer: StoredReferrer, storage: Storage = localStorage): void {
  storage.setItem(REFERRER_UID_KEY, referrer.uid);
  if (referrer.name) storage.setItem(REFERRER_NAME_KEY, referrer.name);
  else storage.removeItem(REFERRER_NAME_KEY);
}

export function clearReferrer(storage: Storage = localStorage): void {
  storage.removeItem(REFERRER_UID_KEY);
  storage.removeItem(REFERRER_NAME_KEY);
}

import { createHash } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/**
 * referrals/{referredUid}: one per referred user, so a user is referred at most once (first touch).
 * `countedAt` is null until the referred account's qualifying session counts it for the referrer.
 */
export interface ReferralDocumentData {
  referrerUid: string;
  createdAt: Timestamp;
  countedAt?: Timestamp | null;
}

export function referralRef(referredUid: string): DocumentReference {
  return db().collection(COLLECTIONS.referrals).doc(referredUid);
}

/**
 * referral_emails/{hash}: one per referrer and canonical email (the address itself is not stored), holding
 * `{ referrerUid, referredUid, createdAt }` so export and deletion find a user's rows in either role.
 */
export function referralEmailRef(referrerUid: string, canonicalEmail: string): DocumentReference {
  const id = createHash('sha256').update(`${referrerUid}\n${canonicalEmail}`).digest('hex');
  return db().collection(COLLECTIONS.referralEmails).doc(id);
}

/** referral_days/{referrerUid}_{YYYY-MM-DD}: accepted referrals of one referrer on one UTC day. */
export interface ReferralDayDocumentData {
  count: number;
}

export function referralDayRef(referrerUid: string, now: Date): DocumentReference {
  return db()
    .collection(COLLECTIONS.referralDays)
    .doc(`${referrerUid}_${now.toISOString().slice(0, 10)}`);
}

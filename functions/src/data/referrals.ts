import type { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from './collections.js';
import { db } from './db.js';

/** referrals/{referredUid}: one per referred user, so a user is referred at most once. */
export interface ReferralDocumentData {
  referrerUid: string;
  createdAt: Timestamp;
}

export function referralRef(referredUid: string): DocumentReference {
  return db().collection(COLLECTIONS.referrals).doc(referredUid);
}

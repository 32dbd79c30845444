import type { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/** redeem_codes/{CODE}: one-time codes, stored upper-case. */
export interface RedeemCodeDocumentData {
  used?: boolean;
  usedBy?: string;
  usedAt?: Timestamp;
  expiresAt?: Timestamp;
}

export function redeemCodeRef(code: string): DocumentReference {
  return db().collection(COLLECTIONS.redeemCodes).doc(code);
}

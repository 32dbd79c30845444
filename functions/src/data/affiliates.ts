import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/** affiliates/{uid}: set by an admin; the balance moves only with sales and clawbacks. */
export interface AffiliateDocumentData {
  enabled: boolean;
  ratePct: number;
  balanceCents: number;
}

export function affiliateRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.affiliates).doc(uid);
}

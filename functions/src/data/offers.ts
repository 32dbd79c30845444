import type { DocumentReference, Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

type OfferClickStatus = 'issued' | 'completed' | 'reversed';

/** offer_clicks/{clickId}: the sub-id we hand the offer network instead of the uid. */
export interface OfferClickDocumentData {
  uid: string;
  network: string;
  status: OfferClickStatus;
  transactionId?: string;
}

/** postbacks/{network}_{transactionId}: one per network transaction, for idempotency. */
export interface PostbackDocumentData {
  network: string;
  transactionId: string;
  clickId: string;
  status: 'approved' | 'reversed';
  granted: boolean;
}

export function offerClickRef(clickId: string): DocumentReference {
  return db().collection(COLLECTIONS.offerClicks).doc(clickId);
}

export function postbackRef(network: string, transactionId: string): DocumentReference {
  return db().collection(COLLECTIONS.postbacks).doc(`${network}_${transactionId}`);
}

/** A completed click of this user (index: uid + status). */
export function completedClicksOf(uid: string): Query {
  return db().collection(COLLECTIONS.offerClicks).where('uid', '==', uid).where('status', '==', 'completed').limit(1);
}

import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/**
 * session_runs/{uid}: the start of the user's current session by the server's clock, and when they first
 * finished one long enough to count a referral. Nothing else about the session is stored.
 */
export interface SessionRunDocumentData {
  startedAt?: Timestamp;
  qualifiedAt?: Timestamp;
}

export function sessionRunRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.sessionRuns).doc(uid);
}

import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/**
 * session_runs/{uid}: the user's running session as the server saw it (its id, start and last heartbeat by the
 * server's clock, the played time those heartbeats add up to, the items listed to it and the items it reports
 * shown), and when the account first finished one that counts a referral. Nothing else about the session is stored;
 * a finish clears the running part.
 */
export interface SessionRunDocumentData {
  runId?: string;
  startedAt?: Timestamp;
  lastBeatAt?: Timestamp;
  playedMs?: number;
  listed?: number;
  shown?: number;
  qualifiedAt?: Timestamp;
}

/** The fields of the running session (a finish deletes them; qualifiedAt stays). */
export const RUNNING_FIELDS = ['runId', 'startedAt', 'lastBeatAt', 'playedMs', 'listed', 'shown'] as const;

export function sessionRunRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.sessionRuns).doc(uid);
}

import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from './collections.js';
import { db } from './db.js';

/** How premium was obtained; revoking one source keeps premium while another remains. */
export type PremiumSource = 'code' | 'offer' | 'purchase' | 'referrals' | 'granted';

/** Stored shape of users/{uid} (client-writable fields plus the server-only ones). */
export interface UserDocumentData {
  displayName?: string | null;
  username?: string | null;
  personalization?: string | null;
  premium?: unknown;
  referralCount?: number;
  premiumSources?: PremiumSource[];
  referredBy?: string;
  referredAt?: Timestamp;
}

export function userRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.users).doc(uid);
}

export function readUser(snap: DocumentSnapshot): UserDocumentData | null {
  return snap.exists ? (snap.data() as UserDocumentData) : null;
}

/**
 * Writes server-owned fields in a transaction. When the document does not exist yet (the client
 * creates it on first sign-in, which may come later) it is created with the same defaults the rules demand.
 */
export function writeUserFields(
  tx: Transaction,
  snap: DocumentSnapshot,
  fields: Record<string, unknown>,
  displayName: string | null = null,
): void {
  if (snap.exists) {
    tx.update(snap.ref, fields);
    return;
  }
  tx.set(snap.ref, {
    displayName,
    username: null,
    personalization: null,
    premium: false,
    referralCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
}

import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { newUserDocument, type UserDocumentData } from '../shared/users.js';
import { db } from './db.js';

/** users/{uid} as the Admin SDK reads it. */
export type StoredUser = UserDocumentData<Timestamp>;

export function userRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.users).doc(uid);
}

export function readUser(snap: DocumentSnapshot): StoredUser | null {
  return snap.exists ? (snap.data() as StoredUser) : null;
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
  tx.set(snap.ref, { ...newUserDocument(displayName, FieldValue.serverTimestamp()), ...fields });
}

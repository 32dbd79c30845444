import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

export interface StreamSpend {
  requests: number;
  bytes: number;
}

/**
 * Counts one more request on a stream link and answers its totals (this request included). Increments,
 * not a transaction, so a video's parallel range requests never contend; `expiresAt` is for a TTL policy.
 */
export async function spendStreamRequest(key: string, expiresAtMs: number): Promise<StreamSpend> {
  const ref = db().collection(COLLECTIONS.streamBudgets).doc(key);
  await ref.set({ requests: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(expiresAtMs) }, { merge: true });
  const snap = await ref.get();
  const number = (field: string) => {
    const value: unknown = snap.get(field);
    return typeof value === 'number' ? value : 0;
  };
  return { requests: number('requests'), bytes: number('bytes') };
}

/** Adds the bytes one answer sent to its link's total. */
export async function spendStreamBytes(key: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db()
    .collection(COLLECTIONS.streamBudgets)
    .doc(key)
    .set({ bytes: FieldValue.increment(bytes) }, { merge: true });
}

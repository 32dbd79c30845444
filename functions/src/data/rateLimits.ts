import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/**
 * Adds one hit to a fixed-window counter and answers the count including it. An increment (not a
 * transaction) so concurrent requests never contend; `expiresAt` is for a Firestore TTL policy.
 */
export async function hitCounter(key: string, windowEndMs: number): Promise<number> {
  const ref = db().collection(COLLECTIONS.rateLimits).doc(key);
  await ref.set({ count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowEndMs) }, { merge: true });
  const snap = await ref.get();
  const count: unknown = snap.get('count');
  return typeof count === 'number' ? count : 1;
}

import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

export type CounterKind = 'ip' | 'uid' | 'net' | 'all';

// Keys are hashed so any IP or uid makes a valid, fixed-length document id.
function counterPrefix(bucket: string, kind: CounterKind, who: string): string {
  const digest = createHash('sha256').update(who).digest('hex').slice(0, 32);
  return `${bucket}_${kind}_${digest}_`;
}

/** rate_limits/{bucket}_{ip|uid|net|all}_{hash}_{windowStart}: one fixed-window counter. */
export function counterKey(bucket: string, kind: CounterKind, who: string, windowStart: number): string {
  return `${counterPrefix(bucket, kind, who)}${windowStart}`;
}

/** The user's live counters in the given buckets (an account's deletion removes them before their TTL does). */
export async function userCounters(buckets: readonly string[], uid: string): Promise<QueryDocumentSnapshot[]> {
  const pages = await Promise.all(
    buckets.map((bucket) => {
      const prefix = counterPrefix(bucket, 'uid', uid);
      return db()
        .collection(COLLECTIONS.rateLimits)
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', `${prefix}~`)
        .get();
    }),
  );
  return pages.flatMap((page) => page.docs);
}

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

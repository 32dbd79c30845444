import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

export interface StreamSpend {
  requests: number;
  /** Bytes sent plus bytes reserved by answers still being sent. */
  bytes: number;
}

const budgetRef = (key: string) => db().collection(COLLECTIONS.streamBudgets).doc(key);

/**
 * In one transaction: reads the link's spend, lets `decide` pick how many bytes this request may send (null:
 * refused), and if allowed counts the request and reserves those bytes. Parallel requests of one link serialise
 * here, so together they never reserve more than the budget. `expiresAt` is for a TTL policy.
 */
export async function reserveStreamBytes(
  key: string,
  expiresAtMs: number,
  decide: (spent: StreamSpend) => number | null,
): Promise<number | null> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(budgetRef(key));
    const number = (field: string) => {
      const value: unknown = snap.get(field);
      return typeof value === 'number' ? value : 0;
    };
    const spent = { requests: number('requests'), bytes: number('bytes') };
    const bytes = decide(spent);
    if (bytes === null) return null;
    tx.set(snap.ref, {
      requests: spent.requests + 1,
      bytes: spent.bytes + bytes,
      expiresAt: Timestamp.fromMillis(expiresAtMs),
    });
    return bytes;
  });
}

/**
 * Gives back reserved bytes an answer did not send (an increment: it never waits on the link's other requests).
 * An update, not a merge: a document the TTL policy removed during a long answer must not come back without
 * `expiresAt` (it would never expire); the caller logs the failure.
 */
export async function releaseStreamBytes(key: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await budgetRef(key).update({ bytes: FieldValue.increment(-bytes) });
}

// `removed_fingerprints/{fingerprint}`: the perceptual fingerprints of stored items removed on a report, so that a
// later upload of a copy (re-encoded, resized, lightly cropped, colours shifted) is refused. Written in the removal's
// transaction; read by the upload pipeline before it makes an item. Holds no reporter and no user.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';
import { storedMediaRef, type StoredMediaItem } from './storedMedia.js';

interface RemovedFingerprintData {
  itemId: string;
  reportId: string;
  removedAt: Timestamp;
}

const removedRef = (fingerprint: string) => db().collection(COLLECTIONS.removedFingerprints).doc(fingerprint);

/**
 * In the removal's transaction, before its writes: the removed item's fingerprints (none for an item processed before
 * fingerprints existed).
 */
export async function readRemovedItemFingerprints(tx: Transaction, itemId: string): Promise<string[]> {
  const snap = await tx.get(storedMediaRef(itemId));
  return ((snap.data() as StoredMediaItem | undefined)?.fingerprints ?? []).filter((f) => /^[0-9a-f]{16}$/.test(f));
}

/** In the same transaction: keeps them, each naming the item and the report that removed it. */
export function keepRemovedFingerprints(
  tx: Transaction,
  fingerprints: readonly string[],
  source: { itemId: string; reportId: string },
  nowMs: number,
): void {
  const data: RemovedFingerprintData = { ...source, removedAt: Timestamp.fromMillis(nowMs) };
  for (const fingerprint of fingerprints) tx.set(removedRef(fingerprint), data);
}

/**
 * Every removed fingerprint (one small document each; a deployment with many thousands would keep them in a
 * bucketed index instead, docs/operations.md).
 */
export async function removedFingerprints(): Promise<string[]> {
  const snap = await db().collection(COLLECTIONS.removedFingerprints).select().get();
  return snap.docs.map((doc) => doc.id);
}

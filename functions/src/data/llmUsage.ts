import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/** `llm_usage/{uid}_{YYYY-MM-DD}`: one account's provider calls on one UTC day (found by `uid` for delete/export). */
interface LlmUsageDocumentData {
  uid: string;
  day: string;
  calls: number;
  expiresAt: Timestamp;
}

const usageRef = (uid: string, day: string) => db().collection(COLLECTIONS.llmUsage).doc(`${uid}_${day}`);

/**
 * Takes one of the account's calls for the day, in a transaction on its own document (so only that account's own
 * simultaneous requests can meet there). False, with nothing written, once `share` calls are taken.
 */
export async function takeUserLlmCall(uid: string, day: string, share: number, expiresAtMs: number): Promise<boolean> {
  const ref = usageRef(uid, day);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as Partial<LlmUsageDocumentData> | undefined;
    const calls = stored?.calls ?? 0;
    if (calls >= share) return false;
    const next: LlmUsageDocumentData = { uid, day, calls: calls + 1, expiresAt: Timestamp.fromMillis(expiresAtMs) };
    tx.set(ref, next);
    return true;
  });
}

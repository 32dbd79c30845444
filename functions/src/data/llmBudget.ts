import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

/** The stored shape of `llm_budget/{YYYY-MM-DD}` (UTC day): provider calls reserved and tokens reported. */
interface LlmBudgetDocumentData {
  calls: number;
  tokens: number;
  expiresAt: Timestamp;
}

const ref = (day: string) => db().collection(COLLECTIONS.llmBudget).doc(day);

/** Counts one more provider call for the day (an increment: concurrent requests never contend) and answers the total. */
export async function reserveLlmCall(day: string, expiresAtMs: number): Promise<number> {
  await ref(day).set({ calls: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(expiresAtMs) }, { merge: true });
  const calls: unknown = (await ref(day).get()).get('calls');
  return typeof calls === 'number' ? calls : 1;
}

export async function recordLlmTokens(day: string, tokens: number): Promise<void> {
  if (tokens > 0) await ref(day).set({ tokens: FieldValue.increment(tokens) }, { merge: true });
}

export async function readLlmBudget(day: string): Promise<{ calls: number; tokens: number }> {
  const data = (await ref(day).get()).data() as Partial<LlmBudgetDocumentData> | undefined;
  return { calls: data?.calls ?? 0, tokens: data?.tokens ?? 0 };
}
